import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainReport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain report [PATH] [--from D] [--to D] [--format text|json|html] [-o FILE] [--lifts NAME,...] [--lang en|tr]`:
/// progress
/// over a period, as tables, JSON (Docs/REPORT.md) or one HTML page with charts.
struct ReportCommand: Command {
    static let name = "report"
    static let summary = LocalizedText(CommandHelp.reportSummary)
    static let usage = CommandUsage(arguments: [ArgumentSpec(placeholder: "PATH", value: .logs, rows: [HelpRow("PATH", ReportHelp.reportPath)])])

    enum Option: CommandOption {
        case from, to, format, output, lifts, language

        var spec: OptionSpec {
            switch self {
            case .from: .option("--from", .date, help: ReportHelp.reportPeriod)
            case .to: .option("--to", .date, help: ReportHelp.reportPeriod)
            case .format: .option("--format", .choices(of: ReportFormat.self), help: ReportHelp.reportFormat)
            case .output: .option("-o", .file, "FILE", help: ReportHelp.reportOutput)
            // Exercise names, completed from the exercise library.
            case .lifts: .option("--lifts", .names(of: ExercisesCommand.name), "NAME,...", help: ReportHelp.reportLifts)
            case .language: .language(help: ReportHelp.reportLang)
            }
        }
    }

    var path: String?
    var from: LocalDate?
    var to: LocalDate?
    var format: ReportFormat
    var output: String?
    /// The e1RM chart's lifts as written (`--lifts Squat,Bench Press`); nil for the heaviest compound lifts.
    var lifts: [String]?
    /// The language of the report and the command's messages (`--lang`, else the profile's, else the system's).
    var language: Language?

    init(_ arguments: ParsedArguments<Option>) throws {
        from = try arguments.date(.from)
        to = try arguments.date(.to)
        format = arguments.value(.format, as: ReportFormat.self) ?? .text
        output = arguments.value(.output)
        lifts = arguments.value(.lifts).map { $0.split(separator: ",").map { String($0).trimmingWhiteSpace }.filter { !$0.isEmpty } }
        language = arguments.value(.language, as: Language.self)
        let paths = arguments.positionals
        guard paths.count <= 1 else { throw ValidationError(CommandMessages.reportOneAthlete) }
        path = paths.first
        if let from, let to, to < from { throw ValidationError(CommandMessages.reportToBeforeFrom, ["to": .text("\(to)"), "from": .text("\(from)")]) }
    }

    func run(in context: CommandContext) -> ExitCode {
        guard let workspace = WorkspaceAround.load(file: path, mustExist: true, for: Self.name, language: context.language(option: language),
                                                   in: context) else { return .usageError }
        let figures = AthleteFigures(snapshot: workspace.snapshot, athlete: workspace.athlete)
        let language = context.language(option: language, profile: figures.profile.language)
        if let hint = workspace.otherAthletesHint(command: Self.name, in: context) { context.printError(hint, in: language) }
        for note in ReadProblems.notes(workspace, path: path, command: Self.name, language: language, in: context) {
            context.printError(note, in: language)
        }
        // `--lifts` names exercises as a log does: presets, aliases and the workspace's own.
        let library = workspace.snapshot.definitions.exercises
        if let unknown = lifts?.first(where: { library.exercise(named: $0) == nil }) {
            context.printError(CommandMessages.error(Self.name, LocalizedText(CommandMessages.reportUnknownLift, ["name": .text(unknown)])), in: language)
            return .usageError
        }
        let exercises = lifts.map { $0.compactMap(library.exercise(named:)) }
        let report = ProgressReport(figures: figures, from: from, to: to, unit: workspace.analysis.displayUnit,
                                    lifts: exercises)
        let text: String
        switch format {
        case .json: text = JSONOutput.encode(report) + "\n"
        case .html: text = ReportHTML(report, language: language).html
        case .text: text = ReportText(report, language: language).text
        }
        guard let output else {
            context.standardOutput(text)
            return .success
        }
        do {
            try AtomicFile.replace(LogFiles.absolute(output, in: context), with: Array(text.utf8))
        } catch {
            context.printError(CommandMessages.error(Self.name, LocalizedText(CommandMessages.reportNotWritten, [
                "path": .text(output), "reason": .message(LogFiles.describe(error)),
            ])), in: language)
            return .usageError
        }
        return .success
    }
}
