/// A half-open range of UTF-8 byte offsets into a source file.
///
/// Offsets are 32-bit to keep syntax nodes small: a log is at most a few megabytes, and the
/// parser refuses files of 4 GiB or more. Positions become line/column pairs only at the
/// edges (CLI output, the language server) through ``LineIndex``.
public struct TextRange: Hashable, Sendable, Codable, CustomStringConvertible {
    public var start: UInt32
    public var end: UInt32

    @inlinable
    public init(start: UInt32, end: UInt32) {
        self.start = start
        self.end = end
    }

    @inlinable
    public init(_ start: Int, _ end: Int) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
    }

    public var lowerBound: Int { Int(start) }
    public var upperBound: Int { Int(end) }
    public var length: Int { Int(end) - Int(start) }
    public var isEmpty: Bool { start == end }

    /// Whether `offset` lies inside the range, counting its end (a cursor right after a
    /// word is still "on" it, as editors expect for hover and completion).
    public func touches(_ offset: Int) -> Bool { offset >= lowerBound && offset <= upperBound }

    /// Whether the two ranges overlap or meet.
    public func touches(_ other: TextRange) -> Bool { lowerBound <= other.upperBound && other.lowerBound <= upperBound }

    public func contains(_ offset: Int) -> Bool { offset >= lowerBound && offset < upperBound }

    /// The smallest range covering both.
    public func union(_ other: TextRange) -> TextRange {
        TextRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var description: String { "\(start)..<\(end)" }
}
