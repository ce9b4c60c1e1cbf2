import Testing

@testable import AntrainModel

/// ``FoldedName`` folds an ASCII name as ``SearchText`` does, and the matcher scores it the
/// same: workspace symbols score names through it and must answer as before.
@Suite struct FoldedNameTests {
    @Test func foldsWordsCompactFormAndInitials() {
        var name = FoldedName()
        let loaded = name.load("  Bench-Press (Paused) 3x5")
        #expect(loaded)
        #expect(String(decoding: name.folded, as: UTF8.self) == "bench press paused 3x5")
        #expect(String(decoding: name.compact, as: UTF8.self) == "benchpresspaused3x5")
        #expect(String(decoding: name.acronym, as: UTF8.self) == "bpp3")
        #expect(name.compactCount == 19)
        #expect(name.wordCount == 4)
        #expect(String(decoding: name.word(2), as: UTF8.self) == "paused")
        // b, e, n, c, h, p, r, s, a, u, d, 3, x, 5: bytes modulo 64 (e.g. "b" is 0x62 → bit 34).
        #expect(name.letterMask == SearchText("bench press paused 3x5").letterMask)
        #expect(name.letterMask & (1 << 34) != 0)
        // Loading again forgets the name before.
        let loadedSeparators = name.load("--")
        #expect(loadedSeparators)
        #expect(name.compactCount == 0 && name.wordCount == 0 && name.folded.isEmpty && name.letterMask == 0)
    }

    @Test func refusesNamesOutsideASCII() {
        var name = FoldedName()
        let turkish = name.load("Tavuk Göğsü")
        #expect(!turkish)
        let ascii = name.load("Tavuk Gogsu")
        #expect(ascii)
        #expect(String(decoding: name.compact, as: UTF8.self) == "tavukgogsu")
    }

    /// Every ASCII name and alias of both libraries, and names with every separator, against
    /// the queries of ``MatchFilterTests``: the same folded forms, the same score.
    @Test func scoresEveryNameAsItsSearchText() {
        let names = PresetExerciseLibrary.shared.allExercises.flatMap { [$0.name] + $0.aliases }
            + PresetFoodLibrary.shared.allFoods.flatMap { [$0.name] + $0.aliases }
            + ["", " ", "a", "2026-11-18 lifting", "2026-11-19 cardio run 5km 26:00", "food \"Protein Bar\" (Acme)",
               "x_y/z.w,v(u)t's\tq", "  lead and trail  ", "A--B", "template Push A",
               // Longer than the buffers first made: they grow.
               String(repeating: "Paused Bench-Press ", count: 8)]
        let queries = (MatchFilterTests.queries + ["", "2026-11-18", "push", "run 5", "pb", "t pa"]).map(SearchText.init)
        var folded = FoldedName()
        var compared = 0
        for name in names where name.utf8.allSatisfy({ $0 < 0x80 }) {
            let search = SearchText(name)
            let loaded = folded.load(name)
            #expect(loaded)
            guard Array(folded.folded) == search.folded, Array(folded.compact) == search.compact, Array(folded.acronym) == search.acronym,
                  folded.letterMask == search.letterMask, (0..<folded.wordCount).map({ Array(folded.word($0)) }) == search.words else {
                Issue.record("\(name) folds differently")
                return
            }
            for query in queries {
                let expected = FuzzyMatcher.score(query, search)
                // An index tests the masks first; where they pass, the folded name's score must agree.
                guard query.compact.isEmpty || FuzzyMatcher.mayMatch(query, letterMask: folded.letterMask) else {
                    #expect(expected == nil)
                    continue
                }
                compared += 1
                if FuzzyMatcher.score(query, folded) != expected {
                    Issue.record("\(String(decoding: query.folded, as: UTF8.self)) vs \(name): \(String(describing: FuzzyMatcher.score(query, folded))) ≠ \(String(describing: expected))")
                    return
                }
            }
        }
        #expect(compared > 10_000)
    }
}
