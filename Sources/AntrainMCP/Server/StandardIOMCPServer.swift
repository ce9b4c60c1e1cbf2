#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AntrainBasics
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import JSONRPC

/// `antrain mcp` over stdin and stdout: messages one per line (MCP's stdio transport), logs on
/// stderr, so stdout carries nothing but protocol messages.
public enum StandardIOMCPServer {
    /// Serves `root` until stdin ends; returns the exit status.
    public static func run(root: String, version: String) -> Int32 {
        let transport = StdioTransport(wireFraming: .newlineDelimited(maximumLineLength: 64 << 20))
        let server = MCPServer(workspace: MCPWorkspace(root: root), transport: transport, version: version) { line in
            StandardStreams.write("antrain mcp: \(line)\n", to: STDERR_FILENO)
        }
        let done = DispatchSemaphore(value: 0)
        Task {
            await server.run()
            done.signal()
        }
        done.wait()
        return 0
    }
}
