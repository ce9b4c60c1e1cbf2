import JSONRPC

public enum DidChangeConfigurationNotification: LSPMessage {
    public static let method = "workspace/didChangeConfiguration"
    public struct Params: Decodable, Sendable { public var settings: JSONValue? }
}
