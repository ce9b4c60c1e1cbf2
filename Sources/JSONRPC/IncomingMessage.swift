#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One message received from the peer, classified by its JSON-RPC 2.0 shape.
///
/// `params` and `result` are the raw JSON bytes of those members, exactly as they were sent,
/// so the LSP layer decodes its Codable type from them with `JSONDecoder` in one pass and
/// nothing here needs to know what the types are.
public enum IncomingMessage: Sendable, Hashable {
    /// A call that expects a response with the same `id`.
    case request(id: RequestID, method: String, params: Data?)
    /// A call that expects no response.
    case notification(method: String, params: Data?)
    /// An answer to a request this side sent: either `result` (possibly the bytes `null`) or
    /// `error`.
    ///
    /// `id` is `nil` only for an error response whose sender could not read the request's id
    /// (JSON-RPC answers a parse error with `"id": null`); such a response matches no request.
    case response(id: RequestID?, result: Data?, error: ResponseError?)
    /// A body that is not a valid message; answer it with `error`, using `id` when it could
    /// be read, and carry on.
    case invalid(id: RequestID?, error: ResponseError)

    /// Classifies one message body.
    ///
    /// Never throws: bad JSON is `.invalid` with `parseError`, and valid JSON that is not a
    /// JSON-RPC 2.0 message is `.invalid` with `invalidRequest`.
    public init(parsing body: Data) {
        self = body.withUnsafeBytes { raw in
            var parser = MessageParser(raw.assumingMemoryBound(to: UInt8.self))
            return parser.parse()
        }
    }
}

extension IncomingMessage {
    /// The method of a request or notification.
    public var method: String? {
        switch self {
        case .request(_, let method, _), .notification(let method, _): method
        case .response, .invalid: nil
        }
    }

    /// The id of a request, a response, or an invalid message whose id could be read.
    public var id: RequestID? {
        switch self {
        case .request(let id, _, _): id
        case .response(let id, _, _), .invalid(let id, _): id
        case .notification: nil
        }
    }
}

extension IncomingMessage: CustomStringConvertible {
    /// A one-line summary for logs, without the (possibly large) params.
    public var description: String {
        switch self {
        case .request(let id, let method, _): "request \(id) \(method)"
        case .notification(let method, _): "notification \(method)"
        case .response(let id, _, let error?): "error response \(id.map(\.description) ?? "null"): \(error)"
        case .response(let id, _, nil): "response \(id.map(\.description) ?? "null")"
        case .invalid(let id, let error): "invalid message \(id.map(\.description) ?? "without id"): \(error)"
        }
    }
}
