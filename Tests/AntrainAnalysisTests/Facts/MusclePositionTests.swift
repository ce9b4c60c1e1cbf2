@testable import AntrainAnalysis
import AntrainModel
import Testing

/// A hover finds a muscle's word and sorts muscles by ``MuscleGroup/position``: it must be
/// each muscle's place in `allCases`, or a muscle would be named as another.
@Suite struct MusclePositionTests {
    @Test func positionIsThePlaceInAllCases() {
        #expect(MuscleGroup.allCases.map(\.position) == Array(0..<MuscleGroup.allCases.count))
        #expect(MuscleGroup.allCases.count == 13)
    }

    @Test func eachPositionNamesItsOwnMuscle() {
        for muscle in MuscleGroup.allCases {
            #expect(HoverWriter.muscleWords[muscle.position] == DomainWords.muscleKeys[muscle]!)
        }
        #expect(HoverWriter.muscleWords[MuscleGroup.fullBody.position].template(in: .en) == "full body")
    }

    @Test func tiedMusclesAreListedByName() {
        // Both muscles have 3 working sets: "back" before "chest", as their names sort.
        let exercise = Exercise(name: "Both", category: .barbell, muscleGroups: [.chest, .back], equipment: .barbell, isCustom: true, version: 1)
        let sets = (0..<3).map { WorkoutSet(orderIndex: $0, reps: 5, weight: 100) }
        let workout = Workout(date: LocalDate(year: 2026, month: 1, day: 5), time: nil, type: .lifting,
                              exercises: [WorkoutExercise(exercise: exercise, writtenName: "Both", orderIndex: 0, sets: sets)],
                              source: LogLocation(file: "log.antrain", line: 1))
        let totals = WorkoutTotals(workout, bodyweight: nil)
        #expect(totals.muscles.map(\.muscle) == [.back, .chest])
        #expect(totals.muscles.map(\.sets) == [3, 3])
        // 3 sets × 5 reps × 100 kg.
        #expect(totals.volume == 1500)
    }
}
