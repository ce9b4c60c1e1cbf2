import AntrainLSP
import Dispatch
import JSONRPC

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
        let server = LanguageServer(transport: StdioTransport())
        let result = ExitCodeBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            result.code = await server.run()
            done.signal()
        }
        done.wait()
        return ExitCode(rawValue: result.code)
    }
}

/// Carries the server's exit code from its task to the waiting main thread.
private final class ExitCodeBox: @unchecked Sendable {
    // @unchecked: written once by the task before it signals, read after the wait.
    var code: Int32 = 1
}
