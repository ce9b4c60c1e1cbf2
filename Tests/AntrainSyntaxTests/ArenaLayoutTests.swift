import AntrainFixtures
import AntrainSyntax
import Testing

/// The tree's nodes live in flat arrays, each parent holding the index range of its
/// children (``SyntaxArena``): these check the layout every reader relies on, on logs with
/// mistakes, and that reading only the definitions gives what a whole parse does.
@Suite struct ArenaLayoutTests {
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
