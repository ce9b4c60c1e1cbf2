import AntrainModel
import AntrainSyntax

/// A food's figures and amounts as the writers of log text write them: a preset's read-only
/// definition, the definition "define it" adds, and `import`, which sees no syntax layer. The
/// words come from the vocabularies (``NutrientKeyWord``, ``FoodUnitWord``); the numbers are
/// written by the caller, each in its own way.
public enum FoodText {
    /// A `per 100g:` value: `380 kcal, 30 protein, 40 carbs, 12 fat`, then the nutrients given,
    /// in the order of `Nutrients.Kind` (`10 fiber, 1 sugar`).
    public static func per100g(kcal: String, protein: String, carbs: String, fat: String,
                               nutrients: [(Nutrients.Kind, String)] = []) -> String {
        let macros: [(NutrientKeyWord, String)] = [(.kcal, kcal), (.protein, protein), (.carbs, carbs), (.fat, fat)]
        return (macros + nutrients.map { (NutrientKeyWord($0), $1) }).map { "\($1) \($0.spelling)" }.joined(separator: ", ")
    }

    /// A mass in grams, as the formatter glues it: `150g`.
    public static func grams(_ number: String) -> String { FoodUnitWord.grams.written(number) }

    /// A count of servings: `2 servings`, or `1 serving` when `isOne` (the unit's singular
    /// spelling).
    public static func servings(_ number: String, isOne: Bool) -> String {
        isOne ? "\(number) \(FoodUnitWord.servings.english[1])" : FoodUnitWord.servings.written(number)
    }
}
