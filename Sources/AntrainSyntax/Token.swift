/// What a token is. The lexer is line-based and knows nothing of entry kinds; the parser
/// gives words their meaning from context.
public enum TokenKind: UInt8, Sendable, Hashable {
    /// `2026-11-20`, only at the start of an unindented line.
    case date
    /// Digits separated by colons: `07:30`, `26:30`, `1:05:00`.
    case clock
    /// `100`, `97.5`, `05`.
    case number
    /// A run of letters (any non-ASCII byte counts as a letter, so `Göğsü` is one word).
    case word
    /// `"..."`; an unterminated string runs to the end of the line.
    case string
    /// The `x` between load, reps and count: `100x5x3`, `x12`, `BWx8`, `Egg x3`.
    case times
    case colon, comma, at, plus, minus, slash, leftBracket, rightBracket
    case leftParenthesis, rightParenthesis
    /// Any other printable byte (`%`, `.`, `&`, ...), one token per byte.
    case punctuation
    /// Spaces and tabs.
    case whitespace
    /// `#` to the end of the line: a comment line, or the note of the item before it.
    case comment
    /// `\n` or `\r\n`.
    case newline
    /// A byte order mark at the very start of the file.
    case byteOrderMark
}

/// One token: a kind and the bytes it covers. 12 bytes, so a line's tokens fit in cache.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var start: UInt32
    public var end: UInt32

    @inlinable
    public init(kind: TokenKind, start: UInt32, end: UInt32) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    public var range: TextRange { TextRange(start: start, end: end) }
    public var length: Int { Int(end &- start) }
    public var isTrivia: Bool { kind == .whitespace || kind == .newline || kind == .byteOrderMark }
}
