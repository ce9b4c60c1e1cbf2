import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Hover on meals, foods, bodyweight and profile goals.
extension HoverWriter {
    var lowMeal: LoweredMeal? {
        // Through the models' box: reading `lowered` copies the file's analysis, every array in it.
        let models = snapshot.files[fileIndex].models.boxed
        return models.file.meals.index(startingAt: entry.range.lowerBound, by: { $0.entryRange }).map { models.file.meals[$0] }
    }

    func macrosLine(_ macros: Macros) -> String {
        var line = TextBuilder(capacity: 80)
        appendMacros(macros, to: &line)
        return line.text
    }

    /// `380 kcal · protein 30 g · carbs 40 g · fat 12 g`.
    ///
    /// Its numbers are written straight from `macros` (as `.number(_, decimals:)` writes them),
    /// into a message prepared once (``PreparedMessage``): a full analysis writes this line for
    /// every meal of a long log.
    func appendMacros(_ macros: Macros, to text: inout TextBuilder) {
        let language = language
        text.append(Self.macrosMessage, in: language) { argument, buffer in
            let value: Double, decimals: Int
            switch MacroFigure(rawValue: argument) {
            case .kcal: (value, decimals) = (macros.calories, 0)
            case .protein: (value, decimals) = (macros.protein, 1)
            case .carbs: (value, decimals) = (macros.carbs, 1)
            case .fat: (value, decimals) = (macros.fat, 1)
            case nil: return false
            }
            NumberText.append(value, decimals: decimals, grouping: true, language: language, to: &buffer)
            return true
        }
    }

    /// The figures of ``HoverMessages/macros``, numbered in the order ``PreparedMessage`` numbers
    /// them.
    private enum MacroFigure: Int, CaseIterable {
        case kcal, protein, carbs, fat

        /// Its placeholder's name (spelled out: the name of a case is found by reflection).
        var placeholder: String {
            switch self {
            case .kcal: "kcal"
            case .protein: "protein"
            case .carbs: "carbs"
            case .fat: "fat"
            }
        }
    }

    private static let macrosMessage = PreparedMessage(HoverMessages.macros, arguments: MacroFigure.allCases.map(\.placeholder))

    func macrosText(calories: Double, protein: Double, carbs: Double, fat: Double) -> String {
        var line = TextBuilder(capacity: 80)
        appendMacros(Macros(calories: calories, protein: protein, carbs: carbs, fat: fat), to: &line)
        return line.text
    }

    /// The meal's totals and its day's totals against the profile's goals.
    ///
    /// Written into one ``TextBuilder`` rather than joined from strings, and the parts that are
    /// the same for every meal of a day (the title's date, the day against the goals) written
    /// once per day (``SessionFiguresCache/mealDay(_:expectedDays:write:)``): a full analysis
    /// hovers every meal header of a long log. The day's parts are kept as bytes known to be
    /// UTF-8 and copied in, so the meal's text is one string made once, with no check of its
    /// bytes and no second string appended to it.
    func mealSummary() -> String? {
        // The meal read where the models' box holds it: a copy (``lowMeal``) retained and
        // released every field of it.
        let models = snapshot.files[fileIndex].models.boxed
        guard let index = models.file.meals.index(startingAt: entry.range.lowerBound, by: { $0.entryRange }) else { return nil }
        return models.file.meals.withUnsafeBufferPointer { mealSummary(of: $0.baseAddress.unsafelyUnwrapped + index) }
    }

    /// The summary of the meal at `lowered`, read field by field where it lies (passed as a
    /// value, even a borrowed one, the meal was copied and destroyed for each hover).
    private func mealSummary(of lowered: UnsafePointer<LoweredMeal>) -> String {
        let athlete = snapshot.files[fileIndex].athlete
        let date = lowered.pointee.date
        let day = snapshot.sessionFigures.mealDay(.init(athlete: athlete, date: date, language: language),
                                                  expectedDays: snapshot.files[fileIndex].figures.mealTotalsByDay.count) {
            mealDay(on: date, athlete: athlete)
        }
        var text = TextBuilder(capacity: Self.mealPartCapacity + day.bytes.count)
        text.append("**")
        // ``DomainWords/mealTitle(_:in:)``, written in place: the header's meal word when it
        // has one (its name is that word), else the name compared to each word.
        if let key = lowered.pointee.kind.map(Self.titleKey) ?? DomainWords.mealKey(lowered.pointee.meal.name) {
            text.append(key, in: language)
        } else {
            text += Format.titleCased(lowered.pointee.meal.name)
        }
        // ` — 2026-11-20**` and the break after it.
        text.append(day.bytes, range: day.titleRange)
        // ``Meal/totals``, summed from the foods where they lie: asking the meal copied it.
        let foods = lowered.pointee.meal.foods
        appendMacros(Meal.totals(of: foods), to: &text)
        // The break, then the day against the goals.
        text.append(day.bytes, range: day.dayRange)
        if foods.contains(where: \.food.isPlaceholder) {
            let unknown = foods.filter(\.food.isPlaceholder).map(\.writtenName)
            text.append("\n\n")
            text.append(HoverMessages.notCounted, in: language, ["names": .text(unknown.joined(separator: ", "))])
        }
        return text.text
    }

