import AntrainModel

/// The totals of one lifting workout, computed once for hover, code lens and reports.
public struct WorkoutTotals: Sendable, Hashable {
    public var completedSets = 0
    public var plannedSets = 0
    /// Reps of the completed sets, warm-ups included.
    public var reps = 0
    /// Working volume in kg: completed sets that are not warm-ups.
    public var volume = 0.0
    /// Working sets per muscle the exercises train.
    public var setsPerMuscle: [MuscleGroup: Int] = [:]

    /// - Parameter bodyweight: the athlete's weight that day, for bodyweight sets' volume.
    public init(_ workout: Workout, bodyweight: Double?) {
        for exercise in workout.exercises {
            for set in exercise.sets {
                if set.isCompleted { completedSets += 1; reps += set.reps } else { plannedSets += 1 }
                guard set.isWorkingSet else { continue }
                volume += set.volume(bodyweight: bodyweight)
                for muscle in exercise.exercise.muscleGroups { setsPerMuscle[muscle, default: 0] += 1 }
            }
        }
    }
}
