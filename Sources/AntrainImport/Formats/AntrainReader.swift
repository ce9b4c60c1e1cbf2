import AntrainBasics
import AntrainModel

/// Antrain's own CSV (`antrain export --format csv`, Docs/EXPORT.md): `set` rows become
/// lifting workouts and `food` rows meals, so an export reads back into the same models.
struct AntrainReader: ExportReader {
    static let displayName = "Antrain"

    static func recognizes(_ header: [String]) -> Bool {
        header.first == "kind" && header.contains("weight_kg") && header.contains("grams")
    }

    private let columns: Columns
    private let kind, date, time, entry, item, reps, weight, bodyweight, rpe, completed, duration, grams, kcal,
        protein, carbs, fat, notes, tags, rest, superset, repsMax, amrap, rir, repsLeft, repsRight, durationLeft, durationRight: Int?
    /// The nutrient and measurement columns of newer exports (LANGUAGE.md §9).
    private let nutrientColumns: [(kind: Nutrients.Kind, column: String, index: Int?)]
    private let side, value, valueUnit: Int?

    init(header: [String], unit: WeightUnit) {
        columns = Columns(header)
        kind = columns.index("kind")
        date = columns.index("date")
        time = columns.index("time")
        entry = columns.index("entry")
        item = columns.index("item")
        reps = columns.index("reps")
        weight = columns.index("weight_kg")
        bodyweight = columns.index("bodyweight")
        rpe = columns.index("rpe")
        completed = columns.index("completed")
        duration = columns.index("duration_s")
        grams = columns.index("grams")
        kcal = columns.index("kcal")
        protein = columns.index("protein_g")
        carbs = columns.index("carbs_g")
        fat = columns.index("fat_g")
        notes = columns.index("notes")
        tags = columns.index("tags")
        rest = columns.index("rest_s")
        superset = columns.index("superset")
        // The planning columns of newer exports; older ones lack them.
        repsMax = columns.index("reps_max")
        amrap = columns.index("amrap")
        rir = columns.index("rir")
        repsLeft = columns.index("reps_left")
        repsRight = columns.index("reps_right")
        durationLeft = columns.index("duration_left_s")
        durationRight = columns.index("duration_right_s")
        nutrientColumns = zip(Nutrients.Kind.allCases, ["fiber_g", "sugar_g", "satfat_g", "sodium_mg"]).map { [columns] kind, name in
            (kind, name, columns.index(name))
        }
        side = columns.index("side")
        value = columns.index("value")
        valueUnit = columns.index("unit")
    }

    func read(_ record: CSVRecord) -> RowOutcome {
        if let malformed = ExportRows.checkShape(record, columns: columns.count) { return malformed }
        do {
            let (day, _) = try FieldValues.dateTime(record.field(date), column: "date")
            let clock = try FieldValues.text(record.field(time)).map { written throws(FieldError) in
                try FieldValues.dateTime("\(day) \(written)", column: "time").1
            } ?? nil
            guard let name = FieldValues.text(record.field(item)) else { return .malformed(LocalizedText(ImportMessages.emptyColumn, ["column": .text("item")])) }
            let entryName = FieldValues.text(record.field(entry))
            switch FieldValues.trimmed(record.field(kind)) {
            case "set":
                return try readSet(record, day: day, time: clock, entry: entryName, name: name)
            case "food":
                var food = ImportedFood(
                    line: record.line, date: day, time: clock, meal: entryName ?? "snack", name: name,
                    grams: try FieldValues.number(record.field(grams), column: "grams") ?? 0,
                    kcal: try FieldValues.number(record.field(kcal), column: "kcal") ?? 0,
                    protein: try FieldValues.number(record.field(protein), column: "protein_g") ?? 0,
                    carbs: try FieldValues.number(record.field(carbs), column: "carbs_g") ?? 0,
                    fat: try FieldValues.number(record.field(fat), column: "fat_g") ?? 0,
                    notes: FieldValues.text(record.field(notes)))
                for (kind, column, index) in nutrientColumns {
                    food.nutrients[kind] = try FieldValues.number(record.field(index), column: column)
                }
                return .food(food)
            case "measure":
                return try readMeasurement(record, day: day, time: clock, site: name)
            case let other:
                return .malformed(ImportMessages.notOneOf("kind", other, choices: ["set", "food", "measure"]))
            }
        } catch {
            return .malformed(error.message)
        }
    }

