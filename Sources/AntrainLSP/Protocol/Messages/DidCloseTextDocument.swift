import JSONRPC

public enum DidCloseTextDocumentNotification: LSPMessage {
    public static let method = "textDocument/didClose"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
}
