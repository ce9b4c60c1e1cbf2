import AntrainBasics
import AntrainModel

/// Cronometer's "Food & Recipe Entries" (`servings.csv`): `Day,Time,Group,Food Name,Amount,
/// Energy (kcal),…,Fiber (g),…,Sugars (g),…,Fat (g),…,Saturated (g),…,Protein (g),…,Sodium (mg),
/// …,Category` (`Time` only in newer exports). Each row is one food of its day's meal group
/// (Breakfast, Lunch, Dinner, Snacks; anything else a snack with the group's name), its
/// figures those of the amount eaten. `Amount` is a number and a unit: `150.00 g` and
/// `250.00 ml` are grams; `1.00 cup` or `1.00 full recipe` are servings of that unit.
struct CronometerReader: ExportReader {
    static let displayName = "Cronometer"

    static func recognizes(_ header: [String]) -> Bool {
        header.contains("food name") && header.contains("amount") && header.contains("energy (kcal)") && header.contains("group")
    }

    private let columns: Columns
    private let day, time, group, name, amount, energy, protein, carbs, fat: Int?
    private let nutrientColumns: [(kind: Nutrients.Kind, column: String, index: Int?)]

    init(header: [String], unit: WeightUnit) {
        columns = Columns(header)
        day = columns.index("day")
        time = columns.index("time")
        group = columns.index("group")
        name = columns.index("food name")
        amount = columns.index("amount")
        energy = columns.index("energy (kcal)")
        protein = columns.index("protein (g)")
        carbs = columns.index("carbs (g)")
        fat = columns.index("fat (g)")
        nutrientColumns = [(.fiber, "fiber (g)"), (.sugar, "sugars (g)"), (.satFat, "saturated (g)"), (.sodium, "sodium (mg)")].map {
            [columns] kind, column in (kind, column, columns.index(column))
        }
    }

    func read(_ record: CSVRecord) -> RowOutcome {
        if let malformed = ExportRows.checkShape(record, columns: columns.count) { return malformed }
        do throws(FieldError) {
            let (date, _) = try FieldValues.dateTime(record.field(day), column: "Day")
            let clock = try FieldValues.text(record.field(time)).map { written throws(FieldError) in
                try FieldValues.dateTime("\(date) \(written)", column: "Time").1
            } ?? nil
            guard let foodName = FieldValues.text(record.field(name)) else {
                return .malformed(LocalizedText(ImportMessages.emptyColumn, ["column": .text("Food Name")]))
            }
            let written = FieldValues.trimmed(record.field(amount))
            guard let portion = CronometerAmount(written) else {
                throw FieldError(message: ImportMessages.value(CronometerMessages.notAnAmount, column: "Amount", written))
            }
            var food = ImportedFood(
                line: record.line, date: date, time: clock, meal: Self.meal(FieldValues.trimmed(record.field(group))), name: foodName,
                grams: portion.grams ?? 0,
                kcal: try FieldValues.number(record.field(energy), column: "Energy (kcal)") ?? 0,
                protein: try FieldValues.number(record.field(protein), column: "Protein (g)") ?? 0,
                carbs: try FieldValues.number(record.field(carbs), column: "Carbs (g)") ?? 0,
                fat: try FieldValues.number(record.field(fat), column: "Fat (g)") ?? 0)
            if portion.grams == nil { food.serving = ImportedServing(count: portion.count, unit: portion.unit) }
            for (kind, column, index) in nutrientColumns {
                food.nutrients[kind] = try FieldValues.number(record.field(index), column: column)
            }
            return .food(food)
        } catch {
            return .malformed(error.message)
        }
    }

    /// Cronometer's groups as the log's meals; `Snacks` is `snack`, an unknown group keeps
    /// its name (written as a snack with the name in its note).
    static func meal(_ group: String) -> String {
        switch group.lowercased() {
        case "breakfast": "breakfast"
        case "lunch": "lunch"
        case "dinner": "dinner"
        case "snacks", "snack", "": "snack"
        default: group
        }
    }
}

/// `150.00 g`, `250.00 ml`, `1.00 cup`, `2.00 large`, `1.00 full recipe`: a count and a unit;
/// grams for `g`, `ml` (taken as grams, as a log takes them), `kg` and `oz`.
struct CronometerAmount: Equatable {
    var count: Double
    var unit: String

    init?(_ text: String) {
        let parts = text.split(separator: " ", maxSplits: 1)
        guard let first = parts.first, let number = Double(String(first).replacingScalar(",", with: "")), number > 0 else { return nil }
        count = number
        unit = parts.count > 1 ? String(parts[1]).trimmingSpaces() : "serving"
    }

    var grams: Double? {
        switch unit.lowercased() {
        case "g", "ml", "gram", "grams": count
        case "kg", "l": count * 1000
        case "oz": count * 28.349523125
        default: nil
        }
    }
}

/// Cronometer's messages: why an `Amount` does not read.
enum CronometerMessages {
    static let notAnAmount = MessageKey("import.reason.cronometer-amount", en: "{column} \"{value}\" is not an amount (a number and a unit, such as 150.00 g or 1.00 cup)",
        tr: "{column} \"{value}\" bir miktar değil (150.00 g ya da 1.00 cup gibi bir sayı ve birim olmalı)")
    static let all: [MessageKey] = [notAnAmount]
}
