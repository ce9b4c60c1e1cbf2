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
