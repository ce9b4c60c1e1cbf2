import AntrainFixtures
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

@testable import AntrainAnalysis

/// The order of "go to symbol in workspace": best match first, then the shorter name, then the
/// later entry. Pinned on a small workspace worked out by hand, and on generated years of logs
/// against the plain way of scoring (a ``SearchText`` of every name, every match sorted).
@Suite struct WorkspaceSymbolOrderTests {
    let snapshot = WorkspaceSnapshot.analyze(
        [SourceFile(name: "definitions.antrain", text: NavigationTests.definitions), SourceFile(name: "log.antrain", text: NavigationTests.log)],
        settings: testSettings)

    func names(_ query: String) -> [String] { WorkspaceSymbols.search(query, in: snapshot).map(\.name) }

    @Test func aDateFindsItsDayByPrefixThenNearDatesAsTypos() {
        // Prefix of the compact form: the shorter name first (lunch 13 bytes, dinner 14, lifting 15).
        // "20261118" against "20261116…" and "20261119…": one edit from the name's start, a typo
        // (−2 × 100 − the name's 20 or 25 bytes).
        #expect(names("2026-11-18") == [
            "2026-11-18 lunch", "2026-11-18 dinner", "2026-11-18 lifting", "2026-11-16 lifting Push A", "2026-11-19 cardio run 5km 26:00",
        ])
    }

    @Test func wordPrefixesRankBySkippedWords() {
        // "push" starts the second word of "template Push A" (−13 − 1 × 8) and the fifth of the
        // entry's "2026 11 16 lifting push a" (−20 − 4 × 8).
        #expect(names("push") == ["template Push A", "2026-11-16 lifting Push A"])
    }

    @Test func anEmptyQueryListsShortNamesFirstAndTheLaterOfEqualOnes() {
        // Compact lengths: foodoatsmix 11; lunch 13 (later) before templatepusha 13; dinner 14
        // before foodproteinbar 14; lifting 15; 20261116liftingpusha 20; exerciselandminepress 21;
        // the cardio entry 25.
        #expect(names("") == [
            "food Oats Mix", "2026-11-18 lunch", "template Push A", "2026-11-18 dinner", "food Protein Bar", "2026-11-18 lifting",
            "2026-11-16 lifting Push A", "exercise Landmine Press", "2026-11-19 cardio run 5km 26:00",
        ])
    }

    /// The answers as they were computed before names were folded into reused buffers.
    static func plainSearch(_ query: String, in index: WorkspaceSymbols.Index) -> [WorkspaceSymbol] {
        let search = SearchText(query)
        var scored: [(score: MatchScore, order: Int, segment: Int, entry: Int)] = []
        var order = 0
        for (segmentIndex, segment) in index.segments.enumerated() {
            for (entryIndex, entry) in segment.entries.enumerated() {
                defer { order += 1 }
                if let score = FuzzyMatcher.score(search, SearchText(index.name(entry, in: segment))) {
                    scored.append((score, order, segmentIndex, entryIndex))
                }
            }
        }
        scored.sort { ($0.score, $0.order) > ($1.score, $1.order) }
        return scored.prefix(WorkspaceSymbols.limit).map { index.symbol(segment: $0.segment, entry: $0.entry) }
    }

    @Test func yearsOfLogsAnswerAsThePlainScoring() {
        let generated = LogGenerator(seed: 23, options: .init(includeMistakes: true)).generate(days: 700)
        let turkish = """
            2026-11-20 lifting Göğüs Günü
              Bench Press 100x5

            food Tavuk Göğsü
              per 100g: 165 kcal, 31 protein, 0 carbs, 4 fat

            2026-11-21 öğle yemeği
              Tavuk Göğsü 200g

            """
        let snapshot = WorkspaceSnapshot.analyze(
            [SourceFile(name: "log.antrain", text: generated), SourceFile(name: "turkish.antrain", text: turkish)], settings: testSettings)
        let index = WorkspaceSymbols.Index(snapshot)
        // The index keeps each name's masks and length as its SearchText has them.
        for segment in index.segments {
            for entry in segment.entries {
                let search = SearchText(index.name(entry, in: segment))
                #expect(entry.letterMask == search.letterMask && Int(entry.compactCount) == search.compact.count)
            }
        }
        #expect(index.segments.map { $0.entries.count }.reduce(0, +) > 1_000)
        for query in ["", "bench", "bp", "push", "2026", "2025-03", "lunch", "gogus", "göğüs günü", "tavuk", "benhc", "run 5", "xyzzy",
                      "l", "lifting", "meal"] {
            let found = WorkspaceSymbols.search(query, in: index)
            let expected = Self.plainSearch(query, in: index)
            #expect(found == expected, "query \(query)")
            #expect(found.count <= WorkspaceSymbols.limit)
        }
        #expect(WorkspaceSymbols.search("gogus", in: index).first?.name == "2026-11-20 lifting Göğüs Günü")
        // More matches than the limit: the best of them are kept, in the same order.
        #expect(Self.plainSearch("l", in: index).count == WorkspaceSymbols.limit)
    }
}
