import AntrainModel

/// An exercise as FIT names it: a category (`bench_press`) and, within it, an exercise name
/// (`barbell_bench_press` is 1 in `bench_press_exercise_name`), which a set message carries as
/// `category` and `category_subtype`.
public struct FITExercise: Sendable, Equatable {
    public var category: FITExerciseCategory
    /// The number in the category's table of names; nil when only the category is known.
    public var name: UInt16?
    /// The name in Garmin's profile, kept beside the number so the tests can check the
    /// number against the SDK's table and the docs can print it.
    public var profileName: String?

    public init(_ category: FITExerciseCategory, _ name: UInt16, _ profileName: String) {
        self.category = category
        self.name = name
        self.profileName = profileName
    }

    public init(_ category: FITExerciseCategory) {
        self.category = category
    }

    public static let unknown = FITExercise(.unknown)
}

/// Which FIT exercise each of the library's exercises is.
///
/// Presets have a row each in the tables beside this file (one per preset file); a custom
/// exercise goes by its category and first muscle group (a custom chest exercise is a bench
/// press in FIT's families), and a name neither preset nor custom is `unknown`.
public enum FITExerciseMapping {
    /// Every row, in the library's order.
    public static let rows: [(preset: String, exercise: FITExercise)] = Array(
        [barbell, dumbbell, bodyweight, machine, cable, cardio, metcon, kettlebell, band].joined()
    )

    private static let byPreset: [String: FITExercise] = Dictionary(
        rows.map { ($0.preset.lowercased(), $0.exercise) }, uniquingKeysWith: { first, _ in first }
    )

    /// The FIT exercise for `exercise`.
    public static func exercise(for exercise: Exercise) -> FITExercise {
        if exercise.isPlaceholder { return .unknown }
        if !exercise.isCustom, let row = byPreset[exercise.name.lowercased()] { return row }
        return custom(category: exercise.category, muscles: exercise.muscleGroups)
    }

    /// A custom exercise's FIT family: cardio and metcon by their category, the rest by the
    /// first muscle group written; `unknown` with none.
    public static func custom(category: ExerciseCategory, muscles: [MuscleGroup]) -> FITExercise {
        switch category {
        case .cardio: return FITExercise(.cardio)
        case .metcon: return FITExercise(.totalBody)
        case .barbell, .dumbbell, .bodyweight, .machine, .cable: break
        }
        guard let muscle = muscles.first else { return .unknown }
        switch muscle {
        case .chest: return FITExercise(.benchPress)
        case .back: return FITExercise(.row)
        case .shoulders: return FITExercise(.shoulderPress)
        case .biceps: return FITExercise(.curl)
        case .triceps: return FITExercise(.tricepsExtension)
        case .quads: return FITExercise(.squat)
        case .hamstrings: return FITExercise(.legCurl)
        case .glutes: return FITExercise(.hipRaise)
        case .calves: return FITExercise(.calfRaise)
        case .core: return FITExercise(.core)
        case .fullBody: return FITExercise(.totalBody)
        // Wrist curls and rollers are curls to FIT; it has no family for neck work.
        case .forearms: return FITExercise(.curl)
        case .neck: return .unknown
        }
    }
}
