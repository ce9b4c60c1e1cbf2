import AntrainBasics
import AntrainModel

/// FitNotes' CSV: `Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment`
/// (`Weight (lbs)` for exports in pounds). FitNotes has no workouts, only days: each day's
/// rows are one workout, with no time or title.
struct FitNotesReader: ExportReader {
    static let displayName = "FitNotes"

    static func recognizes(_ header: [String]) -> Bool {
        header.contains("exercise") && header.contains("category")
            && header.contains { $0.hasPrefix("weight") } && header.contains("comment")
    }

    private let columns: Columns
    private let date, exercise, category, weight, reps, distance, distanceUnit, time, comment: Int?
    private let weightUnit: WeightUnit

    init(header: [String], unit: WeightUnit) {
        columns = Columns(header)
        date = columns.index("date")
        exercise = columns.index("exercise")
        category = columns.index("category")
        weight = columns.index("weight (kgs)", "weight (kg)", "weight (lbs)", "weight (lb)", "weight")
        weightUnit = columns.contains("weight (kgs)") || columns.contains("weight (kg)") ? .kg
            : columns.contains("weight (lbs)") || columns.contains("weight (lb)") ? .lb : unit
        reps = columns.index("reps")
        distance = columns.index("distance")
        distanceUnit = columns.index("distance unit")
        time = columns.index("time")
        comment = columns.index("comment")
    }

    func read(_ record: CSVRecord) -> RowOutcome {
        if let malformed = ExportRows.checkShape(record, columns: columns.count) { return malformed }
        do {
            let (day, _) = try FieldValues.dateTime(record.field(date), column: "Date")
            guard let name = FieldValues.text(record.field(exercise)) else { return .malformed(LocalizedText(ImportMessages.noExerciseName)) }
            var set = ImportedSet(line: record.line, workout: WorkoutKey(date: day), exercise: name)
            set.category = FieldValues.text(record.field(category))
            set.notes = FieldValues.text(record.field(comment))
            if let value = try FieldValues.number(record.field(weight), column: "Weight"), value != 0 {
                set.load = WrittenLoad(value: value, unit: weightUnit)
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
            return set.isEmpty ? .emptySet : .set(set)
        } catch {
            return .malformed(error.message)
        }
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
