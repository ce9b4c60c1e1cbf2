import AntrainBasics
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
        text += macrosText(calories: macros.calories, protein: macros.protein, carbs: macros.carbs, fat: macros.fat)
    }

    func macrosText(calories: Double, protein: Double, carbs: Double, fat: Double) -> String {
        say(HoverMessages.macros, ["kcal": .text(number(calories, decimals: 0)), "protein": .text(number(protein)),
                                   "carbs": .text(number(carbs)), "fat": .text(number(fat))])
    }

    /// The meal's totals and its day's totals against the profile's goals.
    ///
    /// Written into one ``TextBuilder`` rather than joined from strings: a full analysis
    /// hovers every meal header of a long log.
    func mealSummary() -> String? {
        guard let lowered = lowMeal else { return nil }
        var text = TextBuilder(capacity: 400)
        text += "**"
        text += DomainWords.mealTitle(lowered.meal.name, in: language)
        text += " — "
        text += lowered.date.description
        text += "**\n\n"
        appendMacros(lowered.meal.totals, to: &text)
        let totals = AthleteFigures(snapshot: snapshot, athlete: file.athlete).dayNutrition(on: lowered.date)
        let day = totals.macros
        let meals = totals.meals
        let goals = profile.goals
        text += "\n\n"
        text += count(meals, HoverMessages.dayOne, HoverMessages.dayOther)
        func goalLine(_ name: MessageKey, _ value: Double, _ goal: Double, decimals: Int, unit: String) {
            text += "\n- "
            text += say(name)
            text += " "
            text += number(value, decimals: decimals)
            text += " / "
            text += number(goal, decimals: decimals)
            text += unit
            if goal > 0 {
                text += " ("
                text += percent(value / goal * 100)
                text += ")"
            }
        }
        text += "\n"
        goalLine(HoverMessages.goalKcal, day.calories, goals.calories, decimals: 0, unit: "")
        goalLine(HoverMessages.goalProtein, day.protein, goals.protein, decimals: 1, unit: " g")
        goalLine(HoverMessages.goalCarbs, day.carbs, goals.carbs, decimals: 1, unit: " g")
        goalLine(HoverMessages.goalFat, day.fat, goals.fat, decimals: 1, unit: " g")
        for line in nutrientLines(on: lowered.date) {
            text += "\n"
            text += line
        }
        let unknown = lowered.meal.foods.filter(\.food.isPlaceholder).map(\.writtenName)
        if !unknown.isEmpty {
            text += "\n\n"
            text += say(HoverMessages.notCounted, ["names": .text(unknown.joined(separator: ", "))])
        }
        return text.text
    }

    func foodFacts(_ food: FoodItem) -> String {
        let origin = say(food.isPlaceholder ? HoverMessages.unknownFood : food.isCustom ? HoverMessages.customFood : HoverMessages.presetFood)
        var lines = ["**\(food.displayName)** — \(origin) · \(DomainWords.category(food.category, in: language))"]
        lines.append(say(HoverMessages.per100g, ["macros": .text(macrosLine(food.per100g))]))
        if let nutrients = nutrientsLine(food.nutrientsPer100g) { lines.append(nutrients) }
        lines.append(say(HoverMessages.serving, ["grams": .text(number(food.defaultServingGrams)),
                                                 "kcal": .text(number(food.caloriesPer100g * food.defaultServingGrams / 100, decimals: 0))]))
        if let id = food.fdcId { lines.append(say(HoverMessages.source, ["id": .text(String(id))])) }
        return lines.joined(separator: "\n\n")
    }

    func food(_ item: FoodItemSyntax, line: BodyLineSyntax) -> HoverResult? {
        guard let lowered = lowMeal, let index = lowered.foods.firstIndex(of: line.contentRange) else { return nil }
        let entry = lowered.meal.foods[index]
        var lines = [say(HoverMessages.foodLine, ["grams": .text(number(entry.grams)), "food": .text(entry.food.displayName),
                                                  "macros": .text(macrosLine(entry.macros))])]
        lines.append(foodFacts(entry.food))
        return HoverResult(markdown: lines.joined(separator: "\n\n"), range: line.contentRange)
    }

    func bodyweightSummary() -> String? {
        guard let lowered = file.lowered.bodyweights.first(where: { $0.range == entry.headerRange }) else { return nil }
        let weights = history.bodyweights
        let current = lowered.entry
        // A measurement, not a plate load: shown to 0.1, not rounded to 0.5.
        func weight(_ kilograms: Double) -> String { "\(number(unit.fromKilograms(kilograms), decimals: 1)) \(unit.rawValue)" }
        var lines = [say(HoverMessages.bodyweightTitle, ["weight": .text(weight(current.weightKg)), "date": .text(current.date.description)])]
        if let position = weights.firstIndex(where: { $0.date == current.date && $0.source == current.source }), position > 0 {
            let previous = weights[position - 1]
            let change = current.weightKg - previous.weightKg
            lines.append(say(HoverMessages.bodyweightChange, ["date": .text(previous.date.description),
                                                              "change": .text("\(change >= 0 ? "+" : "−")\(weight(abs(change)))")]))
        }
        if let (average, entries) = AthleteFigures.sevenDayAverage(weights, through: current.date) {
            lines.append(say(HoverMessages.sevenDayAverage, ["weight": .text(weight(average)),
                                                             "entries": .text(count(entries, HoverMessages.entriesOne, HoverMessages.entriesOther))]))
        }
        if let bmi = AthleteFigures(snapshot: snapshot, athlete: file.athlete).bodyMassIndex(weightKg: current.weightKg) {
            lines.append(say(HoverMessages.bodyMassIndex, ["bmi": .text(number(bmi.value)), "category": .text(DomainWords.bodyMassIndex(bmi.category, in: language))]))
        }
        return lines.joined(separator: "\n\n")
    }

    func profileGoals(range: TextRange) -> HoverResult? {
        let profile = profile
        let implied = 4 * profile.proteinGoal + 4 * profile.carbsGoal + 9 * profile.fatGoal
        let goals = macrosText(calories: profile.calorieGoal, protein: profile.proteinGoal, carbs: profile.carbsGoal, fat: profile.fatGoal)
        var lines = [say(HoverMessages.dailyGoals, ["macros": .text(goals)])]
        let difference = profile.calorieGoal > 0 ? (implied - profile.calorieGoal) / profile.calorieGoal * 100 : 0
        lines.append(say(HoverMessages.macroGoalsSum, ["kcal": .text(number(implied, decimals: 0)),
                                                       "difference": .text((difference >= 0 ? "+" : "") + percent(difference))]))
        lines.append(say(HoverMessages.unit, ["unit": .text(profile.unit.rawValue)])
            + (profile.heightCm.map { say(HoverMessages.height, ["height": .text(number($0))]) } ?? ""))
        // The equipment the plate calculator and suggestions use, in the profile's unit.
        let shown = profile.unit
        let plates = profile.effectivePlatesKg.map { number(shown.fromKilograms($0), decimals: 2) }.joined(separator: DomainWords.numberSeparator(in: language))
        lines.append(say(HoverMessages.equipment, ["step": .text(number(profile.loadStep(in: shown), decimals: 2)), "unit": .text(shown.rawValue),
                                                   "bar": .text(number(shown.fromKilograms(profile.effectiveBarKg), decimals: 2)), "plates": .text(plates)]))
        return HoverResult(markdown: lines.joined(separator: "\n\n"), range: range)
    }
}
