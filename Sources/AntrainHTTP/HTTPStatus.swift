/// A response's status code, with the reason phrase written after it on the status line.
///
/// A struct over the number rather than an enum, so a code this file does not name can still
/// be sent; the named ones are the codes the parser and the web server answer. It is an
/// `Error` so a handler deep in a route can `throw HTTPStatus.notFound` and the door answer it.
public struct HTTPStatus: RawRepresentable, Sendable, Hashable, CustomStringConvertible, Error {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let ok = HTTPStatus(rawValue: 200)
    public static let noContent = HTTPStatus(rawValue: 204)
    public static let seeOther = HTTPStatus(rawValue: 303)
    public static let notModified = HTTPStatus(rawValue: 304)
    public static let badRequest = HTTPStatus(rawValue: 400)
    public static let unauthorized = HTTPStatus(rawValue: 401)
    public static let forbidden = HTTPStatus(rawValue: 403)
    public static let notFound = HTTPStatus(rawValue: 404)
    public static let methodNotAllowed = HTTPStatus(rawValue: 405)
    public static let requestTimeout = HTTPStatus(rawValue: 408)
    public static let payloadTooLarge = HTTPStatus(rawValue: 413)
    public static let misdirectedRequest = HTTPStatus(rawValue: 421)
    public static let headerFieldsTooLarge = HTTPStatus(rawValue: 431)
    public static let internalServerError = HTTPStatus(rawValue: 500)
    public static let notImplemented = HTTPStatus(rawValue: 501)
    public static let serviceUnavailable = HTTPStatus(rawValue: 503)
    public static let versionNotSupported = HTTPStatus(rawValue: 505)

    /// The reason phrase RFC 9110 gives the code; an unnamed code gets its class's phrase.
    public var reasonPhrase: String {
        switch rawValue {
        case 200: "OK"
        case 204: "No Content"
        case 303: "See Other"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        case 100..<200: "Informational"
        case 200..<300: "Success"
        case 300..<400: "Redirection"
        case 400..<500: "Client Error"
        default: "Server Error"
        }
    }

    /// Whether a response with this status carries no body and no `Content-Length`
    /// (1xx and 204, RFC 9110 §8.6).
    public var forbidsBody: Bool {
        (100..<200).contains(rawValue) || rawValue == 204
    }

    public var description: String { "\(rawValue) \(reasonPhrase)" }
}

/// The limits that protect the server from hostile or broken clients (TOOLING §8.3).
///
/// The parser holds them as states of its machine, so 431 and 413 come from one place.
public struct HTTPLimits: Sendable, Hashable {
    /// The request line and the header fields, their line ends and the blank line included;
    /// one byte more is answered 431, even before any line has ended.
    public var maxHeadBytes: Int = 16 * 1024
    /// The decoded body (after removing chunked framing); a length that says more is answered
    /// 413 as soon as it is read, before any body byte arrives.
    public var maxBodyBytes: Int = 1024 * 1024
    /// One chunk-size line with its extensions; a longer one is answered 400.
    public var maxChunkLineBytes: Int = 4 * 1024

    public init(maxHeadBytes: Int = 16 * 1024, maxBodyBytes: Int = 1024 * 1024, maxChunkLineBytes: Int = 4 * 1024) {
        self.maxHeadBytes = maxHeadBytes
        self.maxBodyBytes = maxBodyBytes
        self.maxChunkLineBytes = maxChunkLineBytes
    }
}
