import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Foundation
import Testing

/// Progression rules (LANGUAGE.md §8.1) through suggested loads, with every load worked out
/// by hand: success, failure inside the streak, the stall and the deload, for each rule.
/// Programs start on Monday 2026-10-05 and train mon, wed, fri.
@Suite struct ProgressionTests {
    static let noviceLinear = """
        template Novice A
          Barbell Squat: x5x3

        program Novice Linear
          progress: linear +2.5kg stall 3 deload 10%
          week 1
            mon: Novice A
            wed: Novice A
            fri: Novice A
          week 2
            mon: Novice A
            wed: Novice A
            fri: Novice A

        2026-10-05 program Novice Linear

        """

    @Test func linearAddsTheStepAfterASuccessAndDeloadsAfterTheStall() throws {
        let log = Self.noviceLinear + """
            2026-10-05 lifting Novice A
              Barbell Squat: 100x5x3
            2026-10-07 lifting Novice A
              Barbell Squat: 102.5x5, 102.5x5, 102.5x4
            2026-10-09 lifting Novice A
              Barbell Squat: 102.5x5, 102.5x4, 102.5x4
            2026-10-12 lifting Novice A
              Barbell Squat: 102.5x4x3

            """
        let snapshot = assertParse(log)
        // 100 × 5 × 3, every planned rep done: 100 + 2.5 = 102.5.
        #expect(try loads(snapshot, on: (10, 7)) == [102.5, 102.5, 102.5])
        // One failure (5, 5, 4 of 5): the same load.
        #expect(try loads(snapshot, on: (10, 9)) == [102.5, 102.5, 102.5])
        // Two failures: still the same.
        #expect(try loads(snapshot, on: (10, 12)) == [102.5, 102.5, 102.5])
        // Three in a row (stall 3): 102.5 × 0.9 = 92.25 → 92.5 on the 2.5 kg step.
        #expect(try loads(snapshot, on: (10, 14)) == [92.5, 92.5, 92.5])
    }

    @Test func aSuccessResetsTheStreak() throws {
        let log = Self.noviceLinear + """
            2026-10-05 lifting Novice A
              Barbell Squat: 100x5, 100x5, 100x4
            2026-10-07 lifting Novice A
              Barbell Squat: 100x5, 100x4, 100x4
            2026-10-09 lifting Novice A
              Barbell Squat: 100x5x3
            2026-10-12 lifting Novice A
              Barbell Squat: 102.5x5, 102.5x5, 102.5x3

            """
        let snapshot = assertParse(log)
        // Fail, fail, success (100 → 102.5), fail: one failure since the success, so no deload.
        #expect(try loads(snapshot, on: (10, 12)) == [102.5, 102.5, 102.5])
        #expect(try loads(snapshot, on: (10, 14)) == [102.5, 102.5, 102.5])
    }

    @Test func doubleClimbsTheRepsThenTheLoad() throws {
        let log = """
            profile
              rounding: 1 kg
            template Pull Day
              Dumbbell Row: x8-12x3
                progress: double 8-12 +2kg
            program Rows
              week 1
                mon: Pull Day
                wed: Pull Day
                fri: Pull Day
            2026-10-05 program Rows
            2026-10-05 lifting Pull Day
              Dumbbell Row: 20x12, 20x12, 20x11
            2026-10-07 lifting Pull Day
              Dumbbell Row: 20x12x3

            """
        let snapshot = assertParse(log)
        // 12, 12, 11: not every set at the top of 8-12: the same 20 kg, aiming at 11 + 1 = 12.
        let wednesday = try suggestion(snapshot, on: (10, 7))
        #expect(wednesday.exercises.first?.sets.map(\.weight) == [20, 20, 20])
        #expect(wednesday.exercises.first?.sets.map(\.reps) == [12, 12, 12])
        // 12, 12, 12: + 2 kg = 22 kg (on the 1 kg step), back to the bottom, 8.
        let friday = try suggestion(snapshot, on: (10, 9))
        #expect(friday.exercises.first?.sets.map(\.weight) == [22, 22, 22])
        #expect(friday.exercises.first?.sets.map(\.reps) == [8, 8, 8])
        #expect(friday.exercises.first?.sets.map(\.repsMax) == [nil, nil, nil])
        // The completion writes them as `[ ]` sets.
        #expect(SuggestedWorkoutText.entry(friday, unit: .kg, lineBreak: "\n").contains("[ ] 22x8"))
    }

