import Testing

import AntrainBasics

/// The byte buffer hovers are written into: its text is the pieces in order, and bytes that
/// are no UTF-8 come out repaired (U+FFFD), never as a broken string.
@Suite struct UTF8BufferTests {
    @Test func piecesInOrder() {
        var buffer = UTF8Buffer(capacity: 1)
        buffer.append("Squat — ")
        buffer.append(StaticString("100 kg · "))
        buffer.append(UInt8(ascii: "x"))
        buffer.write(atMost: 3) { target in
            target[0] = UInt8(ascii: "5")
            return 1
        }
        buffer.append(" öğün")
        #expect(buffer.text == "Squat — 100 kg · x5 öğün")
        #expect(buffer.count == "Squat — 100 kg · x5 öğün".utf8.count)
    }

    /// A piece kept with another in one buffer is copied by its range.
    @Test func rangesOfAnotherBuffer() {
        var kept = UTF8Buffer(capacity: 4)
        kept.append(" — 2026-11-20**")
        let titleEnd = kept.count
        kept.append("\n\nGün")
        var text = UTF8Buffer(capacity: 1)
        text.append("**Kahvaltı")
        text.append(kept, range: 0..<titleEnd)
        text.append(" · ")
        text.append(kept, range: titleEnd..<kept.count)
        text.append(kept, range: titleEnd..<titleEnd)
        #expect(text.text == "**Kahvaltı — 2026-11-20** · \n\nGün")
    }

    @Test func rawBytesThatAreNoUTF8AreRepaired() {
        var fromBytes = UTF8Buffer(capacity: 8)
        fromBytes.append("a")
        [UInt8(0xFF), UInt8(ascii: "b")].withUnsafeBufferPointer { fromBytes.append($0) }
        #expect(fromBytes.text == "a\u{FFFD}b")

        var fromByte = UTF8Buffer(capacity: 8)
        fromByte.append("a")
        fromByte.append(UInt8(0xC3))
        #expect(fromByte.text == "a\u{FFFD}")

        var written = UTF8Buffer(capacity: 8)
        written.append("a")
        written.write(atMost: 2) { target in
            target[0] = 0xE2
            target[1] = 0x80
            return 2
        }
        #expect(written.text == "a\u{FFFD}")
    }

    /// Short pieces are copied word by word, not by `memmove`: every length up to past the
    /// longest short piece comes out whole, after text of every length.
    @Test func piecesOfEveryLengthAreCopiedWhole() {
        let alphabet = "abcdefghijklmnopqrstuvwxyz"
        for before in 0...3 {
            for length in 0...20 {
                var buffer = UTF8Buffer(capacity: 1)
                let prefix = String(repeating: "-", count: before)
                let piece = String(alphabet.prefix(length))
                buffer.append(prefix)
                buffer.append(piece)
                buffer.append("|")
                #expect(buffer.text == prefix + piece + "|", "piece of \(length) after \(before)")
            }
        }
        var pieces = UTF8Buffer(capacity: 1)
        pieces.append("öğün")
        var copy = UTF8Buffer(capacity: 2)
        copy.append("5 ")
        copy.append(pieces)
        #expect(copy.text == "5 öğün")
    }

    @Test func aCopyWrittenToLeavesTheOriginal() {
        var original = UTF8Buffer(capacity: 4)
        original.append("kg")
        var copy = original
        copy.append(" lb")
        #expect(original.text == "kg")
        #expect(copy.text == "kg lb")
    }
}
