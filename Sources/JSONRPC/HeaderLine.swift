/// One parsed line of a `Content-Length` header block.
///
/// Parsing a line is separate from the framer's state machine so that the rules for names
/// and values can be read (and changed) in one place: names are case-insensitive,
/// `Content-Type` and unknown headers are ignored, and `Content-Length` must be a
/// non-negative decimal integer.
enum HeaderLine: Hashable {
    case contentLength(Int)
    /// `Content-Type` or a header this framer does not know; neither changes the framing.
    case ignored
    case invalid(reason: String)

    /// Parses `line`, which excludes its line break.
    init(_ line: [UInt8]) {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            self = .invalid(reason: "header line has no colon: \(Self.quoted(line[...]))")
            return
        }
        let name = Self.trimmed(line[..<colon])
        guard !name.isEmpty else {
            self = .invalid(reason: "header line has no name: \(Self.quoted(line[...]))")
            return
        }
        guard Self.isContentLength(name) else {
            self = .ignored
            return
        }
        self = Self.parseLength(Self.trimmed(line[(colon + 1)...]))
    }

    private static func parseLength(_ value: ArraySlice<UInt8>) -> HeaderLine {
        guard !value.isEmpty else {
            return .invalid(reason: "Content-Length is empty")
        }
        if value.first == UInt8(ascii: "-") {
            return .invalid(reason: "Content-Length is negative: \(quoted(value))")
        }
        var length = 0
        for byte in value {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                return .invalid(reason: "Content-Length is not a number: \(quoted(value))")
            }
            let (shifted, overflowShift) = length.multipliedReportingOverflow(by: 10)
            let (sum, overflowAdd) = shifted.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflowShift, !overflowAdd else {
                return .invalid(reason: "Content-Length is too large: \(quoted(value))")
            }
            length = sum
        }
        return .contentLength(length)
    }

    private static func isContentLength(_ name: ArraySlice<UInt8>) -> Bool {
        let expected = "content-length".utf8
        guard name.count == expected.count else { return false }
        return zip(name, expected).allSatisfy { byte, lower in
            ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) == lower
        }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }),
              let last = bytes.lastIndex(where: { !isBlank($0) })
        else { return bytes[bytes.startIndex..<bytes.startIndex] }
        return bytes[first...last]
    }

    /// The bytes as text for a log message, shortened so garbage cannot flood the log.
    private static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        let limit = 60
        let text = String(decoding: bytes.prefix(limit), as: UTF8.self)
        return "‘\(text)\(bytes.count > limit ? "…" : "")’"
    }
}
