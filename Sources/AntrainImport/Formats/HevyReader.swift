import AntrainBasics
import AntrainModel

/// Hevy's CSV: `title,start_time,end_time,description,exercise_title,superset_id,
/// exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe`, or
/// `weight_lbs` and `distance_miles` for exports in pounds. Times read `15 Sep 2025, 07:48`;
/// `set_index` counts from 0; `set_type` is normal, warmup, failure or dropset (any other
/// value is a working set, with a warning); exercises with the same `superset_id` in a
/// workout are one superset.
struct HevyReader: ExportReader {
    static let displayName = "Hevy"
    /// The `set_type` values Hevy documents, as messages name them.
    static let setTypes = ["normal", "warmup", "failure", "dropset"]

    static func recognizes(_ header: [String]) -> Bool {
        header.contains("exercise_title") && header.contains("set_type")
    }

    private let columns: Columns
    private let title, start, end, description, exercise, superset, exerciseNotes, setType, weight, reps,
        distance, duration, rpe: Int?
    private let weightUnit: WeightUnit
    private let distanceUnit: WrittenDistance.Unit

    init(header: [String], unit: WeightUnit) {
        columns = Columns(header)
        title = columns.index("title")
        start = columns.index("start_time")
        end = columns.index("end_time")
        description = columns.index("description")
        exercise = columns.index("exercise_title")
        superset = columns.index("superset_id")
        exerciseNotes = columns.index("exercise_notes")
        setType = columns.index("set_type")
        weight = columns.index("weight_kg", "weight_lbs", "weight_lb")
        weightUnit = columns.contains("weight_kg") ? .kg : columns.contains("weight_lbs") || columns.contains("weight_lb") ? .lb : unit
        reps = columns.index("reps")
        distance = columns.index("distance_km", "distance_miles", "distance_meters")
        distanceUnit = columns.contains("distance_miles") ? .mi : columns.contains("distance_meters") ? .m : .km
        duration = columns.index("duration_seconds")
        rpe = columns.index("rpe")
    }

    func read(_ record: CSVRecord) -> RowOutcome {
        if let malformed = ExportRows.checkShape(record, columns: columns.count) { return malformed }
        do {
            let startText = FieldValues.trimmed(record.field(start))
            let (day, time) = try FieldValues.dateTime(startText, column: "start_time")
            guard let name = FieldValues.text(record.field(exercise)) else {
                return .malformed(LocalizedText(ImportMessages.emptyColumn, ["column": .text("exercise_title")]))
            }
            var set = ImportedSet(
                line: record.line,
                workout: WorkoutKey(date: day, time: time, title: FieldValues.text(record.field(title)), number: startText),
                exercise: name)
            if let endText = FieldValues.text(record.field(end)), let time {
                let (endDay, endTime) = try FieldValues.dateTime(endText, column: "end_time")
                if let endTime {
                    let minutes = (endDay.dayNumber - day.dayNumber) * 1440 + endTime.minutes - time.minutes
                    if minutes > 0 { set.workoutDuration = Double(minutes * 60) }
                }
            }
            set.workoutNotes = FieldValues.text(record.field(description))
            set.exerciseNotes = FieldValues.text(record.field(exerciseNotes))
            set.superset = FieldValues.text(record.field(superset))
            switch FieldValues.trimmed(record.field(setType)).lowercased() {
            case "", "normal": set.tags = []
            case "warmup", "warm_up", "warm-up": set.tags = [.warmup]
            case "dropset", "drop_set", "drop": set.tags = [.drop]
            case "failure": set.tags = [.failure]
            // A type Hevy added later, or a hand-edited one: the set was done, so it counts.
            default: set.warnings.append(.unknownSetType(FieldValues.trimmed(record.field(setType))))
            }
            if let value = try FieldValues.number(record.field(weight), column: "weight"), value != 0 {
                set.load = WrittenLoad(value: value, unit: weightUnit)
            }
            set.reps = try FieldValues.whole(record.field(reps), column: "reps")
            if let value = try FieldValues.number(record.field(distance), column: "distance"), value > 0 {
                set.distance = WrittenDistance(value: value, unit: distanceUnit)
            }
            set.seconds = try FieldValues.number(record.field(duration), column: "duration_seconds").flatMap { $0 > 0 ? $0 : nil }
            set.rpe = try FieldValues.number(record.field(rpe), column: "rpe").flatMap { $0 > 0 ? $0 : nil }
            return set.isEmpty ? .emptySet : .set(set)
        } catch {
            return .malformed(error.message)
        }
    }
}
