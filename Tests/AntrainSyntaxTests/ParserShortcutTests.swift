import AntrainSyntax
import Testing

/// The places where the parser settles a line's reading without the general path: a food of
/// words and numbers and a meal's header of a date, a time and its word read from their bytes
/// without lexing, the first colon noted by the lexer (a line is a property, or an exercise
/// named before a colon, only when it has one), a food's `g` compared in place, a clock of the
/// `HH:MM` or `M:SS` form read digit by digit, and a set's parts stored without a check each.
/// Every figure here is what the general path gives (debug builds also compare the two on every
/// plain food and meal header); these hold the shortcuts to it on the lines that might fool them.
@Suite struct ParserShortcutTests {
    // MARK: The first colon

    @Test func propertyKeyWithoutValueIsAProperty() {
        let tree = Parser.parse("2026-11-20 lifting\n  note:\n  Squat 100x5\n")
        #expect(tree.diagnostics.isEmpty)
        let property = properties(tree).first
        #expect(property?.knownKey == .note)
        #expect(property?.value == .empty)
        #expect(property.map { tree.source.text($0.range) } == "note:")
        #expect(exercises(tree).map { tree.source.text($0.name.textRange) } == ["Squat"])
    }

    @Test func colonInsideANoteMakesNoProperty() {
        let tree = Parser.parse("2026-11-20 lunch\n  Rice 180g # note: basmati\n")
        #expect(tree.diagnostics.isEmpty)
        #expect(properties(tree).isEmpty)
        #expect(foods(tree).map { tree.source.text($0.name.textRange) } == ["Rice"])
        #expect(tree.entries.first?.body.first?.note.map(tree.source.text) == "# note: basmati")
    }

    @Test func colonInsideAStringMakesNoProperty() {
        // The string is one token: its colon is none of the line's.
        let tree = Parser.parse("2026-11-20 lifting\n  \"Bench: Paused\" 100x5\n")
        #expect(tree.diagnostics.isEmpty)
        #expect(properties(tree).isEmpty)
        let exercise = exercises(tree).first
        #expect(exercise.map { tree.source.text($0.name.textRange) } == "Bench: Paused")
        #expect(exercise?.colon == nil)
        #expect(exercise?.setCount == 1)
    }

    @Test func secondColonIsNotTheFirst() {
        // `pace: 5:05/km`: the clock's colons are inside its token; the key's is the first.
        let tree = Parser.parse("2026-11-20 cardio run\n  pace: 5:05/km\n  duration: 1:05:00\n")
        #expect(tree.diagnostics.isEmpty)
        let values = properties(tree).map(\.value)
        guard values.count == 2, case .pace(let pace) = values[0], case .duration(let duration) = values[1] else {
            Issue.record("\(values)"); return
        }
        #expect(pace.secondsPerKilometre == 305)
        #expect(duration.seconds == 3900)
    }

    @Test func exerciseNamedBeforeItsColonWithTabsAndTurkishLetters() {
        let source = "2026-11-20 lifting\n\tGöğüs Presi: 60x8 @8, 60x8\n\tŞınav:\n\t\tBWx12\n"
        let tree = Parser.parse(source)
        #expect(tree.printed() == Array(source.utf8))
        #expect(properties(tree).isEmpty)
        let items = exercises(tree)
        #expect(items.map { tree.source.text($0.name.textRange) } == ["Göğüs Presi", "Şınav"])
        #expect(items.map { $0.colon.map(tree.source.text) } == [":", ":"])
        #expect(items.map(\.setCount) == [2, 1])
        // Tab indentation is reported (once per indented line), and nothing else.
        #expect(tree.diagnostics.count == 3)
    }

    @Test func setAfterAColonKeepsItsEffortAndTags() {
        let tree = Parser.parse("2026-11-20 lifting\n  Squat: 100x5 @8.5 failure, 100 x 5x2 RIR2\n")
        #expect(tree.diagnostics.isEmpty)
        let sets = exercises(tree).first.map { Array($0.allSets) } ?? []
        #expect(sets.count == 2)
        #expect(sets.first?.rpe?.value == 8.5)
        #expect(sets.first.map { tree.source.text($0.range) } == "100x5 @8.5 failure")
        #expect(sets.last?.count?.value == 2)
        #expect(sets.last?.rir?.value.value == 2)
        #expect(sets.last.map { tree.source.text($0.range) } == "100 x 5x2 RIR2")
    }

