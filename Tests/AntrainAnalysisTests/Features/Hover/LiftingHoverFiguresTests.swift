@testable import AntrainAnalysis
import AntrainModel
import AntrainBasics
import AntrainTestSupport
import Testing

/// What a lifting hover reads in place rather than through copies: the program day a
/// workout carries out, a day's planned figures, an exercise's last session and training max
/// looked up together, and a workout's sets per muscle. Each is held to hand-worked figures
/// and to the general answer it stands in for.
@Suite struct LiftingHoverFiguresTests {
    /// ``PlanningTests/program`` with a training max, the program started on Monday
    /// 2026-10-05, and that day's Upper A: bench 90 × 5, then 100 × 7 at RPE 9.
    static let log = PlanningTests.program + """
        2026-10-01 max Barbell Squat 120kg
        2026-10-05 program Wave 5-3-1
        2026-10-05 lifting Upper A
          Barbell Bench Press: 90x5, 100x7 @9

        """

    static func date(_ month: Int, _ day: Int) -> LocalDate { LocalDate(year: 2026, month: month, day: day) }

    /// The dates of the program's four weeks and a few days before and after.
    static let dates = (0..<35).map { date(10, 1).adding(days: $0) }

    @Test func theDayIsTheScheduledOneWhenItsTemplateIsCarriedOut() throws {
        let schedule = assertParse(Self.log).programSchedule(ofFile: 0)
        for date in Self.dates {
            let scheduled = schedule.scheduledDay(on: date)
            var asked: [String] = []
            let accepted = schedule.scheduledDay(on: date) { name in
                asked.append(name)
                return true
            }
            #expect(accepted == scheduled, "\(date)")
            #expect(asked == (scheduled.map { [$0.day.templateName] } ?? []), "\(date)")
            #expect(schedule.scheduledDay(on: date) { _ in false } == nil, "\(date)")
        }
        // Thursday of week 1 is Lower A at RPE 8; Monday of week 2 Upper A; Wednesday a rest day.
        let thursday = try #require(schedule.scheduledDay(on: Self.date(10, 8)) { $0 == "Lower A" })
        #expect(thursday.weekNumber == 1)
        #expect(thursday.day.weekday == .thu)
        #expect(thursday.day.rpe == 8)
        #expect(schedule.scheduledDay(on: Self.date(10, 12)) { $0 == "Upper A" }?.weekNumber == 2)
        #expect(schedule.scheduledDay(on: Self.date(10, 14)) { _ in true } == nil)
        // Before the start there is no program; week 4 has no Thursday.
        #expect(schedule.scheduledDay(on: Self.date(10, 4)) { _ in true } == nil)
        #expect(schedule.scheduledDay(on: Self.date(10, 29)) { _ in true } == nil)
    }

    @Test func plannedFiguresAreTheSuggestedWorkoutsSums() throws {
        let snapshot = assertParse(Self.log)
        var days = 0
        for date in Self.dates {
            guard let day = snapshot.scheduledDay(ofFile: 0, on: date) else { continue }
            let workout = try #require(SuggestedLoads.workout(for: day, in: snapshot, ofFile: 0))
            let sets = workout.exercises.reduce(0) { $0 + $1.sets.count }
            let volume = workout.exercises.reduce(0.0) { total, exercise in
                total + exercise.sets.reduce(0.0) { $0 + ($1.weight ?? 0) * Double($1.reps) }
            }
            let figures = try #require(SuggestedLoads.plannedFigures(for: day, in: snapshot, ofFile: 0))
            #expect(figures.sets == sets, "\(date)")
            #expect(figures.volume == volume, "\(date)")
            days += 1
        }
        // Weeks 1–3 train twice, week 4 once.
        #expect(days == 7)
    }

    @Test func plannedFiguresByHand() throws {
        let snapshot = assertParse(Self.log)
        func figures(_ month: Int, _ day: Int) throws -> (sets: Int, volume: Double) {
            let scheduled = try #require(snapshot.scheduledDay(ofFile: 0, on: Self.date(month, day)))
            return try #require(SuggestedLoads.plannedFigures(for: scheduled, in: snapshot, ofFile: 0))
        }
        // Thursday of week 1, Lower A: 75 % of 120 kg = 90 kg, 3 × 5 reps: 1,350 kg.
        let thursday = try figures(10, 8)
        #expect(thursday.sets == 3 && thursday.volume == 1350)
        // Monday of week 2, Upper A: 100 × 0.975 (RPE 9) × 105 % = 102.375 → 102.5 kg; 3 sets
        // (3 × 90 % = 2.7 → 3) of 5: 1,537.5 kg.
        let week2 = try figures(10, 12)
        #expect(week2.sets == 3 && week2.volume == 1537.5)
        // Monday of week 4: 97.5 × 60 % = 58.5 → 57.5 kg; 2 sets (3 × 50 % = 1.5 → 2) of 5: 575 kg.
        let week4 = try figures(10, 26)
        #expect(week4.sets == 2 && week4.volume == 575)
    }

