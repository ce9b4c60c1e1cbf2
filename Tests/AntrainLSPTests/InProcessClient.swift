import AntrainAnalysis
import AntrainLSP
import AntrainTestSupport
import Foundation
import JSONRPC
import Testing

func lspPosition(_ line: Int, _ character: Int) -> JSONValue { ["line": .integer(line), "character": .integer(character)] }

func hoverParams(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
    ["textDocument": ["uri": .string(uri)], "position": lspPosition(line, character)]
}

func isPublish(_ message: JSONValue, for uri: String) -> Bool {
    message["method"] == "textDocument/publishDiagnostics" && message["params"]?["uri"] == .string(uri)
}

/// The text after LSP edits (UTF-16 positions), applied last first as an editor does.
func applying(_ edits: [JSONValue], to text: String) -> String {
    var units = Array(text.utf16)
    var lineStarts = [0]
    for (index, unit) in units.enumerated() where unit == 10 { lineStarts.append(index + 1) }
    func offset(_ position: JSONValue?) -> Int {
        let line = position?["line"]?.intValue ?? 0
        guard line < lineStarts.count else { return units.count }
        return min(lineStarts[line] + (position?["character"]?.intValue ?? 0), units.count)
    }
    let located = edits.map { (offset($0["range"]?["start"]), offset($0["range"]?["end"]), $0["newText"]?.stringValue ?? "") }
    for (start, end, newText) in located.sorted(by: { $0.0 > $1.0 }) {
        units.replaceSubrange(start..<end, with: Array(newText.utf16))
    }
    return String(decoding: units, as: UTF16.self)
}

/// Types text one character per change, as an editor sends it: `⌫` deletes the character
/// before the cursor.
struct Typist {
    private var lines: [[UInt16]]
    private(set) var changes: [JSONValue] = []

    init(_ text: String) { lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf16) } }

    var text: String { lines.map { String(decoding: $0, as: UTF16.self) }.joined(separator: "\n") }

    mutating func type(_ keys: String, atEndOf line: Int) {
        var line = line
        var column = lines[line].count
        for key in keys {
            let here = lspPosition(line, column)
            if key == "⌫" {
                column -= 1
                lines[line].remove(at: column)
                changes.append(["range": ["start": lspPosition(line, column), "end": here], "text": ""])
            } else if key == "\n" {
                lines.insert(Array(lines[line][column...]), at: line + 1)
                lines[line].removeSubrange(column...)
                changes.append(["range": ["start": here, "end": here], "text": "\n"])
                line += 1
                column = 0
            } else {
                let units = Array(String(key).utf16)
                lines[line].insert(contentsOf: units, at: column)
                column += units.count
                changes.append(["range": ["start": here, "end": here], "text": .string(String(key))])
            }
        }
    }
}

// MARK: - The client

/// Holds the server inside its log closure while a test queues messages behind it.
final class ServerHold: @unchecked Sendable {
    // @unchecked: the semaphore is thread-safe; `release` may be called once per `hold`.
    private let semaphore = DispatchSemaphore(value: 0)
    static let notification = "antrain/test/hold"

    func logged(_ message: String) {
        guard message.contains(Self.notification) else { return }
        // Bounded, so a broken test cannot hang the run.
        _ = semaphore.wait(timeout: .now() + 30)
    }

    func release() { semaphore.signal() }
}

/// Runs each of the server's jobs on a thread of its own, so that a held server blocks only
/// that thread: never one of the few threads of Swift's cooperative pool (which the test,
/// the server's intake and the tests running in parallel need), nor a pooled thread that
/// its own intake would wait for.
@available(macOS 15, *)
final class ThreadPerJobExecutor: TaskExecutor {
    static let shared = ThreadPerJobExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        Thread { job.runSynchronously(on: self.asUnownedTaskExecutor()) }.start()
    }
}

/// The server's messages, waited for one at a time with a time limit.
actor Inbox {
    private var messages: [JSONValue] = []
    private var waiter: (generation: Int, continuation: CheckedContinuation<JSONValue?, Never>)?
    private var generation = 0
    private var isFinished = false

    func deliver(_ body: Data) {
        let message = (try? JSONDecoder().decode(JSONValue.self, from: body)) ?? .null
        if let waiter {
            self.waiter = nil
            waiter.continuation.resume(returning: message)
        } else {
            messages.append(message)
        }
    }

    func finish() {
        isFinished = true
        expire(generation)
    }

    /// The next message, or nil when none comes within `seconds`: a deadline that stops a
    /// hung server from hanging the run, never a pause (the answer ends the wait at once).
    func next(within seconds: Int) async -> JSONValue? {
        if !messages.isEmpty { return messages.removeFirst() }
        if isFinished { return nil }
        generation += 1
        let current = generation
        let deadline = DispatchWorkItem { Task { self.expire(current) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds), execute: deadline)
        let message = await withCheckedContinuation { waiter = (current, $0) }
        deadline.cancel()
        return message
    }

    private func expire(_ generation: Int) {
        guard let waiter, waiter.generation == generation else { return }
        self.waiter = nil
        waiter.continuation.resume(returning: nil)
    }
}

enum InProcessClientError: Error { case timedOut(after: [JSONValue]) }

