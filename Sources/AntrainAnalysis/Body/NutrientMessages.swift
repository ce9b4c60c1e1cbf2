import AntrainBasics
import AntrainModel

/// The catalogue keys of fibre, sugar, saturated fat and sodium (LANGUAGE.md §9.2). English
/// here; Turkish in ``TurkishCatalogue``'s `body` dictionary.
public enum NutrientMessages {
    static let fiber = MessageKey("word.nutrient.fiber", "Fibre")
    static let sugar = MessageKey("word.nutrient.sugar", "Sugar")
    static let satFat = MessageKey("word.nutrient.satfat", "Saturated fat")
    static let sodium = MessageKey("word.nutrient.sodium", "Sodium")
    static let fiberGoal = MessageKey("subject.fiber-goal", "The fibre goal")
    static let sugarGoal = MessageKey("subject.sugar-goal", "The sugar goal")
    static let satFatGoal = MessageKey("subject.satfat-goal", "The saturated fat goal")
    static let sodiumGoal = MessageKey("subject.sodium-goal", "The sodium goal")
    static let fiberPer100g = MessageKey("subject.fiber-per-100g", "Fibre per 100 g")
    static let sugarPer100g = MessageKey("subject.sugar-per-100g", "Sugar per 100 g")
    static let satFatPer100g = MessageKey("subject.satfat-per-100g", "Saturated fat per 100 g")
    static let sodiumPer100g = MessageKey("subject.sodium-per-100g", "Sodium per 100 g")

    /// `Fibre 12 / 30 g (40 %)`.
    static let floorLine = MessageKey("hover.nutrient.floor", "{nutrient} {value} / {goal} {unit} ({percent})")
    /// `Sodium 1800 mg, under the ceiling of 2300 mg (500 mg left)`.
    static let underCeiling = MessageKey("hover.nutrient.under", "{nutrient} {value} {unit}, under the ceiling of {goal} {unit} ({left} {unit} left)")
    static let overCeiling = MessageKey("hover.nutrient.over", "{nutrient} {value} {unit}: over the ceiling of {goal} {unit} by {over} {unit}")
    static let noGoal = MessageKey("hover.nutrient.plain", "{nutrient} {value} {unit}")
    /// Foods of the day with no figure for a nutrient: the total is a floor.
    static let unknownFoods = MessageKey("hover.nutrient.unknown", "{nutrient}: no figure for {names}")

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
