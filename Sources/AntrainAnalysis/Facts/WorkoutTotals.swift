import AntrainModel

/// The totals of one lifting workout, computed once for hover, code lens and reports.
public struct WorkoutTotals: Sendable, Hashable {
    /// Working sets of one muscle.
    public struct MuscleSets: Sendable, Hashable {
        public var muscle: MuscleGroup
        public var sets: Int
    }

    public var completedSets = 0
    public var plannedSets = 0
    /// Reps of the completed sets, warm-ups included.
    public var reps = 0
    /// Working volume in kg: completed sets that are not warm-ups.
    public var volume = 0.0
    /// Working sets per muscle the exercises train, most sets first (then by the muscle's
    /// name): the order the hover lists them in.
    public private(set) var muscles: [MuscleSets] = []

    /// Working sets per muscle the exercises train.
    public var setsPerMuscle: [MuscleGroup: Int] {
        Dictionary(uniqueKeysWithValues: muscles.map { ($0.muscle, $0.sets) })
    }

    /// - Parameter bodyweight: the athlete's weight that day, for bodyweight sets' volume.
    public init(_ workout: borrowing Workout, bodyweight: Double?) {
        // Counted per exercise, then per muscle in a short list: a hover on every workout of
        // a long log makes these, and a dictionary update per set and muscle cost more than
        // the rest of the hover. Sets are read in place through the buffers: a set copied out
        // of its array retains its notes.
        muscles.reserveCapacity(8)
        workout.exercises.withUnsafeBufferPointer { exercises in
            for exercise in exercises.indices {
                let workingSets = exercises[exercise].sets.withUnsafeBufferPointer { add($0, bodyweight: bodyweight) }
                guard workingSets > 0 else { continue }
                for muscle in exercises[exercise].exercise.muscleGroups {
                    let position = muscle.position
                    if let index = muscles.firstIndex(where: { $0.muscle.position == position }) {
                        muscles[index].sets += workingSets
                    } else {
                        muscles.append(MuscleSets(muscle: muscle, sets: workingSets))
                    }
                }
            }
        }
        // By insertion: a workout trains a handful of muscles, too few for the sort's setup.
        for index in muscles.indices.dropFirst() {
            let muscle = muscles[index]
            var slot = index
            while slot > 0, Self.comesFirst(muscle, muscles[slot - 1]) {
                muscles[slot] = muscles[slot - 1]
                slot -= 1
            }
            muscles[slot] = muscle
        }
    }

    /// Whether `a` is listed before `b`: more sets, then the muscle's name.
    private static func comesFirst(_ a: MuscleSets, _ b: MuscleSets) -> Bool {
        a.sets != b.sets ? a.sets > b.sets : nameRanks[a.muscle.position] < nameRanks[b.muscle.position]
    }

    /// Each muscle's place among the muscles' raw values in order, by ``MuscleGroup/position``:
    /// the tie-break compares these rather than the names' strings.
    private static let nameRanks: [Int] = {
        let byName = MuscleGroup.allCases.sorted { $0.rawValue < $1.rawValue }
        return MuscleGroup.allCases.map { muscle in byName.firstIndex(of: muscle)! }
    }()

    /// Counts `sets` (one exercise's) into the totals; returns how many are working sets.
    private mutating func add(_ sets: UnsafeBufferPointer<WorkoutSet>, bodyweight: Double?) -> Int {
        var workingSets = 0
        for index in sets.indices {
            guard sets[index].isCompleted else { plannedSets += 1; continue }
            completedSets += 1
            reps += sets[index].reps
            // `isWorkingSet` of a completed set: one bit of the set's flags.
            guard !sets[index].isWarmup else { continue }
            volume += sets[index].volume(bodyweight: bodyweight)
            workingSets += 1
        }
        return workingSets
    }
}

extension MuscleGroup {
    /// The muscle's place in ``allCases``, from a switch: a muscle's `==` and hashing go
    /// through its raw value's string, and a hover sorts and names a workout's muscles.
    var position: Int {
        switch self {
        case .chest: 0
        case .back: 1
        case .shoulders: 2
        case .biceps: 3
        case .triceps: 4
        case .quads: 5
        case .hamstrings: 6
        case .glutes: 7
        case .calves: 8
        case .core: 9
        case .fullBody: 10
        case .forearms: 11
        case .neck: 12
        }
    }
}
