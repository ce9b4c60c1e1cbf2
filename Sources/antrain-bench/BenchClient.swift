import AntrainLSP
import AntrainModel
import Foundation
import JSONRPC

/// A language client in this process, talking to a real ``LanguageServer`` (its whole
/// loop: intake task, inbound queue, JSON decoding and encoding, analysis) over an
/// in-memory transport.
///
/// Times run from handing the message to the transport to the moment the answer arrives,
/// before the client reads it. Only `Content-Length` framing is left out: the in-memory
/// transport moves whole bodies.
final class BenchClient {
    private let transport: InMemoryTransport
    private var events: AsyncStream<FramedEvent>.Iterator
    private let server: Task<Int32, Never>
    private var nextID = 1

    init(today: LocalDate) {
        let (clientEnd, serverEnd) = InMemoryTransport.makePair()
        let server = LanguageServer(transport: serverEnd, log: { _ in }, clock: { today })
        self.server = Task.detached { await server.run() }
        transport = clientEnd
        events = clientEnd.events.makeAsyncIterator()
    }

    func notify(_ method: String, _ params: JSONValue) throws {
        transport.send(try OutgoingMessage.notification(method: method, params: params))
    }

    /// Sends a request and waits for its response; returns the seconds it took and the
    /// response's `result`.
    /// - Parameter refusalIsAnAnswer: the server's error is the expected answer (a rename of a
    ///   preset is refused with the reason): timed, not thrown.
    func request(_ method: String, _ params: JSONValue, refusalIsAnAnswer: Bool = false) async throws -> (seconds: Double, result: Data?) {
        let id = RequestID.integer(nextID)
        nextID += 1
        let body = try OutgoingMessage.request(id: id, method: method, params: params)
        let start = Stopwatch.now()
        transport.send(body)
        while let arrived = await nextMessage() {
            if case .response(id, let result, let error) = IncomingMessage(parsing: arrived.body) {
                if let error, !refusalIsAnAnswer { throw BenchmarkError("\(method) failed: \(error.message)") }
                return (Double(arrived.time - start) / 1e9, result)
            }
        }
        throw BenchmarkError("the server stopped before answering \(method)")
    }

    /// Sends a notification and waits for the diagnostics of `uri` at `version`; returns
    /// the seconds in between and how many diagnostics came.
    func notifyAndAwaitDiagnostics(_ method: String, _ params: JSONValue, uri: String, version: Int) async throws -> (seconds: Double, count: Int) {
        let body = try OutgoingMessage.notification(method: method, params: params)
        let start = Stopwatch.now()
        transport.send(body)
        while let arrived = await nextMessage() {
            guard case .notification("textDocument/publishDiagnostics", let params?) = IncomingMessage(parsing: arrived.body),
                  let published = try? JSONDecoder().decode(PublishedDiagnostics.self, from: params),
                  published.uri == uri, published.version == version
            else { continue }
            return (Double(arrived.time - start) / 1e9, published.diagnostics.count)
        }
        throw BenchmarkError("the server stopped before publishing diagnostics for \(uri)")
    }

    /// `shutdown`, `exit`, and waits for the server loop to end.
    func close() async throws {
        _ = try await request("shutdown", .null)
        transport.send(OutgoingMessage.notification(method: "exit"))
        _ = await server.value
        transport.close()
    }

    private func nextMessage() async -> (body: Data, time: UInt64)? {
        while let event = await events.next() {
            if case .message(let body) = event { return (body, Stopwatch.now()) }
        }
        return nil
    }

    private struct PublishedDiagnostics: Decodable {
        struct Item: Decodable {}
        var uri: String
        var version: Int?
        var diagnostics: [Item]
    }
}

/// LSP params written as ``JSONValue``: the bench speaks the wire protocol, as an editor
/// does, rather than borrowing the server's own types.
enum LSPParams {
    static let initialize: JSONValue = [
        "processId": .null, "rootUri": .null,
        "capabilities": ["general": ["positionEncodings": ["utf-16"]]],
    ]

    static func position(_ position: LSPPosition) -> JSONValue {
        ["line": .integer(position.line), "character": .integer(position.character)]
    }

    static func didOpen(uri: String, text: String) -> JSONValue {
        ["textDocument": ["uri": .string(uri), "languageId": "antrain", "version": 1, "text": .string(text)]]
    }

    static func didChange(uri: String, version: Int, at start: LSPPosition, replacingOne text: String) -> JSONValue {
        let end = LSPPosition(line: start.line, character: start.character + 1)
        return ["textDocument": ["uri": .string(uri), "version": .integer(version)],
                "contentChanges": [["range": ["start": position(start), "end": position(end)], "text": .string(text)]]]
    }

    static func textDocumentPosition(uri: String, _ at: LSPPosition) -> JSONValue {
        ["textDocument": ["uri": .string(uri)], "position": position(at)]
    }
}

/// A line and UTF-16 column, as LSP counts them.
struct LSPPosition: Sendable {
    var line: Int
    var character: Int
}
