import AntrainBasics
import AntrainFixtures
import AntrainSyntax
import Testing

/// Pieces of a log cut at entry headers: together they are the file, each starts with an
/// entry, and their trees hold the same entries as the whole file's tree.
@Suite struct EntryChunksTests {
    @Test func piecesCoverTheFileAndStartAtEntryHeaders() {
        let text = LogGenerator(seed: 3).generate(days: 120)
        let source = SourceText(text)
        let pieces = EntryChunks.cut(source, from: 0, to: source.count, firstLine: 0, linesPerPiece: 200)
        #expect(pieces.count > 3)
        #expect(pieces.first?.start == 0)
        #expect(pieces.last?.end == source.count)
        for (before, after) in zip(pieces, pieces.dropFirst()) {
            #expect(before.end == after.start)
            #expect(EntryChunks.startsEntry(source.bytes, at: after.start))
            #expect(source.lineIndex.line(containing: after.start) == after.firstLine)
        }
        let wholeEntries = Parser.parse(source).entries.count
        let pieceEntries = pieces.reduce(0) { $0 + Parser.parse(EntryChunks.text(of: $1, in: source)).entries.count }
        #expect(pieceEntries == wholeEntries)
    }

    @Test func commentsAndIndentedLinesNeverStartAPiece() {
        // With one line per piece, every cut must still fall before a header.
        let text = "\u{FEFF}2026-11-02 lifting\n  Squat 100x5\n# between\n\n2026-11-03 lunch\n  Rice 150g\n"
        let source = SourceText(text)
        let pieces = EntryChunks.cut(source, from: 0, to: source.count, firstLine: 0, linesPerPiece: 1)
        #expect(pieces.map(\.firstLine) == [0, 4])
        #expect(pieces.map { EntryChunks.text(of: $0, in: source).string } == [
            "\u{FEFF}2026-11-02 lifting\n  Squat 100x5\n# between\n\n", "2026-11-03 lunch\n  Rice 150g\n",
        ])
    }

    @Test func concurrentMapKeepsOrder() {
        let numbers = Array(0..<1_000)
        #expect(numbers.concurrentMap { $0 * 2 } == numbers.map { $0 * 2 })
    }
}
