import AntrainBasics
import AntrainLSP

/// The `antrain` executable: finds the subcommand and runs it.
public enum AntrainCommandLine {
    /// The one version string, shared with the server's `serverInfo`.
    public static let version = AntrainVersion.current

    /// Every subcommand, in the order `antrain help` lists them.
    static var commands: [any Command.Type] { [
        CheckCommand.self, ExportCommand.self, ImportCommand.self, SummaryCommand.self, ReportCommand.self, ExercisesCommand.self, FoodsCommand.self, ProgramsCommand.self, FmtCommand.self, LspCommand.self, McpCommand.self,
        MergeCommand.self, ServeCommand.self,
        CompletionsCommand.self,
    ] }

    /// The words ``run(_:in:)`` takes before any command (the completions and the manual page
    /// list them from here): `help [COMMAND] [--man]`, `--version`.
    static let helpCommand = "help"
    static let manOption = "--man"
    static let topLevelOptions = ["--version", "--help"]

    /// Runs `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], in context: CommandContext) -> ExitCode {
        // Help and usage errors come before any log is read: `--lang`, else the system's language.
        let language = context.language(option: EarlyArguments.language(in: arguments))
        guard let name = arguments.first else {
            context.printError(help(in: language))
            return .usageError
        }
        switch name {
        case "--version", "version":
            context.print(versionLine(commit: BuildCommit.current), in: language)
            return .success
        case "help", "--help", "-h":
            var topics = EarlyArguments.removingLanguage(Array(arguments.dropFirst()))
            if let man = topics.firstIndex(of: manOption) {
                topics.remove(at: man)
                guard topics.isEmpty else {
                    context.printError(CommandMessages.error(helpCommand, LocalizedText(CommandMessages.unexpectedArgument, ["argument": .text(topics[0])])), in: language)
                    return .usageError
                }
                context.standardOutput(ManPage.page(in: language))
                return .success
            }
            if let topic = topics.first {
                guard let command = commands.first(where: { $0.name == topic }) else {
                    context.printError(noCommand(topic, in: language), in: language)
                    return .usageError
                }
                context.print(command.usageText(in: language))
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
        let words = Array(arguments.dropFirst())
        if EarlyArguments.asksForHelp(words) {
            context.print(command.usageText(in: language))
            return .success
        }
        do {
            let parsed = try command.parse(words)
            return parsed.run(in: context)
        } catch let error as ValidationError {
            context.printError(LocalizedText(CommandMessages.usageError, [
                "command": .text(name), "message": .message(error.text), "usage": .text(command.usageText(in: language)),
            ]), in: language)
            return .usageError
        } catch {
            context.printError(CommandMessages.error(name, .verbatim("\(error)")), in: language)
            return .usageError
        }
    }

    /// `antrain 0.1.0 (commit 1a2b3c4)`, or that a source build did not record its commit.
    static func versionLine(commit: String?) -> LocalizedText {
        guard let commit else { return LocalizedText(InstallHelp.versionFromSource, ["version": .text(version)]) }
        return LocalizedText(InstallHelp.version, ["version": .text(version), "commit": .text(commit)])
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