    @Test func crlfLinesReadAsLinesWithoutTheReturn() {
        let source = "2026-11-20 07:30 lifting\r\n  note: easy day\r\n  Squat: 100x5\r\n"
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.printed() == Array(source.utf8))
        #expect(properties(tree).map { tree.source.text($0.valueRange) } == ["easy day"])
        #expect(exercises(tree).map { tree.source.text($0.name.textRange) } == ["Squat"])
        #expect(tree.entries.first?.time.map { [$0.hour, $0.minute] } == [7, 30])
    }

    @Test func unknownKeyInAMealIsAPropertyOnlyAfterOneWord() {
        let tree = Parser.parse("2026-11-20 lunch\n  mood: great\n  Rice Bowl: 100g\n")
        #expect(properties(tree).map { tree.source.text($0.key) } == ["mood"])
        #expect(properties(tree).first?.knownKey == nil)
        // Two words before a colon are no key of a meal, and no food either.
        #expect(foods(tree).count == 1)
        #expect(tree.diagnostics.isEmpty)
    }

    // MARK: A food's `g`

    @Test func gramsInEitherCase() {
        for (line, amount) in [("Oats 80g", 80.0), ("Oats 80G", 80), ("Oats 80 g", 80), ("Oats 80 G", 80)] {
            let tree = Parser.parse("2026-11-20 breakfast\n  \(line)\n")
            #expect(tree.diagnostics.isEmpty, "`\(line)`")
            #expect(foods(tree).first?.amount?.kind == .grams(amount), "`\(line)`")
            #expect(foods(tree).first.map { tree.source.text($0.name.textRange) } == "Oats", "`\(line)`")
        }
    }

    @Test func aLoneGOrAnotherOneLetterWordAfterANumber() {
        // `g` after a word is part of the name; `q` after a number is no unit (a bare amount
        // is the last number, so `q` stays in the name).
        let tree = Parser.parse("2026-11-20 lunch\n  Vitamin G\n  Vitamin 5 q\n  Cola 1l\n")
        #expect(tree.diagnostics.isEmpty)
        let items = foods(tree)
        #expect(items.map { tree.source.text($0.name.textRange) } == ["Vitamin G", "Vitamin 5 q", "Cola"])
        #expect(items.map { $0.amount?.kind } == [nil, nil, .grams(1000)])
    }

    @Test func foodNamedLikeANumber() {
        let tree = Parser.parse("2026-11-20 snack\n  7 Up 330ml\n  100 g\n  \"100\" 50g\n  42\n")
        let items = foods(tree)
        // A lone number is the name: an amount needs a name before it.
        #expect(items.map { tree.source.text($0.name.textRange) } == ["7 Up", "100 g", "100", "42"])
        #expect(items.map { $0.amount?.kind } == [.grams(330), nil, .grams(50), nil])
        #expect(items.map { $0.amount.map { tree.source.text($0.range) } } == ["330ml", nil, "50g", nil])
    }

    @Test func foodWithAtSignKeepsItInTheName() {
        let tree = Parser.parse("2026-11-20 dinner\n  Steak @ home 200g\n")
        #expect(tree.diagnostics.isEmpty)
        #expect(foods(tree).map { tree.source.text($0.name.textRange) } == ["Steak @ home"])
        #expect(foods(tree).first?.amount?.kind == .grams(200))
    }

    @Test func gluedTimesAfterAUnitIsTwoTokens() {
        // `kgx2` is `kg`, `x`, `2` to the lexer: servings, and `kg` stays in the name.
        let tree = Parser.parse("2026-11-20 snack\n  Protein kgx2\n  Box x\n  Tomato 2 X\n")
        #expect(tree.diagnostics.isEmpty)
        let items = foods(tree)
        #expect(items.map { tree.source.text($0.name.textRange) } == ["Protein kg", "Box x", "Tomato"])
        #expect(items.map { $0.amount?.kind } == [.servings(2), nil, .servings(2)])
    }

    @Test func foodLinesWithTabsReturnsAndTurkishLetters() {
        let source = "2026-11-20 öğle\r\n  Mercimek Çorbası 300g\r\n  Ayran\t200 ml \r\n  Yoğurt\r\n"
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.printed() == Array(source.utf8))
        let items = foods(tree)
        #expect(items.map { tree.source.text($0.name.textRange) } == ["Mercimek Çorbası", "Ayran", "Yoğurt"])
        #expect(items.map { $0.amount?.kind } == [.grams(300), .grams(200), nil])
        #expect(items.map { $0.amount.map { tree.source.text($0.range) } } == ["300g", "200 ml", nil])
        #expect(tree.entries.first?.body.map { tree.source.text($0.contentRange) } == [
            "Mercimek Çorbası 300g", "Ayran\t200 ml", "Yoğurt",
        ])
    }

    @Test func recipeIngredientsAreFoods() {
        let tree = Parser.parse("recipe Porridge\n  yield: 2\n  Oats 80g\n  Milk 0.5 l\n")
        #expect(tree.diagnostics.isEmpty)
        let items = foods(tree)
        #expect(items.map { tree.source.text($0.name.textRange) } == ["Oats", "Milk"])
        #expect(items.map { $0.amount?.kind } == [.grams(80), .grams(500)])
    }

    // MARK: Meal headers

    @Test func mealHeadersOfADateATimeAndAWord() {
        let source = "2026-11-20 12:30 lunch\n2026-11-20\t\tkahvaltı\n2026-11-20  20:15\tDinner\r\n2026-11-21 snack\n"
        let tree = Parser.parse(source)
        #expect(tree.printed() == Array(source.utf8))
        #expect(tree.entries.map(\.header) == [
            .meal(kind: .lunch, customName: nil), .meal(kind: .breakfast, customName: nil),
            .meal(kind: .dinner, customName: nil), .meal(kind: .snack, customName: nil),
        ])
        #expect(tree.entries.map { $0.time.map { [$0.hour, $0.minute] } } == [[12, 30], nil, [20, 15], nil])
        #expect(tree.entries.map { $0.keyword.map(tree.source.text) } == ["lunch", "kahvaltı", "Dinner", "snack"])
        #expect(tree.entries.map { $0.date.map { [$0.year, $0.month, $0.day] } } == [
            [2026, 11, 20], [2026, 11, 20], [2026, 11, 20], [2026, 11, 21],
        ])
        #expect(tree.entries.map { tree.source.text($0.headerRange) } == [
            "2026-11-20 12:30 lunch", "2026-11-20\t\tkahvaltı", "2026-11-20  20:15\tDinner", "2026-11-21 snack",
        ])
        // Tabs inside a header line are no indentation: nothing to report.
        #expect(tree.diagnostics.isEmpty)
    }

    @Test func mealHeadersThatNeedTheFullRead() {
        let source = """
            2026-11-20 12:30 lunch # after the gym
            2026-11-20 meal "Pre-workout"
            2026-02-30 lunch
            2026-11-20 7:30 breakfast
            2026-11-20 12:30 lunch leftovers
            2026-11-20 meal
            2026-1-5 dinner

            """
        let tree = Parser.parse(source)
        #expect(tree.entries.map(\.kind) == Array(repeating: .meal, count: 7))
        #expect(tree.entries.first?.note.map(tree.source.text) == "# after the gym")
        #expect(tree.entries.map { $0.time.map { [$0.hour, $0.minute] } } == [[12, 30], nil, nil, [7, 30], [12, 30], nil, nil])
        #expect(tree.entries.map { $0.date?.isValid } == [true, true, false, true, true, true, false])
        guard case .meal(nil, let custom?) = tree.entries[1].header else { Issue.record("no custom meal"); return }
        #expect(tree.source.text(custom.textRange) == "Pre-workout")
        // The impossible date, the leftovers after `lunch`, the missing meal name, the short date.
        #expect(tree.diagnostics.count == 4)
    }

    // MARK: Clocks

    @Test(arguments: [
        ("07:30", 7, 30, true), ("7:30", 7, 30, true), ("23:59", 23, 59, true), ("24:00", 24, 0, false),
        ("9:75", 9, 75, false), ("00:00", 0, 0, true), ("123:45", 123, 45, false),
    ])
    func headerTimes(_ written: String, _ hour: Int, _ minute: Int, _ isValid: Bool) {
        let tree = Parser.parse("2026-11-20 \(written) lunch\n  Rice 100g\n")
        let time = tree.entries.first?.time
        #expect(time.map { [$0.hour, $0.minute] } == [hour, minute], "`\(written)`")
        #expect(time?.isValid == isValid, "`\(written)`")
        #expect(tree.diagnostics.count == (isValid ? 0 : 1), "`\(written)`")
    }

    @Test func headerClockWithSecondsIsNoTime() {
        // Three parts are a duration, not a time of day: the kind word is then missing.
        let tree = Parser.parse("2026-11-20 07:30:00 lunch\n")
        #expect(tree.entries.first?.time == nil)
        #expect(tree.diagnostics.count == 1)
    }

    @Test(arguments: [("9:05", 545.0), ("26:30", 1590), ("0:45", 45), ("59:59", 3599), ("1:05:00", 3900), ("100:00", 6000)])
    func durationsOnAClock(_ written: String, _ seconds: Double) {
        let tree = Parser.parse("2026-11-20 cardio run 5km \(written)\n")
        #expect(tree.diagnostics.isEmpty, "`\(written)`")
        guard case .cardio(_, _, let duration, _)? = tree.entries.first?.header else { Issue.record("not cardio"); return }
        #expect(duration?.seconds == seconds, "`\(written)`")
    }

    @Test func timedSetsOnAClock() {
        let tree = Parser.parse("2026-11-20 lifting\n  Plank: 1:30, 0:45x2\n")
        #expect(tree.diagnostics.isEmpty)
        let sets = exercises(tree).first.map { Array($0.allSets) } ?? []
        #expect(sets.map { $0.duration?.seconds } == [90, 45])
        #expect(sets.map { $0.count?.value } == [nil, 2])
    }

    // MARK: A set's parts

    @Test func everyPartOfASetKeepsItsRange() {
        let line = "[x] BW+10kg x 8-12 x3 @9 RIR1 rest 2:00"
        let tree = Parser.parse("2026-11-20 lifting\n  Dips: \(line)\n")
        #expect(tree.diagnostics.isEmpty)
        guard let set = exercises(tree).first?.allSets.first else { Issue.record("no set"); return }
        let text = { (range: TextRange?) in range.map(tree.source.text) }
        #expect(text(set.range) == line)
        #expect(text(set.box?.range) == "[x]")
        #expect(set.box?.isChecked == true)
        #expect(text(set.load?.range) == "BW+10kg")
        #expect(text(set.reps?.range) == "8")
        #expect(text(set.repsMax?.range) == "12")
        #expect(text(set.count?.range) == "3")
        #expect(text(set.rpe?.range) == "9")
        #expect(text(set.rir?.range) == "RIR1")
        #expect(set.rir?.value.value == 1)
    }

    @Test func sidesOfASetKeepTheirRanges() {
        let tree = Parser.parse("2026-11-20 lifting\n  Lunge: 20x10|9, 45s|40s\n")
        #expect(tree.diagnostics.isEmpty)
        let sets = exercises(tree).first.map { Array($0.allSets) } ?? []
        #expect(sets.map { $0.repsRight.map { tree.source.text($0.range) } } == ["9", nil])
        #expect(sets.map { $0.durationRight.map { tree.source.text($0.range) } } == [nil, "40s"])
        #expect(sets.map { $0.durationRight?.seconds } == [nil, 40])
    }

    /// A side missing its reps is a message about the set, and `Lunge: 20x|8` is an exercise
    /// with that broken set, not a property `Lunge:` (issue #42, item 16).
    @Test func aSideWithoutRepsIsASetError() {
        // (log, the column of the bar, from 0, and the message's start)
        let cases = [
            ("2026-11-20 lifting\n  Lunge: 20x|8\n", 12, "Expected the left side's reps between `x` and `|`, like `20x10|9`"),
            ("2026-11-20 lifting\n  Bulgarian Split Squat: 20x10 |\n", 31, "Expected the right side's reps or time after `|`"),
            ("2026-11-20 lifting\n  Side Plank: 45s| \n", 17, "Expected the right side's reps or time after `|`"),
        ]
        for (log, column, message) in cases {
            let tree = Parser.parse(log)
            #expect(tree.diagnostics.map(\.code) == [.syntax], "\(log)")
            let lineStart = log.utf8.firstIndex(of: UInt8(ascii: "\n")).map { log.utf8.distance(from: log.utf8.startIndex, to: $0) + 1 } ?? 0
            #expect(tree.diagnostics.first.map { Int($0.range.lowerBound) } == lineStart + column, "\(log)")
            #expect(tree.diagnostics.first?.message.hasPrefix(message) == true, "\(tree.diagnostics.first?.message ?? "")")
        }
        let lunge = Parser.parse("2026-11-20 lifting\n  Lunge: 20x|8\n")
        #expect(properties(lunge).isEmpty)
        #expect(exercises(lunge).count == 1)
        // A one-word property the entry does not have is still one: `Mood: good`.
        let mood = Parser.parse("2026-11-20 lifting\n  Mood: good\n")
        #expect(properties(mood).count == 1)
    }

    // MARK: Helpers

    private func properties(_ tree: SyntaxTree) -> [PropertySyntax] {
        tree.entries.flatMap { entry in
            entry.body.compactMap { line in
                if case .property(let property) = line.content { property } else { nil }
            }
        }
    }

    private func exercises(_ tree: SyntaxTree) -> [ExerciseItemSyntax] {
        tree.entries.flatMap { entry in
            entry.body.compactMap { line in
                if case .exercise(let item) = line.content { item } else { nil }
            }
        }
    }
}
