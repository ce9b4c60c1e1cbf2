import Foundation
import Testing

/// The built `antrain mcp` as a process, without any SDK: one JSON message per line on stdout
/// and nothing else there, its log lines on stderr, and bad input answered without dying.
@Suite struct MCPProcessTests {
    @Test func stdoutCarriesOnlyProtocolMessages() async throws {
        let workspace = try Workspace()
        let process = Process()
        process.executableURL = MCPPythonClientTests.antrain
        process.arguments = ["mcp", "--root", workspace.url.path]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let lines = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            "this is not json",
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"records","arguments":{"exercise":"Bench Press"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#,
        ]
        input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let status = try await MCPPythonClientTests.run(process, within: 60)
        #expect(status == 0)
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let messages = stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(stdout.hasSuffix("\n"))
        #expect(messages.count == 4, "stdout: \(stdout)")
        let decoded = try messages.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        // Tools run on their own queue, so the ping may overtake the tool call.
        #expect(decoded.map { ($0["id"] as? Int) ?? -1 }.sorted() == [-1, 1, 2, 3])
        #expect((decoded.first { $0["id"] is NSNull }?["error"] as? [String: Any])?["code"] as? Int == -32700)
        let result = decoded.first { $0["id"] as? Int == 2 }?["result"] as? [String: Any]
        let records = (result?["structuredContent"] as? [String: Any])?["records"] as? [[String: Any]]
        #expect(records?.first?["sessions"] as? Int == 2)
        #expect(stderr.contains("antrain mcp: serving \(workspace.root)") || stderr.contains(": serving "), "stderr: \(stderr)")
        #expect(stderr.contains("invalid message: invalid JSON"), "stderr: \(stderr)")
    }
}
