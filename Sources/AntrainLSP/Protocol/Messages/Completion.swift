public enum CompletionRequest: LSPRequest {
    public static let method = "textDocument/completion"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = CompletionList
}

public struct CompletionList: Encodable, Sendable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]
}

public struct CompletionItem: Codable, Hashable, Sendable {
    public var label: String
    public var kind: CompletionItemKind?
    public var detail: String?
    public var documentation: MarkupContent?
    public var sortText: String?
    public var filterText: String?
    public var insertTextFormat: InsertTextFormat?
    public var textEdit: LSPTextEdit?
    public var preselect: Bool?
    /// Edits elsewhere made with the item (a preset program's definitions).
    public var additionalTextEdits: [LSPTextEdit]?
}
