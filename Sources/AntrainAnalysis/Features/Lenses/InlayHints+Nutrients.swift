import AntrainBasics
import AntrainModel

/// The day's running fibre, sugar, saturated fat and sodium as inlay hints (LANGUAGE.md §9.2),
/// after a meal's last food beside the day's running kcal: `fibre 17.1/30 g`, `sodium
/// 185/2300 mg`.
///
/// Only the nutrients the profile sets a goal for: a figure with a goal says how the day stands,
/// one without is clutter on every meal (hover has them all). The food lines keep their kcal
/// alone. A running total counts the foods with a figure; hover names the ones without.
extension InlayHints {
    static func nutrientLabels(_ totals: Nutrients, goals: Nutrients, language: Language) -> [String] {
        Nutrients.Kind.allCases.compactMap { kind in
            guard let goal = goals[kind] else { return nil }
            let decimals = kind == .sodium ? 0 : 1
            return LocalizedText(NutrientHintMessages.dayNutrient, [
                "nutrient": .message(LocalizedText(NutrientHintMessages.word(kind))),
                "value": .text(Format.number(totals[kind] ?? 0, decimals: decimals, language: language)),
                "goal": .text(Format.number(goal, decimals: decimals, language: language)),
                "unit": .text(kind.unit),
            ]).text(in: language)
        }
    }
}

/// The fibre, sugar, saturated fat and sodium eaten on a day up to and including one meal, in
/// the same order as ``RunningDayEnergy``: the athlete's meals of that day in the workspace's
/// file order, then text order. Each day's meals are gathered once per request.
struct RunningDayNutrients {
    let snapshot: WorkspaceSnapshot
    let athlete: Int
    private var days: [LocalDate: [(fileIndex: Int, start: Int, totals: Nutrients)]] = [:]

    init(snapshot: WorkspaceSnapshot, athlete: Int) {
        self.snapshot = snapshot
        self.athlete = athlete
    }

    mutating func totals(through meal: LoweredMeal, fileIndex: Int) -> Nutrients {
        if days[meal.date] == nil {
            var meals: [(Int, Int, Nutrients)] = []
            for (index, file) in snapshot.files.enumerated() where file.athlete == athlete && file.figures.mealTotalsByDay[meal.date] != nil {
                for other in file.lowered.meals where other.date == meal.date {
                    meals.append((index, other.entryRange.lowerBound, Self.totals(of: other.meal.foods)))
                }
            }
            days[meal.date] = meals
        }
        let position = (fileIndex, meal.entryRange.lowerBound)
        var sum = Nutrients()
        for earlier in days[meal.date]! where (earlier.fileIndex, earlier.start) <= position {
            for kind in Nutrients.Kind.allCases {
                if let value = earlier.totals[kind] { sum[kind] = (sum[kind] ?? 0) + value }
            }
        }
        return sum
    }

    /// One meal's figures: nil for a nutrient none of its foods has a figure for.
    static func totals(of foods: [FoodEntry]) -> Nutrients {
        var day = DayNutrients()
        for food in foods { day.add(food.food, grams: food.grams) }
        return day.totals
    }
}

/// The texts of the nutrient inlay hints, in English and Turkish.
enum NutrientHintMessages {
    /// `fibre 17.1/30 g`: the day so far against the profile's goal.
    static let dayNutrient = MessageKey("inlay.dayNutrient", en: "{nutrient} {value}/{goal} {unit}",
        tr: "{nutrient} {value}/{goal} {unit}")
    static let fiber = MessageKey("inlay.nutrient.fiber", en: "fibre",
        tr: "lif")
    static let sugar = MessageKey("inlay.nutrient.sugar", en: "sugar",
        tr: "şeker")
    static let satFat = MessageKey("inlay.nutrient.satfat", en: "sat. fat",
        tr: "doymuş yağ")
    static let sodium = MessageKey("inlay.nutrient.sodium", en: "sodium",
        tr: "sodyum")

    static func word(_ kind: Nutrients.Kind) -> MessageKey {
        switch kind {
        case .fiber: fiber
        case .sugar: sugar
        case .satFat: satFat
        case .sodium: sodium
        }
    }

    static let all: [MessageKey] = [dayNutrient, fiber, sugar, satFat, sodium]
}
