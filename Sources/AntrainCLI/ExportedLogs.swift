import AntrainAnalysis
import AntrainBasics
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The logs `export` writes, analysed through the host with their workspaces (TOOLING.md §1),
/// as `check`, `summary` and the language server read them: a definition in `common/` or at
/// the repository's top serves `anna/log.antrain` in the export as it does in `check`.
///
/// Only the given files' entries are exported; the workspace's other logs count for their
/// athletes' profiles and the definitions.
struct ExportedLogs {
    /// The analysis of each athlete that owns a given file, in the order of the workspace's athletes.
    var analyses: [AthleteAnalysis]
    /// The given files, by their keys in the host.
    var files: [String]

    /// The given files that are `analysis`'s athlete's, in the analysis's order.
    func files(of analysis: AthleteAnalysis) -> [String] {
        let given = Set(files)
        return analysis.files.filter(given.contains)
    }

    /// The errors in the given files.
    var errorCount: Int {
        analyses.reduce(0) { total, analysis in
            total + files.reduce(0) { $0 + analysis.diagnostics(ofFile: $1).filter { $0.severity == .error }.count }
        }
    }

    /// The `language:` of the one athlete exported, if one.
    var onlyAthletesLanguage: Language? {
        guard analyses.count == 1, let analysis = analyses.first else { return nil }
        return analysis.profile.language
    }

    /// Collects `paths` (folders searched for logs, `-` for stdin) and analyses them with
    /// their workspaces; on failure prints why and returns nil (exit 2).
    static func load(_ paths: [String], for command: String, language: Language, in context: CommandContext) -> ExportedLogs? {
        let given: [String]
        do {
            given = try LogFiles.collect(paths, in: context)
        } catch {
            context.printError(CommandMessages.error(command, LogFiles.describe(error)), in: language)
            return nil
        }
        var places: [String] = []
        var named: [String] = []
        for path in given {
            let key = PathText.standardizing(path == "-" ? PathText.appending(context.currentDirectory, "-") : LogFiles.absolute(path, in: context))
            guard !places.contains(key) else { continue }
            places.append(key)
            named.append(path)
        }
        guard var host = WorkspaceAround.host(around: places.map(PathText.deletingLastComponent), for: command, language: language,
                                              in: context) else { return nil }
        // The given files are named as the user wrote them, and read as given (stdin too).
        for (path, key) in zip(named, places) {
            let bytes: [UInt8]
            if path == "-" {
                bytes = context.readStandardInput()
            } else {
                guard let read = host.source(of: key)?.bytes ?? LogDiscovery.read(key) else {
                    context.printError(CommandMessages.error(command, LocalizedText(CommandMessages.unreadableLog, ["path": .text(path)])),
                                       in: language)
                    return nil
                }
                bytes = read
            }
            host.apply(.setText(key: key, name: path == "-" ? "<stdin>" : path, folder: PathText.deletingLastComponent(key), bytes: bytes))
        }
        var analyses: [String: AthleteAnalysis] = [:]
        let snapshot = host.snapshot()
        for key in places {
            guard let analysis = snapshot.analysis(ofFile: key) else { continue }
            analyses[analysis.key] = analysis
        }
        let ordered = analyses.values.sorted { $0.athlete < $1.athlete }
        return ExportedLogs(analyses: ordered, files: places)
    }
}
