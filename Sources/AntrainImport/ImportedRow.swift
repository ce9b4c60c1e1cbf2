import AntrainBasics
import AntrainModel

/// A load as the export wrote it: its number and the unit it is in.
struct WrittenLoad: Equatable {
    var value: Double
    var unit: WeightUnit
}

/// A distance as the export wrote it.
struct WrittenDistance: Equatable {
    enum Unit: String { case km, m, mi }
    var value: Double
    var unit: Unit

    var kilometres: Double {
        switch unit {
        case .km: value
        case .m: value / 1000
        case .mi: value * 1.609344
        }
    }
}

/// Which workout a row belongs to: rows with the same key are one workout.
struct WorkoutKey: Hashable {
    var date: LocalDate
    var time: LocalTime?
    var title: String?
    /// Strong's `Workout #`, Hevy's start time: tells apart two same-titled workouts of a day.
    var number: String?
}

/// One set row of an export, in the app's terms made plain.
struct ImportedSet {
    var line: Int
    var workout: WorkoutKey
    var workoutDuration: Double?
    var workoutNotes: String?
    var exercise: String
    var exerciseNotes: String?
    /// FitNotes' `Category` (Chest, Back, Legs…): a hint for a custom exercise's muscles.
    var category: String?
    /// Hevy's `superset_id`, Antrain's `superset`: items with the same id are one superset.
    var superset: String?
    /// Warm-up, drop, failure: from Strong's `Set Order` (`W`, `D`, `F`), Hevy's `set_type`
    /// or Antrain's `tags`.
    var tags: [SetTag] = []
    var load: WrittenLoad?
    /// Antrain's own export: the set was written `BW`, `BW+10`, `BW-20`.
    var bodyweightOffset: WrittenLoad?
    var isBodyweight = false
    /// Antrain's own export: the row says whether the set is a bodyweight set, so the
    /// exercise's category does not decide (a bodyweight exercise's `20x10` is a 20 kg load).
    var statesBodyweight = false
    var reps: Int?
    /// Antrain's own export: the planning marks of a set (`x8-12`, `5+`, `RIR2`).
    var repsMax: Int?
    var isAMRAP = false
    var rir: Int?
    /// Antrain's own export: each side's reps of `20x10|9` (LANGUAGE.md §8.2), written back
    /// as `L|R` when they differ.
    var repsLeft: Int?
    var repsRight: Int?
    var distance: WrittenDistance?
    var seconds: Double?
    /// Antrain's own export: each side's seconds of `45s|40s` (LANGUAGE.md §8.2).
    var secondsLeft: Double?
    var secondsRight: Double?
    var rpe: Double?
    var restSeconds: Double?
    var notes: String?
    var isCompleted = true
    /// What of the row the log could not take as written, while the set itself imports.
    var warnings: [RowWarning] = []

    /// A set with nothing done in it: no reps, no time, no distance.
    var isEmpty: Bool {
        (reps ?? 0) <= 0 && (seconds ?? 0) <= 0 && (distance?.value ?? 0) <= 0
    }
}

/// A value of a set row that does not read, where the set is worth keeping without it: the
/// row imports and the summary says what became of the value.
enum RowWarning: Hashable {
    /// A workout duration that does not read (`1h05x`): the workout is written without one.
    /// Said once per workout, on its first row, as every row of the workout repeats it.
    case unreadableDuration(column: String, value: String)
    /// A `set_type` outside the ones Hevy documents (`superset`): the set is a working set.
    /// Said once per value, with its first line and the number of sets.
    case unknownSetType(String)

    /// The workout the warning is said once for; nil when it is said once for the whole file.
    func scope(of set: ImportedSet) -> WorkoutKey? {
        switch self {
        case .unreadableDuration: set.workout
        case .unknownSetType: nil
        }
    }
}

/// A food row of Antrain's own CSV.
struct ImportedFood {
    var line: Int
    var date: LocalDate
    var time: LocalTime?
    var meal: String
    var name: String
    var grams: Double
    var kcal: Double
    var protein: Double
    var carbs: Double
    var fat: Double
    /// Fibre, sugar, saturated fat and sodium of the amount eaten, where the row gives them.
    var nutrients = Nutrients()
    var notes: String?
    /// An amount in a unit other than grams (Cronometer's `1.00 cup`): `grams` is then 0.
    var serving: ImportedServing?
}

/// `1.50 cup`: how many of which unit.
struct ImportedServing: Equatable {
    var count: Double
    var unit: String
}

/// A `measure` row of Antrain's own CSV (LANGUAGE.md §9.1): one site's value, in centimetres
/// for a length and percent for body fat.
struct ImportedMeasurement {
    var line: Int
    var date: LocalDate
    var time: LocalTime?
    var site: BodyMeasurement.Site
    var side: BodyMeasurement.Side?
    var value: Double
}

/// A `bodyweight` reading (Apple Health's body mass), in the unit it was recorded in.
struct ImportedBodyweight {
    var line: Int
    var date: LocalDate
    var time: LocalTime?
    var load: WrittenLoad
}

/// What one row of an export turned out to be. Every row ends up as exactly one of these,
/// so the summary accounts for every row.
enum RowOutcome {
    case set(ImportedSet)
    case food(ImportedFood)
    case measurement(ImportedMeasurement)
    case bodyweight(ImportedBodyweight)
    /// Strong's rest-timer rows: not a set; their seconds become the rest after the set above.
    case restTimer(ImportedSet)
    /// Strong's note rows: not a set; their text becomes the exercise's note.
    case note(ImportedSet)
    /// A set row with no reps, time or distance (left empty in the app).
    case emptySet
    /// A row that does not read; the reason names the field.
    case malformed(LocalizedText)
}

/// One app's CSV: the header it is recognised by and how each row reads.
protocol ExportReader {
    /// The name users know the format by, for messages.
    static var displayName: String { get }
    /// Whether a header row (fields lower-cased and trimmed) is this format's.
    static func recognizes(_ header: [String]) -> Bool
    /// Prepares for rows under `header`; `unit` is the unit of loads the export does not name.
    init(header: [String], unit: WeightUnit)
    /// Decides what holds for the whole file before its rows are read (FitNotes: the order
    /// of its dates); `dateOrder` is the user's `--date-order`, if given.
    mutating func settle(_ rows: ArraySlice<CSVRecord>, dateOrder: DateOrder?) throws(ImportFailure)
    func read(_ record: CSVRecord) -> RowOutcome
}

extension ExportReader {
    /// Most formats write dates one way only: nothing to settle.
    mutating func settle(_ rows: ArraySlice<CSVRecord>, dateOrder: DateOrder?) throws(ImportFailure) {}
}

/// Finds columns by name in a header row.
struct Columns {
    private var indices: [String: Int] = [:]
    let count: Int

    init(_ header: [String]) {
        count = header.count
        for (index, name) in header.enumerated() where indices[name] == nil { indices[name] = index }
    }

    func index(_ names: String...) -> Int? {
        for name in names { if let index = indices[name] { return index } }
        return nil
    }

    func contains(_ name: String) -> Bool { indices[name] != nil }
}

extension CSVRecord {
    /// The field at `index`, or empty when the row is shorter or the column is absent.
    func field(_ index: Int?) -> String {
        guard let index, index < fields.count else { return "" }
        return fields[index]
    }
}
