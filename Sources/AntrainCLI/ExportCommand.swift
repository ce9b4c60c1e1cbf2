import AntrainAnalysis
import AntrainModel
import Foundation

/// `antrain export [PATH...] --format json|csv`: the domain models for other programs.
struct ExportCommand: Command {
    static let name = "export"
    static let summary = "Write the logs' domain models as JSON or as CSV (one row per set or food entry)"
    static let usage = """
        antrain export [PATH...] [--format json|csv]

          PATH        files or folders (searched for *.antrain); default: the current folder; - for stdin
          --format    json (default): see Docs/EXPORT.md for the shape; csv: one row per set and per food entry

        Everything that could be read is exported. Exit status 1 when the logs have errors
        (run `antrain check` to see them), 2 for bad usage or unreadable input.
        """

    var paths: [String]
    var format: String

    init(arguments: inout Arguments) throws {
        format = try arguments.option("--format", choices: ["json", "csv"]) ?? "json"
        paths = try arguments.positionals()
    }

    func run(in context: CommandContext) -> ExitCode {
        guard let sources = LogFiles.load(paths, for: "export", in: context) else { return .usageError }
        let snapshot = WorkspaceSnapshot.analyze(sources, settings: context.analysisSettings)
        let export = LogExport(snapshot: snapshot)
        context.print(format == "json" ? JSONOutput.encode(export) : export.csv())
        let errors = snapshot.files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count }
        if errors > 0 {
            context.printError("antrain export: the logs have \(errors) error\(errors == 1 ? "" : "s"); lines with errors were left out. Run `antrain check` to see them")
            return .problemsFound
        }
        return .success
    }
}
