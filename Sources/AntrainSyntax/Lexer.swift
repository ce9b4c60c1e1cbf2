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
        lex(bytes, from: start, to: end, includingWhitespace: includingWhitespace, classes: ByteClass.table, into: &tokens)
    }

    /// The lexer itself, for any sink: the parser writes into a buffer it reuses for every
    /// line (``TokenBuffer``), editor features into an array. `classes` is ``ByteClass/table``,
    /// which the parser reads once per parse rather than once per line. Inlined into its two
    /// callers, so that the parser's writer is a local whose count stays in a register rather
    /// than being read and written through a pointer around every token.
    @inline(__always)
    static func lex<Sink: TokenSink>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        to end: Int,
        includingWhitespace: Bool,
        classes: UnsafePointer<ByteClass>,
        into tokens: inout Sink
    ) {
        // Offsets are 32-bit in tokens and ranges: checked once per line, not per token.
        precondition(end <= Int(UInt32.max), "a source is at most 4 GiB")
        var cursor = start
        while cursor < end {
            let tokenStart = cursor
            let kind: TokenKind
            switch classes[Int(bytes[cursor])] {
            case .whiteSpace:
                cursor += 1
                while cursor < end, classes[Int(bytes[cursor])] == .whiteSpace { cursor += 1 }
                if !includingWhitespace { continue }
                kind = .whitespace
            case .word:
                cursor += 1
                while cursor < end, classes[Int(bytes[cursor])] == .word { cursor += 1 }
                appendWord(bytes, from: tokenStart, to: cursor, lineEnd: end, into: &tokens)
                continue
            case .digit:
                kind = lexNumeric(bytes, at: &cursor, end: end, lineStart: tokenStart == start)
            case .comment:
                cursor = end
                kind = .comment
            case .quote:
                cursor += 1
                while cursor < end, bytes[cursor] != UInt8(ascii: "\"") { cursor += 1 }
                if cursor < end { cursor += 1 }
                tokens.noteString()
                kind = .string
            case .colon:
                cursor += 1
                tokens.noteColon()
                kind = .colon
            case .comma: cursor += 1; kind = .comma
            case .at: cursor += 1; kind = .at
            case .plus: cursor += 1; kind = .plus
            case .minus: cursor += 1; kind = .minus
            case .slash: cursor += 1; kind = .slash
            case .leftBracket: cursor += 1; kind = .leftBracket
            case .rightBracket: cursor += 1; kind = .rightBracket
            case .leftParenthesis: cursor += 1; kind = .leftParenthesis
            case .rightParenthesis: cursor += 1; kind = .rightParenthesis
            case .punctuation: cursor += 1; kind = .punctuation
            }
            tokens.append(Token(kind: kind, start: UInt32(truncatingIfNeeded: tokenStart), end: UInt32(truncatingIfNeeded: cursor)))
        }
    }

    /// Letters, `_`, `'` and every non-ASCII byte (so UTF-8 letters stay inside words).
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool { ByteClass.table[Int(byte)] == .word }

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
    private static let gluedTimesPrefixes = WordMatcher(
        (["bw"] + WordLists.loadUnits.map(\.description) + DurationUnits.short.map { $0.lowercased() }).map { ($0, ()) })

    /// The run of word bytes `start..<end`. A lone `x` is the times operator; a known unit
    /// or `BW` glued to an `x` and a digit is split in two.
    @inline(__always)
    private static func appendWord<Sink: TokenSink>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        to end: Int,
        lineEnd: Int,
        into tokens: inout Sink
    ) {
        // Offsets below 4 GiB (checked once per line by ``lex``).
        let length = end - start
        let start32 = UInt32(truncatingIfNeeded: start), end32 = UInt32(truncatingIfNeeded: end)
        if bytes[end - 1] | 0x20 == UInt8(ascii: "x") {
            if length == 1 {
                tokens.append(Token(kind: .times, start: start32, end: end32))
                return
            }
            if length <= 4, end < lineEnd, isDigit(bytes[end]), gluedTimesPrefixes.match(bytes, start..<(end - 1)) != nil {
                tokens.append(Token(kind: .word, start: start32, end: end32 &- 1))
                tokens.append(Token(kind: .times, start: end32 &- 1, end: end32))
                return
            }
        }
        tokens.append(Token(kind: .word, start: start32, end: end32))
    }
}

