@testable import AntrainFIT
import AntrainModel
import Foundation
import Testing

/// A small workout by hand: `Bench Press 100x5x3 @8` and `Pull Up BW+10x6` at 07:30 UTC,
/// and a 10 km run in 50:00, as the messages the activity writer builds.
@Suite struct FITActivityTests {
    static let bench = Exercise(name: "Barbell Bench Press", category: .barbell, muscleGroups: [.chest], equipment: .barbell, isCustom: false, version: 2)
    static let pullUp = Exercise(name: "Pull Up", category: .bodyweight, muscleGroups: [.back], equipment: .none, isCustom: false, version: 2)
    static let utc = FITActivityOptions(clock: FITClock(timeZone: TimeZone(identifier: "UTC")!))
    /// 2026-11-02 07:30 UTC in FIT's seconds.
    static let start: UInt32 = 1_162_539_000

    static func lifting(duration: Double = 0, rest: Double? = nil, planned: Bool = false) -> Workout {
        let sets = (0..<3).map { WorkoutSet(orderIndex: $0, reps: 5, weight: 100, rpe: 8, restTime: rest) }
        var pullUps = [WorkoutSet(orderIndex: 0, reps: 6, weight: 0, isBodyweight: true, bodyweightOffset: 10)]
        if planned { pullUps.append(WorkoutSet(orderIndex: 1, reps: 6, weight: 0, isBodyweight: true, bodyweightOffset: 10, isCompleted: false)) }
        return Workout(date: LocalDate(year: 2026, month: 11, day: 2), time: LocalTime(hour: 7, minute: 30), type: .lifting, duration: duration,
                       exercises: [WorkoutExercise(exercise: bench, writtenName: "Bench Press", orderIndex: 0, sets: sets),
                                   WorkoutExercise(exercise: pullUp, writtenName: "Pull Up", orderIndex: 1, sets: pullUps)],
                       source: LogLocation(file: "log.antrain", line: 1))
    }

    func setMessages(_ workout: Workout, bodyweight: Double?) -> [[UInt8: FITValue]] {
        FITActivity(workout: workout, bodyweight: bodyweight, options: Self.utc).messages()
            .filter { $0.number == .set }
            .map { Dictionary(uniqueKeysWithValues: $0.fields.map { ($0.number, $0.value) }) }
    }

    @Test func liftingSetsWithDefaultRestsBetweenThem() {
        let sets = setMessages(Self.lifting(), bodyweight: 80)
        // bench 0–15, rest 15–105, bench 105–120, rest –210, bench 210–225, rest –315, pull-up 315–333.
        #expect(sets.count == 7)
        let active = FITSetType.active.rawValue, rest = FITSetType.rest.rawValue
        #expect(sets.map { $0[SetField.setType.rawValue] } == [active, rest, active, rest, active, rest, active].map { FITValue.uint8($0) })
        #expect(sets.map { $0[SetField.startTime.rawValue] } == [0, 15, 105, 120, 210, 225, 315].map { FITValue.uint32(Self.start + $0) })
        #expect(sets.map { $0[SetField.duration.rawValue] } == [15_000, 90_000, 15_000, 90_000, 15_000, 90_000, 18_000].map { FITValue.uint32($0) })
        #expect(sets[0][SetField.repetitions.rawValue] == .uint16(5))
        #expect(sets[0][SetField.weight.rawValue] == .uint16(1600))  // 100 kg × 16
        #expect(sets[0][SetField.category.rawValue] == .uint16(0))  // bench_press
        #expect(sets[0][SetField.categorySubtype.rawValue] == .uint16(1))  // barbell_bench_press
        #expect(sets[1][SetField.repetitions.rawValue] == nil)
        #expect(sets[1][SetField.category.rawValue] == nil)
        #expect(sets[6][SetField.repetitions.rawValue] == .uint16(6))
        #expect(sets[6][SetField.weight.rawValue] == .uint16(1440))  // 80 + 10 kg
        #expect(sets[6][SetField.category.rawValue] == .uint16(21))  // pull_up
        #expect(sets[6][SetField.categorySubtype.rawValue] == .uint16(38))  // pull_up
    }

    @Test func weightedPullUpWithoutBodyweightCarriesTheAddedLoad() {
        #expect(setMessages(Self.lifting(), bodyweight: nil)[6][SetField.weight.rawValue] == .uint16(160))  // 10 kg
    }

    @Test func writtenRestsAndPlannedSets() {
        let sets = setMessages(Self.lifting(rest: 120, planned: true), bodyweight: 80)
        #expect(sets.count == 7, "the planned pull-up is not exported")
        #expect(sets[1][SetField.duration.rawValue] == .uint32(120_000))
    }

    @Test func theWrittenDurationIsSharedBetweenTheRests() {
        // 1h: 3600 − 63 s of sets = 3537 s over the three rests.
        let timeline = StrengthTimeline(Self.lifting(duration: 3600))
        #expect(timeline.pieces.filter { $0.kind == .rest }.map(\.duration) == [1179, 1179, 1179])
        #expect(timeline.elapsed == 3600)
    }

    @Test func sessionOfTheLiftingWorkout() throws {
        let messages = FITActivity(workout: Self.lifting(), bodyweight: 80, options: Self.utc).messages()
        #expect(messages.map(\.number) == [.fileID, .deviceInfo, .event] + Array(repeating: .set, count: 7) + [.event, .lap, .session, .activity])
        let session = try #require(messages.first { $0.number == .session })
        let fields = Dictionary(uniqueKeysWithValues: session.fields.map { ($0.number, $0.value) })
        #expect(fields[SessionField.sport.rawValue] == .enumeration(FITSport.training.rawValue))
        #expect(fields[SessionField.subSport.rawValue] == .enumeration(FITSubSport.strengthTraining.rawValue))
        #expect(fields[SessionField.totalElapsedTime.rawValue] == .uint32(333_000))
        #expect(fields[SessionField.totalCycles.rawValue] == .uint32(21))
        #expect(fields[SessionField.timestamp.rawValue] == .uint32(Self.start + 333))
    }

    @Test func aTenKilometreRunInFiftyMinutes() throws {
        let run = Workout(date: LocalDate(year: 2026, month: 11, day: 3), time: nil, type: .cardio,
                          quickLog: QuickLogData(cardioType: .run, distanceKm: 10, duration: 3000), source: LogLocation(file: "log.antrain", line: 9))
        let messages = FITActivity(workout: run, bodyweight: nil, options: Self.utc).messages()
        let session = try #require(messages.first { $0.number == .session })
        let fields = Dictionary(uniqueKeysWithValues: session.fields.map { ($0.number, $0.value) })
        #expect(fields[SessionField.sport.rawValue] == .enumeration(FITSport.running.rawValue))
        #expect(fields[SessionField.startTime.rawValue] == .uint32(1_162_641_600))  // 2026-11-03 12:00 UTC: no time written
        #expect(fields[SessionField.totalElapsedTime.rawValue] == .uint32(3_000_000))
        #expect(fields[SessionField.totalDistance.rawValue] == .uint32(1_000_000))  // cm
        #expect(fields[SessionField.averageSpeed.rawValue] == .uint16(3333))  // 3.333 m/s
        #expect(messages.filter { $0.number == .record }.count == 2)
    }
}
