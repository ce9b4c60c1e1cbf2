import JSONRPC

public enum DidOpenTextDocumentNotification: LSPMessage {
    public static let method = "textDocument/didOpen"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentItem }
}
