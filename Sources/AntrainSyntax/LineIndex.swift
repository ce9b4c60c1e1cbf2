import AntrainBasics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps byte offsets to lines and columns and back.
///
/// Columns come in two encodings: UTF-8 bytes (what the tools keep) and UTF-16 code units
/// (what LSP clients use by default). UTF-16 columns are computed from the line's bytes on
/// demand, so the index itself is only one integer per line.
public struct LineIndex: Sendable {
    /// The byte offset at which each line starts; the first is always 0.
    public let lineStarts: [UInt32]
    public let byteCount: Int

    public init(bytes: [UInt8]) {
        let total = bytes.count
        guard total >= Self.bytesScannedInParts else {
            lineStarts = bytes.withUnsafeBufferPointer { Self.lineBreaks(in: $0, from: 0, to: total, first: 0) }
            byteCount = total
            return
        }
        // A whole log (`check` reads one before cutting it in pieces) is scanned in parts on
        // every core, then joined once into storage of its exact size.
        let partLength = (total + Self.partCount - 1) / Self.partCount
        let parts = Array(0..<Self.partCount).concurrentMap { part in
            bytes.withUnsafeBufferPointer { Self.lineBreaks(in: $0, from: min(part * partLength, total), to: min((part + 1) * partLength, total), first: nil) }
        }
        self.lineStarts = [UInt32](unsafeUninitializedCapacity: 1 + parts.reduce(0) { $0 + $1.count }) { storage, count in
            storage[0] = 0
            count = 1
            for part in parts {
                _ = UnsafeMutableBufferPointer(rebasing: storage[count...]).initialize(fromContentsOf: part)
                count += part.count
            }
        }
        self.byteCount = bytes.count
    }

    /// Texts of at least this many bytes are scanned in ``partCount`` parts at once.
    static let bytesScannedInParts = 1 << 20
    static let partCount = 8

    /// The offsets just after each line break in `buffer[start..<end]`, after `first` when
    /// given, in storage of their own size (the index lives as long as its text).
    private static func lineBreaks(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, first: UInt32?) -> [UInt32] {
        var starts: [UInt32] = first.map { [$0] } ?? []
        guard let base = buffer.baseAddress, start < end else { return starts }
        starts.reserveCapacity((end - start) / 24 + 2)
        // `memchr` finds each line break with vector instructions: a byte loop here took
        // ten instructions a byte, and every read and every piece of a log pays it.
        var offset = start
        while offset < end, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), end - offset) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            starts.append(UInt32(truncatingIfNeeded: index + 1))
            offset = index + 1
        }
        if starts.capacity - starts.count > starts.count / 8 {
            starts = [UInt32](unsafeUninitializedCapacity: starts.count) { storage, count in
                count = storage.initialize(fromContentsOf: starts)
            }
        }
        return starts
    }

    private init(lineStarts: [UInt32], byteCount: Int) {
        self.lineStarts = lineStarts
        self.byteCount = byteCount
    }

    /// The index of the text after `range` was replaced by `inserted`, without rescanning
    /// the rest: an edit in a large document moves the line starts after it and scans only
    /// the new bytes.
    public func replacing(_ range: TextRange, with inserted: [UInt8]) -> LineIndex {
        let delta = inserted.count - range.length
        var starts: [UInt32] = []
        starts.reserveCapacity(lineStarts.count + 8)
        // Lines starting at or before the edit keep their start.
        var index = 0
        while index < lineStarts.count, Int(lineStarts[index]) <= range.lowerBound {
            starts.append(lineStarts[index])
            index += 1
        }
        for (offset, byte) in inserted.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(UInt32(range.lowerBound + offset + 1))
        }
        // Lines whose break was removed are gone; the ones after the edit move.
        while index < lineStarts.count, Int(lineStarts[index]) <= range.upperBound { index += 1 }
        while index < lineStarts.count {
            starts.append(UInt32(Int(lineStarts[index]) + delta))
            index += 1
        }
        return LineIndex(lineStarts: starts, byteCount: byteCount + delta)
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based line that contains `offset` (an offset at the end belongs to the last line).
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        let target = UInt32(clamping: max(0, offset))
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= target { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func lineStart(_ line: Int) -> Int {
        Int(lineStarts[min(max(line, 0), lineStarts.count - 1)])
    }

    /// The offset where `line`'s content ends, before its `\n` or `\r\n`.
    public func lineContentEnd(_ line: Int, in bytes: [UInt8]) -> Int {
        var end = line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) - 1 : byteCount
        if line + 1 < lineStarts.count, end > lineStart(line), bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return end
    }

    /// Line and UTF-8 column (bytes from the start of the line), both 0-based.
    public func utf8Position(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), byteCount)
        let line = line(containing: clamped)
        return (line, clamped - lineStart(line))
    }

    /// Line and UTF-16 column, both 0-based.
    public func utf16Position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), byteCount)
        let line = line(containing: clamped)
        return (line, UTF16Columns.count(bytes, from: lineStart(line), to: clamped))
    }

    /// The byte offset of a line and UTF-16 column; past the end of a line gives the line's
    /// end, past the last line gives the end of the text (LSP asks clients to tolerate both).
    public func offset(line: Int, utf16Column: Int, in bytes: [UInt8]) -> Int {
        if line < 0 { return 0 }
        if line >= lineStarts.count { return byteCount }
        let start = lineStart(line)
        let end = lineContentEnd(line, in: bytes)
        return UTF16Columns.offset(bytes, from: start, limit: end, column: utf16Column)
    }

    /// The byte offset of a line and UTF-8 column, clamped like the UTF-16 variant.
    public func offset(line: Int, utf8Column: Int, in bytes: [UInt8]) -> Int {
        if line < 0 { return 0 }
        if line >= lineStarts.count { return byteCount }
        let start = lineStart(line)
        let end = lineContentEnd(line, in: bytes)
        var offset = start + max(0, utf8Column)
        if offset > end { offset = end }
        // Never land inside a multi-byte character.
        while offset > start, offset < end, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }
}

/// Counting UTF-16 code units over UTF-8 bytes without decoding to `String`.
enum UTF16Columns {
    /// The UTF-16 length of `bytes[from..<to]`. An invalid byte counts as one unit (it is
    /// shown as U+FFFD), a 4-byte sequence as two (a surrogate pair).
    static func count(_ bytes: [UInt8], from: Int, to: Int) -> Int {
        var units = 0
        var index = from
        while index < to {
            let width = sequenceWidth(bytes, at: index, limit: to)
            units += width == 4 ? 2 : 1
            index += width
        }
        return units
    }

    /// The byte offset reached after `column` UTF-16 units from `from`, stopping at `limit`.
    static func offset(_ bytes: [UInt8], from: Int, limit: Int, column: Int) -> Int {
        var units = 0
        var index = from
        while index < limit, units < column {
            let width = sequenceWidth(bytes, at: index, limit: limit)
            units += width == 4 ? 2 : 1
            index += width
        }
        return index
    }

    /// The length of the UTF-8 sequence starting at `index`, or 1 for an invalid byte.
    static func sequenceWidth(_ bytes: [UInt8], at index: Int, limit: Int) -> Int {
        let lead = bytes[index]
        let width: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: width = 2
        case 0xE0...0xEF: width = 3
        case 0xF0...0xF4: width = 4
        default: return 1
        }
        if index + width > limit { return 1 }
        for next in 1..<width where bytes[index + next] & 0xC0 != 0x80 { return 1 }
        return width
    }
}
