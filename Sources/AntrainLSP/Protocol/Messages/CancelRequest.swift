import JSONRPC

public enum CancelRequestNotification: LSPMessage {
    public static let method = "$/cancelRequest"
    public struct Params: Decodable, Sendable { public var id: RequestID }
}
