import JSONRPC

/// `textDocument/documentHighlight`: the other uses of the exercise or food under the cursor.
public enum DocumentHighlightRequest: LSPRequest {
    public static let method = "textDocument/documentHighlight"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = [DocumentHighlight]
}

public struct DocumentHighlight: Hashable, Sendable {
    public var range: LSPRange
    /// Always text: names in a log are neither read nor written.
    public var kind: DocumentHighlightKind
}

extension DocumentHighlight: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("range", range)
            writer.member("kind", kind.rawValue)
        }
    }
}
