public enum DidOpenTextDocumentNotification: LSPMessage {
    public static let method = "textDocument/didOpen"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentItem }
}

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

public enum DidCloseTextDocumentNotification: LSPMessage {
    public static let method = "textDocument/didClose"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
}

public enum DidSaveTextDocumentNotification: LSPMessage {
    public static let method = "textDocument/didSave"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
}

public enum DidChangeWatchedFilesNotification: LSPMessage {
    public static let method = "workspace/didChangeWatchedFiles"
    public struct Params: Decodable, Sendable { public var changes: [FileEvent] }

    /// 1 created, 2 changed, 3 deleted.
    public struct FileEvent: Decodable, Sendable {
        public var uri: String
        public var type: Int
    }
}

public enum PublishDiagnosticsNotification {
    public static let method = "textDocument/publishDiagnostics"

    public struct Params: Encodable, Sendable {
        public var uri: String
        public var version: Int?
        public var diagnostics: [LSPDiagnostic]
    }
}

public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var severity: Int
    public var code: String
    public var source: String
    public var message: String
}
