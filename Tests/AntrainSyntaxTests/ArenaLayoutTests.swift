import Foundation
import AntrainFixtures
import AntrainSyntax
import Testing

/// The tree's nodes live in flat arrays, each parent holding the index range of its
/// children (``SyntaxArena``): these check the layout every reader relies on, on logs with
/// mistakes, and that reading only the definitions gives what a whole parse does.
@Suite struct ArenaLayoutTests {
    /// `x3` after the reps is three sets; no count is one; a count too large is capped, and
    /// a set too long for a record (kept whole) counts the same way.
    @Test func aSetsCountIsReadFromItsRecord() {
        let long = String(repeating: "1", count: 70_000)
        let tree = Parser.parse(SourceText("""
            2026-11-20 lifting
              Barbell Bench Press 100x5x3, 100x5 @8, 20x10|9, BWx8x2
              Barbell Squat 100x5x99999999 # capped
              Barbell Deadlift 1\(long)x5x4

            """))
        let counts = tree.entries[0].body.compactMap(\.exercise).map { item in
            item.allSets.indices.map { item.allSets.repeatCount(at: $0) }
        }
        #expect(counts == [[3, 1, 1, 2], [1_000_000], [4]])
    }

    @Test func bodiesSetsAndChildrenNestInsideTheirParents() {
        let text = LogGenerator(seed: 5, options: .init(includeMistakes: true, mistakeRate: 0.1)).generate(days: 90)
        let tree = Parser.parse(SourceText(text))
        #expect(!tree.diagnostics.isEmpty, "the log should hold mistakes")
        var exerciseCount = 0
        var childSetCount = 0
        for entry in tree.entries {
            var previousEnd = entry.headerRange.end
            for line in entry.body {
                // In order, inside the entry, one after another.
                #expect(line.range.start >= previousEnd && line.range.end <= entry.range.end)
                previousEnd = line.range.end
                guard case .exercise(let item) = line.content else { continue }
                exerciseCount += 1
                // All of an item's sets are its own line's, then its set lines', in order.
                var written = Array(item.inlineSets)
                for child in item.children {
                    #expect(child.range.start >= item.range.end && child.range.end <= line.range.end)
                    if case .sets(let sets) = child.content {
                        written += sets
                        childSetCount += sets.count
                    }
                }
                #expect(Array(item.allSets) == written)
                // The count read from a set's record is the count read from the set.
                #expect(item.allSets.indices.map { item.allSets.repeatCount(at: $0) } == written.map(\.repeatCount))
                for set in item.allSets {
                    #expect(item.allSets.tags(of: set).count == Int(set.tagCount))
                    #expect(item.allSets.tags(of: set).allSatisfy { $0.range.start >= set.range.start && $0.range.end <= set.range.end })
                }
            }
        }
        #expect(exerciseCount > 100)
        #expect(childSetCount > 100)
        #expect(tree.printed() == Array(text.utf8))
    }

    /// Sets are stored compact and read back on access: every part of every form must come
    /// back as the set reader read it, numbers included.
    @Test func aSetReadsBackFromItsRecordWithEveryPart() throws {
        let log = "2026-11-20 lifting\n  Squat [x] 102.5kg x 5+ x3 @8.5 warmup rest 2:00, BW+10lbs x8-12 RIR2, 75% x6|5 2RIR drop\n"
            + "  Plank 45s|40s x2 failure, [ ] 1:30\n"
        let tree = Parser.parse(log)
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let items = tree.entries[0].body.compactMap(\.exercise)
        let squat = Array(items[0].allSets), plank = Array(items[1].allSets)
        try #require(squat.count == 3 && plank.count == 2)
        func text(_ range: TextRange?) -> String? { range.map { String(decoding: Array(log.utf8)[$0.lowerBound..<$0.upperBound], as: UTF8.self) } }

        #expect(squat[0].box?.isChecked == true && text(squat[0].box?.range) == "[x]")
        #expect(text(squat[0].load?.range) == "102.5kg")
        #expect(squat[0].load?.kind == .weight(102.5) && squat[0].load?.unit == .kg)
        #expect(squat[0].reps?.value == 5 && text(squat[0].amrap) == "+" && squat[0].count?.value == 3)
        #expect(squat[0].rpe?.value == 8.5 && text(squat[0].rpe?.range) == "8.5")
        #expect(squat[0].has(.warmup) && squat[0].has(.rest) && squat[0].tagCount == 2)
        #expect(items[0].allSets.tags(of: squat[0]).last?.rest?.seconds == 120)

        #expect(squat[1].load?.kind == .bodyweight(offset: 10) && squat[1].load?.unit == .lb)
        #expect(squat[1].reps?.value == 8 && squat[1].repsMax?.value == 12 && text(squat[1].repsRange) == "8-12")
        #expect(squat[1].rir?.value.value == 2 && squat[1].rir?.isWordFirst == true && text(squat[1].rir?.range) == "RIR2")

        #expect(squat[2].load?.kind == .percentOfMax(75) && squat[2].load?.unit == nil)
        #expect(squat[2].reps?.value == 6 && squat[2].repsRight?.value == 5 && squat[2].hasSides)
        #expect(squat[2].rir?.isWordFirst == false && text(squat[2].rir?.range) == "2RIR" && squat[2].has(.drop))

        #expect(plank[0].duration?.seconds == 45 && plank[0].durationRight?.seconds == 40 && text(plank[0].durationRight?.range) == "40s")
        #expect(plank[0].count?.value == 2 && plank[0].has(.failure) && plank[0].load == nil && plank[0].reps == nil)
        #expect(plank[1].isPlanned && plank[1].duration?.seconds == 90 && plank[1].rpe == nil && plank[1].tagCount == 0)
        #expect(text(squat[0].range) == "[x] 102.5kg x 5+ x3 @8.5 warmup rest 2:00")
    }

