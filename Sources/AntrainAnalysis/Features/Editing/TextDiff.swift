import AntrainSyntax

/// Small edits between two versions of a text, for editors: replacing a whole document
/// moves the cursor and floods undo, a few edits on the changed lines do not.
public enum TextDiff {
    /// Edits (byte ranges of `old`, sorted, not overlapping) that turn `old` into `new`.
    public static func minimalEdits(from old: String, to new: String) -> [TextEdit] {
        minimalEdits(from: Array(old.utf8), to: Array(new.utf8))
    }

    /// Edits (byte ranges of `old`, sorted, not overlapping) that turn `old` into `new`.
    ///
    /// Line-based: equal lines are matched greedily, and where they differ the nearest
    /// place the two sides meet again is looked for a few dozen lines ahead (the formatter
    /// changes lines in place and drops blank ones; it never moves lines). Each changed run
    /// becomes one edit per line when it has as many lines on both sides, else one edit,
    /// and every edit is trimmed to the bytes that differ, at character boundaries.
    public static func minimalEdits(from old: [UInt8], to new: [UInt8]) -> [TextEdit] {
        if old == new { return [] }
        let oldLines = lines(old)
        let newLines = lines(new)
        let oldHashes = oldLines.map { old[$0].hashValue }
        let newHashes = newLines.map { new[$0].hashValue }
        func same(_ a: Int, _ b: Int) -> Bool { oldHashes[a] == newHashes[b] && old[oldLines[a]] == new[newLines[b]] }
        var edits: [TextEdit] = []
        var i = 0
        var j = 0
        var hunkStart: (Int, Int)?
        func append(_ oldRange: Range<Int>, _ newRange: Range<Int>) {
            if let edit = trimmedEdit(old, oldRange, new, newRange) { edits.append(edit) }
        }
        func closeHunk(_ endOld: Int, _ endNew: Int) {
            guard let (startOld, startNew) = hunkStart else { return }
            hunkStart = nil
            if endOld - startOld == endNew - startNew {
                for offset in 0..<(endOld - startOld) {
                    append(oldLines[startOld + offset], newLines[startNew + offset])
                }
            } else {
                append(span(oldLines, startOld, endOld, empty: position(oldLines, startOld, old.count)),
                       span(newLines, startNew, endNew, empty: position(newLines, startNew, new.count)))
            }
        }
        while i < oldLines.count || j < newLines.count {
            if i < oldLines.count, j < newLines.count, same(i, j) {
                closeHunk(i, j)
                i += 1
                j += 1
                continue
            }
            if hunkStart == nil { hunkStart = (i, j) }
            if i == oldLines.count { j = newLines.count; continue }
            if j == newLines.count { i = oldLines.count; continue }
            // Look a few lines ahead for the nearest place the two sides meet again.
            var step: (Int, Int) = (1, 1)
            for distance in 1...lookAhead {
                if i + distance < oldLines.count, same(i + distance, j) { step = (distance, 0); break }
                if j + distance < newLines.count, same(i, j + distance) { step = (0, distance); break }
            }
            i += step.0
            j += step.1
        }
        closeHunk(i, j)
        return edits
    }

    /// How far to look for the place where the two sides meet again: more than the blank
    /// lines anyone leaves in a row, few enough to stay linear.
    private static let lookAhead = 64

    /// Each line's bytes, line break included.
    private static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            result.append(start..<index + 1)
            start = index + 1
        }
        if start < bytes.count { result.append(start..<bytes.count) }
        return result
    }

    private static func position(_ lines: [Range<Int>], _ index: Int, _ count: Int) -> Int {
        index < lines.count ? lines[index].lowerBound : count
    }

    private static func span(_ lines: [Range<Int>], _ from: Int, _ to: Int, empty: Int) -> Range<Int> {
        from < to ? lines[from].lowerBound..<lines[to - 1].upperBound : empty..<empty
    }

    /// An edit replacing `old[oldRange]` by `new[newRange]` without their common prefix and
    /// suffix, cut only between characters; nil when they are equal.
    private static func trimmedEdit(_ old: [UInt8], _ oldRange: Range<Int>, _ new: [UInt8], _ newRange: Range<Int>) -> TextEdit? {
        var prefix = 0
        let limit = min(oldRange.count, newRange.count)
        while prefix < limit, old[oldRange.lowerBound + prefix] == new[newRange.lowerBound + prefix] { prefix += 1 }
        if prefix == oldRange.count, prefix == newRange.count { return nil }
        while prefix > 0, isContinuation(old, oldRange.lowerBound + prefix, oldRange) || isContinuation(new, newRange.lowerBound + prefix, newRange) {
            prefix -= 1
        }
        var suffix = 0
        while suffix < limit - prefix, old[oldRange.upperBound - 1 - suffix] == new[newRange.upperBound - 1 - suffix] { suffix += 1 }
        while suffix > 0, isContinuation(old, oldRange.upperBound - suffix, oldRange) { suffix -= 1 }
        let replaced = (oldRange.lowerBound + prefix)..<(oldRange.upperBound - suffix)
        let inserted = new[(newRange.lowerBound + prefix)..<(newRange.upperBound - suffix)]
        return TextEdit(range: TextRange(replaced.lowerBound, replaced.upperBound), newText: String(decoding: inserted, as: UTF8.self))
    }

    /// Whether the byte at `index` continues a character (so no cut may fall before it).
    private static func isContinuation(_ bytes: [UInt8], _ index: Int, _ range: Range<Int>) -> Bool {
        index < range.upperBound && bytes[index] & 0xC0 == 0x80
    }
}
