import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Both sides (LANGUAGE.md §8.2): `L|R` reps and times, unilateral exercises, their volume,
/// e1RM from the weaker side, hover and the formatter. Figures by hand.
@Suite struct BothSidesTests {
    @Test func leftAndRightRepsReachTheModel() throws {
        let set = try #require(sets(of: "2026-11-20 lifting\n  Bulgarian Split Squat: 20x10|9\n").first)
        #expect(set.repsLeft == 10)
        #expect(set.repsRight == 9)
        #expect(set.reps == 9)
        // 20 × (10 + 9) = 380 kg.
        #expect(set.volume(bodyweight: nil) == 380)
    }

    @Test func oneNumberOnAUnilateralPresetCountsOnEachSide() throws {
        let set = try #require(sets(of: "2026-11-20 lifting\n  Bulgarian Split Squat: 20x10\n").first)
        #expect(set.repsLeft == 10)
        #expect(set.repsRight == 10)
        // 20 × (10 + 10) = 400 kg.
        #expect(set.volume(bodyweight: nil) == 400)
        // A two-sided exercise stays as it was: 100 × 5 = 500 kg.
        let squat = try #require(sets(of: "2026-11-20 lifting\n  Barbell Squat: 100x5\n").first)
        #expect(squat.repsLeft == nil)
        #expect(squat.volume(bodyweight: nil) == 500)
    }

    @Test func aCustomExerciseSaysItIsUnilateral() throws {
        let log = """
            exercise Cossack Squat
              category: bodyweight
              muscles: quads, glutes
              unilateral: yes
            exercise Box Step
              category: bodyweight
              muscles: quads
              unilateral: no
            2026-11-20 lifting
              Cossack Squat: 16x8
              Box Step: 16x8

            """
        let all = sets(of: log)
        // 16 × 16 = 256 kg for the one-side exercise, 16 × 8 = 128 kg for the other.
        #expect(all.map { $0.volume(bodyweight: nil) } == [256, 128])
    }

    /// Blanks around the bar read as blanks around `x` do, and the formatter glues them
    /// (issue #42, item 16): `20x10 | 9` said "Expected `,` and another set".
    @Test func blanksAroundTheBarAreRead() throws {
        let log = "2026-11-20 lifting\n  Bulgarian Split Squat: 20x10 | 9, 22.5 x 8 |8\n  Side Plank: 45s | 40s\n"
        #expect(Parser.parse(log).diagnostics.isEmpty)
        let all = sets(of: log)
        #expect(all.map(\.repsLeft) == [10, 8, nil])
        #expect(all.map(\.repsRight) == [9, 8, nil])
        // 20 × (10 + 9) = 380 kg; 22.5 × (8 + 8) = 360 kg.
        #expect(all.prefix(2).map { $0.volume(bodyweight: nil) } == [380, 360])
        #expect(all.last?.durationLeft == 45)
        #expect(all.last?.durationRight == 40)
        #expect(LogFormatter.format(log) == "2026-11-20 lifting\n  Bulgarian Split Squat: 20x10|9, 22.5x8|8\n  Side Plank: 45s|40s\n")
    }

    @Test func timesPerSide() throws {
        let set = try #require(sets(of: "2026-11-20 lifting\n  Side Plank: 45s|40s\n").first)
        #expect(set.durationLeft == 45)
        #expect(set.durationRight == 40)
        #expect(set.duration == 40)
    }

    @Test func theLibraryMarksItsOneSideExercises() throws {
        for name in PresetExercises.unilateral {
            let preset = try #require(PresetExerciseLibrary.shared.exercise(named: name), "\(name) is no preset")
            #expect(preset.name == name)
            #expect(preset.isUnilateral)
        }
        #expect(PresetExerciseLibrary.shared.exercise(named: "Single Arm Dumbbell Row")?.isUnilateral == true)
        #expect(PresetExerciseLibrary.shared.exercise(named: "Barbell Bench Press")?.isUnilateral == false)
    }