    /// A set whose parts lie more than 64 KiB from its start does not fit a record's 16-bit
    /// offsets; it is kept whole, and reads back the same.
    @Test func aSetTooLongForARecordIsKeptWhole() throws {
        let spaces = String(repeating: " ", count: 70_000)
        let text = "2026-11-20 lifting\n  Squat 100x5\(spaces)@8, 90x5\n"
        let tree = Parser.parse(text)
        let sets = Array(try #require(tree.entries[0].body.compactMap(\.exercise).first).allSets)
        try #require(sets.count == 2)
        #expect(sets[0].rpe?.value == 8 && sets[0].rpe?.range.start == UInt32(19 + 14 + 70_000), "after the header, `  Squat 100x5`, the spaces and `@`")
        #expect(sets[0].load?.kind == .weight(100) && sets[0].reps?.value == 5)
        #expect(sets[1].load?.kind == .weight(90) && sets[1].reps?.value == 5)
        #expect(tree.printed() == Array(text.utf8))
    }

    /// Every part of every form reads back the same from a set kept whole as from a record:
    /// the same sets, each padded past a record's reach before its effort and tags.
    @Test func aLongSetKeepsEveryPartAsARecordDoes() throws {
        let forms = ["[x] 102.5kg x 5+ x3 @8.5 warmup rest 2:00", "BW+10lbs x8-12 RIR2", "75% x6|5 2RIR drop",
                     "45s|40s x2 failure", "[ ] 1:30", "-5 x 3 @7"]
        let padding = String(repeating: " ", count: 70_000)
        func values(_ text: String) throws -> [String] {
            let tree = Parser.parse("2026-11-20 lifting\n  Squat \(text)\n")
            #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
            let item = try #require(tree.entries[0].body.compactMap(\.exercise).first)
            return item.allSets.map { set in
                let tags = item.allSets.tags(of: set).map { "\($0.kind) \($0.rest?.seconds ?? 0)" }
                return "\(set.box?.isChecked as Any) \(set.load?.kind as Any) \(set.load?.unit as Any) \(set.reps?.value as Any)"
                    + " \(set.repsMax?.value as Any) \(set.isAMRAP) \(set.repsRight?.value as Any) \(set.duration?.seconds as Any)"
                    + " \(set.durationRight?.seconds as Any) \(set.count?.value as Any) \(set.rpe?.value as Any)"
                    + " \(set.rir?.value.value as Any) \(set.rir?.isWordFirst as Any) \(tags)"
            }
        }
        let short = try values(forms.joined(separator: ", "))
        let long = try values(forms.map { $0.replacingOccurrences(of: " @", with: padding + "@")
            .replacingOccurrences(of: " RIR", with: padding + "RIR").replacingOccurrences(of: " 2RIR", with: padding + "2RIR")
            .replacingOccurrences(of: " failure", with: padding + "failure") }.joined(separator: ", "))
        #expect(short.count == forms.count)
        #expect(long == short)
    }

    @Test func definitionsOnlyReadTheUndatedEntriesAsAWholeParseDoes() {
        // Definitions between dated entries, one with a comment inside its body, and a dated
        // entry whose body has column-0 comments: none of it may shift an entry's range.
        let text = LogGenerator(seed: 8, options: .init(includeMistakes: true, mistakeRate: 0.1)).generate(days: 30)
            + "exercise Landmine Press\n  category: barbell\n# aside\n  muscles: shoulders\n\n"
            + "2026-11-20 lifting\n  Squat 100x5\n# a comment\n  Bench Press 80x5\n"
            + "food Protein Bar\n  per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat\n"
        let source = SourceText(text)
        let isDefinition = { (entry: EntrySyntax) in entry.kind.map { !$0.isDated } ?? false }
        let whole = Parser.parse(source).entries.filter(isDefinition)
        let definitions = Parser.parseDefinitions(source)
        // Unreadable column-0 lines (`%%%`) are read too, as entries of no kind.
        #expect(definitions.entries.filter(isDefinition) == whole)
        #expect(definitions.entries.allSatisfy { isDefinition($0) || $0.kind == nil })
        #expect(definitions.definitionItems.count == whole.count)
        #expect(whole.count >= 3)
    }
}

/// The tree carries the pieces the grammar could not take (``SyntaxError``), one per syntax
/// diagnostic, on their lines, so tools read the tree rather than diagnostics' messages.
@Suite struct SyntaxErrorNodeTests {
    @Test func eachSyntaxErrorIsANodeOfItsKindOnItsLine() throws {
        let log = "2026-11-20 lifting\n  + Squat 100x5\n  Bench 100x5 @\n2026-11-21 breakfast\n  Oats 80g\n      Milk 200ml\n"
            + "2026-11-22 bodyweight\n2026-02-30 lifting\n  Squat 100x5\n"
        let tree = Parser.parse(log)
        let syntaxDiagnostics = tree.diagnostics.filter { $0.code == .syntax }
        #expect(tree.errors.map(\.range) == syntaxDiagnostics.map(\.range))
        #expect(tree.errors.map(\.line) == [1, 2, 5, 6])
        #expect(tree.errors.map(\.kind) == [.unexpected, .unexpected, .tooDeep, .missing])
        // An impossible date is read; its value is wrong, which is no piece of the tree.
        #expect(tree.diagnostics.contains { $0.code == .invalidDate })
        #expect(Parser.parseDefinitions(SourceText(log)).errors.isEmpty)
    }
}
