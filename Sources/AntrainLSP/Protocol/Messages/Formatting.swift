import JSONRPC

public enum FormattingRequest: LSPRequest {
    public static let method = "textDocument/formatting"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
    public typealias Response = [LSPTextEdit]
}
