import AntrainSyntax
import Testing

/// Where an exercise name ends (LANGUAGE.md §3.1): at the `:`, or without one at the first
/// word that starts a set; a quoted name is always a name.
@Suite struct ExerciseNameTests {
    @Test func nameBeforeColon() {
        checkName("Incline Dumbbell Press: 30x10x3", "Incline Dumbbell Press", hasColon: true, sets: 1)
    }

    @Test func nameWithoutColon() {
        checkName("Bench Press 100x5", "Bench Press", hasColon: false, sets: 1)
    }

    @Test func nameWithoutColonAndSpacedSet() {
        checkName("Bench Press 100 x 5", "Bench Press", hasColon: false, sets: 1)
    }

    @Test func nameStartingWithANumber() {
        checkName("45 Degree Back Extension x12", "45 Degree Back Extension", hasColon: false, sets: 1)
    }

    @Test func nameStartingWithANumberAndAColon() {
        checkName("45 Degree Back Extension: BWx12", "45 Degree Back Extension", hasColon: true, sets: 1)
    }

    @Test func nameEndsAtBodyweight() {
        checkName("Pull Up BWx8, BW+10x6", "Pull Up", hasColon: false, sets: 2)
    }

    @Test func nameEndsAtADuration() {
        checkName("Plank 60s x3", "Plank", hasColon: false, sets: 1)
        checkName("Dead Hang 1:30", "Dead Hang", hasColon: false, sets: 1)
    }

    @Test func nameEndsAtABox() {
        checkName("Barbell Squat [ ] 140x3", "Barbell Squat", hasColon: false, sets: 1)
    }

    @Test func nameEndsAtPounds() {
        checkName("Deadlift 315lb x 5", "Deadlift", hasColon: false, sets: 1)
    }

    @Test func nameAlone() {
        checkName("Barbell Squat", "Barbell Squat", hasColon: false, sets: 0)
    }

    @Test func nameAloneWithColon() {
        checkName("Deadlift:", "Deadlift", hasColon: true, sets: 0)
    }

    @Test func nonASCIIName() {
        checkName("Şınav: BWx20", "Şınav", hasColon: true, sets: 1)
    }

    @Test func quotedName() {
        checkName("\"Bench Press\" 100x5", "Bench Press", hasColon: false, sets: 1, isQuoted: true)
    }

    @Test func quotedNameWithSetLikeText() {
        // Quoting makes `3x5` part of the name.
        checkName("\"Jump 3x5 Thing\": 100x5", "Jump 3x5 Thing", hasColon: true, sets: 1, isQuoted: true)
    }

    @Test func quotedNameWithHash() {
        checkName("\"Press #2\" 50x5", "Press #2", hasColon: false, sets: 1, isQuoted: true)
    }

    @Test func noteAfterTheItem() {
        let tree = Parser.parse("2026-11-20 lifting\n  Pull Up: BWx8, BW+10x6     # a comment after an item\n")
        let line = tree.entries.first?.body.first
        #expect(line.flatMap(\.note).map(tree.source.text) == "# a comment after an item")
        #expect(line.map { tree.source.text($0.contentRange) } == "Pull Up: BWx8, BW+10x6")
    }

    @Test func itemsKeepLineOrder() {
        let source = """
            2026-11-20 07:30 lifting Push Day 1h05min
              Bench Press 60x10 warmup, 100x5 @8, 100x5 @8.5, 105x3 @9
              Incline Dumbbell Press: 30x10x3
              Pull Up: BWx8, BW+10x6     # a comment after an item is that item's note
              note: shoulder felt tight

            """
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        let names = exercises(tree).map { tree.source.text($0.name.textRange) }
        #expect(names == ["Bench Press", "Incline Dumbbell Press", "Pull Up"])
        #expect(exercises(tree).map(\.allSets.count) == [4, 1, 2])
    }

    @Test func metconMovements() {
        let source = "2026-11-22 metcon amrap 20min\n  Pull Up x5\n  Push Up x10\n  Air Squat x15\n"
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        #expect(exercises(tree).map { tree.source.text($0.name.textRange) } == ["Pull Up", "Push Up", "Air Squat"])
        #expect(exercises(tree).map { $0.allSets.first?.reps?.value } == [5, 10, 15])
    }

    @Test func setsWithoutANameAreAnError() {
        let tree = Parser.parse("2026-11-20 lifting\n  100x5\n")
        #expect(tree.diagnostics.map(\.code) == [.syntax])
        #expect(exercises(tree).isEmpty)
    }

    @Test func wordAfterSetsIsAnError() {
        // `Bench Press 100x5 heavy`: `heavy` is neither a set nor a tag; a note goes after `#`.
        let source = "2026-11-20 lifting\n  Bench Press 100x5 heavy\n"
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.map(\.code) == [.syntax])
        #expect(tree.diagnostics.first.map { tree.source.text($0.range) } == "heavy")
        #expect(exercises(tree).first?.allSets.count == 1)
    }

    // MARK: - Helpers

    private func checkName(
        _ line: String, _ name: String, hasColon: Bool, sets: Int, isQuoted: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let source = "2026-11-20 lifting\n  \(line)\n"
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(tree.printed() == Array(source.utf8), sourceLocation: sourceLocation)
        let items = exercises(tree)
        #expect(items.count == 1, "`\(line)` is not one exercise item", sourceLocation: sourceLocation)
        guard let item = items.first else { return }
        #expect(tree.source.text(item.name.textRange) == name, sourceLocation: sourceLocation)
        #expect(item.name.isQuoted == isQuoted, sourceLocation: sourceLocation)
        #expect((item.colon != nil) == hasColon, sourceLocation: sourceLocation)
        #expect(item.allSets.count == sets, sourceLocation: sourceLocation)
    }
}