    @Test func lastSessionAndTrainingMaxAreTheTwoAnswers() throws {
        let snapshot = assertParse(Self.log)
        let history = snapshot.history(ofFile: 0)
        let bench = try #require(snapshot.definitions.exercises.exercise(named: "Barbell Bench Press"))
        let squat = try #require(snapshot.definitions.exercises.exercise(named: "Barbell Squat"))
        let deadlift = try #require(snapshot.definitions.exercises.exercise(named: "Barbell Deadlift"))
        for exercise in [bench, squat, deadlift] {
            for date in Self.dates {
                let both = history.lastSessionAndTrainingMaxWeight(of: exercise, on: date)
                let last = history.lastSession(of: exercise, before: date)
                #expect(both.session?.workout == last?.workout, "\(exercise.name) \(date)")
                #expect(both.session?.exerciseIndex == last?.exerciseIndex, "\(exercise.name) \(date)")
                #expect(both.trainingMaxWeight == history.trainingMax(of: exercise.name, on: date)?.weight, "\(exercise.name) \(date)")
            }
        }
        // The bench session of 2026-10-05 is the last before the 6th, not before the 5th.
        #expect(history.lastSessionAndTrainingMaxWeight(of: bench, on: Self.date(10, 6)).session?.date == Self.date(10, 5))
        #expect(history.lastSessionAndTrainingMaxWeight(of: bench, on: Self.date(10, 5)).session?.date == nil)
        // The squat's max of 2026-10-01 applies from that day on.
        #expect(history.lastSessionAndTrainingMaxWeight(of: squat, on: Self.date(10, 1)).trainingMaxWeight == 120)
        #expect(history.lastSessionAndTrainingMaxWeight(of: squat, on: Self.date(9, 30)).trainingMaxWeight == nil)
    }

    @Test func setsPerMuscleByHand() {
        func exercise(_ name: String, _ muscles: [MuscleGroup]) -> Exercise {
            Exercise(name: name, category: .barbell, muscleGroups: muscles, equipment: .barbell, isCustom: true, version: 1)
        }
        func sets(_ working: Int, warmups: Int = 0, planned: Int = 0) -> [WorkoutSet] {
            (0..<warmups).map { WorkoutSet(orderIndex: $0, reps: 10, weight: 40, tags: [.warmup]) }
                + (0..<working).map { WorkoutSet(orderIndex: warmups + $0, reps: 5, weight: 100) }
                + (0..<planned).map { WorkoutSet(orderIndex: warmups + working + $0, reps: 5, weight: 100, isCompleted: false) }
        }
        let items = [
            (exercise("Press", [.chest, .triceps, .shoulders]), sets(3, warmups: 2)),
            (exercise("Dip", [.triceps, .chest]), sets(2, planned: 1)),
            (exercise("Curl", [.biceps]), sets(0, planned: 3)),
            (exercise("Neck", [.neck]), sets(1)),
        ]
        let workout = Workout(date: Self.date(1, 5), time: nil, type: .lifting,
                              exercises: items.enumerated().map { index, item in
                                  WorkoutExercise(exercise: item.0, writtenName: item.0.name, orderIndex: index, sets: item.1)
                              },
                              source: LogLocation(file: "log.antrain", line: 1))
        let totals = WorkoutTotals(workout, bodyweight: nil)
        // Chest and triceps 3 + 2; shoulders 3; neck 1; biceps none done. Ties by name.
        #expect(totals.muscles.map(\.muscle) == [.chest, .triceps, .shoulders, .neck])
        #expect(totals.muscles.map(\.sets) == [5, 5, 3, 1])
        #expect(totals.setsPerMuscle == [.chest: 5, .triceps: 5, .shoulders: 3, .neck: 1])
        // 2 warm-ups, 3 + 2 + 1 working sets done; 1 + 3 planned.
        #expect(totals.completedSets == 8)
        #expect(totals.plannedSets == 4)
        #expect(totals.reps == 2 * 10 + 6 * 5)
        #expect(totals.volume == 6 * 5 * 100)
    }

    @Test func weekdaysByPlace() {
        #expect(Weekday.allCases.map(\.index) == Array(0..<7))
        #expect(Weekday.allCases.map { HoverWriter.weekdayWords[$0.index] } == Weekday.allCases.map { DomainWords.weekdayKeys[$0]! })
        // 2026-10-05 is a Monday, 2026-10-11 a Sunday.
        #expect(Weekday(of: Self.date(10, 5)) == .mon)
        #expect(Weekday(of: Self.date(10, 11)) == .sun)
    }

    @Test func noWorkingSetsNoMuscles() {
        let exercise = Exercise(name: "Press", category: .barbell, muscleGroups: [.chest], equipment: .barbell, isCustom: true, version: 1)
        let workout = Workout(date: Self.date(1, 5), time: nil, type: .lifting,
                              exercises: [WorkoutExercise(exercise: exercise, writtenName: "Press", orderIndex: 0,
                                                          sets: [WorkoutSet(orderIndex: 0, reps: 5, weight: 100, isCompleted: false)])],
                              source: LogLocation(file: "log.antrain", line: 1))
        let totals = WorkoutTotals(workout, bodyweight: nil)
        #expect(totals.muscles.isEmpty)
        #expect(totals.plannedSets == 1 && totals.completedSets == 0)
    }
}

/// ``Format/appendInteger(_:to:)`` writes a count's digits itself; it must write what the
/// general number writer writes for the same whole number.
@Suite struct IntegerTextTests {
    static func written(_ value: Int) -> String {
        var buffer = UTF8Buffer(capacity: 4)
        Format.appendInteger(value, to: &buffer)
        return buffer.text
    }

    @Test func countsAreTheGeneralWritersDigits() {
        let values = Array(0...20_000) + [99_999, 100_000, 123_456_789, 999_999_999, 1_000_000_000, 4_294_967_296, -1, -45]
        for value in values {
            #expect(Self.written(value) == NumberText.spell(Double(value), decimals: 0, grouping: false), "\(value)")
        }
    }

    @Test func countsByHand() {
        #expect(Self.written(0) == "0")
        #expect(Self.written(7) == "7")
        #expect(Self.written(10) == "10")
        #expect(Self.written(12_500) == "12500")
        #expect(Self.written(999_999_999) == "999999999")
        #expect(Self.written(-3) == "-3")
    }
}
