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
        // Counted per exercise, then per muscle in a short list: a hover on every workout of
        // a long log makes these, and a dictionary update per set and muscle cost more than
        // the rest of the hover.
        var muscles: [(muscle: MuscleGroup, sets: Int)] = []
        muscles.reserveCapacity(8)
        // By index: reading a set's fields in place copies no set (each holds its notes and tags).
        let exercises = workout.exercises
        for exerciseIndex in exercises.indices {
            let sets = exercises[exerciseIndex].sets
            var workingSets = 0
            for setIndex in sets.indices {
                if sets[setIndex].isCompleted { completedSets += 1; reps += sets[setIndex].reps } else { plannedSets += 1 }
                guard sets[setIndex].isWorkingSet else { continue }
                volume += sets[setIndex].volume(bodyweight: bodyweight)
                workingSets += 1
            }
            guard workingSets > 0 else { continue }
            for muscle in exercises[exerciseIndex].exercise.muscleGroups {
                if let index = muscles.firstIndex(where: { $0.muscle == muscle }) {
                    muscles[index].sets += workingSets
                } else {
                    muscles.append((muscle, workingSets))
                }
            }
        }
        setsPerMuscle = Dictionary(minimumCapacity: muscles.count)
        for (muscle, sets) in muscles { setsPerMuscle[muscle] = sets }
    }
}
