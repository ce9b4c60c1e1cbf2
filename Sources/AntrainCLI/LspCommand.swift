import AntrainBasics
import AntrainLSP

/// `antrain lsp`: the language server over stdin/stdout.
struct LspCommand: Command {
    static let name = "lsp"
    static let summary = LocalizedText(CommandHelp.lspSummary)
    static let usage = CommandUsage(notes: CommandHelp.lspNotes)

    init(_ arguments: ParsedArguments<NoOption>) throws {
        _ = try arguments.positionals.first.map { throw ValidationError(CommandMessages.unexpectedArgument, ["argument": .text($0)]) }
    }

    func run(in context: CommandContext) -> ExitCode {
        ExitCode(rawValue: StandardIOServer.run())
    }
}
