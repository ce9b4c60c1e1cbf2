import AntrainModel
import AntrainSyntax

/// Hover on meals, foods, bodyweight and profile goals.
extension HoverWriter {
    var lowMeal: LoweredMeal? {
        file.lowered.meals.index(startingAt: entry.range.lowerBound, by: { $0.entryRange }).map { file.lowered.meals[$0] }
    }

    func macrosLine(_ macros: Macros) -> String {
        var line = TextBuilder(capacity: 80)
        appendMacros(macros, to: &line)
        return line.text
    }

    /// `380 kcal · protein 30 g · carbs 40 g · fat 12 g`.
    func appendMacros(_ macros: Macros, to text: inout TextBuilder) {
        text += Format.number(macros.calories, decimals: 0)
        text += " kcal · protein "
        text += Format.number(macros.protein)
        text += " g · carbs "
        text += Format.number(macros.carbs)
        text += " g · fat "
        text += Format.number(macros.fat)
        text += " g"
    }

    /// The meal's totals and its day's totals against the profile's goals.
    ///
    /// Written into one ``TextBuilder`` rather than joined from strings: a full analysis
    /// hovers every meal header of a long log.
    func mealSummary() -> String? {
        guard let lowered = lowMeal else { return nil }
        var text = TextBuilder(capacity: 400)
        text += "**"
        text += Format.titleCased(lowered.meal.name)
        text += " — "
        text += lowered.date.description
        text += "**\n\n"
        appendMacros(lowered.meal.totals, to: &text)
        let totals = AthleteFigures(snapshot: snapshot, athlete: file.athlete).dayNutrition(on: lowered.date)
        let day = totals.macros
        let meals = totals.meals
        let goals = profile.goals
        text += "\n\n**Day ("
        text += String(meals)
        text += meals == 1 ? " meal) against your goals:**" : " meals) against your goals:**"
        func goalLine(_ name: String, _ value: Double, _ goal: Double, decimals: Int, unit: String) {
            text += "\n- "
            text += name
            text += " "
            text += Format.number(value, decimals: decimals)
            text += " / "
            text += Format.number(goal, decimals: decimals)
            text += unit
            if goal > 0 {
                text += " ("
                text += Format.number(value / goal * 100, decimals: 0)
                text += " %)"
            }
        }
        text += "\n"
        goalLine("kcal", day.calories, goals.calories, decimals: 0, unit: "")
        goalLine("protein", day.protein, goals.protein, decimals: 1, unit: " g")
        goalLine("carbs", day.carbs, goals.carbs, decimals: 1, unit: " g")
        goalLine("fat", day.fat, goals.fat, decimals: 1, unit: " g")
        let unknown = lowered.meal.foods.filter(\.food.isPlaceholder).map(\.writtenName)
        if !unknown.isEmpty {
            text += "\n\nNot counted (unknown): "
            text += unknown.joined(separator: ", ")
        }
        return text.text
    }

    func foodFacts(_ food: FoodItem) -> String {
        var lines = ["**\(food.displayName)** — \(food.isPlaceholder ? "unknown food" : food.isCustom ? "custom" : "preset") · \(food.category.rawValue)"]
        lines.append("Per 100 g: " + macrosLine(food.per100g))
        lines.append("Serving: \(Format.number(food.defaultServingGrams)) g = \(Format.number(food.caloriesPer100g * food.defaultServingGrams / 100, decimals: 0)) kcal")
        if let id = food.fdcId { lines.append("Source: USDA FoodData Central #\(id)") }
        return lines.joined(separator: "\n\n")
    }

    func food(_ item: FoodItemSyntax, line: BodyLineSyntax) -> HoverResult? {
        guard let lowered = lowMeal, let index = lowered.foods.firstIndex(of: line.contentRange) else { return nil }
        let entry = lowered.meal.foods[index]
        var lines = ["**\(Format.number(entry.grams)) g of \(entry.food.displayName)**: " + macrosLine(entry.macros)]
        lines.append(foodFacts(entry.food))
        return HoverResult(markdown: lines.joined(separator: "\n\n"), range: line.contentRange)
    }

    func bodyweightSummary() -> String? {
        guard let lowered = file.lowered.bodyweights.first(where: { $0.range == entry.headerRange }) else { return nil }
        let weights = history.bodyweights
        let current = lowered.entry
        // A measurement, not a plate load: shown to 0.1, not rounded to 0.5.
        func weight(_ kilograms: Double) -> String { "\(Format.number(unit.fromKilograms(kilograms), decimals: 1)) \(unit.rawValue)" }
        var lines = ["**Bodyweight \(weight(current.weightKg))** — \(current.date)"]
        if let position = weights.firstIndex(where: { $0.date == current.date && $0.source == current.source }), position > 0 {
            let previous = weights[position - 1]
            let change = current.weightKg - previous.weightKg
            lines.append("Change since \(previous.date): \(change >= 0 ? "+" : "−")\(weight(abs(change)))")
        }
        if let (average, entries) = AthleteFigures.sevenDayAverage(weights, through: current.date) {
            lines.append("7-day average: \(weight(average)) (\(entries) entr\(entries == 1 ? "y" : "ies"))")
        }
        if let bmi = AthleteFigures(snapshot: snapshot, athlete: file.athlete).bodyMassIndex(weightKg: current.weightKg) {
            lines.append("BMI \(Format.number(bmi.value)) — \(bmi.category.rawValue)")
        }
        return lines.joined(separator: "\n\n")
    }

    func profileGoals(range: TextRange) -> HoverResult? {
        let profile = profile
        let implied = 4 * profile.proteinGoal + 4 * profile.carbsGoal + 9 * profile.fatGoal
        var lines = ["**Daily goals**: \(Format.number(profile.calorieGoal, decimals: 0)) kcal · protein \(Format.number(profile.proteinGoal)) g · carbs \(Format.number(profile.carbsGoal)) g · fat \(Format.number(profile.fatGoal)) g"]
        let difference = profile.calorieGoal > 0 ? (implied - profile.calorieGoal) / profile.calorieGoal * 100 : 0
        lines.append("The macro goals add up to \(Format.number(implied, decimals: 0)) kcal (4·protein + 4·carbs + 9·fat), \(difference >= 0 ? "+" : "")\(Format.number(difference, decimals: 0)) % against the calorie goal")
        lines.append("Unit: \(profile.unit.rawValue)" + (profile.heightCm.map { " · height \(Format.number($0)) cm" } ?? ""))
        // The equipment the plate calculator and suggestions use, in the profile's unit.
        let shown = profile.unit
        let plates = profile.effectivePlatesKg.map { Format.number(shown.fromKilograms($0), decimals: 2) }.joined(separator: ", ")
        lines.append("Loads rounded to \(Format.number(profile.loadStep(in: shown), decimals: 2)) \(shown.rawValue) · bar \(Format.number(shown.fromKilograms(profile.effectiveBarKg), decimals: 2)) \(shown.rawValue) · plates \(plates)")
        return HoverResult(markdown: lines.joined(separator: "\n\n"), range: range)
    }
}
