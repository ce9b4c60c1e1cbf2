public enum HoverRequest: LSPRequest {
    public static let method = "textDocument/hover"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = Hover?
}

public struct Hover: Codable, Hashable, Sendable {
    public var contents: MarkupContent
    public var range: LSPRange?
}
