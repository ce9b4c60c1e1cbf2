import AntrainSyntax
import Testing

/// The lowering resolves names by the id of their bytes: one id per spelling, the same id
/// for every use, whatever the table's size.
@Suite struct NameInternerTests {
    @Test func everyUseOfASpellingGetsItsIdAndOnlyTheFirstIsNew() {
        let text = Array("Squat|Bench Press|Squat|squat||Bench Press".utf8)
        var interner = NameInterner()
        var results: [(id: Int32, isNew: Bool)] = []
        text.withUnsafeBufferPointer { bytes in
            var start = 0
            for index in 0...text.count where index == text.count || text[index] == UInt8(ascii: "|") {
                results.append(interner.intern(TextRange(start, index), in: bytes))
                start = index + 1
            }
        }
        #expect(results.map(\.id) == [0, 1, 0, 2, 3, 1])
        #expect(results.map(\.isNew) == [true, true, false, true, true, false])
        #expect(interner.count == 4)
    }

    @Test func idsSurviveTheTableGrowing() {
        let names = (0..<500).map { "Exercise \($0)" }
        let text = Array(names.joined().utf8)
        var interner = NameInterner()
        text.withUnsafeBufferPointer { bytes in
            for round in 0..<2 {
                var start = 0
                for (index, name) in names.enumerated() {
                    let end = start + name.utf8.count
                    let result = interner.intern(TextRange(start, end), in: bytes)
                    #expect(result.id == Int32(index) && result.isNew == (round == 0))
                    start = end
                }
            }
            // A range past the end is clamped, as `SourceText.text(_:)` clamps it.
            #expect(interner.intern(TextRange(text.count - 3, text.count + 10), in: bytes).id == interner.intern(TextRange(text.count - 3, text.count), in: bytes).id)
        }
        #expect(interner.count == 501)
    }
}
