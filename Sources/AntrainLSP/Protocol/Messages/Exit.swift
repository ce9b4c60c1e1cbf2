import JSONRPC

public enum ExitNotification: LSPMessage {
    public static let method = "exit"
    public typealias Params = JSONValue
}
