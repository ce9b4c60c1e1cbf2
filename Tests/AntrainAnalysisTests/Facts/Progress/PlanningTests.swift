import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Foundation
import Testing

/// The meaning of the planning forms (LANGUAGE.md §7): set marks, resolved `%` loads, a
/// program followed week by week, and suggested loads with hand-worked figures.
@Suite struct PlanningTests {
    // MARK: - Sets

    @Test func planningMarksReachTheModel() {
        let sets = sets(of: "2026-11-20 lifting\n  Barbell Squat\n    100x5+ RIR2\n    [ ] 100x8-12 2RIR\n")
        #expect(sets.map(\.isAMRAP) == [true, false])
        #expect(sets.map(\.repsMax) == [nil, 12])
        #expect(sets.map(\.rir) == [2, 2])
        #expect(sets.map(\.rpe) == [8, 8])
        #expect(sets.map(\.reps) == [5, 8])
    }

    @Test func percentLoadIsResolvedAgainstTheLatestMax() {
        let sets = sets(of: """
            2026-10-01 max Barbell Bench Press 100kg
            2026-11-01 tm Bench Press 120kg
            2026-12-01 max Barbell Bench Press 200kg
            2026-11-20 lifting
              Barbell Bench Press: 75%x5x3, 77%x3

            """, settings: AnalysisSettings(today: LocalDate(year: 2026, month: 12, day: 31)))
        // 75 % of 120 kg = 90 kg; 77 % = 92.4 kg → 92.5 kg on a 2.5 kg step.
        #expect(sets.map(\.weight) == [90, 90, 90, 92.5])
        #expect(sets.map(\.percentOfMax) == [75, 75, 75, 77])
    }

    @Test func percentLoadRoundsInPoundsWithTheProfileStep() {
        let sets = sets(of: """
            profile
              unit: lb
              rounding: 10 lb
            2026-11-01 max Barbell Squat 315
            2026-11-20 lifting
              Barbell Squat: 75%x5

            """)
        // 75 % of 315 lb = 236.25 lb → 240 lb on a 10 lb step.
        #expect(isClose(sets.first?.weight, WeightUnit.lb.toKilograms(240)))
    }

    // MARK: - Programs

    static let program = """
        template Upper A
          Barbell Bench Press: x5x3 @8
        template Lower A
          Barbell Squat: 75%x5x3

        program Wave 5-3-1
          category: strength
          difficulty: intermediate
          progression: wave
          note: four-week waves, deload in week 4
          week 1 "5s"
            mon: Upper A
            thu: Lower A @8
          week 2 "3s" intensity 105% volume 90%
            mon: Upper A
            thu: Lower A
          week 3 intensification
            mon: Upper A intensity 110%
            thu: Lower A
          week 4 deload intensity 60% volume 50%
            mon: Upper A

        """

    @Test func programModel() throws {
        let snapshot = assertParse(Self.program)
        let program = try #require(snapshot.definitions.program(named: "wave 5-3-1"))
        #expect(program.category == .strength)
        #expect(program.difficulty == .intermediate)
        #expect(program.progression == .wave)
        #expect(program.durationWeeks == 4)
        #expect(program.weeks.map(\.name) == ["5s", "3s", nil, nil])
        #expect(program.weeks.map(\.phaseTag) == [nil, nil, .intensification, .deload])
        #expect(program.weeks.map(\.isDeload) == [false, false, false, true])
        #expect(program.weeks.map(\.intensityModifier) == [1, 1.05, 1, 0.6])
        #expect(program.weeks.map(\.volumeModifier) == [1, 0.9, 1, 0.5])
        #expect(program.weeks[0].days.map(\.weekday) == [.mon, .thu])
        #expect(program.weeks[0].days[1].rpe == 8)
        #expect(program.weeks[2].days[0].intensityModifier == 1.1)
    }

    /// A program started on a Wednesday and followed for four weeks in a hand-written log:
    /// week 1 is the Monday-to-Sunday week of the start, and after week 4 it is finished.
    @Test func programFollowedForFourWeeks() throws {
        let log = Self.program + """
            2026-10-14 program Wave 5-3-1
            2026-10-15 lifting Lower A
              Barbell Squat: 100x5x3
            2026-10-19 lifting
              template: Upper A
              Barbell Bench Press: 80x5x3
            2026-10-20 lifting Upper A
              Barbell Bench Press: 80x5x3
            2026-10-29 lifting lower a
              Barbell Squat: 100x5x3
            2026-11-02 lifting Upper A
              Barbell Bench Press: 85x3x3
            2026-11-09 lifting Upper A
              Barbell Bench Press: 60x5x2

            """
        let snapshot = assertParse(log)
        let schedule = snapshot.programSchedule(ofFile: 0)
        let active = try #require(schedule.activeProgram(on: LocalDate(year: 2026, month: 10, day: 14)))
        #expect(active.startDate == LocalDate(year: 2026, month: 10, day: 14))
        #expect(active.firstMonday == LocalDate(year: 2026, month: 10, day: 12))
        let weeks = [(10, 13), (10, 14), (10, 18), (10, 19), (10, 26), (11, 2), (11, 8), (11, 9)].map {
            active.currentWeekNumber(today: LocalDate(year: 2026, month: $0.0, day: $0.1))
        }
        #expect(weeks == [nil, 1, 1, 2, 3, 4, 4, nil])
        #expect(active.isFinished(on: LocalDate(year: 2026, month: 11, day: 9)))
        #expect(!active.isFinished(on: LocalDate(year: 2026, month: 11, day: 8)))

        // Which workouts carry out a program day: title or `template:` naming the day's template.
        let days = snapshot.files[0].lowered.workouts.indices.map { index in
            snapshot.programDay(of: WorkoutReference(file: 0, index: index)).map { "w\($0.weekNumber) \($0.day.weekday)" }
        }
        #expect(days == ["w1 thu", "w2 mon", nil, "w3 thu", "w4 mon", nil])
        // A rest day has no program day; `program none` ends the program.
        #expect(snapshot.scheduledDay(ofFile: 0, on: LocalDate(year: 2026, month: 10, day: 21)) == nil)
        let ended = assertParse(log + "2026-10-25 program none\n")
        #expect(ended.activeProgram(ofFile: 0, on: LocalDate(year: 2026, month: 10, day: 26)) == nil)
        #expect(ended.activeProgram(ofFile: 0, on: LocalDate(year: 2026, month: 10, day: 20)) != nil)
    }

