/// Splits one line of UTF-8 bytes into tokens.
///
/// The format is line-based, so the lexer is too: the parser lexes a line, reads it, and
/// moves on, which keeps memory flat (no token array for the whole file) and makes
/// re-lexing one line for an editor feature cheap. Every byte of the line lands in exactly
/// one token, so tokens print back to the input.
public enum Lexer {
    /// Appends the tokens of `bytes[start..<end]` (one line without its line break) to
    /// `tokens`.
    ///
    /// A date is recognised only at `start`, so pass the first byte of an unindented line.
    /// The parser leaves whitespace out (`includingWhitespace: false`); tools that need every
    /// byte, like semantic highlighting, keep it.
    public static func lexLine(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        to end: Int,
        includingWhitespace: Bool = true,
        into tokens: inout [Token]
    ) {
        lex(bytes, from: start, to: end, includingWhitespace: includingWhitespace, into: &tokens)
    }

    /// The lexer itself, for any sink: the parser writes into a buffer it reuses for every
    /// line (``TokenBuffer``), editor features into an array.
    static func lex<Sink: TokenSink>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        to end: Int,
        includingWhitespace: Bool,
        into tokens: inout Sink
    ) {
        var cursor = start
        while cursor < end {
            let tokenStart = cursor
            let byte = bytes[cursor]
            let kind: TokenKind
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                cursor += 1
                while cursor < end, isWhiteSpace(bytes[cursor]) { cursor += 1 }
                if !includingWhitespace { continue }
                kind = .whitespace
            case UInt8(ascii: "#"):
                cursor = end
                kind = .comment
            case UInt8(ascii: "\""):
                cursor += 1
                while cursor < end, bytes[cursor] != UInt8(ascii: "\"") { cursor += 1 }
                if cursor < end { cursor += 1 }
                kind = .string
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                kind = lexNumeric(bytes, at: &cursor, end: end, lineStart: tokenStart == start)
            case UInt8(ascii: ":"): cursor += 1; kind = .colon
            case UInt8(ascii: ","): cursor += 1; kind = .comma
            case UInt8(ascii: "@"): cursor += 1; kind = .at
            case UInt8(ascii: "+"): cursor += 1; kind = .plus
            case UInt8(ascii: "-"): cursor += 1; kind = .minus
            case UInt8(ascii: "/"): cursor += 1; kind = .slash
            case UInt8(ascii: "["): cursor += 1; kind = .leftBracket
            case UInt8(ascii: "]"): cursor += 1; kind = .rightBracket
            case UInt8(ascii: "("): cursor += 1; kind = .leftParenthesis
            case UInt8(ascii: ")"): cursor += 1; kind = .rightParenthesis
            default:
                if isWordByte(byte) {
                    lexWord(bytes, at: &cursor, end: end, into: &tokens)
                    continue
                }
                cursor += 1
                kind = .punctuation
            }
            tokens.append(Token(kind: kind, start: UInt32(tokenStart), end: UInt32(cursor)))
        }
    }

    /// Letters, `_`, `'` and every non-ASCII byte (so UTF-8 letters stay inside words).
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), UInt8(ascii: "'"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Space, tab, and a stray carriage return (one not ending the line): white space to the
    /// lexer, the parser's lines, `check`'s glance for definitions and the formatter alike.
    /// As a token a carriage return could end a value, which the formatter, trimming it at the
    /// end of a line, would not print the same way twice (found by fuzzing).
    public static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// A date (line start only), a clock (`1:30`) or a number (`97.5`).
    private static func lexNumeric(
        _ bytes: UnsafeBufferPointer<UInt8>,
        at cursor: inout Int,
        end: Int,
        lineStart: Bool
    ) -> TokenKind {
        let start = cursor
        while cursor < end, isDigit(bytes[cursor]) { cursor += 1 }
        if lineStart, cursor - start == 4, cursor < end, bytes[cursor] == UInt8(ascii: "-"),
           let dateEnd = dateEnd(bytes, from: cursor, end: end) {
            cursor = dateEnd
            return .date
        }
        if cursor + 1 < end, bytes[cursor] == UInt8(ascii: ":"), isDigit(bytes[cursor + 1]) {
            while cursor + 1 < end, bytes[cursor] == UInt8(ascii: ":"), isDigit(bytes[cursor + 1]) {
                cursor += 1
                while cursor < end, isDigit(bytes[cursor]) { cursor += 1 }
            }
            return .clock
        }
        if cursor + 1 < end, bytes[cursor] == UInt8(ascii: "."), isDigit(bytes[cursor + 1]) {
            cursor += 1
            while cursor < end, isDigit(bytes[cursor]) { cursor += 1 }
        }
        return .number
    }

    /// The end of `-MM-DD` (one or two digits each) after a four-digit year, if it is there.
    private static func dateEnd(_ bytes: UnsafeBufferPointer<UInt8>, from dash: Int, end: Int) -> Int? {
        var cursor = dash + 1
        for part in 0..<2 {
            let partStart = cursor
            while cursor < end, isDigit(bytes[cursor]), cursor - partStart < 2 { cursor += 1 }
            if cursor == partStart { return nil }
            if part == 0 {
                guard cursor < end, bytes[cursor] == UInt8(ascii: "-") else { return nil }
                cursor += 1
            }
        }
        return cursor
    }

    /// Words that may be glued to the `x` of a set (`BWx8`, `225lbx5`, `60sx3`, `45snx3`):
    /// `BW`, the load units and the short duration units, English and Turkish.
    private static let gluedTimesPrefixes: Set<String> = Set(["bw"] + WordLists.loadUnits.map(\.description)
        + DurationUnits.short.map { $0.lowercased() })

    /// A run of word bytes. A lone `x` is the times operator; a known unit or `BW` glued to
    /// an `x` and a digit is split in two.
    private static func lexWord<Sink: TokenSink>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        at cursor: inout Int,
        end: Int,
        into tokens: inout Sink
    ) {
        let start = cursor
        while cursor < end, isWordByte(bytes[cursor]) { cursor += 1 }
        let length = cursor - start
        let last = bytes[cursor - 1] | 0x20
        if last == UInt8(ascii: "x") {
            if length == 1 {
                tokens.append(Token(kind: .times, start: UInt32(start), end: UInt32(cursor)))
                return
            }
            if length <= 4, cursor < end, isDigit(bytes[cursor]) {
                var prefix = ""
                for index in start..<(cursor - 1) { prefix.append(Character(Unicode.Scalar(bytes[index] | 0x20))) }
                if gluedTimesPrefixes.contains(prefix) {
                    tokens.append(Token(kind: .word, start: UInt32(start), end: UInt32(cursor - 1)))
                    tokens.append(Token(kind: .times, start: UInt32(cursor - 1), end: UInt32(cursor)))
                    return
                }
            }
        }
        tokens.append(Token(kind: .word, start: UInt32(start), end: UInt32(cursor)))
    }
}

/// Where the lexer writes the tokens of a line.
protocol TokenSink {
    mutating func append(_ token: Token)
}

extension Array: TokenSink where Element == Token {}

/// The parser's token buffer: one allocation for the whole parse, written without the
/// uniqueness and capacity checks of an array's append (a line of `n` bytes has at most `n`
/// tokens, and ``reserve(_:)`` makes room for them before the line is lexed).
final class TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `count` tokens (what was written before may be lost).
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        base.deallocate()
        capacity = max(count, capacity * 2)
        base = .allocate(capacity: capacity)
    }

    /// Writes a line's tokens from the start of the buffer.
    struct Writer: TokenSink {
        let base: UnsafeMutablePointer<Token>
        private(set) var count = 0

        init(base: UnsafeMutablePointer<Token>) { self.base = base }

        mutating func append(_ token: Token) {
            (base + count).initialize(to: token)
            count += 1
        }
    }
}
