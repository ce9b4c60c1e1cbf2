#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A socket's file descriptor with the few calls the server makes: listen, accept, wait for
/// bytes with a deadline, read, write everything. Blocking calls, one connection per thread:
/// the server holds at most 64 connections, so a thread each costs less than an event loop's
/// machinery would, and a slow client blocks only its own thread.
struct Socket {
    let descriptor: Int32

    /// Why the server could not listen.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A listening socket on `host` (a name or an IPv4/IPv6 address) and `port` (0: any free one).
    static func listening(host: String, port: Int, backlog: Int32 = 128) throws(Failure) -> Socket {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_flags = AI_PASSIVE
        #if canImport(Glibc) || canImport(Musl)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw Failure(description: "cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(list) }
        var lastError = "no address for \(host)"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            let descriptor = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            guard descriptor >= 0 else { lastError = Self.errorText(); continue }
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            guard bind(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, listen(descriptor, backlog) == 0 else {
                lastError = Self.errorText()
                Socket(descriptor: descriptor).close()
                continue
            }
            return Socket(descriptor: descriptor)
        }
        throw Failure(description: "cannot listen on \(host):\(port): \(lastError)")
    }

    /// The port the socket is bound to (for a server started on port 0).
    var localPort: Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return 0 }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer -> Int in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    }

    /// Waits up to `milliseconds` for a connection or bytes; false on a timeout.
    func waitForInput(milliseconds: Int) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let status = poll(&entry, 1, Int32(max(0, min(milliseconds, Int(Int32.max)))))
        return status > 0
    }

    /// The next connection, or nil when none was waiting.
    func accept() -> Socket? {
        #if canImport(Darwin)
        let client = Darwin.accept(descriptor, nil, nil)
        #elseif canImport(Glibc)
        let client = Glibc.accept(descriptor, nil, nil)
        #else
        let client = Musl.accept(descriptor, nil, nil)
        #endif
        guard client >= 0 else { return nil }
        let socket = Socket(descriptor: client)
        socket.configureForClient()
        return socket
    }

    /// No SIGPIPE from a client gone away, and a bound on how long one write may wait for a
    /// client that does not read.
    private func configureForClient() {
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads what is there (after ``waitForInput(milliseconds:)``); 0 at the end of the stream, nil on an error.
    func read(into buffer: inout [UInt8]) -> Int? {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return count < 0 ? nil : count
    }

    /// Writes every byte; false when the client went away or stopped reading.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        #if canImport(Darwin)
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + sent, bytes.count - sent, flags) }
            if count <= 0 {
                if count < 0, errno == EINTR { continue }
                return false
            }
            sent += count
        }
        return true
    }

    func close() {
        #if canImport(Darwin)
        _ = Darwin.close(descriptor)
        #elseif canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Musl.close(descriptor)
        #endif
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
