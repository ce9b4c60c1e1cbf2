import AntrainLSP
import Foundation
import JSONRPC
import Testing

/// A document the client opened, with the markers of its test text: requests name a marker
/// (`"1️⃣"`) where the cursor is, and the client turns it into an LSP position (UTF-16).
public struct ClientDocument: Sendable {
    public let uri: String
    public let source: MarkedSource

    public var text: String { source.text }

    /// The LSP position of `marker`; a missing marker records an issue and fails the request.
    public func position(of marker: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Position {
        guard let position = source.position(of: marker, sourceLocation: sourceLocation) else {
            throw InProcessClientError.noMarker(marker)
        }
        return Position(line: position.line, character: position.utf16Column)
    }

    /// The range from one marker to another.
    public func range(from start: String, to end: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LSPRange {
        LSPRange(start: try position(of: start, sourceLocation: sourceLocation), end: try position(of: end, sourceLocation: sourceLocation))
    }
}

/// The requests and notifications tests send most, typed: positions in, decoded answers out.
extension InProcessClient {
    /// Opens `text` at `uri` (version 1).
    public func open(_ uri: String, _ text: String) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "antrain", "version": 1, "text": .string(text)]])
    }

    /// Opens a test text with markers (``MarkedSource``): the markers are taken out of what is sent.
    @discardableResult
    public func open(_ uri: String, marked: String, sourceLocation: SourceLocation = #_sourceLocation) -> ClientDocument {
        let document = ClientDocument(uri: uri, source: MarkedSource(marked, sourceLocation: sourceLocation))
        open(uri, document.text)
        return document
    }

    public func change(_ uri: String, version: Int, range: LSPRange, text: String) {
        notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": .integer(version)],
            "contentChanges": [["range": Self.json(range), "text": .string(text)]],
        ])
    }

    public func closeDocument(_ uri: String) {
        notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
    }

    /// Files changed on disk, as an editor's watcher reports them.
    public func filesChanged(_ changes: [(uri: String, type: FileChangeType)]) {
        notify("workspace/didChangeWatchedFiles", [
            "changes": .array(changes.map { ["uri": .string($0.uri), "type": .integer($0.type.rawValue)] }),
        ])
    }

    // MARK: - Waiting for notifications

    /// Reads up to the next notification `method` that matches, and returns it: the explicit
    /// way to wait for something the server sends on its own.
    @discardableResult
    public func nextNotification(_ method: String, where matches: @escaping (JSONValue) -> Bool = { _ in true }) async throws -> JSONValue {
        try await read { $0["method"] == .string(method) && $0["id"] == nil && matches($0["params"] ?? .null) }.last ?? .null
    }

    /// Whether `message` publishes the diagnostics of `uri`.
    public static func isPublish(_ message: JSONValue, for uri: String) -> Bool {
        message["method"] == "textDocument/publishDiagnostics" && message["params"]?["uri"] == .string(uri)
    }

    /// The diagnostics of the next publish for `uri`.
    public func diagnostics(for uri: String) async throws -> [Received.Diagnostic] {
        let published = try await nextNotification("textDocument/publishDiagnostics") { $0["uri"] == .string(uri) }
        return try Received.decode([Received.Diagnostic].self, from: published["params"]?["diagnostics"] ?? [])
    }

    /// The last diagnostics published for each of `uris` before the answer to a request sent
    /// now, as "code line:column-line:column".
    public func latestDiagnostics(after uris: [String]) async throws -> [String: [String]] {
        let (messages, _) = try await request(InProcessClient.barrier, [:])
        var latest: [String: [String]] = [:]
        for message in messages where message["method"] == "textDocument/publishDiagnostics" {
            guard let uri = message["params"]?["uri"]?.stringValue, uris.contains(uri) else { continue }
            let diagnostics = try Received.decode([Received.Diagnostic].self, from: message["params"]?["diagnostics"] ?? [])
            latest[uri] = diagnostics.map(\.summary)
        }
        return latest
    }

    // MARK: - Requests

    /// Sends a request and decodes its result as `T`; an error answer fails the test.
    public func answer<T: Decodable>(_ type: T.Type, _ method: String, _ params: JSONValue,
                                     sourceLocation: SourceLocation = #_sourceLocation) async throws -> T {
        let (_, response) = try await request(method, params)
        if let error = response["error"] {
            Issue.record("\(method) answered an error: \(error)", sourceLocation: sourceLocation)
            throw InProcessClientError.errorAnswer(error)
        }
        return try Received.decode(T.self, from: response["result"] ?? .null)
    }

    public func hover(_ uri: String, at position: Position) async throws -> Received.Hover? {
        try await answer(Received.Hover?.self, "textDocument/hover", Self.positionParams(uri, position))
    }

    public func hover(_ document: ClientDocument, at marker: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Received.Hover? {
        try await hover(document.uri, at: document.position(of: marker, sourceLocation: sourceLocation))
    }

    public func definition(_ uri: String, at position: Position) async throws -> [Received.Location] {
        try await answer([Received.Location].self, "textDocument/definition", Self.positionParams(uri, position))
    }

    public func definition(_ document: ClientDocument, at marker: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> [Received.Location] {
        try await definition(document.uri, at: document.position(of: marker, sourceLocation: sourceLocation))
    }

    public func references(_ uri: String, at position: Position, includeDeclaration: Bool = true) async throws -> [Received.Location] {
        guard case .object(var params) = Self.positionParams(uri, position) else { return [] }
        params["context"] = ["includeDeclaration": .bool(includeDeclaration)]
        return try await answer([Received.Location].self, "textDocument/references", .object(params))
    }

    public func completion(_ uri: String, at position: Position) async throws -> Received.CompletionList {
        try await answer(Received.CompletionList.self, "textDocument/completion", Self.positionParams(uri, position))
    }

    public func completion(_ document: ClientDocument, at marker: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Received.CompletionList {
        try await completion(document.uri, at: document.position(of: marker, sourceLocation: sourceLocation))
    }

    public func codeActions(_ uri: String, in range: LSPRange) async throws -> [Received.CodeAction] {
        try await answer([Received.CodeAction].self, "textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)], "range": Self.json(range), "context": ["diagnostics": []],
        ])
    }

    public func codeLenses(_ uri: String) async throws -> [Received.CodeLens] {
        try await answer([Received.CodeLens].self, "textDocument/codeLens", ["textDocument": ["uri": .string(uri)]])
    }

    public func formatting(_ uri: String) async throws -> [Received.TextEdit] {
        try await answer([Received.TextEdit].self, "textDocument/formatting", [
            "textDocument": ["uri": .string(uri)], "options": ["tabSize": 2, "insertSpaces": true],
        ])
    }

    // MARK: - Params

    /// `{"textDocument": {"uri": …}, "position": …}`, the params of every request at a position.
    public static func positionParams(_ uri: String, _ position: Position) -> JSONValue {
        ["textDocument": ["uri": .string(uri)], "position": json(position)]
    }

    /// A value the server reads (a position, a range), as the JSON the client sends.
    public static func json(_ value: some JSONWritable) -> JSONValue {
        var writer = JSONWriter()
        writer.value(value)
        return (try? JSONDecoder().decode(JSONValue.self, from: Data(writer.bytes))) ?? .null
    }
}
