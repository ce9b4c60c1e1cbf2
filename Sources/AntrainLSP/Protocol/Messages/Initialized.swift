import JSONRPC

public enum InitializedNotification: LSPMessage {
    public static let method = "initialized"
    public typealias Params = JSONValue
}