    /// Room for a meal's own part of its hover (its title and macros), beside its day's part.
    private static let mealPartCapacity = 160

    /// The title word of a meal written `breakfast`, `lunch`, `dinner` or `snack`.
    private static func titleKey(_ kind: MealKind) -> MessageKey {
        switch kind {
        case .breakfast: DomainWords.breakfastKey
        case .lunch: DomainWords.lunchKey
        case .dinner: DomainWords.dinnerKey
        case .snack: DomainWords.snackKey
        }
    }

    /// The parts of a meal's hover that are the same for every meal of its day: the end of its
    /// title (the date), then the day's totals against the profile's goals, then its fibre,
    /// sugar, saturated fat and sodium.
    func mealDay(on date: LocalDate, athlete: Int) -> MealDayText {
        let totals = AthleteFigures(snapshot: snapshot, athlete: athlete).dayTotals(on: date)
        let day = totals.macros
        // The goals read where the athlete's profile lies (``profile``, the same profile, copies
        // it whole for two fields).
        let goals = snapshot.definitions.athletes[athlete].profile.goals
        let nutrientGoals = snapshot.definitions.athletes[athlete].profile.nutrientGoals
        var text = TextBuilder(capacity: 1024)
        text.append(" — ")
        text.append(date)
        text.append("**\n\n")
        let titleEnd = text.count
        text.append("\n\n")
        appendCount(totals.meals, HoverMessages.dayOne, HoverMessages.dayOther, to: &text)
        let starts = language == .en ? Self.goalLineStarts.english : Self.goalLineStarts.turkish
        func goalLine(_ goal: DayGoal, _ value: Double, _ target: Double, decimals: Int, unit: StaticString) {
            text += starts[goal.rawValue]
            text.append(number: value, decimals: decimals, in: language)
            text.append(" / ")
            text.append(number: target, decimals: decimals, in: language)
            text.append(unit)
            if target > 0 {
                text.append(" (")
                appendPercent(value / target * 100, to: &text)
                text.append(")")
            }
        }
        text.append("\n")
        goalLine(.kcal, day.calories, goals.calories, decimals: 0, unit: "")
        goalLine(.protein, day.protein, goals.protein, decimals: 1, unit: " g")
        goalLine(.carbs, day.carbs, goals.carbs, decimals: 1, unit: " g")
        goalLine(.fat, day.fat, goals.fat, decimals: 1, unit: " g")
        appendNutrientLines(totals.nutrients, goals: nutrientGoals, to: &text)
        return MealDayText(bytes: text.utf8, titleEnd: titleEnd)
    }

    /// The day's goal lines, in the order written.
    private enum DayGoal: Int, CaseIterable {
        case kcal, protein, carbs, fat

        var name: MessageKey {
            switch self {
            case .kcal: HoverMessages.goalKcal
            case .protein: HoverMessages.goalProtein
            case .carbs: HoverMessages.goalCarbs
            case .fat: HoverMessages.goalFat
            }
        }
    }

    /// Each goal line's start (the break, the dash and the goal's name: `\n- protein `) in
    /// English and in Turkish, by ``DayGoal``: one piece, not three, in each line of every day.
    private static let goalLineStarts = (
        english: DayGoal.allCases.map { "\n- \($0.name.template(in: .en)) " },
        turkish: DayGoal.allCases.map { "\n- \($0.name.template(in: .tr)) " }
    )

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
        if let nutrients = amountNutrientsLine(entry.food.nutrientsPer100g, grams: entry.grams) { lines.append(nutrients) }
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
