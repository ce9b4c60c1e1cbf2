import AntrainModel

/// Everything a workspace exports (the shape of `antrain export`), with source lines left
/// out: two versions of a log that differ only in layout compare equal.
///
/// The formatter's promise — `parse(fmt(x))` means the same as `parse(x)` — is tested
/// with it.
public struct ExportedModels: Equatable, Sendable {
    public var profiles: [UserProfile]
    public var workouts: [Workout]
    public var meals: [DatedMeal]
    public var bodyweights: [BodyweightEntry]
    public var customExercises: [Exercise]
    public var customFoods: [FoodItem]
    public var templates: [WorkoutTemplate]
    /// Body measurements (LANGUAGE.md §9.1), each athlete's in time order.
    public var measurements: [BodyMeasurement]

    /// A meal with the date it was eaten on.
    public struct DatedMeal: Equatable, Sendable {
        public var date: LocalDate
        public var meal: Meal
    }

    public init(snapshot: WorkspaceSnapshot) {
        profiles = snapshot.athletes.map(\.profile)
        workouts = snapshot.histories.flatMap(\.workouts).map { reference in
            var workout = snapshot.workout(reference).workout
            workout.source.line = 0
            return workout
        }
        meals = snapshot.files.flatMap { file in
            file.lowered.meals.map { lowered in
                var meal = lowered.meal
                meal.source.line = 0
                return DatedMeal(date: lowered.date, meal: meal)
            }
        }
        bodyweights = snapshot.histories.flatMap(\.bodyweights).map { entry in
            var copy = entry
            copy.source.line = 0
            return copy
        }
        measurements = snapshot.athletes.indices.flatMap { BodyComposition(snapshot: snapshot, athlete: $0).measurements }.map { entry in
            var copy = entry
            copy.source.line = 0
            return copy
        }
        customExercises = snapshot.definitions.exercises.customExercises
        customFoods = snapshot.definitions.foods.customFoods
        templates = snapshot.files.flatMap { file in
            file.lowered.templates.map { lowered in
                var template = lowered.template
                template.source.line = 0
                return template
            }
        }
    }
}
