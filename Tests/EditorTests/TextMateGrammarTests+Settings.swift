import Testing

/// A profile's settings (`language`, `rounding`, `bar`, `plates`, `sex`) are property names in
/// the TextMate grammar, like its other keys; `GrammarVocabularyTests` found them missing.
extension TextMateGrammarTests {
    @Test func profileSettingsArePropertyNames() {
        checkGrammarScopes("""
            profile
              language: tr
              rounding: 2.5
              bar: 20 # a 20 kg bar
              plates: 25, 20, 10
              sex: female
            """, [
                .exact("language", "support.type.property-name"), .exact(":", "punctuation.separator.key-value"),
                .exact("rounding", "support.type.property-name"), .exact("2.5", "constant.numeric"),
                .exact("bar", "support.type.property-name"), .exact("20", "constant.numeric"),
                .exact("# a 20 kg bar", "comment.line.note"),
                .exact("plates", "support.type.property-name"), .exact("25", "constant.numeric"), .exact(",", "punctuation.separator.comma"),
                .exact("sex", "support.type.property-name"), .absent("female", "support.type.property-name"),
            ])
    }
}
