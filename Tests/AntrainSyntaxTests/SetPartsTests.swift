import AntrainFixtures
import AntrainSyntax
import Testing

/// A set read part by part (``SetParts``, what the lowering reads) must read as the whole
/// set does: every part, its tags, its count, for sets in records and kept whole alike.
@Suite struct SetPartsTests {
    @Test func aSetsPartsAreReadFromItsRecord() throws {
        let source = "2026-11-20 lifting\n  Barbell Bench Press [ ] 100kg x8-12x3 RIR2 warmup, BW+10x5+ @8.5\n  Plank 45s|40s x2 rest 1:00\n"
        let tree = Parser.parse(SourceText(source))
        let items = tree.entries[0].body.compactMap(\.exercise)
        let bench = items[0].inlineSets
        let planned = bench.parts(at: 0)
        #expect(planned.isPlanned)
        #expect(planned.load?.kind == .weight(100) && planned.load?.unit == .kg)
        #expect(planned.load?.range == TextRange(start: 45, end: 50))
        #expect(planned.reps?.value == 8)
        #expect(planned.repsMax?.value == 12)
        #expect(planned.count?.value == 3)
        #expect(planned.repeatCount == 3)
        #expect(planned.rir?.value.value == 2)
        #expect(planned.rir?.isWordFirst == true)
        #expect(planned.rpe == nil && planned.duration == nil && !planned.isAMRAP)
        #expect(planned.tags.map(\.kind) == [.warmup])
        #expect(planned.tagCount == 1 && planned.has(.warmup) && !planned.has(.rest))
        let amrap = bench.parts(at: 1)
        #expect(!amrap.isPlanned)
        #expect(amrap.load?.kind == .bodyweight(offset: 10))
        #expect(amrap.reps?.value == 5)
        #expect(amrap.isAMRAP)
        #expect(amrap.rpe?.value == 8.5)
        #expect(amrap.repeatCount == 1)
        #expect(amrap.tags.isEmpty)
        let plank = items[1].inlineSets.parts(at: 0)
        #expect(plank.duration?.seconds == 45)
        #expect(plank.durationRight?.seconds == 40)
        #expect(plank.reps == nil && plank.load == nil)
        #expect(plank.repeatCount == 2)
        #expect(plank.tags.map(\.rest?.seconds) == [60])
    }

    @Test func everySetReadsAsItsWholeSyntax() {
        let long = String(repeating: "1", count: 70_000)
        let text = LogGenerator(seed: 11, options: .init(includeMistakes: true, mistakeRate: 0.1)).generate(days: 60)
            + "\n2026-11-20 lifting\n  Barbell Deadlift 1\(long)x5x4 @8 failure\n"
        let tree = Parser.parse(SourceText(text))
        var checked = 0
        var sawLong = false
        for entry in tree.entries {
            for item in entry.body.compactMap(\.exercise) {
                let sets = item.allSets
                for index in sets.indices {
                    let whole = sets[index], parts = sets.parts(at: index)
                    #expect(parts.range == whole.range)
                    #expect(parts.isPlanned == whole.isPlanned)
                    #expect(parts.load == whole.load)
                    #expect(parts.reps == whole.reps && parts.repsMax == whole.repsMax && parts.repsRight == whole.repsRight)
                    #expect(parts.duration == whole.duration && parts.durationRight == whole.durationRight)
                    #expect(parts.count == whole.count && parts.rpe == whole.rpe && parts.rir == whole.rir)
                    #expect(parts.isAMRAP == whole.isAMRAP)
                    #expect(parts.repeatCount == whole.repeatCount)
                    #expect(parts.tags == sets.tags(of: whole))
                    #expect(parts.tagCount == Int(whole.tagCount))
                    for kind in [SetTagSyntax.Kind.warmup, .drop, .failure, .rest] {
                        #expect(parts.has(kind) == whole.has(kind))
                    }
                    if whole.range.end - whole.range.start > 65_536 {
                        sawLong = true
                        #expect(parts.repeatCount == 4)
                        #expect(parts.tags.map(\.kind) == [.failure])
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 400)
        #expect(sawLong)
    }
}
