import JSONRPC

/// `textDocument/definition`: where a custom exercise, food or template is defined.
public enum DefinitionRequest: LSPRequest {
    public static let method = "textDocument/definition"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = [Location]
}
