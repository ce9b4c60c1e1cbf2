import AntrainAnalysis
import AntrainBasics
import AntrainModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain export [PATH...] --format json|csv [--lang en|tr]`: the domain models for other programs.
struct ExportCommand: Command {
    static let name = "export"
    static let summary = LocalizedText(CommandHelp.exportSummary)
    static let usage = LocalizedText(CommandHelp.exportUsage)

    var paths: [String]
    var format: String
    var language: Language?

    init(arguments: inout Arguments) throws {
        format = try arguments.option("--format", choices: ["json", "csv"]) ?? "json"
        language = try arguments.language()
        paths = try arguments.positionals()
    }

    func run(in context: CommandContext) -> ExitCode {
        guard let sources = LogFiles.load(paths, for: "export", language: context.language(option: language), in: context) else { return .usageError }
        let snapshot = WorkspaceSnapshot.analyze(sources, settings: context.analysisSettings)
        let export = LogExport(snapshot: snapshot)
        context.print(format == "json" ? JSONOutput.encode(export) : export.csv())
        let errors = snapshot.files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count }
        if errors > 0 {
            // Like check's summary line: the language of the command, else of the one athlete.
            let profile = snapshot.athletes.count == 1 ? snapshot.athletes[0].profile.language : nil
            let M = CommandMessages.self
            context.printError(M.error(Self.name, LocalizedText(M.exportErrors, ["errors": M.count(errors, one: M.errorOne, other: M.errorOther)])),
                               in: context.language(option: language, profile: profile))
            return .problemsFound
        }
        return .success
    }
}
