import AntrainBasics
import AntrainModel

/// The day's fibre, sugar, saturated fat and sodium in a meal's hover (LANGUAGE.md §9.2):
/// fibre against its floor in percent, the others against their ceilings as room left or
/// the amount over, never as a percentage to reach.
extension HoverWriter {
    /// A line per nutrient worth showing on the athlete's day, each after a line break.
    func appendNutrientLines(_ day: DayNutrients, goals: Nutrients?, to text: inout TextBuilder) {
        for kind in Nutrients.Kind.allCases where goals?[kind] != nil || day.totals[kind] != nil {
            text.append("\n")
            appendNutrientLine(kind, value: day.totals[kind] ?? 0, goal: goals?[kind], day: day, to: &text)
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

    /// `- Fibre 22 / 30 g (73 %)`, `- Sodium 640 mg, under the ceiling of 2300 mg (1660 mg left)`,
    /// then the day's foods without a figure for it.
    func appendNutrientLine(_ kind: Nutrients.Kind, value: Double, goal: Double?, day: DayNutrients, to text: inout TextBuilder) {
        let decimals = kind == .sodium ? 0 : 1
        let name = MessageArgument.text(NutrientMessages.name(kind).template(in: language))
        let unit = MessageArgument.text(kind.unit)
        text.append("- ")
        if let goal {
            let written = MessageArgument.number(goal, decimals: decimals)
            if kind.isFloor {
                text.append(NutrientMessages.floorLine, in: language, ["nutrient": name, "value": .number(value, decimals: decimals), "unit": unit,
                                                                       "goal": written, "percent": .text(percent(goal > 0 ? value / goal * 100 : 0))])
            } else if value > goal {
                text.append(NutrientMessages.overCeiling, in: language, ["nutrient": name, "value": .number(value, decimals: decimals), "unit": unit,
                                                                         "goal": written, "over": .number(value - goal, decimals: decimals)])
            } else {
                text.append(NutrientMessages.underCeiling, in: language, ["nutrient": name, "value": .number(value, decimals: decimals), "unit": unit,
                                                                          "goal": written, "left": .number(goal - value, decimals: decimals)])
            }
        } else {
            text.append(NutrientMessages.noGoal, in: language, ["nutrient": name, "value": .number(value, decimals: decimals), "unit": unit])
        }
        guard value > 0 || goal != nil else { return }
        if let unknown = day.foodNames(lacking: kind, separator: ", ") {
            text.append(" · ")
            text.append(NutrientMessages.unknownFoods, in: language, ["nutrient": name, "names": .text(unknown)])
        }
    }
}

/// The food hover's line of fibre, sugar, saturated fat and sodium per 100 g, in English and
/// Turkish.
enum NutrientHoverMessages {
    static let alsoPer100g = MessageKey("hover.food.nutrientsPer100g", en: "Also per 100 g: {nutrients}",
        tr: "100 g'da ayrıca: {nutrients}")

    static let all: [MessageKey] = [alsoPer100g]
}
