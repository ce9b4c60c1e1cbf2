import AntrainSyntax
import Testing

/// Keys the lexer reads as several tokens (`e1rm` is a word, a number and a word; `per 100g`
/// three tokens with a gap) are matched on the tokens' bytes, each gap read as one space;
/// words before a colon that spell no key stay an exercise name.
@Suite struct PropertyKeyTests {
    @Test func keysOfSeveralTokensAreKnownInAnyCaseAndSpacing() {
        let tree = Parser.parse("profile\n  E1RM: rpe\n\nfood Bar\n  Per   100G: 380 kcal, 30 protein, 40 carbs, 12 fat\n")
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        #expect(properties(tree.entries[0]).map(\.knownKey) == [.e1rm])
        #expect(properties(tree.entries[1]).map(\.knownKey) == [.per100g])
    }

    @Test func aKeyWithAPieceMissingOrAddedIsUnknown() {
        let tree = Parser.parse("profile\n  e 1rm: rpe\n  e1rmx: rpe\n\nfood Bar\n  per100g: 1 kcal\n  per 100 g: 1 kcal\n")
        #expect(properties(tree.entries[0]).map(\.knownKey) == [nil, nil])
        #expect(properties(tree.entries[1]).map(\.knownKey) == [nil, nil])
    }

    @Test func wordsBeforeAColonThatSpellNoKeyNameAnExercise() {
        let tree = Parser.parse("2026-11-20 lifting\n  Bench Press: 100x5, 100x5\n  Per 100g: 60x5\n")
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let names = tree.entries[0].body.compactMap(\.exercise).map { tree.source.text($0.name.range) }
        #expect(names == ["Bench Press", "Per 100g"])
    }
}
