import JSONRPC

public enum DidSaveTextDocumentNotification: LSPMessage {
    public static let method = "textDocument/didSave"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
}
