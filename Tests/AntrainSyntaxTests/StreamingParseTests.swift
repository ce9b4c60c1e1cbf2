import AntrainFixtures
import AntrainSyntax
import Testing

/// `Parser.parse(_:handingEntriesTo:)` hands over exactly the entries a whole parse keeps,
/// in order, with the same diagnostics, and keeps none of them itself.
@Suite struct StreamingParseTests {
    @Test func handedEntriesAreTheWholeTreesEntries() {
        let text = LogGenerator(seed: 5, options: .init(includeMistakes: true, mistakeRate: 0.1)).generate(days: 90)
        let source = SourceText(text)
        let whole = Parser.parse(source)
        var handed: [EntrySyntax] = []
        let streamed = Parser.parse(source) { handed.append($0) }
        #expect(handed == whole.entries)
        #expect(handed.count > 100)
        #expect(streamed.entries.isEmpty)
        #expect(streamed.diagnostics == whole.diagnostics)
        #expect(!whole.diagnostics.isEmpty, "the log should hold mistakes")
    }
}
