import Dispatch

/// One client's connection: reads bytes with deadlines, feeds the parser, hands each whole
/// request to the server's handler and writes the reply, until the client or the server
/// closes it.
///
/// Time is checked between reads, in slices of at most 250 ms, so a client that sends a
/// byte a second cannot stretch its head past ``HTTPServerLimits/headSeconds``, and a
/// stopping server closes idle keep-alive connections promptly.
final class HTTPConnection: @unchecked Sendable {
    private let socket: Socket
    private unowned let server: HTTPServer
    private var parser: HTTPRequestParser
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    /// When the request being read started (its first byte), for the head's deadline.
    private var requestStarted: DispatchTime?
    private var lastActivity = DispatchTime.now()

    init(socket: Socket, server: HTTPServer) {
        self.socket = socket
        self.server = server
        parser = HTTPRequestParser(limits: server.limits.parser)
    }

    /// Serves requests until the connection ends; gives back its connection place unless it
    /// became an event stream (which gave it back already).
    func serve() {
        if !serveRequests() { server.releaseConnectionSlot() }
    }

    /// Returns whether the connection became an event stream.
    private func serveRequests() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let isIdle = head == nil && parser.isIdle
            if isIdle, server.isStopping { return false }
            let limits = server.limits
            let deadline: DispatchTime
            if let requestStarted, head == nil {
                deadline = requestStarted + .seconds(limits.headSeconds)
            } else {
                deadline = lastActivity + .seconds(limits.idleSeconds)
            }
            let now = DispatchTime.now()
            guard now < deadline else {
                // A head not finished in time is answered; an idle connection just closes.
                if !isIdle { write(HTTPResponse.plain(.requestTimeout), closing: true, forHead: false) }
                return false
            }
            let remaining = Int((deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000)
            guard socket.waitForInput(milliseconds: min(250, remaining + 1)) else { continue }
            guard let count = socket.read(into: &buffer), count > 0 else { return false }
            if isIdle { requestStarted = .now() }
            lastActivity = .now()
            for event in parser.feed(buffer[0..<count]) {
                switch event {
                case .head(let received):
                    head = received
                    body = []
                case .body(let bytes):
                    body += bytes
                case .end:
                    guard let finished = head else { continue }
                    head = nil
                    requestStarted = parser.isIdle ? nil : .now()
                    let outcome = answer(HTTPRequest(head: finished, body: body))
                    // Idle time counts from the answer, not from the request: a slow page is not idleness.
                    lastActivity = .now()
                    switch outcome {
                    case .keepGoing: continue
                    case .closed: return false
                    case .streamed: return true
                    }
                case .failure(let status):
                    write(HTTPResponse.plain(status), closing: true, forHead: false)
                    return false
                }
            }
        }
    }

    private enum Outcome { case keepGoing, closed, streamed }

    private func answer(_ request: HTTPRequest) -> Outcome {
        let isHead = request.head.method == "HEAD"
        switch server.reply(to: request) {
        case .response(let response):
            let closing = !request.head.keepAlive || server.isStopping
            guard write(response, closing: closing, forHead: isHead), !closing else { return .closed }
            return .keepGoing
        case .eventStream(let headers, let run):
            guard server.beginEventStream() else {
                write(HTTPResponse.plain(.serviceUnavailable), closing: true, forHead: isHead)
                return .closed
            }
            defer { server.endEventStream() }
            var streamHeaders = headers
            streamHeaders.replaceOrAdd(name: "Content-Type", value: "text/event-stream; charset=utf-8")
            streamHeaders.replaceOrAdd(name: "Connection", value: "close")
            var headBytes = Array("HTTP/1.1 200 OK\r\n".utf8)
            for field in streamHeaders { headBytes += Array("\(field.name): \(field.value)\r\n".utf8) }
            headBytes += Array("\r\n".utf8)
            guard socket.write(headBytes) else { return .streamed }
            let socket = self.socket
            let server = self.server
            run { text in !server.isStopping && socket.write(Array(text.utf8)) }
            return .streamed
        }
    }

    @discardableResult
    private func write(_ response: HTTPResponse, closing: Bool, forHead: Bool) -> Bool {
        var response = response
        if closing { response.headers.replaceOrAdd(name: "Connection", value: "close") }
        return socket.write(response.serialized(forHead: forHead))
    }
}

extension HTTPResponse {
    /// A status with its reason as the body: what the server answers on its own (408, 431, ...).
    static func plain(_ status: HTTPStatus) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"],
                     body: Array("\(status.rawValue) \(status.reasonPhrase)\n".utf8))
    }
}
