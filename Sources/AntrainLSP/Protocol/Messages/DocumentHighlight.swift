/// `textDocument/documentHighlight`: the other uses of the exercise or food under the cursor.
public enum DocumentHighlightRequest: LSPRequest {
    public static let method = "textDocument/documentHighlight"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = [DocumentHighlight]
}

public struct DocumentHighlight: Codable, Hashable, Sendable {
    public var range: LSPRange
    /// 1: text (the only kind a log has: names are neither read nor written).
    public var kind: Int
}
