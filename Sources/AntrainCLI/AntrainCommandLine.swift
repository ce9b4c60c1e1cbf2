import AntrainLSP

/// The `antrain` executable: finds the subcommand and runs it.
public enum AntrainCommandLine {
    /// The one version string, shared with the server's `serverInfo`.
    public static let version = AntrainVersion.current

    /// Every subcommand, in the order `antrain help` lists them.
    static var commands: [any Command.Type] { [
        CheckCommand.self, ExportCommand.self, ImportCommand.self, SummaryCommand.self, ReportCommand.self, ExercisesCommand.self, FoodsCommand.self, ProgramsCommand.self, FmtCommand.self, LspCommand.self,
    ] }

    /// Runs `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], in context: CommandContext) -> ExitCode {
        guard let name = arguments.first else {
            context.printError(help())
            return .usageError
        }
        switch name {
        case "--version", "version":
            context.print("antrain \(version)")
            return .success
        case "help", "--help", "-h":
            if arguments.count > 1 {
                guard let command = commands.first(where: { $0.name == arguments[1] }) else {
                    context.printError("antrain: no command `\(arguments[1])`\n\n\(help())")
                    return .usageError
                }
                context.print(command.usage)
            } else {
                context.print(help())
            }
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            context.printError("antrain: no command `\(name)`\n\n\(help())")
            return .usageError
        }
        var rest = Arguments(Array(arguments.dropFirst()))
        if rest.flag("--help") || rest.flag("-h") {
            context.print(command.usage)
            return .success
        }
        do {
            let parsed = try command.init(arguments: &rest)
            return parsed.run(in: context)
        } catch let error as ValidationError {
            context.printError("antrain \(name): \(error.message)\n\nUsage:\n\(command.usage)")
            return .usageError
        } catch {
            context.printError("antrain \(name): \(error)")
            return .usageError
        }
    }

    static func help() -> String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map { "  \($0.name)\(String(repeating: " ", count: width - $0.name.count))  \($0.summary)" }
        return """
            antrain \(version): a plain-text training log and its tools

            Usage: antrain COMMAND [OPTIONS]

            Commands:
            \(lines.joined(separator: "\n"))

            `antrain help COMMAND` shows a command's options.
            """
    }
}
