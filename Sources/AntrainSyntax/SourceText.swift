/// The bytes of one source file and its line index.
///
/// Kept as UTF-8 bytes, never as `String`: the lexer walks bytes, and a `String` copy of a
/// large log would double its memory. A class so that the tree, the analysis and the server
/// share one copy.
public final class SourceText: Sendable {
    public let bytes: [UInt8]
    public let lineIndex: LineIndex

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lineIndex = LineIndex(bytes: bytes)
    }

    /// Text whose line index is already known (see ``LineIndex/replacing(_:with:)``).
    public init(bytes: [UInt8], lineIndex: LineIndex) {
        precondition(lineIndex.byteCount == bytes.count, "the line index belongs to other text")
        self.bytes = bytes
        self.lineIndex = lineIndex
    }

    public convenience init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    public var count: Int { bytes.count }

    /// The 1-based line and column of `offset` as people and editors' "go to column" count
    /// them: the column in characters (Unicode scalars). `antrain check` and `antrain mcp`'s
    /// `check` tool print positions this way.
    public func humanPosition(of offset: Int) -> (line: Int, column: Int) {
        let (line, byteColumn) = lineIndex.utf8Position(of: offset)
        let start = lineIndex.lineStart(line)
        var characters = 0
        for index in start..<(start + byteColumn) where bytes[index] & 0xC0 != 0x80 { characters += 1 }
        return (line + 1, characters + 1)
    }

    /// The text of `range`, with invalid UTF-8 repaired (shown to people, never re-parsed).
    public func text(_ range: TextRange) -> String {
        let lower = min(range.lowerBound, bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The whole text as a `String`.
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
