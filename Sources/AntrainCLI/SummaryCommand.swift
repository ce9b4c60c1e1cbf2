import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainReport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain summary [PATH] [--date D] [--time HH:MM] [--lang en|tr] [--format text|json]`:
/// the seed app's Home screen in the terminal.
struct SummaryCommand: Command {
    static let name = "summary"
    static let summary = LocalizedText(CommandHelp.summarySummary)
    static let usage = CommandUsage(arguments: [ArgumentSpec(placeholder: "PATH", value: .logs, rows: [HelpRow("PATH", ReportHelp.summaryPath)])])

    enum Option: CommandOption {
        case date, time, language, format

        var spec: OptionSpec {
            switch self {
            case .date: .option("--date", .date, help: ReportHelp.summaryDate)
            case .time: .option("--time", .time, help: ReportHelp.summaryTime)
            case .language: .language(help: ReportHelp.summaryLang)
            case .format: .option("--format", .choices(of: TextOrJSON.self), help: ReportHelp.summaryFormat)
            }
        }
    }

    var path: String?
    var date: LocalDate?
    var time: LocalTime?
    var language: Language?
    var format: TextOrJSON

    init(_ arguments: ParsedArguments<Option>) throws {
        date = try arguments.date(.date)
        time = try arguments.time(.time)
        language = arguments.value(.language, as: Language.self)
        format = arguments.value(.format, as: TextOrJSON.self) ?? .text
        let paths = arguments.positionals
        guard paths.count <= 1 else { throw ValidationError(CommandMessages.summaryOneAthlete) }
        path = paths.first
    }

    func run(in context: CommandContext) -> ExitCode {
        guard let workspace = WorkspaceAround.load(file: path, mustExist: true, for: Self.name, language: context.language(option: language),
                                                   in: context) else { return .usageError }
        let snapshot = workspace.snapshot
        let figures = AthleteFigures(snapshot: snapshot, athlete: workspace.athlete)
        let language = context.language(option: language, profile: figures.profile.language)
        if let hint = workspace.otherAthletesHint(command: Self.name, in: context) { context.printError(hint, in: language) }
        for note in ReadProblems.notes(workspace, path: path, command: Self.name, language: language, in: context) {
            context.printError(note, in: language)
        }
        let summary = HomeSummary(figures: figures, date: date ?? context.today(), time: time ?? context.now(),
                                  unit: workspace.analysis.displayUnit)
        if format == .json {
            context.print(JSONOutput.encode(summary))
        } else {
            context.standardOutput(SummaryText(summary, language: language, colour: context.isTerminal && !context.noColour).text)
        }
        return .success
    }
}

/// Dates and times given as options.
enum DateOption {
    /// A day on the calendar; `2026-11-31` is refused with the number of days November has,
    /// never carried into December.
    static func date(_ text: String) throws -> LocalDate {
        switch LocalDate.reading(text) {
        case .date(let date):
            return date
        case .notInTheForm:
            throw ValidationError(CommandMessages.notADate, ["text": .text(text)])
        case .noSuchMonth(let month):
            throw ValidationError(CommandMessages.noSuchMonth, ["text": .text(text), "month": .text(String(month))])
        case .noSuchDay(_, let days):
            // `text` has the form here: its first seven characters are the year and the month.
            throw ValidationError(CommandMessages.noSuchDay, ["text": .text(text), "month": .text(String(text.prefix(7))),
                                                                "days": .text(String(days))])
        }
    }

    static func time(_ text: String) throws -> LocalTime {
        guard let time = LocalTime(text) else { throw ValidationError(CommandMessages.notATime, ["text": .text(text)]) }
        return time
    }
}
