import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainReport
import Foundation

/// `antrain summary [PATH] [--date D] [--time HH:MM] [--lang en|tr] [--format text|json]`:
/// the seed app's Home screen in the terminal.
struct SummaryCommand: Command {
    static let name = "summary"
    static let summary = "Today at a glance: nutrition against goals, top records, recent workouts, bodyweight"
    static let usage = """
        antrain summary [PATH] [--date YYYY-MM-DD] [--time HH:MM] [--lang en|tr] [--format text|json]

          PATH        a folder or log; the summary is of the athlete whose profile governs it
                      (default: the current folder)
          --date      the day to look from (default: today)
          --time      the time of day for the greeting (default: now)
          --lang      en or tr (default: the profile's language:, else the system's, else en)
          --format    text (default; colour on a terminal unless NO_COLOR is set) or json
        """

    var path: String?
    var date: LocalDate?
    var time: LocalTime?
    var language: String?
    var format: String

    init(arguments: inout Arguments) throws {
        date = try arguments.option("--date").map(DateOption.date)
        time = try arguments.option("--time").map(DateOption.time)
        language = try arguments.option("--lang", choices: Language.allCases.map(\.rawValue))
        format = try arguments.option("--format", choices: ["text", "json"]) ?? "text"
        let paths = try arguments.positionals()
        guard paths.count <= 1 else { throw ValidationError("summary is of one athlete: give one folder or log") }
        path = paths.first
    }

    func run(in context: CommandContext) -> ExitCode {
        guard let workspace = WorkspaceAround.load(file: path, mustExist: true, for: Self.name, in: context) else { return .usageError }
        if let hint = workspace.otherAthletesHint(command: Self.name, in: context) { context.printError(hint) }
        let snapshot = workspace.snapshot
        let figures = AthleteFigures(snapshot: snapshot, athlete: workspace.athlete)
        let summary = HomeSummary(figures: figures, date: date ?? context.today(), time: time ?? context.now(),
                                  unit: snapshot.displayUnit(ofFile: workspace.fileIndex))
        if format == "json" {
            context.print(JSONOutput.encode(summary))
        } else {
            let language = Language.choose(option: language.flatMap(Language.init(rawValue:)), profile: figures.profile.language,
                                           fallback: context.systemLanguage)
            context.standardOutput(SummaryText(summary, language: language, colour: context.isTerminal && !context.noColour).text)
        }
        return .success
    }
}

/// Dates and times given as options.
enum DateOption {
    static func date(_ text: String) throws -> LocalDate {
        guard let date = LocalDate(text) else { throw ValidationError("`\(text)` is not a date; write YYYY-MM-DD") }
        return date
    }

    static func time(_ text: String) throws -> LocalTime {
        let parts = text.split(separator: ":").map { Int($0) }
        guard parts.count == 2, let hour = parts[0], let minute = parts[1], (0..<24).contains(hour), (0..<60).contains(minute) else {
            throw ValidationError("`\(text)` is not a time; write HH:MM")
        }
        return LocalTime(hour: hour, minute: minute)
    }
}
