import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `antrain serve` started on a free port over a workspace of files, as a user starts it:
/// the test reads the address and token it prints, and stops it with SIGTERM.
final class ServeProcess: @unchecked Sendable {
    let folder: URL
    let process = Process()
    let port: Int
    let token: String
    let csrf: String
    private let output = Pipe()
    private let errorsFile: URL

    /// - Parameters:
    ///   - files: relative path → text; a `.git` folder marks the workspace's top.
    ///   - port: 0 for any free port, read from what the server prints; a server given
    ///     `--public-url` prints the public address, so its test names a port.
    init(files: [String: String], arguments: [String] = [], in existing: URL? = nil, port fixedPort: Int = 0) throws {
        folder = existing ?? FileManager.default.temporaryDirectory.appendingPathComponent("antrain-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let state = folder.appendingPathComponent(".state")
        process.executableURL = NeovimLSPTests.antrain
        process.arguments = ["serve", folder.path, "--port", String(fixedPort)] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        environment["LANG"] = "C"
        process.environment = environment
        process.standardOutput = output
        // What the server says on stderr, kept for the tests that read it (``errors``).
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        errorsFile = state.appendingPathComponent("stderr-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorsFile)
        try process.run()
        // The first line on stdout: `Open http://127.0.0.1:PORT/?token=TOKEN`.
        var line = Data()
        let handle = output.fileHandleForReading
        while !line.contains(0x0A) {
            let byte = handle.readData(ofLength: 1)
            guard !byte.isEmpty else { break }
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let tokenStart = text.range(of: "?token="), fixedPort != 0 || text.contains("127.0.0.1:") else {
            process.terminate()
            throw ServeFailure(description: "antrain serve printed \(text)")
        }
        port = fixedPort != 0 ? fixedPort : text.range(of: "127.0.0.1:").flatMap { Int(text[$0.upperBound...].prefix { $0.isNumber }) } ?? 0
        token = String(text[tokenStart.upperBound...])
        let secrets = try String(contentsOf: state.appendingPathComponent("antrain/serve-secrets"), encoding: .utf8).split(separator: "\n")
        csrf = String(secrets[1])
    }

    var origin: String { "http://127.0.0.1:\(port)" }
    var cookie: String { "antrain-\(port)=\(token)" }

    /// Writes a file of the workspace as an editor's save does.
    func write(_ path: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    /// SIGTERM, then the exit status; the workspace is removed unless `keepingFiles`.
    func stop(keepingFiles: Bool = false) -> Int32 {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        if !keepingFiles { try? FileManager.default.removeItem(at: folder) }
        return process.terminationStatus
    }

    /// A POST of an action as the gym pages send it: own Origin, the page token, JSON.
    func action(_ json: String, athlete: String? = nil) throws -> RawHTTP.Answer {
        let path = "/api/action" + (athlete.map { "?athlete=\($0)" } ?? "")
        let body = Array(json.utf8)
        return try RawHTTP.exchange(port: port, Array(("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(cookie)\r\n"
            + "Origin: \(origin)\r\nX-CSRF-Token: \(csrf)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n"
            + "Connection: close\r\n\r\n").utf8) + body)
    }

    /// What the server wrote on stderr so far (all of it once ``stop(keepingFiles:)`` returned).
    func errors() throws -> String {
        try String(contentsOf: errorsFile, encoding: .utf8)
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// A request with the cookie, answered whole: status, headers, body.
    func get(_ path: String, headers: [String] = []) throws -> RawHTTP.Answer {
        try RawHTTP.exchange(port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(cookie)\r\nConnection: close\r\n"
            + headers.map { $0 + "\r\n" }.joined() + "\r\n")
    }
}

struct ServeFailure: Error, CustomStringConvertible {
    var description: String
}

/// HTTP over a raw socket: what an attacker sends, byte for byte, without a client library
/// that would correct it.
enum RawHTTP {
    struct Answer {
        var status: Int
        var head: String
        var body: String
    }

    /// A port no one listens on now: bound to 0 for the system to choose, then let go.
    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound else { throw ServeFailure(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func connect(port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else { throw ServeFailure(description: "cannot connect to port \(port)") }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        return descriptor
    }

    static func send(_ descriptor: Int32, _ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return }
            sent += count
        }
    }

    /// Reads until the server closes (or 20 s pass).
    static func readAll(_ descriptor: Int32) -> [UInt8] {
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += buffer[0..<count]
        }
        return answer
    }

    /// Sends `request` (whose `Connection: close` ends the exchange) and reads the answer.
    static func exchange(port: Int, _ request: String) throws -> Answer {
        try exchange(port: port, Array(request.utf8))
    }

    static func exchange(port: Int, _ request: [UInt8]) throws -> Answer {
        let descriptor = try connect(port: port)
        defer { close(descriptor) }
        send(descriptor, request)
        return parse(readAll(descriptor))
    }

    static func parse(_ bytes: [UInt8]) -> Answer {
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let head = parts.first ?? ""
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return Answer(status: status, head: head, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }
}
