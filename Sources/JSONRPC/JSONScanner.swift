/// Why a body is not valid JSON, and where.
struct JSONSyntaxError: Error, Hashable {
    var message: String
    var offset: Int

    var description: String { "\(message) at byte \(offset)" }
}

/// A validating walk over JSON bytes that finds where values start and end without
/// building them.
///
/// `IncomingMessage` uses it to hand the LSP layer the raw bytes of `params` and `result`,
/// so a 2 MB `didOpen` is decoded once, straight into its Codable type, instead of going
/// through an intermediate tree and back. It validates the full grammar as it skips, so bad
/// JSON anywhere in a body is a parse error, as JSON-RPC requires. It is iterative, so deeply
/// nested input cannot overflow the stack.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = 0

    /// Scans `bytes`, which must stay valid while the scanner is used.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// Steps over `byte` if it is next; says whether it was.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Skips one complete value (and the whitespace before it), checking its syntax.
    mutating func skipValue() throws(JSONSyntaxError) {
        /// The open containers, innermost last: `true` for an object, `false` for an array.
        var containers: [Bool] = []
        nextValue: while true {
            skipWhitespace()
            guard let byte = peek() else { throw error("expected a value") }
            switch byte {
            case Byte.openBrace:
                position += 1
                skipWhitespace()
                if peek() == Byte.closeBrace {
                    position += 1
                } else {
                    try skipMemberName()
                    containers.append(true)
                    continue nextValue
                }
            case Byte.openBracket:
                position += 1
                skipWhitespace()
                if peek() == Byte.closeBracket {
                    position += 1
                } else {
                    containers.append(false)
                    continue nextValue
                }
            case Byte.quote:
                _ = try scanString()
            case Byte.minus, Byte.zero...Byte.nine:
                try skipNumber()
            case UInt8(ascii: "t"): try skipLiteral("true")
            case UInt8(ascii: "f"): try skipLiteral("false")
            case UInt8(ascii: "n"): try skipLiteral("null")
            default:
                throw error("unexpected character ‘\(Unicode.Scalar(byte))’")
            }
            // A value ended: close every container it completes, or move to the next element.
            while let isObject = containers.last {
                skipWhitespace()
                switch peek() {
                case Byte.comma?:
                    position += 1
                    if isObject {
                        try skipMemberName()
                    }
                    continue nextValue
                case (isObject ? Byte.closeBrace : Byte.closeBracket)?:
                    position += 1
                    containers.removeLast()
                default:
                    throw error(isObject ? "expected ‘,’ or ‘}’" : "expected ‘,’ or ‘]’")
                }
            }
            return
        }
    }

    /// Skips a string starting at the current position and returns its range, quotes
    /// included, and whether it contains escapes.
    mutating func scanString() throws(JSONSyntaxError) -> (range: Range<Int>, hasEscapes: Bool) {
        let start = position
        guard peek() == Byte.quote else { throw error("expected a string") }
        position += 1
        var hasEscapes = false
        while position < bytes.count {
            // The hot loop of a large `didOpen`: plain literals and one range test per byte
            // keep it fast even in debug builds.
            let byte = bytes[position]
            if byte > 0x5C || (byte >= 0x20 && byte != 0x22 && byte != 0x5C) {
                position += 1
            } else if byte == 0x22 {
                position += 1
                return (start..<position, hasEscapes)
            } else if byte == 0x5C {
                hasEscapes = true
                try skipEscape()
            } else {
                throw error("unescaped control character in a string")
            }
        }
        throw JSONSyntaxError(message: "unterminated string", offset: start)
    }

    /// Skips `"name"` and the `:` after it, with the whitespace around them.
    mutating func skipMemberName() throws(JSONSyntaxError) {
        skipWhitespace()
        _ = try scanString()
        try skipColon()
    }

    mutating func skipColon() throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek() == Byte.colon else { throw error("expected ‘:’") }
        position += 1
    }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: isAtEnd ? "\(message), found the end of input" : message, offset: position)
    }

    // MARK: - Tokens

    private mutating func skipEscape() throws(JSONSyntaxError) {
        position += 1  // The backslash.
        guard let byte = peek() else { throw error("unterminated escape") }
        position += 1
        switch byte {
        case Byte.quote, Byte.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"):
            for _ in 0..<4 {
                guard let digit = peek(), Unicode.Scalar(digit).properties.isASCIIHexDigit else {
                    throw error("expected four hex digits after \\u")
                }
                position += 1
            }
        default:
            position -= 1
            throw error("invalid escape ‘\\\(Unicode.Scalar(byte))’")
        }
    }

    /// Skips `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func skipNumber() throws(JSONSyntaxError) {
        if peek() == Byte.minus { position += 1 }
        switch peek() {
        case Byte.zero?: position += 1
        case (Byte.one...Byte.nine)?: skipDigits()
        default: throw error("expected a digit")
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard skipRequiredDigits() else { throw error("expected a digit after ‘.’") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == Byte.minus { position += 1 }
            guard skipRequiredDigits() else { throw error("expected a digit in the exponent") }
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), (Byte.zero...Byte.nine).contains(byte) { position += 1 }
    }

    private mutating func skipRequiredDigits() -> Bool {
        let start = position
        skipDigits()
        return position > start
    }

    private mutating func skipLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count,
              UnsafeBufferPointer(start: literal.utf8Start, count: count)
                .elementsEqual(bytes[position..<position + count])
        else { throw error("expected ‘\(literal)’") }
        position += count
    }
}

/// The bytes the scanner compares against, named for reading.
enum Byte {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let minus = UInt8(ascii: "-")
    static let zero = UInt8(ascii: "0")
    static let one = UInt8(ascii: "1")
    static let nine = UInt8(ascii: "9")
}
