import Testing

/// Coaching (LANGUAGE.md §8) in the TextMate grammar: `progress:` rules on a profile, a
/// program, a template and a template item, `e1rm:`, `unilateral:` and `L|R` sets.
extension TextMateGrammarTests {
    @Test func progressionRulesE1RMAndUnilateral() {
        checkGrammarScopes("""
            profile
              e1rm: rpe
              progress: none
            exercise Cossack Squat
              category: bodyweight
              muscles: quads
              unilateral: yes
            template Pull Day
              progress: linear +2.5kg stall 3 deload 10%
              Dumbbell Row: x8-12x3
                progress: double 8-12 +2kg
            """, [
                .exact("e1rm", "support.type.property-name"), .exact("rpe", "support.constant.formula"),
                .exact("progress", "support.type.property-name"), .exact("none", "keyword.control.progression"),
                .exact("unilateral", "support.type.property-name"), .exact("yes", "constant.language.boolean"),
                .exact("linear", "keyword.control.progression"), .exact("+", "keyword.operator.arithmetic"),
                .exact("2.5", "constant.numeric.step"), .exact("kg", "keyword.other.unit"),
                .exact("stall", "keyword.control.progression"), .exact("deload", "keyword.control.progression"),
                .exact("%", "keyword.other.unit.percent"),
                .exact("Dumbbell Row", "entity.name.function.exercise"),
                .exact("double", "keyword.control.progression"), .exact("8", "constant.numeric.reps"),
                .exact("-", "keyword.operator.range"), .exact("12", "constant.numeric.reps"),
            ])
    }

    @Test func bothSidesOfASet() {
        checkGrammarScopes("""
            2026-11-20 lifting
              Bulgarian Split Squat: 20x10|9
              Side Plank: 45s|40s
            """, [
                .exact("Bulgarian Split Squat", "entity.name.function.exercise"),
                .exact("20", "constant.numeric.load"), .exact("10", "constant.numeric.reps"),
                .exact("|", "keyword.operator.sides"), .exact("9", "constant.numeric"),
                .exact("45", "constant.numeric.duration"), .exact("|", "keyword.operator.sides"), .exact("40", "constant.numeric.duration"),
            ])
    }

    /// Blanks around the bar, which the parser reads (issue #42, item 16): the bar alone is
    /// the operator.
    @Test func bothSidesWithBlanksAroundTheBar() {
        checkGrammarScopes("""
            2026-11-20 lifting
              Bulgarian Split Squat: 20x10 | 9
              Side Plank: 45s | 40s
            """, [
                .exact("10", "constant.numeric.reps"), .exact("|", "keyword.operator.sides"), .exact("9", "constant.numeric"),
                .exact("45", "constant.numeric.duration"), .exact("|", "keyword.operator.sides"), .exact("40", "constant.numeric.duration"),
            ])
    }
}
