import AntrainSyntax
import AntrainTestSupport
import Testing

/// Bodies and nesting (LANGUAGE.md §2): spaces of any width, a tab counting as one level
/// (with a warning), and lines deeper than the kind allows.
@Suite struct IndentationTests {
    @Test func fourSpaceBody() {
        let tree = Parser.parse("2026-11-20 lifting\n    Barbell Squat\n        120x5 @7\n    Plank: 60s x3\n")
        #expect(tree.diagnostics.isEmpty)
        #expect(exercises(tree).map(\.allSets.count) == [1, 1])
    }

    @Test func tabOnTheFirstFoodOfAFourSpaceMeal() {
        // One tab is one level: the foods below it, four spaces in, are at the same level.
        assertParse(
            """
            2026-11-21 19:00 dinner
            1️⃣\tSalmon 180g
                Rice 170g
                Broccoli 150g

            """,
            diagnostics: [DiagnosticSpec("1️⃣", code: "tab-indentation")]
        )
        let tree = Parser.parse("2026-11-21 19:00 dinner\n\tSalmon 180g\n    Rice 170g\n    Broccoli 150g\n")
        #expect(foods(tree).count == 3)
    }

    @Test func tabOnALaterFoodOfATwoSpaceMeal() {
        let tree = Parser.parse("2026-11-21 19:00 dinner\n  Salmon 180g\n\tRice 170g\n  Broccoli 150g\n")
        #expect(tree.diagnostics.map(\.code) == [.tabIndentation])
        #expect(foods(tree).count == 3)
    }

    @Test func tabsAllTheWay() {
        let tree = Parser.parse("2026-11-20 lifting\n\tBarbell Squat\n\t\t120x5 @7\n\t\t130x5 @8\n\tPlank: 60s\n")
        #expect(tree.diagnostics.map(\.code) == Array(repeating: .tabIndentation, count: 4))
        #expect(exercises(tree).map(\.allSets.count) == [2, 1])
    }

    @Test func tabbedExerciseWithSpacedSets() {
        // The first space-indented line under a tab-indented exercise is a set line when it
        // reads as sets.
        let tree = Parser.parse("2026-11-20 lifting\n\tBarbell Squat\n    120x5 @7\n  Plank: 60s\n")
        #expect(tree.diagnostics.map(\.code) == [.tabIndentation])
        #expect(exercises(tree).map(\.allSets.count) == [1, 1])
    }

    @Test func tabWarningCoversTheIndentation() {
        let tree = Parser.parse("2026-11-20 lunch\n \t Rice 100g\n")
        #expect(tree.diagnostics.first?.code == .tabIndentation)
        #expect(tree.diagnostics.first?.range == TextRange(17, 20))
        #expect(tree.diagnostics.first?.fixes.first?.edits.first?.newText.allSatisfy { $0 == " " } == true)
    }

    @Test func deeperLineUnderAFoodIsAnError() {
        assertParse(
            """
            2026-11-20 lunch
              Rice 100g
                1️⃣Chicken Breast 200g2️⃣

            """,
            diagnostics: [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣")]
        )
    }

    @Test func aFirstBodyLineIsNeverDeeperTabsOrSpaces() {
        // Found by fuzzing: a tab and spaces on the first line read as too deep, while the
        // same line in spaces (as the formatter writes it) read as an item.
        let tabbed = Parser.parse("profile\n  \tunit: kg\n  name: Burak\n")
        #expect(tabbed.diagnostics.map(\.code) == [.tabIndentation])
        let spaced = Parser.parse("profile\n    unit: kg\n  name: Burak\n")
        #expect(spaced.diagnostics.isEmpty)
        // A later line with a tab and spaces is still deeper.
        let later = Parser.parse("profile\n  name: Burak\n  \tunit: kg\n")
        #expect(later.diagnostics.map(\.code) == [.tabIndentation, .syntax])
    }

    @Test func carriageReturnsBeforeContentAreWhiteSpaceWithoutWidth() {
        // Found by fuzzing: a body line of carriage returns then `#` trapped the parser (the
        // lexer skipped them, the line did not, so an exercise line had no token).
        let tree = Parser.parse("2026-11-20 lifting\n  \r\r# easy day\n  Bench Press 100x5\n\r\rprofile\n  unit: kg\n")
        #expect(tree.diagnostics.isEmpty)
        #expect(exercises(tree).map(\.allSets.count) == [1])
        #expect(tree.entries.count == 2)
        #expect(tree.printed() == Array("2026-11-20 lifting\n  \r\r# easy day\n  Bench Press 100x5\n\r\rprofile\n  unit: kg\n".utf8))
    }

    @Test func deeperLineUnderAPropertyIsAnError() {
        assertParse(
            """
            profile
              name: Burak
                1️⃣unit: kg

            """,
            diagnostics: [DiagnosticSpec("1️⃣", code: "syntax")]
        )
    }

    @Test func orphanIndentedLineAtTheTop() {
        assertParse(
            """
              1️⃣Barbell Squat 100x5
            2026-11-20 lifting
              Barbell Squat 100x5

            """,
            diagnostics: [DiagnosticSpec("1️⃣", code: "syntax")]
        )
    }

    @Test func columnZeroCommentInsideABody() {
        // A comment line never ends a body, wherever it starts.
        let tree = Parser.parse("2026-11-20 lifting\n  Barbell Squat 100x5\n# between\n  Barbell Deadlift 140x5\n")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.entries.count == 1)
        #expect(exercises(tree).count == 2)
    }

    @Test func setLinesMayBeIndentedUnevenly() {
        // Every line deeper than the items under an exercise is one of its set lines; a set
        // line deeper than the one above is not a third level (nothing nests under sets), so
        // it is read as sets rather than rejected.
        let tree = Parser.parse("2026-11-20 lifting\n  Barbell Squat\n    100x5\n      110x5\n     120x3\n")
        #expect(tree.diagnostics.isEmpty)
        let loads = (exercises(tree).first.map { Array($0.allSets) } ?? []).map(\.load?.kind)
        #expect(loads == [.weight(100), .weight(110), .weight(120)])
        #expect(exercises(tree).first?.allSets.count == 3)
    }

    @Test func blankAndCommentLinesDoNotEndABody() {
        let tree = Parser.parse("2026-11-20 lifting\n  Barbell Squat\n\n    # heavy day\n    120x5\n")
        #expect(tree.diagnostics.isEmpty)
        #expect(exercises(tree).first?.allSets.count == 1)
        let children = exercises(tree).first.map { Array($0.children) } ?? []
        #expect(children.count == 3)
        #expect(children.prefix(2).map(\.content) == [.blank, .comment])
    }
}
