/// A whole request as the server hands it to its handler: the head, the body read to its
/// end, and who sent it.
public struct HTTPRequest: Sendable {
    public var head: HTTPRequestHead
    public var body: [UInt8]

    public init(head: HTTPRequestHead, body: [UInt8]) {
        self.head = head
        self.body = body
    }
}

/// What a handler answers: a response, or an event stream that holds the connection.
public enum HTTPReply: Sendable {
    case response(HTTPResponse)
    /// `text/event-stream`: the head is written, then `run` writes events through its writer
    /// until the writer answers false (the client left, or the server stops) or `run` returns.
    case eventStream(headers: HTTPHeaders, run: @Sendable (_ write: @Sendable (String) -> Bool) -> Void)
}

/// The application behind the server: turns a request into a reply. Called on the
/// connection's own thread, one request at a time per connection.
public protocol HTTPHandler: Sendable {
    func reply(to request: HTTPRequest) -> HTTPReply
}

/// The server's limits (TOOLING.md §8.3), apart from the parser's sizes.
public struct HTTPServerLimits: Sendable {
    /// Connections served at once; the next ones wait in the listening queue.
    public var connections = 64
    /// Event streams held at once (they stop counting as connections).
    public var eventStreams = 32
    /// From a request's first byte to the end of its head.
    public var headSeconds = 10
    /// Between requests on a kept-alive connection, and between a body's bytes.
    public var idleSeconds = 30
    public var parser = HTTPLimits()

    public init() {}
}
