import AntrainBasics
import JSONRPC

/// A position in a document: 0-based line and character, the character counted in the
/// negotiated position encoding (UTF-16 code units by default).
// Each wire type has one JSON path per direction: `Decodable` where the server reads it (the
// params of a request), ``JSONWritable`` where it writes it (answers and notifications).

public struct Position: Decodable, Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

public struct LSPRange: Decodable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

public struct Location: Hashable, Sendable {
    public var uri: String
    public var range: LSPRange
}

extension Position: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("line", line)
            writer.member("character", character)
        }
    }
}

extension LSPRange: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("start", start)
            writer.member("end", end)
        }
    }
}

extension Location: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("uri", uri)
            writer.member("range", range)
        }
    }
}

public struct TextDocumentIdentifier: Decodable, Hashable, Sendable {
    public var uri: String
    public init(uri: String) { self.uri = uri }
}

public struct VersionedTextDocumentIdentifier: Decodable, Hashable, Sendable {
    public var uri: String
    public var version: Int?
}

public struct TextDocumentItem: Decodable, Hashable, Sendable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

/// Params of every request about one position in one document.
public struct TextDocumentPositionParams: Decodable, Hashable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct LSPTextEdit: Hashable, Sendable {
    public var range: LSPRange
    public var newText: String
}

extension LSPTextEdit: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("range", range)
            writer.member("newText", newText)
        }
    }
}

public struct MarkupContent: Hashable, Sendable {
    public var kind: String
    public var value: String

    public static func markdown(_ value: String) -> MarkupContent { MarkupContent(kind: "markdown", value: value) }

    /// For a client that shows hovers as plain text: the same text without Markdown's marks
    /// (`**bold**`, `` `code` ``), which would otherwise show as stars and backticks.
    public static func plainText(fromMarkdown value: String) -> MarkupContent {
        MarkupContent(kind: "plaintext", value: value.replacingLiteral("**", with: "").replacingLiteral("`", with: ""))
    }
}

/// A request or notification type: its method name and its params.
public protocol LSPMessage {
    associatedtype Params: Decodable
    static var method: String { get }
}

/// A request: a message whose handler answers with `Response`, written by ``JSONWriter``.
public protocol LSPRequest: LSPMessage {
    associatedtype Response: JSONWritable
}

extension MarkupContent: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("kind", kind)
            writer.member("value", value)
        }
    }
}

/// The `null` answer of a request that has nothing to say (`shutdown`).
public struct NullResult: JSONWritable, Sendable {
    public init() {}
    public func writeJSON(to writer: inout JSONWriter) { writer.null() }
}
