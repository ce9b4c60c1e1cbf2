import AntrainModel
import AntrainSyntax

/// Points at one lowered workout of a workspace.
public struct WorkoutReference: Hashable, Sendable {
    public var file: Int
    public var index: Int
}

/// One exercise as done in one workout, in chronological order.
public struct ExerciseSession: Sendable {
    public var workout: WorkoutReference
    public var date: LocalDate
    public var exerciseIndex: Int
    /// Position in chronological order, to tell "before" apart on the same date.
    public var order: Int
}

/// The whole workspace's training in chronological order: the history that completion,
/// hover and the cross-entry rules read.
public struct TrainingHistory: Sendable {
    /// Workouts ordered by (date, time, file, line).
    public let workouts: [WorkoutReference]
    /// Bodyweights ordered by (date, time, file, line).
    public let bodyweights: [BodyweightEntry]
    /// Sessions per exercise (keyed by ``exerciseKey(_:)``), chronological.
    public let sessionsByExercise: [String: [ExerciseSession]]
    /// How many sessions each exercise has: completion ranks by it.
    public var usageCount: [String: Int] { sessionsByExercise.mapValues(\.count) }
    /// The order of each workout in `workouts`.
    public let orderOfWorkout: [WorkoutReference: Int]

    public init(files: [LoweredFile]) {
        var references: [(WorkoutReference, Workout)] = []
        for (fileIndex, file) in files.enumerated() {
            for (index, lowered) in file.workouts.enumerated() {
                references.append((WorkoutReference(file: fileIndex, index: index), lowered.workout))
            }
        }
        references.sort { lhs, rhs in
            let (a, b) = (lhs.1, rhs.1)
            if a.date != b.date { return a.date < b.date }
            let timeA = a.time?.minutes ?? -1
            let timeB = b.time?.minutes ?? -1
            if timeA != timeB { return timeA < timeB }
            if lhs.0.file != rhs.0.file { return lhs.0.file < rhs.0.file }
            return a.source.line < b.source.line
        }
        workouts = references.map(\.0)
        var orders: [WorkoutReference: Int] = [:]
        var sessions: [String: [ExerciseSession]] = [:]
        var keys: [String: String] = [:]
        for (order, (reference, workout)) in references.enumerated() {
            orders[reference] = order
            for (exerciseIndex, exercise) in workout.exercises.enumerated() where workout.type == .lifting {
                let name = exercise.exercise.name
                let key = keys[name] ?? Self.exerciseKey(exercise.exercise)
                keys[name] = key
                sessions[key, default: []].append(
                    ExerciseSession(workout: reference, date: workout.date, exerciseIndex: exerciseIndex, order: order))
            }
        }
        orderOfWorkout = orders
        sessionsByExercise = sessions
        var weights: [(BodyweightEntry, Int)] = []
        for (fileIndex, file) in files.enumerated() { weights += file.bodyweights.map { ($0.entry, fileIndex) } }
        weights.sort { lhs, rhs in
            if lhs.0.date != rhs.0.date { return lhs.0.date < rhs.0.date }
            if (lhs.0.time?.minutes ?? -1) != (rhs.0.time?.minutes ?? -1) { return (lhs.0.time?.minutes ?? -1) < (rhs.0.time?.minutes ?? -1) }
            if lhs.1 != rhs.1 { return lhs.1 < rhs.1 }
            return lhs.0.source.line < rhs.0.source.line
        }
        bodyweights = weights.map(\.0)
    }

    /// The key sessions are grouped under: the library exercise's folded name, so aliases
    /// and case variants count as one exercise.
    public static func exerciseKey(_ exercise: Exercise) -> String { SearchText.key(exercise.name) }

    /// The latest bodyweight on or before `date` (the last one of a day counts), in kg.
    public func bodyweight(on date: LocalDate) -> Double? {
        var low = 0
        var high = bodyweights.count
        while low < high {
            let mid = (low + high) / 2
            if bodyweights[mid].date <= date { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? bodyweights[low - 1].weightKg : nil
    }

    /// Every session of `exercise`, oldest first.
    public func sessions(of exercise: Exercise) -> [ExerciseSession] {
        sessionsByExercise[Self.exerciseKey(exercise)] ?? []
    }

    /// The last session of `exercise` strictly before chronological position `order`.
    public func lastSession(of exercise: Exercise, before order: Int) -> ExerciseSession? {
        sessions(of: exercise).last { $0.order < order }
    }
}