    @Test func doubleRoundsToTheDefaultStep() throws {
        let log = """
            template Pull Day
              Dumbbell Row: x8-12x3
                progress: double 8-12 +2kg
            program Rows
              week 1
                mon: Pull Day
                wed: Pull Day
            2026-10-05 program Rows
            2026-10-05 lifting Pull Day
              Dumbbell Row: 20x12x3

            """
        // 20 + 2 = 22 → 22.5 on the default 2.5 kg step (22 / 2.5 = 8.8 → 9 × 2.5).
        #expect(try loads(assertParse(log), on: (10, 7)) == [22.5, 22.5, 22.5])
    }

    @Test func doubleAfterNineNineEight() throws {
        let log = """
            template Pull Day
              Dumbbell Row: x8-12x3
                progress: double 8-12 +2.5kg
            program Rows
              week 1
                mon: Pull Day
                wed: Pull Day
            2026-10-05 program Rows
            2026-10-05 lifting Pull Day
              Dumbbell Row: 60x9, 60x9, 60x8

            """
        // LANGUAGE.md's example: `[ ] 60x10x3` after 60 × 9, 9, 8.
        let next = try suggestion(assertParse(log), on: (10, 7))
        #expect(next.exercises.first?.sets.map(\.weight) == [60, 60, 60])
        #expect(next.exercises.first?.sets.map(\.reps) == [10, 10, 10])
    }

    @Test func sumCountsTheSessionsReps() throws {
        let log = """
            template Arms
              progress: sum 30 +2.5kg
              Barbell Curl: x10x3
            program Curls
              week 1
                mon: Arms
                wed: Arms
                fri: Arms
            2026-10-05 program Curls
            2026-10-05 lifting Arms
              Barbell Curl: 40x12, 40x10, 40x8
            2026-10-07 lifting Arms
              Barbell Curl: 42.5x10, 42.5x9, 42.5x8

            """
        let snapshot = assertParse(log)
        // 12 + 10 + 8 = 30 ≥ 30: 40 + 2.5 = 42.5.
        #expect(try loads(snapshot, on: (10, 7)) == [42.5, 42.5, 42.5])
        // 10 + 9 + 8 = 27 < 30: the same 42.5.
        #expect(try loads(snapshot, on: (10, 9)) == [42.5, 42.5, 42.5])
    }

    @Test func noneRepeatsTheLastLoad() throws {
        let log = """
            profile
              progress: none
            template Legs
              Leg Press: x10x3
            program Legs
              week 1
                mon: Legs
                wed: Legs
            2026-10-05 program Legs
            2026-10-05 lifting Legs
              Leg Press: 150x10x3 @6

            """
        // The seed's rule would add 5 % at RPE 6 (157.5); `none` keeps 150.
        #expect(try loads(assertParse(log), on: (10, 7)) == [150, 150, 150])
    }

    @Test func aPercentStepAndItsDeload() throws {
        let log = """
            template Press Day
              Overhead Press: x5x3
                progress: linear +5% stall 2 deload 20%
            program Press
              week 1
                mon: Press Day
                wed: Press Day
                fri: Press Day
              week 2
                mon: Press Day
            2026-10-05 program Press
            2026-10-05 lifting Press Day
              Overhead Press: 50x5x3
            2026-10-07 lifting Press Day
              Overhead Press: 52.5x5, 52.5x4, 52.5x3
            2026-10-09 lifting Press Day
              Overhead Press: 52.5x4x3

            """
        let snapshot = assertParse(log)
        // 50 × 1.05 = 52.5.
        #expect(try loads(snapshot, on: (10, 7)) == [52.5, 52.5, 52.5])
        // One failure of two: 52.5.
        #expect(try loads(snapshot, on: (10, 9)) == [52.5, 52.5, 52.5])
        // Two (stall 2): 52.5 × 0.8 = 42 → 42.5 (42 / 2.5 = 16.8 → 17 × 2.5).
        #expect(try loads(snapshot, on: (10, 12)) == [42.5, 42.5, 42.5])
    }

