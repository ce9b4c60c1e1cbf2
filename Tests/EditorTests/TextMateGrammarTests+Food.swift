import AntrainSyntax
import Testing

/// Every word of the food's vocabularies carries its scope in the TextMate grammar: a figure's
/// name in `per 100g:` and a food amount's unit are units (`keyword.other.unit`), however the
/// parser takes them. `GrammarVocabularyTests` holds every grammar's word lists to the same
/// words; this runs the TextMate one.
extension TextMateGrammarTests {
    @Test(arguments: NutrientKeyWord.allSpellings)
    func everyNutrientNameIsAUnitInPer100g(_ name: String) {
        checkGrammarScopes("food Bran Cereal\n  per 100g: 350 kcal, 2 \(name)\n", [
            .exact("per 100g", "support.type.property-name"),
            .exact("2", "constant.numeric.macro"), .exact(name, "keyword.other.unit"),
        ])
    }

    /// Each unit after a space, and glued to the number where the formatter glues it (`80g`).
    @Test(arguments: FoodUnitWord.allCases)
    func everyFoodUnitIsAUnitOfTheAmount(_ unit: FoodUnitWord) {
        for spelling in unit.spellings.map(\.description) {
            let glued = unit.glued.map(\.description).contains(spelling)
            for amount in glued ? ["2\(spelling)", "2 \(spelling)"] : ["2 \(spelling)"] {
                checkGrammarScopes("2026-11-20 lunch\n  Oats \(amount)\n", [
                    .exact("Oats", "entity.name.type.food"),
                    .exact("2", "constant.numeric.amount"), .exact(spelling, "keyword.other.unit"),
                ])
            }
        }
    }
}
