import AntrainBasics
import JSONRPC

/// A position in a document: 0-based line and character, the character counted in the
/// negotiated position encoding (UTF-16 code units by default).
public struct Position: Codable, Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

public struct LSPRange: Codable, Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

public struct Location: Codable, Hashable, Sendable {
    public var uri: String
    public var range: LSPRange
}

// The values of answers that may hold thousands of them (lenses, references) write their own
// JSON: see `JSONWriter`.
extension Position: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("line")
            writer.value(line)
            writer.key("character")
            writer.value(character)
        }
    }
}

extension LSPRange: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("start")
            writer.value(start)
            writer.key("end")
            writer.value(end)
        }
    }
}

extension Location: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("uri")
            writer.value(uri)
            writer.key("range")
            writer.value(range)
        }
    }
}

public struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
    public init(uri: String) { self.uri = uri }
}

public struct VersionedTextDocumentIdentifier: Codable, Hashable, Sendable {
    public var uri: String
    public var version: Int?
}

public struct TextDocumentItem: Codable, Hashable, Sendable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

/// Params of every request about one position in one document.
public struct TextDocumentPositionParams: Codable, Hashable, Sendable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct LSPTextEdit: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var newText: String
}

extension LSPTextEdit: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("range")
            writer.value(range)
            writer.key("newText")
            writer.value(newText)
        }
    }
}

public struct MarkupContent: Codable, Hashable, Sendable {
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

/// A request: a message whose handler answers with `Response`.
public protocol LSPRequest: LSPMessage {
    associatedtype Response: Encodable
}

extension MarkupContent: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("kind")
            writer.value(kind)
            writer.key("value")
            writer.value(value)
        }
    }
}
