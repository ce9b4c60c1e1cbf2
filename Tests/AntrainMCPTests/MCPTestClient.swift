@testable import AntrainMCP
import AntrainModel
import Foundation
import JSONRPC
import Testing

/// A hand-made workspace in a fresh temporary folder, removed when the test ends: one athlete,
/// Anna, with a custom exercise and food, two workouts, a meal and a weigh-in. Every figure the
/// tests expect is worked out by hand from this text.
final class Workspace: @unchecked Sendable {
    // @unchecked: only the test's own task touches the folder.
    let url: URL

    static let anna = """
        profile
          name: Anna
          unit: kg
          calories: 2000
          protein: 150
          carbs: 200
          fat: 70

        exercise Garage Sled Drag
          category: machine
          muscles: quads, glutes
          equipment: machine

        food Test Oats
          per 100g: 400 kcal, 10 protein, 60 carbs, 8 fat
          serving: 50g
          category: carb

        2026-11-02 lifting
          Bench Press 100x5, 100x5
          Barbell Back Squat 120x3

        2026-11-05 lifting
          Bench Press 105x3

        2026-11-05 12:00 lunch
          Test Oats 150g

        2026-11-05 bodyweight 70kg

        """

    /// The day the tests take for today, and the time of day.
    static let today = LocalDate(year: 2026, month: 11, day: 20)
    static let now = LocalTime(hour: 9, minute: 30)

    init(files: [String: String] = ["anna/2026.antrain": Workspace.anna]) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-mcp-\(UUID().uuidString)", isDirectory: true)
        url = base.appendingPathComponent("logs", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

    /// The root as the server sees it (links resolved: macOS's /var is /private/var).
    var root: String { MCPWorkspace(root: url.path).root }

    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ name: String) -> String? { try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path) }

    var mcpWorkspace: MCPWorkspace { MCPWorkspace(root: url.path, today: { Workspace.today }, now: { Workspace.now }) }
}

/// A client talking to an in-process server over an in-memory transport: it sends requests
/// and waits for the response with the same id, keeping any others for later.
final class MCPTestClient: @unchecked Sendable {
    // @unchecked: `pending` and `iterator` are used by the one test task that owns the client.
    private let transport: InMemoryTransport
    private var iterator: AsyncStream<FramedEvent>.Iterator
    private var pending: [JSONValue] = []
    private var nextID = 100
    let server: MCPServer
    private let serving: Task<Void, Never>

    init(_ workspace: MCPWorkspace, tools: [MCPTool] = MCPTools.all, initialize: Bool = true) async throws {
        let (client, serverEnd) = InMemoryTransport.makePair()
        transport = client
        iterator = client.events.makeAsyncIterator()
        server = MCPServer(workspace: workspace, transport: serverEnd, tools: tools, version: "test")
        let server = server
        serving = Task { await server.run() }
        if initialize {
            let result = try await request("initialize", ["protocolVersion": "2025-06-18", "capabilities": [:],
                                                          "clientInfo": ["name": "tests", "version": "1"]])
            #expect(result["result"]?["protocolVersion"] == "2025-06-18")
            notify("notifications/initialized")
        }
    }

    deinit { transport.close() }

    /// Sends raw bytes as one message body.
    func sendRaw(_ text: String) { transport.send(Data(text.utf8)) }

    func notify(_ method: String, _ params: JSONValue? = nil) {
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { message["params"] = params }
        sendRaw(StructuredJSON.text(.object(message)))
    }

    /// Sends a request and returns the whole response (with `result` or `error`).
    func request(_ method: String, _ params: JSONValue? = nil, id: JSONValue? = nil) async throws -> JSONValue {
        let id = id ?? .integer(nextID)
        nextID += 1
        var message: [String: JSONValue] = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
        if let params { message["params"] = params }
        sendRaw(StructuredJSON.text(.object(message)))
        return try await response(to: id)
    }

    /// The response with `id`, waiting for it.
    func response(to id: JSONValue) async throws -> JSONValue {
        if let index = pending.firstIndex(where: { $0["id"] == id }) { return pending.remove(at: index) }
        while let event = await iterator.next() {
            guard case .message(let body) = event else { continue }
            let message = try JSONDecoder().decode(JSONValue.self, from: body)
            if message["id"] == id { return message }
            pending.append(message)
        }
        throw ClientError.closed
    }

    /// The responses that arrived without being asked for yet.
    var unclaimed: [JSONValue] { pending }

    /// Calls a tool; returns its result (`content`, `structuredContent`, `isError`).
    func call(_ tool: String, _ arguments: [String: JSONValue] = [:]) async throws -> ToolCall {
        let response = try await request("tools/call", ["name": .string(tool), "arguments": .object(arguments)])
        let result = try #require(response["result"], "tools/call \(tool) answered \(response)")
        return ToolCall(result: result)
    }

    enum ClientError: Error { case closed }
}

/// A `tools/call` result, read.
struct ToolCall {
    var result: JSONValue
    var isError: Bool { result["isError"]?.boolValue ?? false }
    var structured: JSONValue { result["structuredContent"] ?? .null }
    var text: String { result["content"]?[0]?["text"]?.stringValue ?? "" }
}

extension JSONValue {
    /// The number of either numeric case, for comparing figures.
    var number: Double? { doubleValue }
}

/// Whether two figures agree to a millionth (they are computed in floating point).
func close(_ value: JSONValue?, _ expected: Double) -> Bool {
    guard let number = value?.number else { return false }
    return abs(number - expected) < 1e-6
}
