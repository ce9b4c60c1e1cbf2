import AntrainLSP
import Foundation
import JSONRPC

/// What the client reads from the server's answers, decoded: the client's view of the wire,
/// with only the members tests look at. (The server only writes these types; positions and
/// ranges it also reads, so they decode with the server's own types.)
public enum Received {
    public struct Markup: Decodable, Hashable, Sendable {
        public var kind: String
        public var value: String
    }

    public struct Hover: Decodable, Hashable, Sendable {
        public var contents: Markup
        public var range: LSPRange?
    }

    public struct Location: Decodable, Hashable, Sendable {
        public var uri: String
        public var range: LSPRange
    }

    public struct TextEdit: Decodable, Hashable, Sendable {
        public var range: LSPRange
        public var newText: String

        /// `1:7-1:10 150g`: the range (0-based, as on the wire) and the new text.
        public var summary: String { "\(range.summary) \(newText)" }
    }

    public struct Diagnostic: Decodable, Hashable, Sendable {
        public var range: LSPRange
        public var severity: Int
        public var code: String
        public var source: String
        public var message: String

        /// `duplicate-profile 0:0-0:7`: the code and the range (0-based, as on the wire).
        public var summary: String { "\(code) \(range.summary)" }
    }

    public struct CompletionItem: Decodable, Hashable, Sendable {
        public var label: String
        public var kind: Int?
        public var detail: String?
        public var insertTextFormat: Int?
        public var textEdit: TextEdit?
    }

    public struct CompletionList: Decodable, Hashable, Sendable {
        public var isIncomplete: Bool
        public var items: [CompletionItem]
    }

    public struct CodeAction: Decodable, Hashable, Sendable {
        public var title: String
        public var kind: String
        public var diagnostics: [Diagnostic]?
        public var edit: WorkspaceEdit
    }

    public struct WorkspaceEdit: Decodable, Hashable, Sendable {
        public var changes: [String: [TextEdit]]
    }

    public struct Command: Decodable, Hashable, Sendable {
        public var title: String
    }

    public struct CodeLens: Decodable, Hashable, Sendable {
        public var range: LSPRange
        public var command: Command?
    }

    /// A value as it came (a `JSONValue` the client parsed), decoded as `T`.
    public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }
}

extension LSPRange {
    /// `1:7-1:10`: 0-based lines and columns, as on the wire.
    public var summary: String { "\(start.line):\(start.character)-\(end.line):\(end.character)" }

    /// A range from 0-based lines and columns, as on the wire.
    public init(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) {
        self.init(start: Position(line: startLine, character: startCharacter), end: Position(line: endLine, character: endCharacter))
    }
}

extension Received.TextEdit {
    /// The text after `edits` (UTF-16 positions), applied last first as an editor does.
    public static func apply(_ edits: [Received.TextEdit], to text: String) -> String {
        var units = Array(text.utf16)
        var lineStarts = [0]
        for (index, unit) in units.enumerated() where unit == 10 { lineStarts.append(index + 1) }
        func offset(_ position: Position) -> Int {
            guard position.line < lineStarts.count else { return units.count }
            return min(lineStarts[position.line] + position.character, units.count)
        }
        let located = edits.map { (offset($0.range.start), offset($0.range.end), $0.newText) }
        for (start, end, newText) in located.sorted(by: { $0.0 > $1.0 }) {
            units.replaceSubrange(start..<end, with: Array(newText.utf16))
        }
        return String(decoding: units, as: UTF16.self)
    }
}
