import AntrainBasics
import AntrainModel

/// The day's fibre, sugar, saturated fat and sodium in a meal's hover (LANGUAGE.md §9.2):
/// fibre against its floor in percent, the others against their ceilings as room left or
/// the amount over, never as a percentage to reach.
extension HoverWriter {
    func nutrientLines(on date: LocalDate) -> [String] {
        let day = DayNutrients(snapshot: snapshot, athlete: file.athlete, date: date)
        let goals = profile.nutrientGoals
        let unknown = day.unknown
        return day.shown(goals: goals).map { kind in
            nutrientLine(kind, value: day.totals[kind] ?? 0, goal: goals?[kind], unknown: unknown[kind] ?? [])
        }
    }

    /// `Also per 100 g: Fibre 10.1 g · Sodium 6 mg`: the figures a food has, none when it has none.
    func nutrientsLine(_ nutrients: Nutrients?) -> String? {
        guard let nutrients, !nutrients.isEmpty else { return nil }
        let parts = Nutrients.Kind.allCases.compactMap { kind in
            nutrients[kind].map { say(NutrientMessages.noGoal, [
                "nutrient": .message(LocalizedText(NutrientMessages.name(kind))),
                "value": .text(number($0, decimals: kind == .sodium ? 0 : 2)), "unit": .text(kind.unit),
            ]) }
        }
        return say(NutrientHoverMessages.alsoPer100g, ["nutrients": .text(parts.joined(separator: " · "))])
    }

    func nutrientLine(_ kind: Nutrients.Kind, value: Double, goal: Double?, unknown: [String]) -> String {
        let decimals = kind == .sodium ? 0 : 1
        var arguments: [String: MessageArgument] = [
            "nutrient": .message(LocalizedText(NutrientMessages.name(kind))), "value": .text(number(value, decimals: decimals)),
            "unit": .text(kind.unit),
        ]
        let key: MessageKey
        if let goal {
            arguments["goal"] = .text(number(goal, decimals: decimals))
            if kind.isFloor {
                key = NutrientMessages.floorLine
                arguments["percent"] = .text(percent(goal > 0 ? value / goal * 100 : 0))
            } else if value > goal {
                key = NutrientMessages.overCeiling
                arguments["over"] = .text(number(value - goal, decimals: decimals))
            } else {
                key = NutrientMessages.underCeiling
                arguments["left"] = .text(number(goal - value, decimals: decimals))
            }
        } else {
            key = NutrientMessages.noGoal
        }
        var line = "- " + say(key, arguments)
        if !unknown.isEmpty, value > 0 || goal != nil {
            line += " · " + say(NutrientMessages.unknownFoods, ["nutrient": .message(LocalizedText(NutrientMessages.name(kind))),
                                                              "names": .text(unknown.joined(separator: ", "))])
        }
        return line
    }
}

/// The food hover's line of fibre, sugar, saturated fat and sodium per 100 g, in English and
/// Turkish.
enum NutrientHoverMessages {
    static let alsoPer100g = MessageKey("hover.food.nutrientsPer100g", en: "Also per 100 g: {nutrients}",
        tr: "100 g'da ayrıca: {nutrients}")

    static let all: [MessageKey] = [alsoPer100g]
}
