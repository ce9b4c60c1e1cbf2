import Foundation
import Testing

/// `antrain lsp` in a subprocess, spoken to over real pipes with `Content-Length` framing,
/// the way editors do.
final class LSPProcess {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private var buffer = Data()
    private var nextID = 100

    /// The `antrain` executable built next to the test bundle.
    static var executable: URL {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundleFolder, bundleFolder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("antrain")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        var root = URL(fileURLWithPath: #filePath)
        while root.pathComponents.count > 1, !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/antrain")
    }

    init() throws {
        process.executableURL = Self.executable
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    func sendRaw(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message)
        sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: Any = [String: Any]()) throws -> Int {
        nextID += 1
        try send(["id": nextID, "method": method, "params": params])
        return nextID
    }

    func notify(_ method: String, _ params: Any = [String: Any]()) throws {
        try send(["method": method, "params": params])
    }

    /// The next framed message from the server (blocking; the server always answers).
    func receive() throws -> [String: Any] {
        while true {
            if let range = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<range.lowerBound], as: UTF8.self)
                let length = header.split(separator: "\r\n").compactMap { line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
                }.first ?? 0
                if buffer.distance(from: range.upperBound, to: buffer.endIndex) >= length {
                    let body = buffer[range.upperBound..<buffer.index(range.upperBound, offsetBy: length)]
                    buffer = Data(buffer[buffer.index(range.upperBound, offsetBy: length)...])
                    return try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
                }
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw LSPProcessError.closed }
            buffer += chunk
        }
    }

    /// Reads messages until one satisfies `predicate` (others are skipped).
    func receive(until predicate: ([String: Any]) -> Bool) throws -> [String: Any] {
        for _ in 0..<1000 {
            let message = try receive()
            if predicate(message) { return message }
        }
        throw LSPProcessError.notFound
    }

    func response(to id: Int) throws -> [String: Any] {
        try receive { ($0["id"] as? Int) == id }
    }

    func diagnostics(for uri: String) throws -> [[String: Any]] {
        let message = try receive {
            $0["method"] as? String == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
        }
        return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    func closeInput() { try? input.fileHandleForWriting.close() }

    func waitForExit() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    func initialize(capabilities: [String: Any] = [:]) throws -> [String: Any] {
        let id = try request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities])
        let result = try response(to: id)["result"] as? [String: Any] ?? [:]
        try notify("initialized")
        return result
    }
}

enum LSPProcessError: Error { case closed, notFound }

/// Position helpers for the JSON dictionaries.
func position(_ line: Int, _ character: Int) -> [String: Any] { ["line": line, "character": character] }

func startOf(_ diagnostic: [String: Any]) -> (Int, Int) {
    let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Any] ?? [:]
    return (start["line"] as? Int ?? -1, start["character"] as? Int ?? -1)
}

func endOf(_ diagnostic: [String: Any]) -> (Int, Int) {
    let end = (diagnostic["range"] as? [String: Any])?["end"] as? [String: Any] ?? [:]
    return (end["line"] as? Int ?? -1, end["character"] as? Int ?? -1)
}
