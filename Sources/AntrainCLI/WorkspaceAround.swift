import AntrainAnalysis
import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The workspace around a file or folder, analysed, with the index of that file (or of an
/// empty stand-in for it) so its athlete, unit and definitions can be asked for: `import`
/// asks about its destination, `summary` and `report` about the folder they were given.
///
/// The workspace is the current folder when the place is inside it (so a profile or a
/// definition above the place's own folder still counts), else the place's folder.
struct WorkspaceAround {
    var snapshot: WorkspaceSnapshot
    var fileIndex: Int

    /// - Parameters:
    ///   - file: a file (existing or not), or nil for the current folder.
    ///   - ignoringItsText: analyse the file as empty (`import -o` replaces it).
    ///   - mustExist: the place is what the user asks about (`summary PATH`), not where to write.
    static func load(
        file: String?, ignoringItsText: Bool = false, mustExist: Bool = false, for command: String, language: Language,
        in context: CommandContext
    ) -> WorkspaceAround? {
        let current = PathText.standardizing(context.currentDirectory)
        let place = file.map { PathText.standardizing(LogFiles.absolute($0, in: context)) }
        let kind = place.map(PathText.kind(of:))
        let exists = kind?.exists ?? true
        if mustExist, !exists, let file {
            context.printError(CommandMessages.error(command, LocalizedText(CommandMessages.noSuchPath, ["path": .text(file)])), in: language)
            return nil
        }
        let placeIsFolder = kind.map { $0.exists && $0.isFolder } ?? true
        let folder = place.map { placeIsFolder ? $0 : PathText.deletingLastComponent($0) } ?? current
        let root = folder == current || folder.hasPrefix(current + "/") ? current : folder
        guard var sources = LogFiles.load([root], for: command, language: language, in: context) else { return nil }
        // A folder stands for a file in it: the athlete whose profile governs that folder.
        let name = placeIsFolder ? PathText.appending(folder, "-") : place!
        var index = sources.firstIndex { PathText.standardizing(LogFiles.absolute($0.name, in: context)) == name }
        if index == nil {
            sources.append(SourceFile(name: name, text: "", folder: folder))
            index = sources.count - 1
        } else if ignoringItsText {
            sources[index!] = SourceFile(name: name, text: "", folder: folder)
        }
        return WorkspaceAround(snapshot: WorkspaceSnapshot.analyze(sources, settings: context.analysisSettings), fileIndex: index!)
    }

    var athlete: Int { snapshot.files[fileIndex].athlete }

    /// When no profile governs the place but the workspace has athletes (a coach's root
    /// folder), the line that says where they are, for stderr.
    func otherAthletesHint(command: String, in context: CommandContext) -> LocalizedText? {
        guard !snapshot.athletes[athlete].hasProfile else { return nil }
        let current = PathText.standardizing(context.currentDirectory)
        let folders = snapshot.athletes.compactMap(\.folder).map { folder -> String in
            folder.hasPrefix(current + "/") ? String(folder.dropFirst(current.count + 1)) : folder
        }.sorted()
        guard !folders.isEmpty else { return nil }
        return LocalizedText(CommandMessages.otherAthletes, [
            "folders": .text(folders.joined(separator: ", ")), "command": .text(command), "first": .text(folders[0]),
        ])
    }
}
