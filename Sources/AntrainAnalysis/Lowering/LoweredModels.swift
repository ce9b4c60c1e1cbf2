import AntrainModel
import AntrainSyntax

/// Where the parts of one exercise item are in the text, parallel to its `WorkoutExercise`.
///
/// Plain numbers only: its sets' ranges live in the file's one array
/// (``LoweredFile/setRanges``), so a log's eleven thousand items allocate, copy and free no
/// array of their own.
public struct ExerciseRanges: Sendable, Hashable {
    public var name: TextRange
    /// The item's set ranges in ``LoweredFile/setRanges``: one per `WorkoutSet` (the three
    /// sets of `100x5x3` share one range), empty when the lowering keeps no set models.
    public var setRanges: Range<Int> {
        get { Int(setRangeStart)..<Int(setRangeEnd) }
        set {
            setRangeStart = Int32(clamping: newValue.lowerBound)
            setRangeEnd = Int32(clamping: newValue.upperBound)
        }
    }
    /// The heaviest completed, non-warm-up weight of the item in kg (0 when none), and the
    /// largest assistance of its bodyweight sets (`BW-20` → 20): kept when the file is
    /// lowered so that the history-wide load rules look at each set only when one of these
    /// says a diagnostic is possible.
    public var heaviestWorkingLoad = 0.0
    public var largestAssistance = 0.0
    /// The item's written loads in ``LoweredFile/writtenLoads``: one per written set that has
    /// a load (`100x5x3` is one), in written order. They are what the load rules report on,
    /// so those need neither the `WorkoutSet`s nor their ranges.
    public var writtenLoads: Range<Int> {
        get { Int(writtenLoadStart)..<Int(writtenLoadEnd) }
        set {
            writtenLoadStart = Int32(clamping: newValue.lowerBound)
            writtenLoadEnd = Int32(clamping: newValue.upperBound)
        }
    }
    /// Adds the written load at `index` of ``LoweredFile/writtenLoads`` to ``writtenLoads``:
    /// an item's loads are consecutive in the file's array, so its range starts at its first
    /// and ends after its last.
    mutating func addWrittenLoad(at index: Int) {
        if writtenLoadStart == writtenLoadEnd { writtenLoadStart = Int32(clamping: index) }
        writtenLoadEnd = Int32(clamping: index + 1)
    }
    /// How many `WorkoutSet`s the item stands for, and how many of them are done: kept even
    /// when a check drops the sets themselves (see ``Lowerer/keepsExerciseModels``).
    public var setCount: Int {
        get { Int(storedSetCount) }
        set { storedSetCount = Int32(clamping: newValue) }
    }
    public var completedSetCount: Int {
        get { Int(storedCompletedSetCount) }
        set { storedCompletedSetCount = Int32(clamping: newValue) }
    }
    // 32-bit, as the text ranges are: a check keeps one of these for every exercise item of
    // a log.
    private var setRangeStart: Int32 = 0
    private var setRangeEnd: Int32 = 0
    private var writtenLoadStart: Int32 = 0
    private var writtenLoadEnd: Int32 = 0
    private var storedSetCount: Int32 = 0
    private var storedCompletedSetCount: Int32 = 0

    public init(name: TextRange) {
        self.name = name
    }
}

/// The load of one written set, for the rules that compare loads across the history.
public struct WrittenLoad: Sendable, Hashable {
    /// The weight in kg, or for a bodyweight set its offset (`BW-20` → -20).
    public var kilograms: Double
    public var isBodyweight: Bool
    /// Done and not a warm-up.
    public var isWorking: Bool
    /// The load as written (`100`, `BW-20`).
    public var range: TextRange
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
    /// For a lifting workout, each exercise's history key as an index into the file's
    /// ``LoweredFile/exerciseKeys`` (empty for cardio and metcons, which have no history):
    /// folded once when the file is lowered, so rebuilding the history after an edit in
    /// another file hashes no names.
    public var exerciseKeyIndices: [Int32] = []
    /// The sets written as a share of the training max (`75%x5`), resolved to weights once
    /// every file's maxes are known (see ``PercentLoads``).
    public var percentLoads: [PercentLoad] = []
}

