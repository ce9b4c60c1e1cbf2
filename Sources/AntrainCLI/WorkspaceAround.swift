import AntrainAnalysis
import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The workspace around a file or folder, analysed for its athlete, so the place's athlete, unit and
/// definitions can be asked for: `import` asks about its destination, `summary` and `report` about the place given.
///
/// The workspace is decided by the place, never by the current folder (TOOLING.md §1): the
/// top folder of the git repository that holds it, else the place's folder. Every log of it
/// is read, but only the place's athlete's logs are parsed and analysed; the others count
/// for their profiles and definitions (``AnalysisHost``), so one athlete's summary in a
/// coach's repository costs about what it costs in the athlete's own folder.
struct WorkspaceAround {
    /// The analysis of the place's athlete: their files, and the others' definitions.
    var analysis: AthleteAnalysis
    /// The place's key in the host when it is a file (what per-file queries such as
    /// ``AthleteAnalysis/workouts(ofFile:)`` take); nil for a folder.
    var key: String?

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
        guard !placeIsFolder, let place else {
            // A folder: the athlete whose profile governs it.
            return WorkspaceAround(analysis: host.snapshot().analysis(ofFolder: folder), key: nil)
        }
        // A log to write that is not there yet (or that `import -o` replaces) is analysed as
        // the empty log it is about to be.
        if !host.contains(place) || ignoringItsText {
            host.apply(.setText(key: place, name: displayName(place, current: current), folder: folder, bytes: []))
        }
        return host.snapshot().analysis(ofFile: place).map { WorkspaceAround(analysis: $0, key: place) }
    }

    /// A host holding every log of the workspaces of `folders` (TOOLING.md §1: the top of the
    /// git repository that holds each, else the folder itself), each log once; nil when a log
    /// cannot be read (said on stderr).
    static func host(around folders: [String], for command: String, language: Language, in context: CommandContext) -> AnalysisHost? {
        let current = PathText.standardizing(context.currentDirectory)
        var host = AnalysisHost(settings: context.analysisSettings)
        var loader = WorkspaceLoader(roots: WorkspaceLoader.workspaceRoots(of: folders), naming: .paths(namesFrom: current))
        let sync = loader.sync()
        if let unreadable = sync.unreadable.first {
            let shown = displayName(unreadable, current: current)
            context.printError(CommandMessages.error(command, LocalizedText(CommandMessages.unreadableLog, ["path": .text(shown)])), in: language)
            return nil
        }
        for change in sync.changes { host.apply(change) }
        return host
    }

    /// How messages name a file: relative to the current folder when inside it.
    static func displayName(_ path: String, current: String) -> String {
        path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }

    var snapshot: WorkspaceSnapshot { analysis.snapshot }

    var athlete: Int { analysis.athlete }

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
