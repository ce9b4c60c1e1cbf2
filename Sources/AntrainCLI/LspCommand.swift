import AntrainLSP

/// `antrain lsp`: the language server over stdin/stdout.
struct LspCommand: Command {
    static let name = "lsp"
    static let summary = "Run the language server (LSP 3.17, JSON-RPC over stdio) for any editor"
    static let usage = """
        antrain lsp

          Speaks LSP 3.17 over stdin/stdout; logs go to stderr. Editors start it for you:
          see editors/ for VS Code, Neovim, Helix, Emacs, Sublime Text and Vim.
        """

    init(arguments: inout Arguments) throws {
        _ = try arguments.positionals().first.map { throw ValidationError("unexpected argument `\($0)`") }
    }

    func run(in context: CommandContext) -> ExitCode {
        ExitCode(rawValue: StandardIOServer.run())
    }
}
