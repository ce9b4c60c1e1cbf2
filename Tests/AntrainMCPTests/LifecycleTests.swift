@testable import AntrainMCP
import Foundation
import JSONRPC
import Testing

/// The protocol around the tools: version negotiation, the lists, ping, errors that leave the
/// server serving, and cancellation.
@Suite struct LifecycleTests {
    @Test(arguments: [("2025-06-18", "2025-06-18"), ("2025-11-25", "2025-11-25"), ("2025-03-26", "2025-11-25"), ("1999-01-01", "2025-11-25")])
    func initializeNegotiatesTheVersion(requested: String, answered: String) async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace, initialize: false)
        let response = try await client.request("initialize", ["protocolVersion": .string(requested), "capabilities": [:],
                                                               "clientInfo": ["name": "t", "version": "1"]])
        let result = try #require(response["result"])
        #expect(result["protocolVersion"]?.stringValue == answered)
        #expect(result["serverInfo"]?["name"] == "antrain")
        #expect(result["capabilities"]?["tools"] != nil)
        #expect(result["capabilities"]?["resources"] != nil)
    }

    @Test func requestsBeforeInitializeAreRefusedButPingIsAnswered() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace, initialize: false)
        let early = try await client.request("tools/list")
        #expect(early["error"]?["code"]?.intValue == -32600)
        let ping = try await client.request("ping")
        #expect(ping["result"] == .object([:]))
    }

    @Test func malformedMessagesGetErrorsAndTheServerKeepsServing() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        client.sendRaw("{not json")
        let parseError = try await client.response(to: .null)
        #expect(parseError["error"]?["code"]?.intValue == -32700)
        client.sendRaw(#"{"jsonrpc":"2.0","id":7}"#)
        let invalid = try await client.response(to: 7)
        #expect(invalid["error"]?["code"]?.intValue == -32600)
        let unknown = try await client.request("tools/frobnicate")
        #expect(unknown["error"]?["code"]?.intValue == -32601)
        let badParams = try await client.request("tools/call", ["arguments": [:]])
        #expect(badParams["error"]?["code"]?.intValue == -32602)
        let noTool = try await client.request("tools/call", ["name": "lift_for_me"])
        #expect(noTool["error"]?["code"]?.intValue == -32602)
        #expect(noTool["error"]?["message"]?.stringValue?.contains("Unknown tool: lift_for_me") == true)
        let ping = try await client.request("ping")
        #expect(ping["result"] == .object([:]))
    }

    @Test func toolsListDescribesEveryToolWithSchemas() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let tools = try #require(try await client.request("tools/list")["result"]?["tools"]?.arrayValue)
        #expect(tools.compactMap { $0["name"]?.stringValue }
                == ["check", "summary", "report", "records", "history", "search_exercises", "search_foods", "programs", "log"])
        for tool in tools {
            #expect(tool["inputSchema"]?["type"] == "object", "\(tool["name"] ?? nil)")
            #expect(tool["outputSchema"]?["type"] == "object", "\(tool["name"] ?? nil)")
            #expect(tool["description"]?.stringValue?.isEmpty == false)
        }
        let log = try #require(tools.first { $0["name"] == "log" })
        #expect(log["annotations"]?["readOnlyHint"] == false)
        #expect(log["inputSchema"]?["required"] == ["entries"])
        #expect(tools.first { $0["name"] == "summary" }?["annotations"]?["readOnlyHint"] == true)
    }

    @Test func wrongArgumentsAreToolErrorsTheAssistantCanRead() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let wrongType = try await client.call("summary", ["date": 20261105])
        #expect(wrongType.isError)
        #expect(wrongType.text == "‘date’ must be a string.")
        let badDate = try await client.call("summary", ["date": "5 Nov"])
        #expect(badDate.text == "‘date’ must be a date written YYYY-MM-DD (found ‘5 Nov’).")
        let unknown = try await client.call("records", ["exercize": "Bench Press"])
        #expect(unknown.isError)
        #expect(unknown.text == "Unknown argument ‘exercize’; this tool takes ‘exercise’, ‘path’.")
        let missing = try await client.call("history", [:])
        #expect(missing.text == "‘exercise’ is required.")
    }

    @Test func resourcesAreTheLogsAndTheLanguageReference() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let resources = try #require(try await client.request("resources/list")["result"]?["resources"]?.arrayValue)
        let logURI = URL(fileURLWithPath: workspace.root + "/anna/2026.antrain").absoluteString
        #expect(resources.compactMap { $0["uri"]?.stringValue } == ["antrain://spec", logURI])
        let spec = try await client.request("resources/read", ["uri": "antrain://spec"])
        #expect(spec["result"]?["contents"]?[0]?["text"]?.stringValue == LanguageReference.markdown)
        #expect(spec["result"]?["contents"]?[0]?["mimeType"] == "text/markdown")
        let log = try await client.request("resources/read", ["uri": .string(logURI)])
        #expect(log["result"]?["contents"]?[0]?["text"]?.stringValue == Workspace.anna)
        let templates = try await client.request("resources/templates/list")
        #expect(templates["result"]?["resourceTemplates"] == [])
    }

    @Test func resourcesOutsideTheRootAreRefused() async throws {
        let workspace = try Workspace()
        try "secret".write(toFile: workspace.url.deletingLastPathComponent().path + "/outside.antrain", atomically: true, encoding: .utf8)
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let outside = try await client.request("resources/read", ["uri": .string(URL(fileURLWithPath: workspace.root + "/../outside.antrain").absoluteString)])
        #expect(outside["error"]?["code"]?.intValue == -32602)
        #expect(outside["error"]?["message"]?.stringValue?.contains("‘..’") == true)
        let absolute = try await client.request("resources/read", ["uri": "file:///etc/passwd"])
        #expect(absolute["error"]?["code"]?.intValue == -32602)
        #expect(absolute["error"]?["message"]?.stringValue?.contains("outside the workspace") == true)
        let notALog = try await client.request("resources/read", ["uri": .string(URL(fileURLWithPath: workspace.root + "/anna/none.antrain").absoluteString)])
        #expect(notALog["error"]?["code"]?.intValue == -32002)
        let otherScheme = try await client.request("resources/read", ["uri": "https://example.com/log"])
        #expect(otherScheme["error"]?["code"]?.intValue == -32002)
    }

    /// A tool that waits until the test lets it go, so a cancellation arrives while it runs.
    final class Gate: @unchecked Sendable {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let lock = NSLock()
        private var count = 0
        var runs: Int {
            lock.lock()
            defer { lock.unlock() }
            return count
        }

        func ran() {
            lock.lock()
            count += 1
            lock.unlock()
        }
    }

    static func waitingTool(_ gate: Gate) -> MCPTool {
        MCPTool(name: "wait", title: "Wait", description: "waits", inputSchema: Schema.object([:]), outputSchema: Schema.object([:]),
                call: { _, _ in
                    gate.ran()
                    gate.started.signal()
                    gate.release.wait()
                    return ToolOutcome(structured: [:])
                })
    }

    @Test func aCancelledRequestGetsNoResponseAndOneNotStartedNeverRuns() async throws {
        let workspace = try Workspace()
        let gate = Gate()
        let client = try await MCPTestClient(workspace.mcpWorkspace, tools: [Self.waitingTool(gate)])
        client.sendRaw(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"wait","arguments":{}}}"#)
        client.sendRaw(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"wait","arguments":{}}}"#)
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { gate.started.wait(); continuation.resume() }
        }
        // Request 1 runs; request 2 waits its turn. Cancel both, then let 1 finish.
        client.notify("notifications/cancelled", ["requestId": 1, "reason": "the user gave up"])
        client.notify("notifications/cancelled", ["requestId": 2])
        client.notify("notifications/cancelled", ["requestId": 99])
        let ping = try await client.request("ping")
        #expect(ping["result"] == .object([:]))
        gate.release.signal()
        // A request after the cancelled ones is answered, and nothing came for 1 or 2.
        gate.release.signal()
        let after = try await client.call("wait")
        #expect(!after.isError)
        #expect(client.unclaimed.isEmpty, "responses to cancelled requests: \(client.unclaimed)")
        #expect(gate.runs == 2, "request 2 was cancelled before its turn and must not run")
    }
}
