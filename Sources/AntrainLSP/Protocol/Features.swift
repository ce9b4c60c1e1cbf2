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
    public var kind: Int?
    public var detail: String?
    public var documentation: MarkupContent?
    public var sortText: String?
    public var filterText: String?
    public var insertTextFormat: Int?
    public var textEdit: LSPTextEdit?
    public var preselect: Bool?
}

public enum HoverRequest: LSPRequest {
    public static let method = "textDocument/hover"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = Hover?
}

public struct Hover: Codable, Hashable, Sendable {
    public var contents: MarkupContent
    public var range: LSPRange?
}

public enum DocumentSymbolRequest: LSPRequest {
    public static let method = "textDocument/documentSymbol"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
    public typealias Response = [DocumentSymbol]
}

public struct DocumentSymbol: Codable, Hashable, Sendable {
    public var name: String
    public var detail: String?
    public var kind: Int
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]?
}

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

public enum CodeActionRequest: LSPRequest {
    public static let method = "textDocument/codeAction"
    public struct Params: Decodable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var range: LSPRange
    }
    public typealias Response = [CodeAction]
}

public struct CodeAction: Codable, Hashable, Sendable {
    public var title: String
    public var kind: String
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit
}

public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [String: [LSPTextEdit]]
}

public enum FormattingRequest: LSPRequest {
    public static let method = "textDocument/formatting"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
    public typealias Response = [LSPTextEdit]
}

public enum RangeFormattingRequest: LSPRequest {
    public static let method = "textDocument/rangeFormatting"
    public struct Params: Decodable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var range: LSPRange
    }
    public typealias Response = [LSPTextEdit]
}

public enum SemanticTokensRequest: LSPRequest {
    public static let method = "textDocument/semanticTokens/full"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
    public typealias Response = SemanticTokensResult
}

/// Tokens as LSP encodes them: five integers each, positions relative to the previous token.
public struct SemanticTokensResult: Codable, Hashable, Sendable {
    public var data: [Int]
}