/// A test client for ``LanguageServer`` over ``InMemoryTransport``: JSON bodies in, the
/// server's messages read in order, every wait bounded.
final class InProcessClient {
    private let transport: InMemoryTransport
    private let inbox: Inbox
    private let serverHold: ServerHold
    private let serverTask: Task<Int32, Never>
    private let pump: Task<Void, Never>
    private var nextID = 0

    private init() {
        let (client, server) = InMemoryTransport.makePair()
        let hold = ServerHold()
        let inbox = Inbox()
        let languageServer = LanguageServer(transport: server, log: { hold.logged($0) }, clock: { testToday })
        transport = client
        serverHold = hold
        self.inbox = inbox
        if #available(macOS 15, *) {
            serverTask = Task(executorPreference: ThreadPerJobExecutor.shared) { await languageServer.run() }
        } else {
            serverTask = Task { await languageServer.run() }
        }
        pump = Task {
            for await event in client.events {
                if case .message(let body) = event { await inbox.deliver(body) }
            }
            await inbox.finish()
        }
    }

    /// A request the server does not know: its answer (an error) marks a point in the stream.
    static let barrier = "antrain/test/barrier"

    /// A server after `initialize` and `initialized`, with today = 2026-11-22.
    /// - Parameter locale: the client's UI language, as `initialize` sends it.
    static func start(workspace: String? = nil, capabilities: JSONValue = [:], locale: String? = nil) async throws -> InProcessClient {
        let client = InProcessClient()
        var params: JSONValue = ["processId": nil, "rootUri": nil, "capabilities": capabilities]
        if case .object(var members) = params {
            if let workspace { members["workspaceFolders"] = [["uri": .string(workspace), "name": "workspace"]] }
            if let locale { members["locale"] = .string(locale) }
            params = .object(members)
        }
        let (_, response) = try await client.request("initialize", params)
        #expect(response["result"]?["capabilities"] != nil)
        client.notify("initialized", [:])
        return client
    }

    func send(_ message: JSONValue) {
        guard case .object(var members) = message else { return }
        members["jsonrpc"] = "2.0"
        if let body = try? JSONEncoder().encode(JSONValue.object(members)) { transport.send(body) }
    }

    func notify(_ method: String, _ params: JSONValue) { send(["method": .string(method), "params": params]) }

    /// Sends a request without waiting; returns its id.
    func sendRequest(_ method: String, _ params: JSONValue) -> Int {
        nextID += 1
        send(["id": .integer(nextID), "method": .string(method), "params": params])
        return nextID
    }

    /// Sends a request and reads up to its response: the messages before it, and it.
    func request(_ method: String, _ params: JSONValue) async throws -> (before: [JSONValue], response: JSONValue) {
        let id = sendRequest(method, params)
        var messages = try await read { $0["id"] == .integer(id) && $0["method"] == nil }
        let response = messages.removeLast()
        return (messages, response)
    }

    /// How long a message may take before the test gives up: a guard against a server that
    /// hangs, not a measure of speed. Generous, because the tests running beside these (long
    /// analyses, editors and decoders as processes) can hold both threads of Swift's
    /// cooperative pool on a two-core machine, and the messages wait for a thread.
    static let patience = 120

    /// Reads messages up to and including the first that matches.
    func read(until matches: (JSONValue) -> Bool) async throws -> [JSONValue] {
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

    func open(_ uri: String, _ text: String) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "antrain", "version": 1, "text": .string(text)]])
    }

    /// The last diagnostics published for each of `uris` before the answer to a request sent
    /// now, as "code line:column-line:column".
    func latestDiagnostics(after uris: [String]) async throws -> [String: [String]] {
        let (messages, _) = try await request(InProcessClient.barrier, [:])
        var latest: [String: [String]] = [:]
        for message in messages where message["method"] == "textDocument/publishDiagnostics" {
            guard let uri = message["params"]?["uri"]?.stringValue, uris.contains(uri) else { continue }
            latest[uri] = (message["params"]?["diagnostics"]?.arrayValue ?? []).map { diagnostic in
                let range = diagnostic["range"]
                func point(_ key: String) -> String {
                    "\(range?[key]?["line"]?.intValue ?? -1):\(range?[key]?["character"]?.intValue ?? -1)"
                }
                return "\(diagnostic["code"]?.stringValue ?? "?") \(point("start"))-\(point("end"))"
            }
        }
        return latest
    }

    /// Blocks the server in its next message, an unknown notification it logs.
    func hold() { notify(ServerHold.notification, [:]) }

    func release() { serverHold.release() }

    /// `shutdown` then `exit`: the server stops with exit code 0.
    func shutDown() async throws {
        _ = try await request("shutdown", nil)
        notify("exit", nil)
        #expect(await serverTask.value == 0)
    }

    /// Hangs up: the server's input ends and it stops.
    func close() {
        transport.close()
        pump.cancel()
    }
}

/// A folder of `.antrain` files under the temporary directory, as a workspace.
struct TemporaryFolder {
    let path: String

    init(files: [String: String]) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        path = base.appendingPathComponent("antrain-in-process-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    var uri: String { "file://" + path }

    func uri(of name: String) -> String { uri + "/" + name }

    func write(_ name: String, _ text: String) throws {
        let file = URL(fileURLWithPath: path + "/" + name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func delete(_ name: String) throws { try FileManager.default.removeItem(atPath: path + "/" + name) }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