    @Test func theWeeksIntensityScalesTheRulesLoad() throws {
        let log = """
            template Novice A
              Barbell Squat: x5x3
            program Heavy
              progress: linear +5kg
              week 1
                mon: Novice A
              week 2 intensity 90%
                mon: Novice A
            2026-10-05 program Heavy
            2026-10-05 lifting Novice A
              Barbell Squat: 100x5x3

            """
        // (100 + 5) × 0.9 = 94.5 → 95 (94.5 / 2.5 = 37.8 → 38 × 2.5).
        #expect(try loads(assertParse(log), on: (10, 12)) == [95, 95, 95])
    }

    @Test func theNearestRuleWins() throws {
        let log = """
            profile
              progress: none
            template Full
              progress: linear +2.5kg
              Barbell Squat: x5x3
                progress: linear +5kg
              Barbell Bench Press: x5x3
            template Other
              Barbell Deadlift: x5
            program Full Body
              progress: sum 25 +5kg
              week 1
                mon: Full
                wed: Other

            """
        let snapshot = assertParse(log)
        let full = try #require(snapshot.template(named: "Full"))
        let other = try #require(snapshot.template(named: "Other"))
        let program = try #require(snapshot.definitions.program(named: "Full Body"))
        let profile = snapshot.profile(ofFile: 0)
        let squat = AppliedProgression.resolve(item: full.exercises[0], template: full, program: program, profile: profile)
        #expect(squat.origin == .item)
        #expect(squat.rule.canonicalText == "linear +5kg")
        let bench = AppliedProgression.resolve(item: full.exercises[1], template: full, program: program, profile: profile)
        #expect(bench.origin == .template)
        #expect(bench.originName == "Full")
        let deadlift = AppliedProgression.resolve(item: other.exercises[0], template: other, program: program, profile: profile)
        #expect(deadlift.origin == .program)
        #expect(deadlift.rule.kind == .sum(reps: 25))
        let alone = AppliedProgression.resolve(item: other.exercises[0], template: other, program: nil, profile: profile)
        #expect(alone.origin == .profile)
        #expect(alone.rule.kind == .none)
        let seed = AppliedProgression.resolve(item: other.exercises[0], template: other, program: nil, profile: .defaults)
        #expect(seed.origin == .standard)
        #expect(seed.rule == .rpe)
        // The rule alone, from the rules written at each place (what a program's planned
        // figures ask), is the same in each case.
        func nearest(_ item: WorkoutExercise, _ template: WorkoutTemplate, _ program: TrainingProgram?, _ profile: UserProfile) -> ProgressionRule {
            AppliedProgression.nearestRule(item: item.progress, template: template.progress, program: program?.progress, profile: profile.progress)
        }
        #expect(nearest(full.exercises[0], full, program, profile).canonicalText == "linear +5kg")
        #expect(nearest(full.exercises[1], full, program, profile) == bench.rule)
        #expect(nearest(other.exercises[0], other, program, profile).kind == .sum(reps: 25))
        #expect(nearest(other.exercises[0], other, nil, profile).kind == ProgressionRule.Kind.none)
        #expect(nearest(other.exercises[0], other, nil, .defaults) == .rpe)
    }

