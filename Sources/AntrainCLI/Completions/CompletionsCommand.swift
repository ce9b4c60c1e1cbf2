import AntrainBasics

/// `antrain completions bash|zsh|fish`: a completion script for the shell, made from the
/// commands' help (TOOLING.md §1).
///
/// `antrain completions --names COMMAND`, left out of the help, is what the scripts ask at
/// completion time: the names COMMAND's argument takes (exercises, foods, programs), one a line.
struct CompletionsCommand: Command {
    static let name = "completions"
    static let summary = LocalizedText(CommandHelp.completionsSummary)
    static let usage = LocalizedText(CommandHelp.completionsUsage)
    /// The hidden option the scripts use.
    static let namesOption = "--names"

    enum Request {
        case script(Shell)
        case names(of: any Command.Type)
    }

    var request: Request

    init(arguments: inout Arguments) throws {
        if let command = try arguments.option(Self.namesOption, choices: CompletionCatalogue.current.namedCommands) {
            guard try arguments.positionals().isEmpty else {
                throw ValidationError(CommandMessages.unexpectedArgument, ["argument": .text(command)])
            }
            request = .names(of: AntrainCommandLine.commands.first { $0.name == command }!)
            return
        }
        let shells = try arguments.positionals()
        guard let word = shells.first else {
            throw ValidationError(InstallHelp.noShell, ["shells": .message(Self.shellList)])
        }
        guard shells.count == 1 else { throw ValidationError(CommandMessages.unexpectedArgument, ["argument": .text(shells[1])]) }
        guard let shell = Shell(rawValue: word) else {
            throw ValidationError(CommandMessages.choices, ["option": .text(Self.name), "choices": .message(Self.shellList), "value": .text(word)])
        }
        request = .script(shell)
    }

    static var shellList: LocalizedText { CommandMessages.chain(Shell.allCases.map(\.rawValue), CommandMessages.listOr) }

    func run(in context: CommandContext) -> ExitCode {
        switch request {
        case .script(let shell):
            context.standardOutput(shell.script())
        case .names(let command):
            for name in command.completionNames() { context.print(name) }
        }
        return .success
    }
}
