import AntrainAnalysis
import AntrainFixtures
import AntrainSyntax
import AntrainTestSupport
import Testing

/// One bad line never hides the rest (LANGUAGE.md §6): every entry is still read, every
/// good item is still there, and the problems after the bad line are still reported.
@Suite struct RecoveryTests {
    @Test func oneBadLineInsideEachEntry() {
        let snapshot = assertParse(
            """
            profile
              name: Burak
              1️⃣Burak is my name
              unit: 2️⃣stone
            exercise Landmine Press
              category: barbell
              3️⃣presses a lot
              muscles: shoulders, 4️⃣wings
            food Protein Bar
              5️⃣tasty
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
              serving: 6️⃣0g
            template Push Day
              7️⃣x5x3
              Barbell Bench Press: x5x3 @8️⃣12
            2026-11-20 07:30 lifting Push Day
              Barbell Bench Press 100x5
              9️⃣100x5
              Barbell Back Squat 100x🔟0
              Barbell Deadlift 140x5

            """,
            diagnostics: [
                DiagnosticSpec("1️⃣", code: "syntax"), DiagnosticSpec("2️⃣", code: "unknown-enum-value"),
                DiagnosticSpec("3️⃣", code: "syntax"), DiagnosticSpec("4️⃣", code: "unknown-enum-value"),
                DiagnosticSpec("5️⃣", code: "syntax"), DiagnosticSpec("6️⃣", code: "not-positive"),
                DiagnosticSpec("7️⃣", code: "syntax"), DiagnosticSpec("8️⃣", code: "rpe-out-of-range"),
                DiagnosticSpec("9️⃣", code: "syntax"), DiagnosticSpec("🔟", code: "reps-not-positive"),
            ]
        )
        let tree = snapshot.files[0].tree
        #expect(tree.entries.map(\.kind) == [.profile, .exercise, .food, .template, .lifting])
        #expect(tree.entries.map { properties($0).count } == [2, 2, 2, 0, 0])
        #expect(exercises(tree).map { tree.source.text($0.name.textRange) } == [
            "Barbell Bench Press", "Barbell Bench Press", "Barbell Back Squat", "Barbell Deadlift",
        ])
        let workout = snapshot.files[0].lowered.workouts.first?.workout
        #expect(workout?.exercises.map(\.sets.count) == [1, 1, 1])
    }

    @Test func oneBadLineInsideEachDatedEntry() {
        let snapshot = assertParse(
            """
            2026-11-20 12:30 lunch
              Chicken Breast 200g
                1️⃣Rice 100g
              Rice 2️⃣150
              Banana
            2026-11-21 cardio run 5km 25:00
              3️⃣5km
              pace: 4️⃣0:00/km
            2026-11-21 metcon amrap 20min
              Pull Up x5
              5️⃣x5
              Push Up x10 @6️⃣11
            2026-11-21 bodyweight 78kg
              7️⃣heavy today
            2026-11-21 19:00 dinner
              Salmon 180g
              8️⃣"Potato 300g
              Broccoli 150g

            """,
            diagnostics: [
                DiagnosticSpec("1️⃣", code: "syntax"), DiagnosticSpec("2️⃣", code: "amount-without-unit"),
                DiagnosticSpec("3️⃣", code: "syntax"), DiagnosticSpec("4️⃣", code: "not-positive"),
                DiagnosticSpec("5️⃣", code: "syntax"), DiagnosticSpec("6️⃣", code: "rpe-out-of-range"),
                DiagnosticSpec("7️⃣", code: "syntax"), DiagnosticSpec("8️⃣", code: "syntax"),
                DiagnosticSpec("8️⃣", code: "unknown-food"),
            ]
        )
        let tree = snapshot.files[0].tree
        #expect(tree.entries.map(\.kind) == [.meal, .cardio, .metcon, .bodyweight, .meal])
        #expect(foods(tree).count == 6)
        #expect(exercises(tree).count == 2)
        let lowered = snapshot.files[0].lowered
        #expect(lowered.meals.map(\.meal.foods.count) == [3, 3])
        #expect(lowered.workouts.count == 2)
        #expect(lowered.bodyweights.count == 1)
    }

    @Test func garbageBetweenEntriesEndsTheEntryAbove() {
        assertParse(
            """
            2026-11-20 lifting
              Barbell Bench Press 100x5
            1️⃣%%% not an entry
              2️⃣Barbell Back Squat 100x5
            2026-11-21 lifting
              Barbell Back Squat 100x3️⃣0

            """,
            diagnostics: [
                DiagnosticSpec("1️⃣", code: "syntax"),
                DiagnosticSpec("3️⃣", code: "reps-not-positive"),
            ]
        )
    }

    @Test func misspeltKindKeepsTheNextEntries() {
        let snapshot = assertParse(
            """
            2026-11-20 1️⃣liftng
              Barbell Bench Press 100x5
              Rubbish line
            2026-11-21 lifting
              Barbell Bench Press 100x5

            """,
            diagnostics: [DiagnosticSpec("1️⃣", code: "unknown-entry-kind")]
        )
        #expect(snapshot.files[0].tree.entries.count == 2)
        #expect(snapshot.files[0].lowered.workouts.count == 1)
    }

    @Test func unterminatedStringStaysOnItsLine() {
        let snapshot = assertParse(
            """
            2026-11-20 17:00 meal 1️⃣"Pre-workout
              Banana
            2026-11-21 lifting
              Barbell Bench Press 100x2️⃣0

            """,
            diagnostics: [
                DiagnosticSpec("1️⃣", code: "syntax"),
                DiagnosticSpec("2️⃣", code: "reps-not-positive"),
            ]
        )
        // The name runs to the end of the line; no closing quote is dropped from it.
        #expect(snapshot.files[0].lowered.meals.first?.meal.name == "Pre-workout")
    }

    @Test(arguments: [31 as UInt64, 32, 33, 34])
    func generatedMistakesAreEachReportedOnTheirLine(seed: UInt64) {
        let generator = LogGenerator(seed: seed, options: .init(includeMistakes: true, mistakeRate: 0.2))
        let report = generator.generateWithReport(days: 120)
        #expect(!report.mistakes.isEmpty, "seed \(seed) made no mistakes")
        let tree = Parser.parse(report.text)
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "generated.antrain", tree: tree)], settings: testSettings)
        let diagnostics = snapshot.files[0].diagnostics
        let lineIndex = tree.source.lineIndex
        for (line, mistake) in report.mistakes {
            let found = diagnostics.contains { diagnostic in
                lineIndex.line(containing: diagnostic.range.lowerBound) + 1 == line && diagnostic.code.rawValue == mistake.expectedCode
            }
            #expect(found, "seed \(seed): no [\(mistake.expectedCode)] on line \(line) for \(mistake)")
        }
        // No error away from the mistakes: errors sit on a mistake's line. (Warnings are
        // checked on clean logs, in the analysis tests.)
        let mistakeLines = Set(report.mistakes.map(\.line))
        for diagnostic in diagnostics where diagnostic.severity == .error {
            let line = lineIndex.line(containing: diagnostic.range.lowerBound) + 1
            let isOnAMistake = mistakeLines.contains(line)
            #expect(isOnAMistake, "seed \(seed): unexpected [\(diagnostic.code)] on line \(line): \(diagnostic.message)")
        }
    }
}
