#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encodes the messages this side sends into body bytes, ready for `frame(_:)` or
/// `MessageTransport.send(_:)`.
///
/// A namespace of functions rather than a type to build: each JSON-RPC shape has exactly the
/// members the specification requires, and nothing else can be put together by mistake.
/// Slashes are not escaped (`file:///` URIs stay readable in logs and are shorter).
public enum OutgoingMessage {
    /// A successful response, written by `JSONEncoder` (the MCP server's results). A `nil`
    /// result (an `Optional` that is `.none`) is written as `"result": null`, since JSON-RPC
    /// requires the member.
    public static func response(id: RequestID, result: some Encodable) throws -> Data {
        try encode(ResponseEnvelope(id: id, result: result))
    }

    /// A successful response whose result writes itself (every answer of the language server):
    /// `{"jsonrpc":"2.0","id":…,"result":…}`, a `nil` result as `null`.
    public static func response(id: RequestID, writing result: some JSONWritable) -> Data {
        var writer = JSONWriter()
        writer.object { writer in
            writer.member("jsonrpc", "2.0")
            writer.member("id", id)
            writer.member("result", result)
        }
        return Data(writer.bytes)
    }

    /// A request whose params write themselves: `{"jsonrpc":"2.0","id":…,"method":…,"params":…}`.
    public static func request(id: RequestID, method: String, writing params: some JSONWritable) -> Data {
        var writer = JSONWriter()
        writer.object { writer in
            writer.member("jsonrpc", "2.0")
            writer.member("id", id)
            writer.member("method", method)
            writer.member("params", params)
        }
        return Data(writer.bytes)
    }

    /// A notification whose params write themselves: `{"jsonrpc":"2.0","method":…,"params":…}`.
    public static func notification(method: String, writing params: some JSONWritable) -> Data {
        var writer = JSONWriter()
        writer.object { writer in
            writer.member("jsonrpc", "2.0")
            writer.member("method", method)
            writer.member("params", params)
        }
        return Data(writer.bytes)
    }

    /// An error response; `id` is `nil` (written as `null`) when the request's id could not
    /// be read.
    ///
    /// Never fails: if `error.data` cannot be encoded (a non-finite number), the error is sent
    /// without it rather than not at all.
    public static func errorResponse(id: RequestID?, error: ResponseError) -> Data {
        if let body = try? encode(ErrorEnvelope(id: id, error: error)) {
            return body
        }
        var withoutData = error
        withoutData.data = nil
        // Only an Int, Strings and nil are left, which always encode.
        return (try? encode(ErrorEnvelope(id: id, error: withoutData))) ?? Data()
    }

    public static func request(id: RequestID, method: String, params: some Encodable) throws -> Data {
        try encode(CallEnvelope(id: id, method: method, params: params))
    }

    /// A request without params, such as `shutdown`.
    public static func request(id: RequestID, method: String) -> Data {
        // Encoding a string and an id cannot fail.
        (try? encode(CallEnvelope<Never>(id: id, method: method, params: nil))) ?? Data()
    }

    public static func notification(method: String, params: some Encodable) throws -> Data {
        try encode(CallEnvelope(id: nil, method: method, params: params))
    }

    /// A notification without params, such as `exit`.
    public static func notification(method: String) -> Data {
        (try? encode(CallEnvelope<Never>(id: nil, method: method, params: nil))) ?? Data()
    }

    private static func encode(_ envelope: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return try encoder.encode(envelope)
    }
}

// MARK: - Envelopes

private enum EnvelopeKey: String, CodingKey {
    case jsonrpc, id, method, params, result, error
}

private struct ResponseEnvelope<Result: Encodable>: Encodable {
    var id: RequestID
    var result: Result

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EnvelopeKey.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        // `encode`, not `encodeIfPresent`: an Optional result of `nil` must still be written.
        try container.encode(result, forKey: .result)
    }
}

private struct ErrorEnvelope: Encodable {
    var id: RequestID?
    var error: ResponseError

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EnvelopeKey.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        try container.encode(error, forKey: .error)
    }
}

/// A request (with an id) or a notification (without one).
private struct CallEnvelope<Params: Encodable>: Encodable {
    var id: RequestID?
    var method: String
    var params: Params?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EnvelopeKey.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(method, forKey: .method)
        // Params that are an Optional holding `nil` are left out, not written as `null`:
        // JSON-RPC allows params to be absent but not to be null.
        if let params, !((params as? any OptionalValue)?.isNone ?? false) {
            try container.encode(params, forKey: .params)
        }
    }
}

/// Lets generic code ask whether a value is an `Optional` holding `nil`.
private protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    var isNone: Bool { self == nil }
}
