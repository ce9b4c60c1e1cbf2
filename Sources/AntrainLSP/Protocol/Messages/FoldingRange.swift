public enum FoldingRangeRequest: LSPRequest {
    public static let method = "textDocument/foldingRange"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
    public typealias Response = [FoldingRange]
}

public struct FoldingRange: Codable, Hashable, Sendable {
    public var startLine: Int
    public var endLine: Int
    public var kind: String?
}
