public enum DocumentSymbolRequest: LSPRequest {
    public static let method = "textDocument/documentSymbol"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
    public typealias Response = [DocumentSymbol]
}

public struct DocumentSymbol: Codable, Hashable, Sendable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]?
}
