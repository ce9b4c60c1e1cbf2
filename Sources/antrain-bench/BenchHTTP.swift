import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A kept-alive HTTP/1.1 connection to `antrain serve` on loopback, timing GETs from the
/// request's first byte to the body's last.
final class BenchHTTP {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let descriptor: Int32
    private let port: Int
    private var pending: [UInt8] = []

    init(port: Int) throws {
        self.port = port
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else {
            close(descriptor)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// GETs `path` and reads the whole answer; its seconds. Throws unless the status is 200.
    func get(_ path: String) throws -> Double {
        try exchange(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), path: path)
    }

    /// POSTs a gym page's action (the server runs with `--no-token`; Origin and the page token
    /// are still checked: the page token is read from the state folder).
    func post(_ path: String, _ json: String) throws -> Double {
        let body = Array(json.utf8)
        let head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\nX-CSRF-Token: \(BenchHTTP.csrf)\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        return try exchange(Array(head.utf8) + body, path: path)
    }

    /// The page token of the server under measure.
    nonisolated(unsafe) static var csrf = ""

    private func exchange(_ request: [UInt8], path: String) throws -> Double {
        let start = Stopwatch.now()
        guard request.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
            throw Failure(description: "the server closed the connection")
        }
        let separator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            try readMore()
            headEnd = pending.indices.dropLast(3).first { Array(pending[$0..<$0 + 4]) == separator }
        }
        let head = String(decoding: pending[0..<headEnd!], as: UTF8.self)
        guard head.hasPrefix("HTTP/1.1 200") else { throw Failure(description: "\(path): \(head.prefix(40))") }
        let lengthLine = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
        let length = Int(lengthLine?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        let total = headEnd! + 4 + length
        while pending.count < total { try readMore() }
        pending.removeFirst(total)
        return Stopwatch.seconds(since: start)
    }

    private func readMore() throws {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure(description: "the server closed the connection") }
        pending += buffer[0..<count]
    }

    /// `clients` connections at once, each GETting `path` `requests` times: the errors, and
    /// every request's seconds.
    static func crowd(port: Int, clients: Int, requests: Int, path: String) -> (errors: Int, samples: Samples) {
        let tally = Tally()
        // A queue of its own per client: each gets a thread, so all of them are connected at once.
        let group = DispatchGroup()
        for client in 0..<clients {
            DispatchQueue(label: "antrain-bench.client.\(client)").async(group: group) {
                var own: [Double] = []
                do {
                    let connection = try BenchHTTP(port: port)
                    for _ in 0..<requests { own.append(try connection.get(path)) }
                } catch {}
                tally.add(seconds: own, errors: requests - own.count)
            }
        }
        group.wait()
        return (tally.errors, tally.samples)
    }
}

/// The crowd's results, gathered under a lock.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var errors = 0
    private(set) var samples = Samples()

    func add(seconds: [Double], errors failed: Int) {
        lock.lock()
        defer { lock.unlock() }
        errors += failed
        seconds.forEach { samples.append($0) }
    }
}