/// What a byte starts, or continues, for the lexer: one lookup per byte in ``table`` rather
/// than a chain of comparisons, which matters because every byte of a log goes through it.
enum ByteClass: UInt8 {
    /// Space, tab, and a stray carriage return (``Lexer/isWhiteSpace(_:)``).
    case whiteSpace
    /// Letters, `_`, `'` and every non-ASCII byte.
    case word
    case digit
    /// `#`: a comment to the end of the line.
    case comment
    /// `"`: a string.
    case quote
    case colon, comma, at, plus, minus, slash, leftBracket, rightBracket
    case leftParenthesis, rightParenthesis
    /// Any other byte: one punctuation token each.
    case punctuation

    /// The class of each of the 256 bytes. Allocated once and never freed (it lives as long
    /// as the program), so that the lexer reads it through a plain pointer; written only
    /// while the lazy global is initialised, then only read, so sharing it is safe.
    nonisolated(unsafe) static let table: UnsafePointer<ByteClass> = {
        let table = UnsafeMutablePointer<ByteClass>.allocate(capacity: 256)
        for byte in 0...255 { (table + byte).initialize(to: ByteClass(byte: UInt8(byte))) }
        return UnsafePointer(table)
    }()

    private init(byte: UInt8) {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): self = .whiteSpace
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), UInt8(ascii: "'"), 0x80...0xFF:
            self = .word
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
        case UInt8(ascii: "#"): self = .comment
        case UInt8(ascii: "\""): self = .quote
        case UInt8(ascii: ":"): self = .colon
        case UInt8(ascii: ","): self = .comma
        case UInt8(ascii: "@"): self = .at
        case UInt8(ascii: "+"): self = .plus
        case UInt8(ascii: "-"): self = .minus
        case UInt8(ascii: "/"): self = .slash
        case UInt8(ascii: "["): self = .leftBracket
        case UInt8(ascii: "]"): self = .rightBracket
        case UInt8(ascii: "("): self = .leftParenthesis
        case UInt8(ascii: ")"): self = .rightParenthesis
        default: self = .punctuation
        }
    }
}

/// Where the lexer writes the tokens of a line.
protocol TokenSink {
    mutating func append(_ token: Token)
    /// Called before a string token is appended.
    mutating func noteString()
    /// Called before a colon token is appended.
    mutating func noteColon()
}

extension Array: TokenSink where Element == Token {
    mutating func noteString() {}
    mutating func noteColon() {}
}

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

    deinit {
        base.deallocate()
        notes.deallocate()
    }

    /// Makes room for `count` tokens (what was written before may be lost).
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        base.deallocate()
        capacity = max(count, capacity * 2)
        base = .allocate(capacity: capacity)
    }

    /// What the lexer noted of the line last written (``Writer``): kept in memory the buffer
    /// owns rather than in the writer, so that the lexer's loop carries only its cursor and
    /// count, and a line without a string or a colon pays nothing for the notes.
    struct Notes {
        /// Whether a string token was written.
        var hasString = false
        /// The index of the first colon token written, or -1.
        var firstColon = -1
    }

    /// The notes of the line last written.
    let notes: UnsafeMutablePointer<Notes> = {
        let notes = UnsafeMutablePointer<Notes>.allocate(capacity: 1)
        notes.initialize(to: Notes())
        return notes
    }()

    /// Writes a line's tokens from the start of the buffer.
    struct Writer: TokenSink {
        let base: UnsafeMutablePointer<Token>
        let notes: UnsafeMutablePointer<Notes>
        private(set) var count = 0

        /// A writer from the start of `buffer`, its notes cleared.
        init(_ buffer: TokenBuffer) {
            base = buffer.base
            notes = buffer.notes
            notes.pointee = Notes()
        }

        mutating func noteString() { notes.pointee.hasString = true }

        mutating func noteColon() { if notes.pointee.firstColon < 0 { notes.pointee.firstColon = count } }

        mutating func append(_ token: Token) {
            (base + count).initialize(to: token)
            count += 1
        }
    }
}
