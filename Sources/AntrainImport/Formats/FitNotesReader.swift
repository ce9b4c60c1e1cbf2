import AntrainBasics
import AntrainModel

/// FitNotes' CSV, in both of its forms:
///
/// - the current one, `Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time`,
///   with the unit on every row (`kgs` or `lbs`: one file can hold both) and dates in the
///   phone's locale (`23/12/2025` day first, `12/31/2025` month first);
/// - the older one, `Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment`
///   (`Weight (lbs)` in pounds), with ISO dates.
///
/// FitNotes has no workouts, only days: each day's rows are one workout, with no time or
/// title. A row of the `Cardio` category with a distance or a time and no reps is a session
/// of its own (a `cardio` entry with its distance and time), not a set of the day's lifting.
/// A timed hold has reps 0 and a `Time`.
struct FitNotesReader: ExportReader {
    static let displayName = "FitNotes"

    static func recognizes(_ header: [String]) -> Bool {
        header.contains("exercise") && header.contains("category") && header.contains { $0.hasPrefix("weight") }
            && (header.contains("comment") || header.contains("weight unit") || header.contains("time"))
    }

    private let columns: Columns
    private let date, exercise, category, weight, weightUnitColumn, reps, distance, distanceUnit, time, comment: Int?
    /// The unit a header names (`Weight (kgs)`), else the one `--unit` gives; a row's
    /// `Weight Unit` overrides it.
    private let weightUnit: WeightUnit
    /// The order of numeric day-and-month dates, once ``settle(_:dateOrder:)`` found it.
    private var dateOrder: DateOrder?

    init(header: [String], unit: WeightUnit) {
        columns = Columns(header)
        date = columns.index("date")
        exercise = columns.index("exercise")
        category = columns.index("category")
        weight = columns.index("weight (kgs)", "weight (kg)", "weight (lbs)", "weight (lb)", "weight")
        weightUnitColumn = columns.index("weight unit")
        weightUnit = columns.contains("weight (kgs)") || columns.contains("weight (kg)") ? .kg
            : columns.contains("weight (lbs)") || columns.contains("weight (lb)") ? .lb : unit
        reps = columns.index("reps")
        distance = columns.index("distance")
        distanceUnit = columns.index("distance unit")
        time = columns.index("time")
        comment = columns.index("comment")
    }

    /// One row that proves the order of the dates settles it for the file; `--date-order`
    /// decides when none does, else the import stops and asks.
    mutating func settle(_ rows: ArraySlice<CSVRecord>, dateOrder: DateOrder?) throws(ImportFailure) {
        if let dateOrder {
            self.dateOrder = dateOrder
            return
        }
        switch DateOrder.settle(rows.map { $0.field(date) }) {
        case .settled(let order): self.dateOrder = order
        case .unsettled(let example): throw .ambiguousDates(example: example)
        case .notNeeded: break
        }
    }

    func read(_ record: CSVRecord) -> RowOutcome {
        if let malformed = ExportRows.checkShape(record, columns: columns.count) { return malformed }
        do {
            let (day, _) = try FieldValues.dateTime(record.field(date), column: "Date", order: dateOrder)
            guard let name = FieldValues.text(record.field(exercise)) else { return .malformed(LocalizedText(ImportMessages.noExerciseName)) }
            var set = ImportedSet(line: record.line, workout: WorkoutKey(date: day), exercise: name)
            set.category = FieldValues.text(record.field(category))
            set.notes = FieldValues.text(record.field(comment))
            if let value = try FieldValues.number(record.field(weight), column: "Weight"), value != 0 {
                set.load = WrittenLoad(value: value, unit: try rowUnit(record))
            }
            set.reps = try FieldValues.whole(record.field(reps), column: "Reps")
            if let value = try FieldValues.number(record.field(distance), column: "Distance"), value > 0 {
                let written = FieldValues.text(record.field(distanceUnit))?.lowercased() ?? "km"
                guard let unit = WrittenDistance.Unit(written: written) else {
                    return .malformed(ImportMessages.notOneOf("Distance Unit", written, choices: ["km", "m", "mi"]))
                }
                set.distance = WrittenDistance(value: value, unit: unit)
            }
            set.seconds = try FieldValues.duration(record.field(time), column: "Time").flatMap { $0 > 0 ? $0 : nil }
            if isCardioSession(set) {
                // Its own workout, keyed by its line: written as a `cardio` entry of the day.
                set.workout.number = "cardio \(record.line)"
            }
            return set.isEmpty ? .emptySet : .set(set)
        } catch {
            return .malformed(error.message)
        }
    }

    /// A row's `Weight Unit` (`kgs`, `lbs`), else the header's unit.
    private func rowUnit(_ record: CSVRecord) throws(FieldError) -> WeightUnit {
        guard let written = FieldValues.text(record.field(weightUnitColumn)) else { return weightUnit }
        guard let unit = WeightUnit(written: written) else {
            throw FieldError(message: ImportMessages.notOneOf("Weight Unit", written, choices: ["kgs", "lbs"]))
        }
        return unit
    }

    /// FitNotes' `Cardio` category with a distance or a time, and no reps or load.
    private func isCardioSession(_ set: ImportedSet) -> Bool {
        set.category?.lowercased() == "cardio" && (set.reps ?? 0) == 0 && set.load == nil
            && ((set.distance?.value ?? 0) > 0 || (set.seconds ?? 0) > 0)
    }
}

extension WrittenDistance.Unit {
    /// `km`, `m`, `mi` and the words apps spell them with.
    init?(written: String) {
        switch written.lowercased() {
        case "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres": self = .km
        case "m", "meter", "meters", "metre", "metres": self = .m
        case "mi", "mile", "miles": self = .mi
        default: return nil
        }
    }
}
