import AntrainBasics
import AntrainLSP

/// The `antrain` executable: finds the subcommand and runs it.
public enum AntrainCommandLine {
    /// The one version string, shared with the server's `serverInfo`.
    public static let version = AntrainVersion.current

    /// Every subcommand, in the order `antrain help` lists them.
    static var commands: [any Command.Type] { [
        CheckCommand.self, ExportCommand.self, ImportCommand.self, SummaryCommand.self, ReportCommand.self, ExercisesCommand.self, FoodsCommand.self, ProgramsCommand.self, FmtCommand.self, LspCommand.self, McpCommand.self,
        MergeCommand.self,
    ] }

    /// Runs `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], in context: CommandContext) -> ExitCode {
        // Help and usage errors come before any log is read: `--lang`, else the system's language.
        let language = context.language(option: Arguments.language(in: arguments))
        guard let name = arguments.first else {
            context.printError(help(in: language))
            return .usageError
        }
        switch name {
        case "--version", "version":
            context.print("antrain \(version)")
            return .success
        case "help", "--help", "-h":
            let topics = Arguments.removingLanguage(Array(arguments.dropFirst()))
            if let topic = topics.first {
                guard let command = commands.first(where: { $0.name == topic }) else {
                    context.printError(noCommand(topic, in: language), in: language)
                    return .usageError
                }
                context.print(command.usage, in: language)
            } else {
                context.print(help(in: language))
            }
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            context.printError(noCommand(name, in: language), in: language)
            return .usageError
        }
        var rest = Arguments(Array(arguments.dropFirst()))
        if rest.flag("--help") || rest.flag("-h") {
            context.print(command.usage, in: language)
            return .success
        }
        do {
            let parsed = try command.init(arguments: &rest)
            return parsed.run(in: context)
        } catch let error as ValidationError {
            context.printError(LocalizedText(CommandMessages.usageError, [
                "command": .text(name), "message": .message(error.text), "usage": .message(command.usage),
            ]), in: language)
            return .usageError
        } catch {
            context.printError(CommandMessages.error(name, .verbatim("\(error)")), in: language)
            return .usageError
        }
    }

    static func noCommand(_ name: String, in language: Language) -> LocalizedText {
        LocalizedText(CommandMessages.noCommand, ["name": .text(name), "help": .text(help(in: language))])
    }

    static func help(in language: Language) -> String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map { "  \($0.name)\(String(repeating: " ", count: width - $0.name.count))  \($0.summary.text(in: language))" }
        return LocalizedText(CommandMessages.help, ["version": .text(version), "commands": .text(lines.joined(separator: "\n"))]).text(in: language)
    }
}
