import JSONRPC

public enum DidChangeTextDocumentNotification: LSPMessage {
    public static let method = "textDocument/didChange"
    public struct Params: Decodable, Sendable {
        public var textDocument: VersionedTextDocumentIdentifier
        public var contentChanges: [ContentChange]
    }

    /// A change: a range and its new text, or the whole new text when `range` is absent.
    public struct ContentChange: Decodable, Sendable {
        public var range: LSPRange?
        public var text: String
    }
}
