import AntrainSyntax
import Testing

/// The line index of a large text is scanned in parts on every core; it must equal a plain
/// scan wherever the parts' borders fall (inside a line, on a line break, in a run of empty
/// lines).
@Suite struct LineIndexTests {
    /// Every offset just after a `\n`, after 0: what the index stands for, byte by byte.
    static func plainStarts(_ bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(UInt32(offset + 1)) }
        return starts
    }

    @Test(arguments: [0, 1, 7, 1 << 20, (1 << 20) + 1, 3 * (1 << 20) + 5])
    func aTextOfAnySizeIndexesItsLineBreaks(size: Int) {
        // Lines of 0 to 40 bytes, as a log's are, in a pattern that is not periodic in the
        // parts' length.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var state: UInt32 = 2_463_534_242
        while bytes.count < size {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            let length = Int(state % 41)
            bytes += [UInt8](repeating: UInt8(ascii: "x"), count: min(length, size - bytes.count))
            if bytes.count < size { bytes.append(UInt8(ascii: "\n")) }
        }
        let index = LineIndex(bytes: bytes)
        #expect(index.lineStarts == Self.plainStarts(bytes))
        #expect(index.byteCount == size)
    }

    @Test func aLargeTextEndingInALineBreakHasAnEmptyLastLine() {
        let bytes = [UInt8](repeating: UInt8(ascii: "\n"), count: (1 << 20) + 3)
        let index = LineIndex(bytes: bytes)
        #expect(index.lineCount == bytes.count + 1)
        #expect(index.lineStarts.last == UInt32(bytes.count))
    }
}
