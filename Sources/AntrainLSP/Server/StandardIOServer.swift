import Dispatch
import JSONRPC

/// `antrain lsp`: the server on this process's stdin and stdout, run to its end.
///
/// Here, not in the CLI, so that only this target knows JSON-RPC transports.
public enum StandardIOServer {
    /// Serves until `exit` or the end of stdin; returns the process's exit status (0 after a
    /// `shutdown`, 1 otherwise, as LSP asks).
    public static func run() -> Int32 {
        let server = LanguageServer(transport: StdioTransport())
        let result = ExitStatusBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            result.status = await server.run()
            done.signal()
        }
        done.wait()
        return result.status
    }
}

/// Carries the server's exit status from its task to the waiting thread.
private final class ExitStatusBox: @unchecked Sendable {
    // @unchecked: written once by the task before it signals, read after the wait.
    var status: Int32 = 1
}
