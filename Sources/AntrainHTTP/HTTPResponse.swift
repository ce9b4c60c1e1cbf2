/// A response to write: the status line, header fields and a body held whole.
public struct HTTPResponse: Sendable, Hashable {
    public var status: HTTPStatus
    public var headers: HTTPHeaders
    public var body: [UInt8]

    public init(status: HTTPStatus, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The response's bytes: an HTTP/1.1 status line, the header fields, and the body.
    ///
    /// `Content-Length` is written from the body (replacing any the headers hold), except for
    /// 1xx and 204, which carry neither, and when the headers hold `Transfer-Encoding` (a
    /// streamed response whose chunks the server writes after these bytes). A control byte in a
    /// name or value is written as a space, so a value taken from a request can never end the
    /// header block early (response splitting).
    /// - Parameter forHead: answering `HEAD`: every header field, `Content-Length` included, as
    ///   for `GET`, and no body (RFC 9110 §9.3.2).
    public func serialized(forHead: Bool = false) -> [UInt8] {
        var fields = headers
        let isStreamed = fields.contains("Transfer-Encoding")
        fields.remove("Content-Length")
        if !status.forbidsBody && !isStreamed {
            fields.add(name: "Content-Length", value: String(body.count))
        }
        var bytes = Array("HTTP/1.1 \(status.rawValue) \(status.reasonPhrase)\r\n".utf8)
        for field in fields {
            bytes += Self.headerSafe(field.name) + [ASCII.colon, ASCII.space] + Self.headerSafe(field.value)
            bytes += [ASCII.carriageReturn, ASCII.lineFeed]
        }
        bytes += [ASCII.carriageReturn, ASCII.lineFeed]
        if !forHead && !status.forbidsBody {
            bytes += body
        }
        return bytes
    }

    private static func headerSafe(_ text: String) -> [UInt8] {
        text.utf8.map { ASCII.isFieldValueByte($0) ? $0 : ASCII.space }
    }
}

/// Chunked transfer coding for responses whose length is not known when they start (event
/// streams): each chunk is its size in hexadecimal, CRLF, the bytes, CRLF; ``last`` ends it.
public enum HTTPChunkedEncoder {
    /// One chunk holding `bytes`; no bytes give no chunk, since an empty chunk would end the body.
    public static func chunk(_ bytes: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return [] }
        return Array(String(bytes.count, radix: 16, uppercase: true).utf8) + [ASCII.carriageReturn, ASCII.lineFeed] + bytes
            + [ASCII.carriageReturn, ASCII.lineFeed]
    }

    /// The last chunk and the empty trailer section: `0\r\n\r\n`.
    public static let last: [UInt8] = Array("0\r\n\r\n".utf8)
}
