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
    public var kind: CodeActionKind
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit
}

public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [String: [LSPTextEdit]]
}