    /// A site (`waist`, `bodyfat`), its side if any, and its value in the row's unit: `cm` or
    /// `in` for a length, `%` for body fat.
    private func readMeasurement(
        _ record: CSVRecord, day: LocalDate, time: LocalTime?, site written: String
    ) throws(FieldError) -> RowOutcome {
        guard let site = BodyMeasurement.Site(rawValue: written.lowercased()) else {
            throw FieldError(message: ImportMessages.notOneOf("item", written, choices: BodyMeasurement.Site.allCases.map(\.rawValue)))
        }
        var sideValue: BodyMeasurement.Side?
        if let text = FieldValues.text(record.field(side)) {
            guard let known = BodyMeasurement.Side(rawValue: text.lowercased()) else {
                throw FieldError(message: ImportMessages.notOneOf("side", text, choices: ["left", "right"]))
            }
            sideValue = known
        }
        guard let amount = try FieldValues.number(record.field(value), column: "value") else {
            return .malformed(LocalizedText(ImportMessages.emptyColumn, ["column": .text("value")]))
        }
        let units = site.isLength ? ["cm", "in"] : ["%"]
        let writtenUnit = FieldValues.trimmed(record.field(valueUnit)).lowercased()
        guard writtenUnit.isEmpty || units.contains(writtenUnit) else {
            throw FieldError(message: ImportMessages.notOneOf("unit", writtenUnit, choices: units))
        }
        let centimetres = writtenUnit == "in" ? amount * BodyMeasurement.centimetresPerInch : amount
        return .measurement(ImportedMeasurement(line: record.line, date: day, time: time, site: site, side: sideValue, value: centimetres))
    }

    private func readSet(
        _ record: CSVRecord, day: LocalDate, time: LocalTime?, entry: String?, name: String
    ) throws(FieldError) -> RowOutcome {
        var set = ImportedSet(
            line: record.line,
            workout: WorkoutKey(date: day, time: time, title: entry == "lifting" ? nil : entry), exercise: name)
        set.reps = try FieldValues.whole(record.field(reps), column: "reps")
        // The row says whether the set is a bodyweight set: a load on a bodyweight exercise
        // (`Split Squat: 20x10`) stays a load.
        set.statesBodyweight = true
        if let written = FieldValues.text(record.field(bodyweight)) {
            guard written.uppercased().hasPrefix("BW") else {
                throw FieldError(message: ImportMessages.notOneOf("bodyweight", written, choices: ["BW", "BW+N", "BW-N"]))
            }
            set.isBodyweight = true
            let offset = String(written.dropFirst(2))
            if !offset.isEmpty {
                guard let value = try FieldValues.number(offset, column: "bodyweight") else {
                    throw FieldError(message: ImportMessages.notOneOf("bodyweight", written, choices: ["BW", "BW+N", "BW-N"]))
                }
                set.bodyweightOffset = WrittenLoad(value: value, unit: .kg)
            }
        } else if let value = try FieldValues.number(record.field(weight), column: "weight_kg") {
            set.load = WrittenLoad(value: value, unit: .kg)
        }
        set.rpe = try FieldValues.number(record.field(rpe), column: "rpe")
        set.isCompleted = FieldValues.trimmed(record.field(completed)).lowercased() != "false"
        set.seconds = try FieldValues.number(record.field(duration), column: "duration_s")
        set.notes = FieldValues.text(record.field(notes))
        for word in FieldValues.trimmed(record.field(tags)).split(separator: " ") {
            guard let tag = SetTag(rawValue: String(word)) else {
                throw FieldError(message: ImportMessages.notOneOf("tags", String(word), choices: ["warmup", "drop", "failure"]))
            }
            set.tags.append(tag)
        }
        set.restSeconds = try FieldValues.number(record.field(rest), column: "rest_s")
        set.superset = FieldValues.text(record.field(superset))
        set.repsMax = try FieldValues.whole(record.field(repsMax), column: "reps_max")
        set.isAMRAP = FieldValues.trimmed(record.field(amrap)).lowercased() == "true"
        set.rir = try FieldValues.whole(record.field(rir), column: "rir")
        set.repsLeft = try FieldValues.whole(record.field(repsLeft), column: "reps_left")
        set.repsRight = try FieldValues.whole(record.field(repsRight), column: "reps_right")
        set.secondsLeft = try FieldValues.number(record.field(durationLeft), column: "duration_left_s")
        set.secondsRight = try FieldValues.number(record.field(durationRight), column: "duration_right_s")
        return set.isEmpty ? .emptySet : .set(set)
    }
}