    @Test func theHoverShowsBothSidesAndTheWeakerOnesE1RM() {
        // e1RM from the weaker side, 9 reps: 20 / (1.0278 − 0.2502) = 20 / 0.7776 = 25.72 → 25.5.
        // Right 9 of left 10: (10 − 9) / 10 = 10 % behind.
        checkHover("2026-11-20 lifting\n  Bulgarian Split Squat: 1️⃣20x10|9\n", contains: [
            "**20 kg × 10|9**", "left 10 · right 9 · right 10 % behind", "volume 380 kg · e1RM 25.5 kg (brzycki)",
        ])
        checkHover("2026-11-20 lifting\n  Bulgarian Split Squat: 1️⃣20x8\n", contains: ["left 8 · right 8", "volume 320 kg"])
    }

    @Test func theHoverInTurkish() {
        checkHover("2026-11-20 lifting\n  Bulgarian Split Squat: 1️⃣20x9|10\n", language: .tr, contains: ["sol 9 · sağ 10 · sol %10 geride"])
    }

    @Test func theFormatterKeepsTheSides() {
        let formatted = LogFormatter.format("2026-11-20 lifting\n  Bulgarian Split Squat:  20 x 10|9 ,20x8|8\n  Side Plank: 45s|40s\n")
        #expect(formatted == "2026-11-20 lifting\n  Bulgarian Split Squat: 20x10|9, 20x8|8\n  Side Plank: 45s|40s\n")
    }

    @Test func aBarWithoutTheOtherSideIsASyntaxError() {
        assertParse("2026-11-20 lifting\n  Bulgarian Split Squat: 20x101️⃣|\n", diagnostics: [DiagnosticSpec("1️⃣", code: "syntax")])
    }

    // MARK: - Helpers

    private func sets(of text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [WorkoutSet] {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "t.antrain", text: text)], settings: testSettings)
        return snapshot.files[0].lowered.workouts.flatMap { $0.workout.exercises.flatMap(\.sets) }
    }

    private func checkHover(_ marked: String, language: Language = .en, contains: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let document = MarkedSource(marked, sourceLocation: sourceLocation)
        guard let cursor = document.offset(of: "1️⃣", sourceLocation: sourceLocation) else { return }
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "t.antrain", text: document.text)], settings: testSettings)
        let hover = HoverEngine.hover(in: snapshot, fileIndex: 0, offset: cursor, language: language)
        for piece in contains {
            #expect(hover?.markdown.contains(piece) == true, "missing \"\(piece)\" in:\n\(hover?.markdown ?? "no hover")", sourceLocation: sourceLocation)
        }
    }
}

/// Semantic tokens of the coaching lines: the `|` of a set's sides is an operator, a rule's
/// words are keywords, on a template and under a template item.
@Suite struct CoachingSemanticTokensTests {
    @Test func sidesAndRuleWords() {
        let text = """
            template Pull Day
              progress: linear +2.5kg stall 3 deload 10%
              Dumbbell Row: x8-12x3
                progress: double 8-12 +2kg
            2026-11-20 lifting
              Bulgarian Split Squat: 20x10|9

            """
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "t.antrain", text: text)], settings: testSettings)
        let source = snapshot.files[0].tree.source
        let tokens = SemanticHighlighter.tokens(in: snapshot, fileIndex: 0)
        let keywords = tokens.filter { $0.type == .keyword }.map { source.text($0.range) }
        #expect(keywords.filter { ["linear", "stall", "deload", "double"].contains($0) } == ["linear", "stall", "deload", "double"])
        let operators = tokens.filter { $0.type == .operator }.map { source.text($0.range) }
        #expect(operators.contains("|"))
        let properties = tokens.filter { $0.type == .property }.map { source.text($0.range) }
        #expect(properties == ["progress", "progress"])
    }
}
