import AntrainBasics
import AntrainModel

/// Strong's CSV, in the four shapes seen in the wild:
/// (a) `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`;
/// (b) the same without the notes columns;
/// (c) semicolons, every field quoted, `Workout #`, `Duration (sec)`, `Weight (kg)`, `Distance (meters)`;
/// (d) Android: semicolons, `Weight Unit` and `Distance Unit` per row, `Workout Duration` last,
///     decimal commas.
/// `Set Order` is the set's number, or `W`, `D`, `F` for warm-up, drop and failure sets, or
/// `Rest Timer` and `Note` for rows that are not sets.
struct StrongReader: ExportReader {
    static let displayName = "Strong"

    static func recognizes(_ header: [String]) -> Bool {
        header.contains("exercise name") && header.contains("set order")
    }

    private let columns: Columns
    private let unit: WeightUnit
    private let date, title, duration, exercise, setOrder, weight, weightUnit, reps, distance, distanceUnit,
        seconds, notes, workoutNotes, rpe, workoutNumber: Int?
    /// The unit of the weight column when the header names it (`Weight (kg)`, `Weight (lbs)`).
    private let headerWeightUnit: WeightUnit?
    private let headerDistanceUnit: WrittenDistance.Unit?
    private let durationIsSeconds: Bool

    init(header: [String], unit: WeightUnit) {
        columns = Columns(header)
        self.unit = unit
        date = columns.index("date")
        title = columns.index("workout name")
        duration = columns.index("duration", "duration (sec)", "workout duration")
        durationIsSeconds = columns.contains("duration (sec)")
        exercise = columns.index("exercise name")
        setOrder = columns.index("set order")
        weight = columns.index("weight", "weight (kg)", "weight (kgs)", "weight (lbs)", "weight (lb)")
        headerWeightUnit = columns.contains("weight (kg)") || columns.contains("weight (kgs)") ? .kg
            : columns.contains("weight (lbs)") || columns.contains("weight (lb)") ? .lb : nil
        weightUnit = columns.index("weight unit")
        reps = columns.index("reps")
        distance = columns.index("distance", "distance (meters)", "distance (m)", "distance (km)", "distance (miles)")
        headerDistanceUnit = columns.contains("distance (meters)") || columns.contains("distance (m)") ? .m
            : columns.contains("distance (km)") ? .km : columns.contains("distance (miles)") ? .mi : nil
        distanceUnit = columns.index("distance unit")
        seconds = columns.index("seconds")
        notes = columns.index("notes")
        workoutNotes = columns.index("workout notes")
        rpe = columns.index("rpe")
        workoutNumber = columns.index("workout #")
    }

    func read(_ record: CSVRecord) -> RowOutcome {
        if let malformed = ExportRows.checkShape(record, columns: columns.count) { return malformed }
        do {
            let (day, time) = try FieldValues.dateTime(record.field(date), column: "Date")
            guard let name = FieldValues.text(record.field(exercise)) else {
                return .malformed(LocalizedText(ImportMessages.noExerciseName))
            }
            var set = ImportedSet(
                line: record.line,
                workout: WorkoutKey(date: day, time: time, title: FieldValues.text(record.field(title)),
                                    number: FieldValues.text(record.field(workoutNumber))),
                exercise: name)
            // Every row of a workout repeats its duration: one that does not read costs the
            // header its duration, not the workout its sets.
            do {
                set.workoutDuration = try FieldValues.duration(record.field(duration), column: "Duration")
            } catch {
                set.warnings.append(.unreadableDuration(column: "Duration", value: FieldValues.trimmed(record.field(duration))))
            }
            if durationIsSeconds, let written = FieldValues.text(record.field(duration)), let seconds = Double(written) {
                set.workoutDuration = seconds
            }
            set.workoutNotes = FieldValues.text(record.field(workoutNotes))
            set.notes = FieldValues.text(record.field(notes))
            let order = FieldValues.trimmed(record.field(setOrder)).lowercased()
            switch order {
            case "rest timer", "rest":
                set.restSeconds = try FieldValues.duration(record.field(seconds), column: "Seconds")
                return .restTimer(set)
            case "note", "notes":
                return .note(set)
            case "w", "warmup", "warm-up": set.tags = [.warmup]
            case "d", "drop", "dropset": set.tags = [.drop]
            case "f", "failure": set.tags = [.failure]
            default:
                guard order.isEmpty || Int(order) != nil else {
                    return .malformed(LocalizedText(ImportMessages.notASetOrder, ["value": .text(order)]))
                }
            }
            let loadUnit = try rowWeightUnit(record)
            if let value = try FieldValues.number(record.field(weight), column: "Weight"), value != 0 {
                set.load = WrittenLoad(value: value, unit: loadUnit)
            }
            set.reps = try FieldValues.whole(record.field(reps), column: "Reps")
            if let value = try FieldValues.number(record.field(distance), column: "Distance"), value > 0 {
                set.distance = WrittenDistance(value: value, unit: try rowDistanceUnit(record))
            }
            set.seconds = try FieldValues.number(record.field(seconds), column: "Seconds").flatMap { $0 > 0 ? $0 : nil }
            set.rpe = try FieldValues.number(record.field(rpe), column: "RPE").flatMap { $0 > 0 ? $0 : nil }
            return set.isEmpty ? .emptySet : .set(set)
        } catch {
            return .malformed(error.message)
        }
    }

    private func rowWeightUnit(_ record: CSVRecord) throws(FieldError) -> WeightUnit {
        if let headerWeightUnit { return headerWeightUnit }
        guard let written = FieldValues.text(record.field(weightUnit)) else { return unit }
        guard let unit = WeightUnit(written: written) else {
            throw FieldError(message: ImportMessages.notOneOf("Weight Unit", written, choices: ["kg", "lbs"]))
        }
        return unit
    }

    private func rowDistanceUnit(_ record: CSVRecord) throws(FieldError) -> WrittenDistance.Unit {
        if let headerDistanceUnit { return headerDistanceUnit }
        guard let written = FieldValues.text(record.field(distanceUnit))?.lowercased() else {
            return unit == .lb ? .mi : .km
        }
        guard let unit = WrittenDistance.Unit(written: written) else {
            throw FieldError(message: ImportMessages.notOneOf("Distance Unit", written, choices: ["km", "m", "mi"]))
        }
        return unit
    }
}

/// What every format's rows share.
enum ExportRows {
    /// A row with another number of fields than the header: cut short or run together.
    static func checkShape(_ record: CSVRecord, columns: Int) -> RowOutcome? {
        if record.isTruncated { return .malformed(LocalizedText(ImportMessages.endsInsideQuotes)) }
        // Trailing empty fields (a separator at the end of each line) are harmless.
        if record.fields.count > columns, record.fields[columns...].allSatisfy({ $0.isEmpty }) { return nil }
        guard record.fields.count != columns else { return nil }
        let fields = LocalizedText(record.fields.count == 1 ? ImportMessages.fieldOne : ImportMessages.fieldOther, ["count": .integer(record.fields.count)])
        return .malformed(LocalizedText(ImportMessages.fieldCount, ["fields": .message(fields), "columns": .integer(columns)]))
    }
}
