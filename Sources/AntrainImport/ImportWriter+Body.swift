import AntrainAnalysis
import AntrainModel

/// What the writer writes besides workouts: foods and their definitions, meals, bodyweight
/// readings and `measure` entries.
extension ImportWriter {
    /// A custom food from the figures of one row scaled to 100 g, with the fibre, sugar,
    /// saturated fat and sodium the row gave (the others stay unknown, not 0).
    mutating func writeDefinition(food name: String, per100g: ImportedFoodFigures, servingComment: String? = nil, servingGrams: Double = 100) {
        separate()
        if let servingComment { output += "# \(servingComment)\n" }
        output += "food \(name)\n"
        let nutrients = Nutrients.Kind.allCases.compactMap { kind in per100g.nutrients[kind].map { (kind, number($0)) } }
        output += "  per 100g: " + FoodText.per100g(kcal: number(per100g.kcal), protein: number(per100g.protein),
                                                    carbs: number(per100g.carbs), fat: number(per100g.fat), nutrients: nutrients)
        output += "\n"
        // A unit's definition: one serving is the nominal 100 g its figures are written for.
        if servingComment != nil { output += "  serving: \(number(servingGrams))\n" }
        counts.definitions += 1
    }

    /// `2026-11-20 07:10 bodyweight 80.4`, the unit written when it is not the log's.
    mutating func write(bodyweight reading: ImportedBodyweight) {
        separate()
        var line = "\(reading.date)"
        if let time = reading.time { line += " \(time)" }
        output += line + " bodyweight " + loadText(reading.load) + "\n"
        counts.bodyweights += 1
    }

    /// One `measure` entry per date and time: `2026-11-20 measure waist 82cm, left arm 38cm, bodyfat 15%`.
    mutating func write(measurements group: [ImportedMeasurement]) {
        separate()
        var header = "\(group[0].date)"
        if let time = group[0].time { header += " \(time)" }
        let pairs = group.map { measurement in
            let site = measurement.side.map { "\($0.rawValue) \(measurement.site.rawValue)" } ?? measurement.site.rawValue
            return site + " " + number(measurement.value) + (measurement.site.isLength ? "cm" : "%")
        }
        output += header + " measure " + pairs.joined(separator: ", ") + "\n"
        counts.measureEntries += 1
        counts.measurements += group.count
    }

    mutating func write(_ meal: ImportedMeal, names: [String]) {
        separate()
        var header = "\(meal.date)"
        if let time = meal.time { header += " \(time)" }
        let kinds = ["breakfast", "lunch", "dinner", "snack"]
        header += " " + (kinds.contains(meal.name.lowercased()) ? meal.name.lowercased() : "snack # \(meal.name)")
        output += header + "\n"
        for (food, name) in zip(meal.foods, names) {
            let amount = food.serving.map { FoodText.servings(number($0.count), isOne: $0.count == 1) } ?? FoodText.grams(number(food.grams))
            var line = "  \(name) " + amount
            if let note = food.notes { line += " # " + Self.oneLine(note) }
            output += line + "\n"
        }
        counts.meals += 1
        counts.foods += meal.foods.count
    }
}
