import AntrainSyntax
import Testing

/// "Does this line start an entry?", answered once (``LineStart``) for the parser, the
/// cutting of a log into pieces and `check`'s glance for definitions.
@Suite struct LineStartTests {
    @Test(arguments: [
        ("2026-11-20 lifting\n", LineStart.header(.digit)),
        ("exercise Kutu Squat\n", .header(.word)),
        ("egzersiz Kutu Squat\n", .header(.word)),
        ("şablon Üst A\n", .header(.word)),
        ("(what\n", .header(.other)),
        ("  Bench Press 100x5\n", .indented),
        ("\tBench Press 100x5\n", .indented),
        ("# a comment\n", .comment),
        ("   # an indented comment\n", .comment),
        ("\n", .blank),
        ("   \n", .blank),
        ("\r\n", .blank),
        ("", .blank),
        // A stray carriage return is white space without width: the header follows it.
        ("\rprofile\n", .header(.word)),
        ("\r 2026-11-20 lifting\n", .indented),
        // A byte order mark before the first line is no part of it.
        ("\u{FEFF}2026-11-20 lifting\n", .header(.digit)),
        ("\u{FEFF}  x\n", .indented),
    ])
    func lineStartOfTheFirstLine(_ text: String, _ expected: LineStart) {
        #expect(LineStart.of(Array(text.utf8), at: 0) == expected, "\(text.debugDescription)")
    }

    @Test func aLineInTheMiddleIsReadFromItsOffset() {
        let bytes = Array("2026-11-20 lifting\n  Squat 100x5\nprofile\n".utf8)
        #expect(LineStart.of(bytes, at: 19) == .indented)
        #expect(LineStart.of(bytes, at: 33) == .header(.word))
        #expect(LineStart.of(bytes, at: bytes.count) == .blank)
        #expect(EntryChunks.startsEntry(bytes, at: 33))
        #expect(!EntryChunks.startsEntry(bytes, at: 19))
    }

    /// The parser starts an entry exactly where ``LineStart`` says one starts.
    @Test func theParserStartsEntriesWhereLineStartSays() {
        let text = "\u{FEFF}2026-11-20 lifting\n  Squat 100x5\n\r\n# note\n\rprofile\n  unit: kg\n(what\n\r  x\n"
        let source = SourceText(text)
        let tree = Parser.parse(source)
        let starts = source.lineIndex.lineStarts.map(Int.init).filter { LineStart.of(source.bytes, at: $0).startsEntry }
        let entryLines = tree.entries.map { source.lineIndex.lineStart(Int($0.line)) }
        #expect(entryLines == starts)
        #expect(starts.count == 3)
    }
}
