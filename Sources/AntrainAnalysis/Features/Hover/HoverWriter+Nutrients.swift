import AntrainBasics
import AntrainModel

/// The day's fibre, sugar, saturated fat and sodium in a meal's hover (LANGUAGE.md §9.2):
/// fibre against its floor in percent, the others against their ceilings as room left or
/// the amount over, never as a percentage to reach.
extension HoverWriter {
    /// A line per nutrient worth showing on the athlete's day, each after a line break.
    func appendNutrientLines(_ day: DayNutrients, goals: Nutrients?, to text: inout TextBuilder) {
        for kind in Self.nutrientKinds where goals?[kind] != nil || day.totals[kind] != nil {
            text.append("\n")
            appendNutrientLine(kind, value: day.totals[kind] ?? 0, goal: goals?[kind], day: day, to: &text)
        }
    }

    /// `Nutrients.Kind.allCases`, made once: the synthesised list is a new array on each use.
    private static let nutrientKinds = Nutrients.Kind.allCases

    /// `Also per 100 g: Fibre 10.1 g · Sodium 6 mg`: the figures a food has, none when it has none.
    func nutrientsLine(_ nutrients: Nutrients?) -> String? {
        guard let nutrients, !nutrients.isEmpty else { return nil }
        return say(NutrientHoverMessages.alsoPer100g, ["nutrients": .text(nutrientParts(nutrients, scale: 1))])
    }

    /// `Also in 200 g: Fibre 20 g · Sodium 12 mg`: the figures of the amount written on a food
    /// line (per 100 g × grams / 100), beside its macros; none when the food has none.
    func amountNutrientsLine(_ nutrients: Nutrients?, grams: Double) -> String? {
        guard let nutrients, !nutrients.isEmpty else { return nil }
        return say(NutrientHoverMessages.alsoInAmount, ["grams": .text(number(grams)), "nutrients": .text(nutrientParts(nutrients, scale: grams / 100))])
    }

    /// `Fibre 10.1 g · Sodium 6 mg`, each figure times `scale`.
    private func nutrientParts(_ nutrients: Nutrients, scale: Double) -> String {
        Nutrients.Kind.allCases.compactMap { kind in
            nutrients[kind].map { say(NutrientMessages.noGoal, [
                "nutrient": .message(LocalizedText(NutrientMessages.name(kind))),
                "value": .text(number($0 * scale, decimals: kind == .sodium ? 0 : 2)), "unit": .text(kind.unit),
            ]) }
        }.joined(separator: " · ")
    }

    /// `- Fibre 22 / 30 g (73 %)`, `- Sodium 640 mg, under the ceiling of 2300 mg (1660 mg left)`,
    /// then the day's foods without a figure for it.
    ///
    /// The arguments are written straight from the figures (as `.text` and `.number` write
    /// them) into messages prepared once (``PreparedMessage``), with no list of named values
    /// per message: every day of a long log writes these.
    func appendNutrientLine(_ kind: Nutrients.Kind, value: Double, goal: Double?, day: DayNutrients, to text: inout TextBuilder) {
        let language = language
        let decimals = kind == .sodium ? 0 : 1
        let nutrient = NutrientMessages.name(kind).template(in: language)
        // ``Nutrients/Kind/unit`` as a literal: no string copied out for each placeholder
        // (HeaderHoverTests writes it from `unit`).
        let unit: StaticString = kind == .sodium ? "mg" : "g"
        func number(_ number: Double, to buffer: inout UTF8Buffer) {
            NumberText.append(number, decimals: decimals, grouping: true, language: language, to: &buffer)
        }
        text.append("- ")
        let message = goal.map { goal in
            kind.isFloor ? Self.floorLine : value > goal ? Self.overCeiling : Self.underCeiling
        } ?? Self.noGoal
        text.append(message, in: language) { argument, buffer in
            switch NutrientArgument(rawValue: argument) {
            case .nutrient: buffer.append(nutrient)
            case .value: number(value, to: &buffer)
            case .unit: buffer.append(unit)
            case .goal where goal != nil: number(goal!, to: &buffer)
            case .over where goal != nil: number(value - goal!, to: &buffer)
            case .left where goal != nil: number(goal! - value, to: &buffer)
            case .percent where goal != nil:
                let goal = goal!
                DomainWords.appendPercent(goal > 0 ? value / goal * 100 : 0, in: language, to: &buffer)
            default: return false
            }
            return true
        }
        guard value > 0 || goal != nil, day.hasFoods(lacking: kind) else { return }
        text.append(" · ")
        // The day read through a pointer: captured by the writer, it was copied (its list of
        // foods retained and released) for each line.
        withUnsafePointer(to: day) { day in
            text.append(Self.unknownFoods, in: language) { argument, buffer in
                switch NutrientArgument(rawValue: argument) {
                case .nutrient: buffer.append(nutrient)
                case .names: day.pointee.appendFoodNames(lacking: kind, to: &buffer)
                default: return false
                }
                return true
            }
        }
    }

    /// The arguments of a day's nutrient lines, numbered in the order ``PreparedMessage``
    /// numbers them.
    private enum NutrientArgument: Int, CaseIterable {
        case nutrient, value, unit, goal, over, left, percent, names

        /// Its placeholder's name (spelled out: the name of a case is found by reflection).
        var placeholder: String {
            switch self {
            case .nutrient: "nutrient"
            case .value: "value"
            case .unit: "unit"
            case .goal: "goal"
            case .over: "over"
            case .left: "left"
            case .percent: "percent"
            case .names: "names"
            }
        }
    }

    private static func prepared(_ key: MessageKey) -> PreparedMessage {
        PreparedMessage(key, arguments: NutrientArgument.allCases.map(\.placeholder))
    }

    private static let floorLine = prepared(NutrientMessages.floorLine)
    private static let overCeiling = prepared(NutrientMessages.overCeiling)
    private static let underCeiling = prepared(NutrientMessages.underCeiling)
    private static let noGoal = prepared(NutrientMessages.noGoal)
    private static let unknownFoods = prepared(NutrientMessages.unknownFoods)
}

/// The food hover's line of fibre, sugar, saturated fat and sodium per 100 g, in English and
/// Turkish.
enum NutrientHoverMessages {
    static let alsoPer100g = MessageKey("hover.food.nutrientsPer100g", en: "Also per 100 g: {nutrients}",
        tr: "100 g'da ayrıca: {nutrients}")

    static let alsoInAmount = MessageKey("hover.food.nutrientsInAmount", en: "Also in {grams} g: {nutrients}",
        tr: "{grams} g'da ayrıca: {nutrients}")

    static let all: [MessageKey] = [alsoPer100g, alsoInAmount]
}
