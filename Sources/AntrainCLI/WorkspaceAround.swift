import AntrainAnalysis
import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The workspace around a file or folder, analysed for its athlete, with the index of that
/// file (or of an empty stand-in for it) so its athlete, unit and definitions can be asked
/// for: `import` asks about its destination, `summary` and `report` about the place given.
///
/// The workspace is decided by the place, never by the current folder (TOOLING.md §1): the
/// top folder of the git repository that holds it, else the place's folder. Every log of it
/// is read, but only the place's athlete's logs are parsed and analysed; the others count
/// for their profiles and definitions (``AnalysisHost``), so one athlete's summary in a
/// coach's repository costs about what it costs in the athlete's own folder.
struct WorkspaceAround {
    /// The analysis of the place's athlete: their files, and the others' definitions.
    var analysis: AthleteAnalysis
    var fileIndex: Int
    /// The place's key in the host (the file, or the stand-in for a folder): what per-file
    /// queries such as ``AthleteAnalysis/workouts(ofFile:)`` take.
    var key: String

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
        guard var host = host(around: [folder], for: command, language: language, in: context) else { return nil }
        // A folder stands for a file in it: the athlete whose profile governs that folder.
        let name = placeIsFolder ? PathText.appending(folder, "-") : place!
        if !host.contains(name) || ignoringItsText {
            host.apply(.setText(key: name, name: displayName(name, current: current), folder: folder, bytes: []))
        }
        guard let analysis = host.analysis(ofFile: name), let index = analysis.chunkFiles(of: name).first?.fileIndex else { return nil }
        return WorkspaceAround(analysis: analysis, fileIndex: index, key: name)
    }

    /// A host holding every log of the workspaces of `folders` (TOOLING.md §1: the top of the
    /// git repository that holds each, else the folder itself), each log once; nil when a log
    /// cannot be read (said on stderr).
    static func host(around folders: [String], for command: String, language: Language, in context: CommandContext) -> AnalysisHost? {
        let current = PathText.standardizing(context.currentDirectory)
        var host = AnalysisHost(settings: context.analysisSettings)
        var roots: [String] = []
        for folder in folders {
            let root = LogDiscovery.workspaceRoot(of: folder)
            if !roots.contains(root) { roots.append(root) }
        }
        for root in roots {
            for path in LogDiscovery.logPaths(under: root) where !host.contains(path) {
                guard let bytes = LogDiscovery.read(path) else {
                    let shown = displayName(path, current: current)
                    context.printError(CommandMessages.error(command, LocalizedText(CommandMessages.unreadableLog, ["path": .text(shown)])), in: language)
                    return nil
                }
                host.apply(.setText(key: path, name: displayName(path, current: current), folder: PathText.deletingLastComponent(path),
                                    bytes: bytes))
            }
        }
        return host
    }

    /// How messages name a file: relative to the current folder when inside it.
    static func displayName(_ path: String, current: String) -> String {
        path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    var snapshot: WorkspaceSnapshot { analysis.snapshot }

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
