import AntrainModel
import AntrainSyntax

/// Where the parts of one exercise item are in the text, parallel to its `WorkoutExercise`.
public struct ExerciseRanges: Sendable, Hashable {
    public var name: TextRange
    /// One range per `WorkoutSet` (the three sets of `100x5x3` share one range).
    public var sets: [TextRange]
    /// Per set: the range of its load, for load diagnostics.
    public var loads: [TextRange?]
}

/// A workout with the text ranges tools need to point back at it.
public struct LoweredWorkout: Sendable {
    public var workout: Workout
    public var fileIndex: Int
    public var entryRange: TextRange
    public var headerRange: TextRange
    /// The kind keyword (`lifting`), where whole-entry diagnostics go.
    public var keywordRange: TextRange
    public var exercises: [ExerciseRanges]
}

/// A meal with its text ranges.
public struct LoweredMeal: Sendable {
    public var date: LocalDate
    public var meal: Meal
    public var fileIndex: Int
    public var entryRange: TextRange
    public var headerRange: TextRange
    /// One range per food entry (the whole food line's content).
    public var foods: [TextRange]
}

/// A bodyweight entry with its range.
public struct LoweredBodyweight: Sendable {
    public var entry: BodyweightEntry
    public var fileIndex: Int
    public var range: TextRange
}

/// A template with its range.
public struct LoweredTemplate: Sendable {
    public var template: WorkoutTemplate
    public var fileIndex: Int
    public var entryRange: TextRange
    public var exercises: [ExerciseRanges]
}

/// Everything one file says, lowered to models.
public struct LoweredFile: Sendable {
    public var workouts: [LoweredWorkout] = []
    public var meals: [LoweredMeal] = []
    public var bodyweights: [LoweredBodyweight] = []
    public var templates: [LoweredTemplate] = []
    public var diagnostics: [Diagnostic] = []
    /// Each day's meal totals in this file, so a day's nutrition is a lookup per file, not a
    /// walk over every meal of the workspace.
    public var mealTotalsByDay: [LocalDate: DayTotals] = [:]
}

/// The meals of one day in one file, added up.
public struct DayTotals: Sendable, Hashable {
    public var macros: Macros = .zero
    public var meals = 0
}
