import AntrainBasics
import AntrainModel

/// The catalogue keys of fibre, sugar, saturated fat and sodium (LANGUAGE.md §9.2), in English
/// and Turkish.
public enum NutrientMessages {
    static let fiber = MessageKey("word.nutrient.fiber", en: "Fibre",
        tr: "Lif")
    static let sugar = MessageKey("word.nutrient.sugar", en: "Sugar",
        tr: "Şeker")
    static let satFat = MessageKey("word.nutrient.satfat", en: "Saturated fat",
        tr: "Doymuş yağ")
    static let sodium = MessageKey("word.nutrient.sodium", en: "Sodium",
        tr: "Sodyum")
    static let fiberGoal = MessageKey("subject.fiber-goal", en: "The fibre goal",
        tr: "Lif hedefi")
    static let sugarGoal = MessageKey("subject.sugar-goal", en: "The sugar goal",
        tr: "Şeker hedefi")
    static let satFatGoal = MessageKey("subject.satfat-goal", en: "The saturated fat goal",
        tr: "Doymuş yağ hedefi")
    static let sodiumGoal = MessageKey("subject.sodium-goal", en: "The sodium goal",
        tr: "Sodyum hedefi")
    static let fiberPer100g = MessageKey("subject.fiber-per-100g", en: "Fibre per 100 g",
        tr: "100 g'daki lif")
    static let sugarPer100g = MessageKey("subject.sugar-per-100g", en: "Sugar per 100 g",
        tr: "100 g'daki şeker")
    static let satFatPer100g = MessageKey("subject.satfat-per-100g", en: "Saturated fat per 100 g",
        tr: "100 g'daki doymuş yağ")
    static let sodiumPer100g = MessageKey("subject.sodium-per-100g", en: "Sodium per 100 g",
        tr: "100 g'daki sodyum")

    /// `Fibre 12 / 30 g (40 %)`.
    static let floorLine = MessageKey("hover.nutrient.floor", en: "{nutrient} {value} / {goal} {unit} ({percent})",
        tr: "{nutrient} {value} / {goal} {unit} ({percent})")
    /// `Sodium 1800 mg, under the ceiling of 2300 mg (500 mg left)`.
    static let underCeiling = MessageKey("hover.nutrient.under", en: "{nutrient} {value} {unit}, under the ceiling of {goal} {unit} ({left} {unit} left)",
        tr: "{nutrient} {value} {unit}, {goal} {unit} tavanının altında ({left} {unit} kaldı)")
    static let overCeiling = MessageKey("hover.nutrient.over", en: "{nutrient} {value} {unit}: over the ceiling of {goal} {unit} by {over} {unit}",
        tr: "{nutrient} {value} {unit}: {goal} {unit} tavanını {over} {unit} aştı")
    static let noGoal = MessageKey("hover.nutrient.plain", en: "{nutrient} {value} {unit}",
        tr: "{nutrient} {value} {unit}")
    /// Foods of the day with no figure for a nutrient: the total is a floor.
    static let unknownFoods = MessageKey("hover.nutrient.unknown", en: "{nutrient}: no figure for {names}",
        tr: "{nutrient}: {names} için değer yok")

    static func name(_ kind: Nutrients.Kind) -> MessageKey {
        switch kind {
        case .fiber: fiber
        case .sugar: sugar
        case .satFat: satFat
        case .sodium: sodium
        }
    }

    static func goal(_ kind: Nutrients.Kind) -> MessageKey {
        switch kind {
        case .fiber: fiberGoal
        case .sugar: sugarGoal
        case .satFat: satFatGoal
        case .sodium: sodiumGoal
        }
    }

    static func subject(_ kind: Nutrients.Kind) -> MessageKey {
        switch kind {
        case .fiber: fiberPer100g
        case .sugar: sugarPer100g
        case .satFat: satFatPer100g
        case .sodium: sodiumPer100g
        }
    }

    public static let diagnostics: [MessageKey] = [fiberGoal, sugarGoal, satFatGoal, sodiumGoal, fiberPer100g, sugarPer100g, satFatPer100g, sodiumPer100g]
    public static let editor: [MessageKey] = [fiber, sugar, satFat, sodium, floorLine, underCeiling, overCeiling, noGoal, unknownFoods]
}
