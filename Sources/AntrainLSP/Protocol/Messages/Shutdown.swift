import JSONRPC

public enum ShutdownRequest: LSPRequest {
    public static let method = "shutdown"
    public typealias Params = JSONValue
    public typealias Response = NullResult
}
