import Testing

/// `measure` entries (LANGUAGE.md §9.1) in the TextMate grammar: the kind, sides, sites,
/// numbers and units, on the header and on body lines, in English and Turkish.
extension TextMateGrammarTests {
    @Test func measureEntries() {
        checkGrammarScopes("""
            2026-11-27 measure waist 82cm, chest 101 cm, bodyfat 15%   # morning
            2026-12-27 measurements
              left thigh 58cm
              note: after the holidays
            2026-12-28 ölçü bel 80cm, sağ baldır 38cm, yağ oranı 14%
            """, [
                .exact("measure", "keyword.control.kind.measure"), .exact("waist", "support.type.property-name.site"),
                .exact("82", "constant.numeric.measurement"), .exact("cm", "keyword.other.unit"),
                .exact("chest", "support.type.property-name.site"), .exact("bodyfat", "support.type.property-name.site"),
                .exact("%", "keyword.other.unit"), .exact("# morning", "comment"),
                .exact("measurements", "keyword.control.kind.measure"), .exact("left", "storage.modifier.side"),
                .exact("thigh", "support.type.property-name.site"), .exact("58", "constant.numeric.measurement"),
                .exact("note", "support.type.property-name"),
                .exact("ölçü", "keyword.control.kind.measure"), .exact("bel", "support.type.property-name.site"),
                .exact("sağ", "storage.modifier.side"), .exact("baldır", "support.type.property-name.site"),
                .exact("yağ oranı", "support.type.property-name.site"), .exact("14", "constant.numeric.measurement"),
            ])
    }
}

extension TextMateGrammarTests {
    @Test func recipeDefinitions() {
        checkGrammarScopes("""
            recipe Overnight Oats
              servings: 2
              yield: 480g
              Oats 80g
              Milk 250ml
            tarif Yulaf Kasesi
              Overnight Oats 0.5 servings
            """, [
                .exact("recipe", "storage.type.recipe"), .exact("Overnight Oats", "entity.name.type.food"),
                .exact("servings", "support.type.property-name"), .exact("yield", "support.type.property-name"),
                .exact("Oats", "entity.name.type.food"), .exact("80", "constant.numeric.amount"),
                .exact("tarif", "storage.type.recipe"), .exact("Yulaf Kasesi", "entity.name.type.food"),
            ])
    }
}

extension TextMateGrammarTests {
    @Test func nutrientsBeyondMacros() {
        checkGrammarScopes("""
            profile
              fiber: 30
              sodium: 2300
            food Bran Cereal
              per 100g: 350 kcal, 12 protein, 60 carbs, 4 fat, 30 fiber, 400 sodium
              sugar: 18
            """, [
                .exact("fiber", "support.type.property-name"), .exact("sodium", "support.type.property-name"),
                .exact("2300", "constant.numeric.goal"), .exact("350", "constant.numeric.macro"), .exact("30", "constant.numeric.macro"), .exact("fiber", "keyword.other.unit"),
                .exact("400", "constant.numeric.macro"), .exact("sodium", "keyword.other.unit"),
                .exact("sugar", "support.type.property-name"),
            ])
    }
}
