/// A JSON-RPC error code: the standard ones, LSP's reserved range, or any other integer.
///
/// A struct rather than an enum so that codes this package does not name still decode and
/// compare (a peer may send any integer), while the named ones read as `.methodNotFound`.
public struct ErrorCode: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension ErrorCode {
    // JSON-RPC 2.0.

    /// The body is not valid JSON.
    public static let parseError = ErrorCode(rawValue: -32700)
    /// The body is JSON but not a valid JSON-RPC 2.0 message.
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    public static let invalidParams = ErrorCode(rawValue: -32602)
    public static let internalError = ErrorCode(rawValue: -32603)

    // LSP's range, -32099 to -32000 for servers and -32899 to -32800 for the protocol.

    /// A request other than `initialize` arrived before `initialize`.
    public static let serverNotInitialized = ErrorCode(rawValue: -32002)
    public static let unknownErrorCode = ErrorCode(rawValue: -32001)
    /// The request was valid but the server could not carry it out.
    public static let requestFailed = ErrorCode(rawValue: -32803)
    /// The server cancelled the request itself; the client may retry it.
    public static let serverCancelled = ErrorCode(rawValue: -32802)
    /// The document changed while the request ran, so its answer would be stale.
    public static let contentModified = ErrorCode(rawValue: -32801)
    /// The client cancelled the request with `$/cancelRequest`.
    public static let requestCancelled = ErrorCode(rawValue: -32800)
}

extension ErrorCode: CustomStringConvertible {
    public var description: String { "\(rawValue)" }
}
