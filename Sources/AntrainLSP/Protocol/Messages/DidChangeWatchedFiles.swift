import JSONRPC

public enum DidChangeWatchedFilesNotification: LSPMessage {
    public static let method = "workspace/didChangeWatchedFiles"
    public struct Params: Decodable, Sendable { public var changes: [FileEvent] }

    public struct FileEvent: Decodable, Sendable {
        public var uri: String
        public var type: FileChangeType
    }
}
