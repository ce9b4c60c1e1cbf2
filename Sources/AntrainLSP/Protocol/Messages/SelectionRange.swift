import JSONRPC

/// `textDocument/selectionRange`: set → exercise line → entry, for expanding a selection.
public enum SelectionRangeRequest: LSPRequest {
    public static let method = "textDocument/selectionRange"
    public struct Params: Decodable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var positions: [Position]
    }
    public typealias Response = [SelectionRange]
}

public final class SelectionRange: Sendable {
    public let range: LSPRange
    public let parent: SelectionRange?

    public init(range: LSPRange, parent: SelectionRange?) {
        self.range = range
        self.parent = parent
    }
}

extension SelectionRange: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("range", range)
            writer.member("parent", ifPresent: parent)
        }
    }
}
