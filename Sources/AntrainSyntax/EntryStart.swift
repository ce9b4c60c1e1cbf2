import AntrainBasics

/// What a line is at its start: the one answer to "does this line start an entry?", which the
/// parser, the cutting of a log into pieces (``EntryChunks``) and `antrain check`'s glance for
/// definitions all take from here.
///
/// A line starts an entry when it is not indented, not blank and not a comment (LANGUAGE.md
/// §2). Stray carriage returns are white space without width (``Lexer/isWhiteSpace(_:)``), so
/// a header may follow them; a byte order mark before the first line is no part of it.
public enum LineStart: Hashable, Sendable {
    case blank
    case comment
    /// Spaces or tabs, then content: a body line (or an orphan one).
    case indented
    /// An unindented line: an entry's header, dated or not, or an unreadable line.
    case header(HeaderStart)

    /// How an unindented line begins, which says what kind of header it can be.
    public enum HeaderStart: Hashable, Sendable {
        /// A digit: a dated entry (or an unreadable line).
        case digit
        /// A letter or a non-ASCII byte: a definition (`profile`, `exercise`, `egzersiz`, ...).
        case word
        /// Anything else: an unreadable line.
        case other
    }

    public var startsEntry: Bool {
        if case .header = self { true } else { false }
    }

    /// Whether the line may start a definition: only a line that starts with a letter can.
    public var mayStartDefinition: Bool { self == .header(.word) }

    /// Whether the line starts a dated entry, or an unreadable line that starts with a digit.
    public var startsWithDigit: Bool { self == .header(.digit) }
}

extension LineStart {
    /// What the line that starts at `offset` of `bytes` is.
    public static func of(_ bytes: [UInt8], at offset: Int) -> LineStart {
        bytes.withUnsafeBufferPointer { of($0, at: offset) }
    }

    /// What the line that starts at `offset` of `bytes` is.
    public static func of(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> LineStart {
        var cursor = offset == 0 ? ByteOrderMark.length(in: bytes) : offset
        var isIndented = false
        while cursor < bytes.count, Lexer.isWhiteSpace(bytes[cursor]) {
            // A stray carriage return has no width: it does not indent.
            if bytes[cursor] != UInt8(ascii: "\r") { isIndented = true }
            cursor += 1
        }
        let first: UInt8? = cursor < bytes.count && bytes[cursor] != UInt8(ascii: "\n") ? bytes[cursor] : nil
        return classify(firstContentByte: first, isIndented: isIndented)
    }

    /// What a line is from its first byte after the indentation (nil for none: a blank line)
    /// and whether it is indented; the parser, which has measured the line, asks this way.
    static func classify(firstContentByte first: UInt8?, isIndented: Bool) -> LineStart {
        guard let first else { return .blank }
        if first == UInt8(ascii: "#") { return .comment }
        if isIndented { return .indented }
        if Lexer.isDigit(first) { return .header(.digit) }
        let lowered = first | 0x20
        if lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z") || first >= 0x80 { return .header(.word) }
        return .header(.other)
    }
}
