import AntrainSyntax
import Testing

/// What outlines and folding read from the line records: where an entry's content ends, its
/// item lines as plain values, and how many sets an exercise stands for.
@Suite struct EntryContentEndTests {
    /// Byte offsets: the header is 24 bytes with its line break; `Bench Press 100x5x3` is
    /// 26..<45, its note 46..<53; the set line's note `# easy` ends at 69.
    static let text = "2026-11-20 lifting Push\n  Bench Press 100x5x3 # heavy\n    80x8 # easy\n\n  # an item-level comment\n\n"

    @Test func theContentEndsWithTheLastSetLineAndItsNote() throws {
        let entry = try #require(Parser.parse(Self.text).entries.first)
        // The blank line and the comment at the item level after it are left out.
        #expect(entry.contentEnd.offset == 69)
        #expect(entry.contentEnd.line == 2)
    }

    @Test func anEntryWithoutBodyEndsWithItsHeader() throws {
        let entry = try #require(Parser.parse("2026-11-20 lifting Push\n\n  # later\n").entries.first)
        #expect(entry.contentEnd.offset == 23)
        #expect(entry.contentEnd.line == 0)
    }

    @Test func itemLinesAreReadAsPlainValues() throws {
        let entry = try #require(Parser.parse(Self.text).entries.first)
        var lines: [EntryItemLine] = []
        var reader = entry.itemLines
        while let line = reader.next() { lines.append(line) }
        #expect(entry.contentEnd.offset == 69)
        try #require(lines.count == 1)
        let line = lines[0]
        guard case .exercise(let setCount) = line.kind else { Issue.record("not an exercise: \(line.kind)"); return }
        #expect(setCount == 4)
        #expect(line.name.range == TextRange(26, 37))
        #expect(line.contentRange == TextRange(26, 45))
        // An exercise's line takes in its set lines: up to the end of `80x8 # easy` and its line break.
        #expect(line.range == TextRange(24, 70))
        #expect(line.childContentEnd == 69)
    }

    @Test func foodLinesGiveTheirAmount() throws {
        let text = "2026-11-20 lunch\n  Rice 150g\n  Apple\n"
        let entry = try #require(Parser.parse(text).entries.first)
        var amounts: [TextRange?] = []
        var reader = entry.itemLines
        while let line = reader.next() {
            if case .food(let amount) = line.kind { amounts.append(amount) }
        }
        // `Apple` ends at byte 36.
        #expect(entry.contentEnd.offset == 36)
        #expect(entry.contentEnd.line == 2)
        // `150g` is 24..<28; the apple has no amount.
        #expect(amounts == [TextRange(24, 28), nil])
    }

    @Test func setCountsAddEachSetsCountAndClampThem() throws {
        let text = """
            2026-11-20 lifting
              Bench Press 100x5x3, 100x5
                80x8x2
              Squat 100x5x0
              Deadlift 100x1x99999999

            """
        let items = exercises(Parser.parse(text))
        // 3 + 1 + 2; a count below one is one set; a count past a million is a million.
        #expect(items.map(\.setCount) == [6, 1, 1_000_000])
        // `80x8x2` ends at byte 58; the other two have no lines under them.
        #expect(items.map(\.childContentEnd) == [58, nil, nil])
        #expect(items.map { item in item.allSets.reduce(0) { $0 + $1.repeatCount } } == [6, 1, 1_000_000])
        #expect(items.map { item in item.allSets.indices.map { item.allSets.repeatCount(at: $0) } } == [[3, 1, 2], [1], [1_000_000]])
    }
}
