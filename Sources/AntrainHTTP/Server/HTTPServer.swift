import Dispatch

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An HTTP/1.1 server on the standard library's sockets: one thread per connection, the
/// sans-I/O ``HTTPRequestParser`` turning its bytes into requests, a handler answering them.
///
/// Limits come from one place each: sizes from the parser (431, 413, 400), time from the
/// connection loop (408 for a head not sent within ``HTTPServerLimits/headSeconds``), the
/// number of connections from a counting semaphore taken before `accept`, so the 65th client
/// waits in the kernel's queue instead of being refused. ``stop()`` stops accepting, lets the
/// requests in flight finish and ends the event streams.
public final class HTTPServer: @unchecked Sendable {
    public let limits: HTTPServerLimits
    private let listener: Socket
    private let handler: any HTTPHandler
    private let connectionSlots: DispatchSemaphore
    private let state = ServerState()

    /// Binds `host:port` (port 0: a free port, see ``port``); throws a message when it cannot.
    public init(host: String, port: Int, limits: HTTPServerLimits = .init(), handler: any HTTPHandler) throws {
        do {
            listener = try Socket.listening(host: host, port: port)
        } catch {
            throw HTTPServerError(description: error.description)
        }
        self.limits = limits
        self.handler = handler
        connectionSlots = DispatchSemaphore(value: limits.connections)
    }

    /// The port the server listens on.
    public var port: Int { listener.localPort }

    /// Accepts connections until ``stop()``, then waits for the requests in flight (at most
    /// `drainSeconds`) and returns.
    public func run(drainSeconds: Int = 10) {
        while !state.isStopping {
            guard connectionSlots.wait(timeout: .now() + .milliseconds(250)) == .success else { continue }
            guard !state.isStopping, listener.waitForInput(milliseconds: 250), let client = listener.accept() else {
                connectionSlots.signal()
                continue
            }
            state.opened()
            let connection = HTTPConnection(socket: client, server: self)
            DispatchQueue(label: "antrain.http.connection").async {
                connection.serve()
                client.close()
                self.state.closed()
            }
        }
        listener.close()
        state.waitUntilQuiet(seconds: drainSeconds)
    }

    /// Stops accepting; ``run(drainSeconds:)`` returns once the requests in flight are answered.
    public func stop() { state.stop() }

    var isStopping: Bool { state.isStopping }

    func reply(to request: HTTPRequest) -> HTTPReply {
        state.requestStarted()
        defer { state.requestFinished() }
        return handler.reply(to: request)
    }

    /// An event stream stops counting as a connection and takes a place of its own; false
    /// when every place is taken.
    func beginEventStream() -> Bool {
        guard state.beginStream(limit: limits.eventStreams) else { return false }
        connectionSlots.signal()
        return true
    }

    func endEventStream() { state.endStream() }

    /// A connection that was not an event stream gives its place back.
    func releaseConnectionSlot() { connectionSlots.signal() }
}

/// Why ``HTTPServer`` could not start.
public struct HTTPServerError: Error, CustomStringConvertible {
    public var description: String
}

/// The server's counters under one lock: connections open, requests in flight, streams.
private final class ServerState: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var stopping = false
    private var connections = 0
    private var requests = 0
    private var streams = 0

    private func locked<T>(_ body: () -> T) -> T {
        lock.wait()
        defer { lock.signal() }
        return body()
    }

    var isStopping: Bool { locked { stopping } }
    func stop() { locked { stopping = true } }
    func opened() { locked { connections += 1 } }
    func closed() { locked { connections -= 1 } }
    func requestStarted() { locked { requests += 1 } }
    func requestFinished() { locked { requests -= 1 } }
    func beginStream(limit: Int) -> Bool {
        locked {
            guard streams < limit else { return false }
            streams += 1
            return true
        }
    }
    func endStream() { locked { streams -= 1 } }

    /// Waits until no request is being answered (connections idle between requests close on
    /// their next look at ``isStopping``), or the time is up.
    func waitUntilQuiet(seconds: Int) {
        let deadline = DispatchTime.now() + .seconds(seconds)
        while DispatchTime.now() < deadline {
            if locked({ requests == 0 && connections == 0 }) { return }
            usleep(20_000)
        }
    }
}