    @Test func thePresetProgramsStateTheirRules() throws {
        func program(_ name: String) throws -> (WorkspaceSnapshot, TrainingProgram) {
            let preset = try #require(ProgramPresets.all.first { $0.name == name })
            let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "preset.antrain", text: preset.text)], settings: testSettings)
            return (snapshot, try #require(snapshot.definitions.program(named: name)))
        }
        let (novice, linear) = try program("Novice Linear")
        #expect(linear.progress?.canonicalText == "linear +2.5kg stall 2")
        let deadlift = try #require(novice.template(named: "Novice B")?.exercises.last)
        #expect(deadlift.progress?.canonicalText == "linear +5kg stall 2")
        let (beginner, fullBody) = try program("Beginner Full Body")
        #expect(fullBody.progress?.canonicalText == "double 8-12 +2.5kg")
        let pulldown = try #require(beginner.template(named: "Beginner A")?.exercises.first { $0.exercise.name == "Lat Pulldown" })
        #expect(pulldown.progress?.kind == .double(low: 10, high: 12))
    }

    // MARK: - Hover

    static let twoFailures = noviceLinear + """
        2026-10-05 lifting Novice A
          Barbell Squat: 100x5x3
        2026-10-07 lifting Novice A
          Barbell Squat: 102.5x5, 102.5x5, 102.5x4
        2026-10-09 lifting Novice A
          Barbell Squat: 102.5x5, 102.5x4, 102.5x4

        """

    @Test func theTemplateItemExplainsItsRule() {
        let marked = Self.twoFailures.replacingOccurrences(of: "  Barbell Squat: x5x3", with: "  Barbell 1️⃣Squat: x5x3")
        checkHover(marked, contains: [
            "**Progression:** `linear +2.5kg stall 3 deload 10%` (from program Novice Linear)",
            "Last session 2026-10-09: 102.5 kg × 5, 4, 4 — failed",
            // 102.5 × 0.9 = 92.25 → 92.5.
            "failed 2 of 3: one more and the load drops to 92.5 kg",
            "**Next:** 102.5 kg",
        ])
    }

    @Test func theProgramDayListsItsRules() {
        let marked = Self.twoFailures.replacingOccurrences(of: "    wed: Novice A\n    fri: Novice A\n  week 2", with: "    wed: Novice A\n    1️⃣fri: Novice A\n  week 2")
        checkHover(marked, contains: ["**Barbell Back Squat** — **Progression:** `linear +2.5kg stall 3 deload 10%` (from program Novice Linear)"])
    }

    @Test func aPlannedSetExplainsItsRule() {
        let marked = Self.twoFailures + "2026-10-12 lifting Novice A\n  Barbell Squat: 1️⃣[ ] 102.5x5x3\n"
        checkHover(marked, contains: ["failed 2 of 3: one more and the load drops to 92.5 kg", "**Next:** 102.5 kg"])
    }

    @Test func theRuleHoverInTurkish() {
        let marked = Self.twoFailures.replacingOccurrences(of: "  Barbell Squat: x5x3", with: "  Barbell 1️⃣Squat: x5x3")
        checkHover(marked, language: .tr, contains: [
            "**İlerleme:** `linear +2.5kg stall 3 deload 10%` (Novice Linear programından)",
            "3 denemenin 2 tanesi başarısız: bir tane daha ve yük 92,5 kg olur",
        ])
    }

    @Test func aDoubleRuleHoverGivesTheReps() {
        let log = """
            template Pull Day
              Dumbbell 1️⃣Row: x8-12x3
                progress: double 8-12 +2.5kg
            2026-10-05 lifting Pull Day
              Dumbbell Row: 60x9, 60x9, 60x8

            """
        checkHover(log, contains: ["(written on this exercise)", "**Next:** 60 kg × 10"])
    }

    // MARK: - Reading rules

    @Test func rulesReadAndPrintCanonically() throws {
        let cases: [(String, String)] = [
            ("rpe", "rpe"), ("None", "none"), ("linear +2.5kg", "linear +2.5kg"),
            ("linear + 2.5 KG stall 3 deload 10 %", "linear +2.5kg stall 3 deload 10%"),
            ("double 8-12 +2kg", "double 8-12 +2kg"), ("sum 30 +5lbs", "sum 30 +5lb"), ("linear +5%", "linear +5%"),
        ]
        for (written, canonical) in cases {
            #expect(ProgressionRuleReader.canonicalText(written) == canonical, "\(written)")
        }
        let rule = try ProgressionRuleReader.read("linear +2.5kg stall 4 deload 15%").get()
        #expect(rule.kind == .linear)
        #expect(rule.step == .load(2.5, unit: .kg))
        #expect(rule.stall == 4)
        #expect(rule.deloadPercent == 15)
        #expect(rule.canonicalText == "linear +2.5kg stall 4 deload 15%")
        // The export writes the rule out in full and reads it back.
        let json = try JSONEncoder().encode([rule, ProgressionRule(kind: .double(low: 8, high: 12), step: .load(2, unit: .kg))])
        #expect(String(decoding: json, as: UTF8.self) == #"["linear +2.5kg stall 4 deload 15%","double 8-12 +2kg stall 3 deload 10%"]"#)
        #expect(try JSONDecoder().decode([ProgressionRule].self, from: json).first == rule)
    }

    @Test func wrongRulesSayWhy() {
        func problem(_ text: String) -> ProgressionRuleReader.Problem? {
            if case .failure(let problem) = ProgressionRuleReader.read(text) { return problem }
            return nil
        }
        #expect(problem("lineal +2.5kg") == .unknownWord("lineal", offsets: 0..<6))
        #expect(problem("double 12-8 +2kg") == .invalid(.rangeReversed, offsets: 7..<11))
        #expect(problem("linear +0kg") == .invalid(.zeroStep, offsets: 7..<11))
        #expect(problem("linear +2.5kg stall 0") == .invalid(.stallZero, offsets: 20..<21))
        #expect(problem("linear +2.5kg deload 100%") == .invalid(.deloadTooLarge, offsets: 21..<25))
        #expect(problem("linear") == .invalid(.missingStep, offsets: 0..<6))
        #expect(problem("linear +2.5kg stal 3") == .unknownWord("stal", offsets: 14..<18))
    }

    // MARK: - Helpers

    /// The default `rpe` rule on a template item: the last session without a made-up outcome
    /// (the rule has no success or failure), and the next load from its top set's RPE
    /// (issue #42, item 18). 105 × 5 @8: factor 1.025 (RPE 8 → +2.5 %), 105 × 1.025 = 107.625
    /// → 107.5 on 2.5 kg steps.
    @Test func theRPERuleHoverHasItsNextLine() {
        let log = """
            template Push
              Bench 1️⃣Press: x5x3

            2026-11-02 lifting Push
              Bench Press: 105x5x3 @8

            """
        checkHover(log, contains: ["Last session 2026-11-02: 105 kg × 5, 5, 5\n", "**Next:** 107.5 kg"])
        checkHover(log, lacks: ["— —"])
    }

    private func checkHover(_ marked: String, lacks: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let document = MarkedSource(marked, sourceLocation: sourceLocation)
        guard let cursor = document.offset(of: "1️⃣", sourceLocation: sourceLocation) else { return }
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "t.antrain", text: document.text)], settings: testSettings)
        let markdown = HoverEngine.hover(in: snapshot, fileIndex: 0, offset: cursor, language: .en)?.markdown ?? ""
        for piece in lacks { #expect(!markdown.contains(piece), "\"\(piece)\" in:\n\(markdown)", sourceLocation: sourceLocation) }
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

    private func suggestion(_ snapshot: WorkspaceSnapshot, on day: (month: Int, day: Int),
                            sourceLocation: SourceLocation = #_sourceLocation) throws -> SuggestedWorkout {
        let date = LocalDate(year: 2026, month: day.month, day: day.day)
        let scheduled = try #require(snapshot.scheduledDay(ofFile: 0, on: date), sourceLocation: sourceLocation)
        return try #require(SuggestedLoads.workout(for: scheduled, in: snapshot, ofFile: 0), sourceLocation: sourceLocation)
    }

    private func loads(_ snapshot: WorkspaceSnapshot, on day: (month: Int, day: Int),
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> [Double?] {
        try suggestion(snapshot, on: day, sourceLocation: sourceLocation).exercises.first?.sets.map(\.weight) ?? []
    }
}
