import AntrainHTTP
import Testing

/// Feeds `input` whole, one byte at a time, and split in two at every position, and checks that
/// each way yields `expected`, written as ``describe(_:)`` writes events (consecutive body
/// pieces joined, since a body comes in as many pieces as its bytes arrived in).
func checkParsing(
    _ input: String,
    limits: HTTPLimits = HTTPLimits(),
    _ expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let bytes = Array(input.utf8)
    for (name, chunks) in chunkings(of: bytes) {
        var parser = HTTPRequestParser(limits: limits)
        let events = chunks.flatMap { parser.feed($0) }
        #expect(describe(events) == expected, "fed \(name)", sourceLocation: sourceLocation)
    }
}

/// Whole, one byte at a time, and split in two at every position.
func chunkings(of bytes: [UInt8]) -> [(name: String, chunks: [ArraySlice<UInt8>])] {
    var chunkings: [(name: String, chunks: [ArraySlice<UInt8>])] = [
        ("whole", [bytes[...]]),
        ("byte by byte", bytes.indices.map { bytes[$0...$0] }),
    ]
    for split in 1..<max(bytes.count, 1) {
        chunkings.append(("split at \(split)", [bytes[..<split], bytes[split...]]))
    }
    return chunkings
}

/// Events as short lines: `head GET / HTTP/1.1 keep-alive [Host: a]`, `body <text>`, `end`,
/// `failure 400`.
func describe(_ events: [HTTPParserEvent]) -> [String] {
    var lines: [String] = []
    var body: [UInt8]?
    for event in events {
        if case .body(let bytes) = event {
            #expect(!bytes.isEmpty, "a body event is never empty")
            body = (body ?? []) + bytes
            continue
        }
        if let pending = body {
            lines.append("body \(String(decoding: pending, as: UTF8.self))")
            body = nil
        }
        switch event {
        case .head(let head):
            let fields = head.headers.fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
            lines.append("head \(head.method) \(head.target) \(head.version) \(head.keepAlive ? "keep-alive" : "close") [\(fields)]")
        case .end: lines.append("end")
        case .failure(let status): lines.append("failure \(status.rawValue)")
        case .body: break
        }
    }
    if let pending = body { lines.append("body \(String(decoding: pending, as: UTF8.self))") }
    return lines
}
