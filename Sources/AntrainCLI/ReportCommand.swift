import AntrainAnalysis
import AntrainModel
import AntrainReport
import Foundation

/// `antrain report [PATH] [--from D] [--to D] [--format text|json|html] [-o FILE]`: progress
/// over a period, as tables, JSON (Docs/REPORT.md) or one HTML page with charts.
struct ReportCommand: Command {
    static let name = "report"
    static let summary = "Progress over a period: records, e1RM, weekly volume, cardio, nutrition, bodyweight (text, json, html)"
    static let usage = """
        antrain report [PATH] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format text|json|html] [-o FILE]

          PATH        a folder or log; the report is of the athlete whose profile governs it
                      (default: the current folder)
          --from/--to the period (default: everything)
          --format    text (default), json (see Docs/REPORT.md) or html (one page with charts)
          -o FILE     write to FILE (atomically) instead of stdout
        """

    var path: String?
    var from: LocalDate?
    var to: LocalDate?
    var format: String
    var output: String?

    init(arguments: inout Arguments) throws {
        from = try arguments.option("--from").map(DateOption.date)
        to = try arguments.option("--to").map(DateOption.date)
        format = try arguments.option("--format", choices: ["text", "json", "html"]) ?? "text"
        output = try arguments.option("-o")
        let paths = try arguments.positionals()
        guard paths.count <= 1 else { throw ValidationError("a report is of one athlete: give one folder or log") }
        path = paths.first
        if let from, let to, to < from { throw ValidationError("--to \(to) is before --from \(from)") }
    }

    func run(in context: CommandContext) -> ExitCode {
        guard let workspace = WorkspaceAround.load(file: path, mustExist: true, for: Self.name, in: context) else { return .usageError }
        if let hint = workspace.otherAthletesHint(command: Self.name, in: context) { context.printError(hint) }
        let figures = AthleteFigures(snapshot: workspace.snapshot, athlete: workspace.athlete)
        let report = ProgressReport(figures: figures, from: from, to: to, unit: workspace.snapshot.displayUnit(ofFile: workspace.fileIndex))
        let text: String
        switch format {
        case "json": text = JSONOutput.encode(report) + "\n"
        case "html": text = ReportHTML(report).html
        default: text = ReportText(report).text
        }
        guard let output else {
            context.standardOutput(text)
            return .success
        }
        do {
            try AtomicFile.replace(LogFiles.absolute(output, in: context), with: Array(text.utf8))
        } catch {
            context.printError("antrain report: \(output): cannot be written (\(error))")
            return .usageError
        }
        return .success
    }
}