/// One set written as `75%`, waiting for its training max.
public struct PercentLoad: Sendable, Hashable {
    /// The exercise item in ``LoweredWorkout/exercises`` and the workout's exercises.
    public var exerciseIndex: Int
    /// The `WorkoutSet`s it stands for (`75%x5x3` is three), empty when the models were not kept.
    public var sets: Range<Int>
    /// Its entry in ``LoweredFile/writtenLoads``.
    public var writtenLoad: Int
    /// The share written (`75` of `75%`).
    public var percent: Double
    /// The library exercise's name, whose training max applies.
    public var exercise: String
    /// The load as written (`75%`).
    public var range: TextRange
}

/// A training max with its range.
public struct LoweredTrainingMax: Sendable {
    public var trainingMax: TrainingMax
    public var fileIndex: Int
    public var entryRange: TextRange
}

/// A `program NAME` or `program none` line with its range.
public struct LoweredProgramStart: Sendable {
    public var start: ProgramStart
    public var fileIndex: Int
    public var entryRange: TextRange
}

/// A meal with its text ranges.
public struct LoweredMeal: Sendable {
    public var date: LocalDate
    public var meal: Meal
    public var fileIndex: Int
    public var entryRange: TextRange
    public var headerRange: TextRange
    /// The entry's body lines, which ``foods`` are read from when asked: a full analysis
    /// lowers every meal of a long log, and an array of ranges per meal (made, then freed) cost
    /// more than the few questions about a food line that read them.
    var body: BodyLines
    /// The header's meal word (`breakfast`), nil for `meal "NAME"`: the hover titles a meal
    /// from it without comparing its name to each word.
    public var kind: MealKind?

    /// One range per food entry (the whole food line's content), in the order of
    /// `meal.foods`. Made on each call: read it once per question.
    public var foods: [TextRange] {
        body.compactMap { line in line.food == nil ? nil : line.contentRange }
    }
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
    public var trainingMaxes: [LoweredTrainingMax] = []
    public var programStarts: [LoweredProgramStart] = []
    /// The `measure` entries' measurements (LANGUAGE.md §9.1), in file order.
    public var measurements: [LoweredMeasurement] = []
    public var diagnostics: [Diagnostic] = []
    /// Each day's meal totals in this file, so a day's nutrition is a lookup per file, not a
    /// walk over every meal of the workspace.
    public var mealTotalsByDay: [LocalDate: DayTotals] = [:]
    /// The distinct history keys (``TrainingHistory/exerciseKey(_:)``) of this file's lifting
    /// exercises, in order of first use.
    public var exerciseKeys: [String] = []
    /// The library exercise's name each of ``exerciseKeys`` was folded from, in the same
    /// order: the history maps names to keys with them, so a question about an exercise
    /// folds no name.
    public var exerciseNames: [String] = []
    /// The written loads of every exercise item of the file, in one array rather than one
    /// array per item (see ``ExerciseRanges/writtenLoads``).
    public var writtenLoads: [WrittenLoad] = []
    /// The text range of every set model of the file's exercise items, in one array rather
    /// than one per item (see ``ExerciseRanges/setRanges``).
    public var setRanges: [TextRange] = []
}

/// The meals of one day in one file, added up.
public struct DayTotals: Sendable, Hashable {
    public var macros: Macros = .zero
    public var meals = 0
    /// Fibre, sugar, saturated fat and sodium, and the foods without a figure for them.
    public var nutrients = DayNutrients()

    /// Counts one more meal of `macros` (its foods' sum) and `foods`.
    mutating func add(_ macros: Macros, foods: [FoodEntry]) {
        self.macros = self.macros + macros
        meals += 1
        nutrients.add(meal: foods)
    }
}