    // MARK: - Suggested loads

    @Test func suggestedLoadsFromTheLastTopSetAndTheTrainingMax() throws {
        let log = Self.program + """
            2026-10-01 max Barbell Squat 120kg
            2026-10-05 program Wave 5-3-1
            2026-10-05 lifting Upper A
              Barbell Bench Press: 90x5, 100x7 @9

            """
        let snapshot = assertParse(log)
        func suggestion(_ month: Int, _ day: Int) throws -> SuggestedWorkout {
            let scheduled = try #require(snapshot.scheduledDay(ofFile: 0, on: LocalDate(year: 2026, month: month, day: day)))
            return try #require(SuggestedLoads.workout(for: scheduled, in: snapshot, ofFile: 0))
        }
        // Week 2 (Mon 2026-10-12): 100 × 0.975 (RPE 9) = 97.5; × 105 % = 102.375 → 102.5 kg.
        let week2 = try suggestion(10, 12)
        #expect(week2.exercises.first?.sets.map(\.weight) == [102.5, 102.5, 102.5])
        // Thursday of week 1: 75 % of 120 kg = 90 kg; three sets, the day's RPE 8.
        let week1 = try suggestion(10, 8)
        #expect(week1.exercises.first?.sets.map(\.weight) == [90, 90, 90])
        #expect(week1.exercises.first?.sets.map(\.rpe) == [8, 8, 8])
        // Week 2's volume of 90 %: 3 sets × 0.9 = 2.7 → 3; week 4's 50 %: 1.5 → 2.
        #expect(try suggestion(10, 15).exercises.first?.sets.count == 3)
        let week4 = try suggestion(10, 26)
        #expect(week4.exercises.first?.sets.count == 2)
        // 97.5 × 60 % = 58.5 → 57.5 kg (58.5 / 2.5 = 23.4 → 23).
        #expect(week4.exercises.first?.sets.first?.weight == 57.5)
    }

    // MARK: - Export shape

    @Test func setsWithoutPlanningMarksEncodeAsBefore() throws {
        let set = WorkoutSet(orderIndex: 0, reps: 5, weight: 100)
        let json = String(decoding: try JSONEncoder().encode(set), as: UTF8.self)
        for key in ["repsMax", "isAMRAP", "percentOfMax", "rir"] { #expect(!json.contains(key)) }
        var planned = set
        planned.isAMRAP = true
        planned.repsMax = 12
        let decoded = try JSONDecoder().decode(WorkoutSet.self, from: JSONEncoder().encode(planned))
        #expect(decoded == planned)
    }

    // MARK: - Helpers

    private func sets(
        of log: String, settings: AnalysisSettings = testSettings, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [WorkoutSet] {
        let snapshot = assertParse(log, settings: settings, sourceLocation: sourceLocation)
        return snapshot.files[0].lowered.workouts.first?.workout.exercises.first?.sets ?? []
    }
}

/// The canonical form of the planning lines (Grammar/CANONICAL_FORM.md).
@Suite struct PlanningFormatTests {
    @Test func planningLinesInCanonicalForm() {
        let input = """
            template   Upper A
              Barbell Bench Press:   75%   x 5x3 rir 2
              Barbell Row  x8-12x3   @8
              Pull Up x5+ 2 RIR

            program Wave 5-3-1
              Category:   Strength
              week 1   "5s"   Deload  Intensity 60%   volume  50%
                    MON:   Upper A   @8   intensity 110%  # heavy
              week 2
               pzt: Upper A

            2026-11-01   TM Barbell Bench Press  120 KG
            2026-11-02  PROGRAM Wave 5-3-1
            2026-11-03 program   None
            """
        let expected = """
            template Upper A
              Barbell Bench Press: 75%x5x3 RIR2
              Barbell Row x8-12x3 @8
              Pull Up x5+ 2RIR

            program Wave 5-3-1
              category: strength
              week 1 "5s" deload intensity 60% volume 50%
                mon: Upper A @8 intensity 110% # heavy
              week 2
                pzt: Upper A

            2026-11-01 tm Barbell Bench Press 120kg
            2026-11-02 program Wave 5-3-1
            2026-11-03 program none

            """
        let result = LogFormatter.format(Parser.parse(input))
        #expect(result.text == expected)
        #expect(result.keptEntryLines.isEmpty)
        #expect(LogFormatter.format(result.text) == result.text, "not idempotent")
        FormatProperties.checkSameMeaning(Array(input.utf8), result.bytes)
    }
}
