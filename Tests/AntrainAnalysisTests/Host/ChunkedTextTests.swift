@testable import AntrainAnalysis
import AntrainFixtures
import AntrainModel
import AntrainSyntax
import Testing

/// A large file is kept in chunks of whole entries; whatever the edits, the chunks must read
/// exactly as the whole text does.
@Suite struct ChunkedTextTests {
    let settings = AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 22))

    /// Diagnostics as (code, document range, message), from the chunks or from the whole text.
    func diagnostics(_ document: ChunkedText) -> [String] {
        let sources = document.chunks.map { SourceFile(name: "log.antrain", tree: $0.tree, firstLine: $0.firstLine) }
        let snapshot = WorkspaceSnapshot.analyze(sources, settings: settings)
        return zip(document.chunks, snapshot.files).flatMap { chunk, file in
            file.diagnostics.map { "\($0.code) \($0.range.lowerBound + chunk.base)..<\($0.range.upperBound + chunk.base) \($0.message)" }
        }.sorted()
    }

    func wholeDiagnostics(_ text: [UInt8]) -> [String] {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", tree: Parser.parse(SourceText(bytes: text)))], settings: settings)
        return snapshot.files[0].diagnostics.map { "\($0.code) \($0.range.lowerBound)..<\($0.range.upperBound) \($0.message)" }.sorted()
    }

    func checkInvariants(_ document: ChunkedText, sourceLocation: SourceLocation = #_sourceLocation) {
        var joined: [UInt8] = []
        for (index, chunk) in document.chunks.enumerated() {
            #expect(chunk.base == joined.count, sourceLocation: sourceLocation)
            #expect(chunk.firstLine == document.source.lineIndex.line(containing: chunk.base), sourceLocation: sourceLocation)
            if index > 0 { #expect(EntryChunks.startsEntry(document.source.bytes, at: chunk.base), sourceLocation: sourceLocation) }
            joined += chunk.tree.source.bytes
        }
        #expect(joined == document.source.bytes, "the chunks do not add up to the text", sourceLocation: sourceLocation)
    }

    @Test func editsAnywhereKeepChunksEquivalentToTheWholeText() throws {
        let text = LogGenerator(seed: 5, options: .init(includeMistakes: true)).generate(days: 500)
        var expected = Array(text.utf8)
        var document = ChunkedText(SourceText(bytes: expected))
        #expect(document.chunks.count > 3)
        checkInvariants(document)
        #expect(diagnostics(document) == wholeDiagnostics(expected))

        var random = SeededRandom(seed: 99)
        let insertions = ["x", "\n", "  ", "2026-11-01 lifting\n  Squat 100x0\n", "# note\n", "\t", "profile\n"]
        for step in 0..<60 {
            let lineCount = document.source.lineIndex.lineCount
            let line = Int(random.next() % UInt64(lineCount))
            let lineStart = document.source.lineIndex.lineStart(line)
            let lineEnd = document.source.lineIndex.lineContentEnd(line, in: document.source.bytes)
            let column = lineEnd > lineStart ? Int(random.next() % UInt64(lineEnd - lineStart)) : 0
            let bytes = document.source.bytes
            // Offsets on character boundaries, as an editor sends them.
            func boundary(_ offset: Int) -> Int {
                var offset = offset
                while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
                return offset
            }
            let start = boundary(lineStart + column)
            // Delete up to a few lines, or insert something that changes the structure.
            let deleting = step % 3 == 0
            let end = deleting ? boundary(min(document.source.count, start + Int(random.next() % 120))) : start
            let insert = deleting ? "" : insertions[step % insertions.count]
            document.replace(TextRange(start, end), with: Array(insert.utf8))
            expected.replaceSubrange(start..<end, with: Array(insert.utf8))
            #expect(document.source.bytes == expected, "step \(step): the document's text differs from the edited text")
            #expect(document.source.lineIndex.lineStarts == LineIndex(bytes: expected).lineStarts, "step \(step): line index")
            if document.source.bytes != expected { return }
            checkInvariants(document)
        }
        #expect(diagnostics(document) == wholeDiagnostics(expected))
    }

    /// A chunk's first line may begin with a stray carriage return (white space without
    /// width): spaces typed after it, not at the chunk's first byte, make the line a body line
    /// of the entry before, and a `#` makes it a comment. Found by the host-edits fuzzer.
    @Test(arguments: ["  ", "#"])
    func anEditAfterACarriageReturnCanEndAChunksFirstEntry(typed: String) throws {
        let text = LogGenerator(seed: 7, options: .init()).generate(days: 400)
        var expected = Array(text.utf8)
        var document = ChunkedText(SourceText(bytes: expected))
        try #require(document.chunks.count > 2)
        let base = document.chunks[1].base
        document.replace(TextRange(base, base), with: Array("\r".utf8))
        expected.insert(UInt8(ascii: "\r"), at: base)
        #expect(document.chunks[1].base == base, "a header after a carriage return still starts the chunk")
        document.replace(TextRange(base + 1, base + 1), with: Array(typed.utf8))
        expected.insert(contentsOf: Array(typed.utf8), at: base + 1)
        #expect(document.source.bytes == expected)
        checkInvariants(document)
        #expect(diagnostics(document) == wholeDiagnostics(expected))
    }
}
