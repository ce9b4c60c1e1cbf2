import AntrainLSP
import Foundation
import JSONRPC
import Testing

enum InProcessClientError: Error {
    case timedOut(after: [JSONValue])
    case noMarker(String)
    case errorAnswer(JSONValue)
}

/// A test client for ``LanguageServer`` over ``InMemoryTransport``: JSON bodies in, the
/// server's messages read in order, every wait bounded.
///
/// The typed requests (`hover`, `definition`, `diagnostics(for:)`… in `ClientRequests.swift`)
/// take positions or markers of a ``MarkedSource``; ``request(_:_:)`` and ``read(until:)``
/// remain for a message the helpers do not cover. Nothing waits for time to pass: where a test
/// needs the server busy, ``hold()`` parks it in its `beforeEachMessage` hook until
/// ``release()``, so what is sent meanwhile queues up behind it.
public final class InProcessClient {
    private let transport: InMemoryTransport
    private let inbox: Inbox
    private let gate: ServerGate
    private let serverTask: Task<Int32, Never>
    private let pump: Task<Void, Never>
    private var nextID = 0

    private init() {
        let (client, server) = InMemoryTransport.makePair()
        let gate = ServerGate()
        let inbox = Inbox()
        let languageServer = LanguageServer(transport: server, log: { _ in }, clock: { testToday },
                                            beforeEachMessage: { await gate.pass($0) })
        transport = client
        self.gate = gate
        self.inbox = inbox
        serverTask = Task { await languageServer.run() }
        pump = Task {
            for await event in client.events {
                if case .message(let body) = event { inbox.deliver(body) }
            }
            inbox.finish()
        }
    }

    /// A request the server does not know: its answer (an error) marks a point in the stream.
    public static let barrier = "antrain/test/barrier"

    /// A server after `initialize` and `initialized`, with today = ``testToday`` (2026-11-22).
    /// - Parameters:
    ///   - workspace: the folder's URI, sent as the one workspace folder.
    ///   - capabilities: the client's capabilities, as `initialize` sends them.
    ///   - locale: the client's UI language, as `initialize` sends it.
    public static func start(workspace: String? = nil, capabilities: JSONValue = [:], locale: String? = nil) async throws -> InProcessClient {
        let client = InProcessClient()
        var members: [String: JSONValue] = ["processId": nil, "rootUri": nil, "capabilities": capabilities]
        if let workspace { members["workspaceFolders"] = [["uri": .string(workspace), "name": "workspace"]] }
        if let locale { members["locale"] = .string(locale) }
        let (_, response) = try await client.request("initialize", .object(members))
        #expect(response["result"]?["capabilities"] != nil)
        client.notify("initialized", [:])
        return client
    }

    public func send(_ message: JSONValue) {
        guard case .object(var members) = message else { return }
        members["jsonrpc"] = "2.0"
        if let body = try? JSONEncoder().encode(JSONValue.object(members)) { transport.send(body) }
    }

    public func notify(_ method: String, _ params: JSONValue) { send(["method": .string(method), "params": params]) }

    /// Sends a request without waiting; returns its id.
    public func sendRequest(_ method: String, _ params: JSONValue) -> Int {
        nextID += 1
        send(["id": .integer(nextID), "method": .string(method), "params": params])
        return nextID
    }

    /// Sends a request and reads up to its response: the messages before it, and it.
    public func request(_ method: String, _ params: JSONValue) async throws -> (before: [JSONValue], response: JSONValue) {
        let id = sendRequest(method, params)
        var messages = try await read { $0["id"] == .integer(id) && $0["method"] == nil }
        let response = messages.removeLast()
        return (messages, response)
    }

    /// How long a message may take before the test gives up: a guard against a server that
    /// hangs, not a measure of speed. Generous, because the tests running beside these (long
    /// analyses, editors and decoders as processes) can hold both threads of Swift's
    /// cooperative pool on a two-core machine, and the messages wait for a thread.
    public static let patience = 120

    /// Reads messages up to and including the first that matches.
    public func read(until matches: (JSONValue) -> Bool) async throws -> [JSONValue] {
        var messages: [JSONValue] = []
        while true {
            guard let message = await inbox.next(within: Self.patience) else {
                Issue.record("no matching message from the server; got \(messages.count): \(messages.map { $0["method"] ?? $0["id"] ?? .null })")
                throw InProcessClientError.timedOut(after: messages)
            }
            messages.append(message)
            if matches(message) { return messages }
        }
    }

    /// Holds the server at its next message, a notification of the hold, until ``release()``:
    /// everything sent meanwhile waits in its queue.
    public func hold() { notify(ServerGate.method, [:]) }

    public func release() {
        let gate = self.gate
        Task { await gate.release() }
    }

    /// `shutdown` then `exit`: the server stops with exit code 0.
    public func shutDown() async throws {
        _ = try await request("shutdown", nil)
        notify("exit", nil)
        #expect(await serverTask.value == 0)
    }

    /// Hangs up: the server's input ends and it stops (let go first, if a test left it held).
    public func close() {
        release()
        transport.close()
        pump.cancel()
    }
}
