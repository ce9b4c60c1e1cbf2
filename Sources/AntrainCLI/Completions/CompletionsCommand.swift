import AntrainBasics

/// `antrain completions bash|zsh|fish`: a completion script for the shell, made from the
/// commands' tables (TOOLING.md §1).
///
/// `antrain completions --names COMMAND`, left out of the help, is what the scripts ask at
/// completion time: the names COMMAND's argument takes (exercises, foods, programs), one a line.
struct CompletionsCommand: Command {
    static let name = "completions"
    static let summary = LocalizedText(CommandHelp.completionsSummary)
    static let usage = CommandUsage(arguments: [
        ArgumentSpec(placeholder: Placeholder(word: Shell.choices.joined(separator: "|")), value: .choices(of: Shell.self), isOptional: false),
    ], notes: CommandHelp.completionsNotes)

    enum Option: CommandOption {
        /// `--names COMMAND`: what the scripts ask as a line is completed, not a person.
        case names

        var spec: OptionSpec { OptionSpec(names: ["--names"], value: .text, placeholder: "COMMAND", help: .hidden) }
    }

    enum Request {
        case script(Shell)
        case names(of: any Command.Type)
    }

    var request: Request

    init(_ arguments: ParsedArguments<Option>) throws {
        if let command = arguments.value(.names) {
            // The commands are known only once every table is: checked here, not by the parser.
            try ValueKind.choices(CompletionCatalogue.current.namedCommands).check(command, for: Option.names.spec.name)
            if let extra = arguments.positionals.first {
                throw ValidationError(CommandMessages.unexpectedArgument, ["argument": .text(extra)])
            }
            request = .names(of: AntrainCommandLine.commands.first { $0.name == command }!)
            return
        }
        let shells = arguments.positionals
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
