/// The `error` member of a JSON-RPC response.
///
/// It is a Swift `Error` so that a handler can `throw` it and the dispatcher can answer the
/// request with exactly this code and message; any other error becomes `internalError`.
public struct ResponseError: Error, Codable, Hashable, Sendable {
    public var code: ErrorCode
    public var message: String
    /// Extra information for the client; omitted from the JSON when `nil`.
    public var data: JSONValue?

    public init(code: ErrorCode, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }
}

extension ResponseError {
    public static func parseError(_ message: String) -> ResponseError {
        ResponseError(code: .parseError, message: message)
    }

    public static func invalidRequest(_ message: String) -> ResponseError {
        ResponseError(code: .invalidRequest, message: message)
    }

    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: .methodNotFound, message: "method not found: \(method)")
    }

    public static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: .invalidParams, message: message)
    }

    public static func internalError(_ message: String) -> ResponseError {
        ResponseError(code: .internalError, message: message)
    }

    public static func requestFailed(_ message: String) -> ResponseError {
        ResponseError(code: .requestFailed, message: message)
    }

    public static let serverNotInitialized = ResponseError(
        code: .serverNotInitialized,
        message: "the server has not been initialized"
    )

    public static let requestCancelled = ResponseError(code: .requestCancelled, message: "request cancelled")

    public static let serverCancelled = ResponseError(code: .serverCancelled, message: "request cancelled by the server")

    public static let contentModified = ResponseError(
        code: .contentModified,
        message: "the document changed while the request was running"
    )
}

extension ResponseError: CustomStringConvertible {
    public var description: String { "error \(code): \(message)" }
}
