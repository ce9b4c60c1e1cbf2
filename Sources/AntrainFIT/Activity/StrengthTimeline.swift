import AntrainModel

/// A strength workout laid out in time: its done sets in order, with the rests between them.
///
/// A log rarely says how long a set took or when it started, so the layout follows rules
/// (Docs/EXPORT.md lists them): a time set lasts its duration, a set of reps
/// `secondsPerRep` per rep; the rest after a set is its `rest` when written, else an equal
/// share of what the workout's written duration leaves, else `defaultRest`. Planned (`[ ]`)
/// sets are not part of it.
public struct StrengthTimeline: Sendable, Equatable {
    public static let secondsPerRep: Double = 3
    public static let defaultRest: Double = 90

    /// One active set or one rest, from `start` seconds after the workout's start.
    public struct Piece: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case active(WorkoutSet, FITExercise)
            case rest
        }

        public var kind: Kind
        public var start: Double
        public var duration: Double
        public var end: Double { start + duration }
    }

    public private(set) var pieces: [Piece] = []
    /// Seconds from the start to the end of the last set, or the written duration when longer.
    public private(set) var elapsed: Double = 0

    public init(_ workout: Workout) {
        let done = workout.exercises.flatMap { item in
            item.sets.filter(\.isCompleted).map { (set: $0, exercise: FITExerciseMapping.exercise(for: item.exercise)) }
        }
        let active = done.map { Self.activeDuration(of: $0.set) }
        let gaps = done.dropLast().map(\.set.restTime)
        let unwritten = gaps.filter { $0 == nil }.count
        let written = gaps.compactMap { $0 }.reduce(0, +)
        let shared: Double
        if workout.duration > 0, unwritten > 0 {
            shared = max(0, workout.duration - active.reduce(0, +) - written) / Double(unwritten)
        } else {
            shared = Self.defaultRest
        }
        var clock = 0.0
        for (index, entry) in done.enumerated() {
            pieces.append(Piece(kind: .active(entry.set, entry.exercise), start: clock, duration: active[index]))
            clock += active[index]
            guard index < gaps.count else { break }
            let rest = gaps[index] ?? shared
            if rest > 0 {
                pieces.append(Piece(kind: .rest, start: clock, duration: rest))
                clock += rest
            }
        }
        elapsed = max(clock, workout.duration)
    }

    /// How long a set took: its written duration, else three seconds a rep.
    static func activeDuration(of set: WorkoutSet) -> Double {
        if let duration = set.duration, duration > 0 { return duration }
        return Double(max(1, set.reps)) * secondsPerRep
    }

    /// The active sets.
    public var sets: [WorkoutSet] {
        pieces.compactMap { if case .active(let set, _) = $0.kind { set } else { nil } }
    }
}
