import Testing

/// The planning forms of LANGUAGE.md §7 in the TextMate grammar: ranges, AMRAP, percentages,
/// reps in reserve, training maxes, programs and starting or ending one.
extension TextMateGrammarTests {
    @Test func rangesAmrapPercentLoadsAndRepsInReserve() {
        checkGrammarScopes("""
            template Upper A
              Bench Press: x8-12x3 RIR2
              Squat 75%x5, 75% x5x3, 85%x5+ 2RIR
            2026-11-20 lifting
              Bench Press 100x5+ @9
              Overhead Press 60 x 8-10
            """, [
                .exact("x", "keyword.operator.times"), .exact("8", "constant.numeric.reps"),
                .exact("-", "keyword.operator.range"), .exact("12", "constant.numeric.reps"),
                .exact("3", "constant.numeric.count"),
                .exact("RIR", "keyword.operator.rir"), .exact("2", "constant.numeric.rir"),
                .exact("Squat", "entity.name.function.exercise"),
                .exact("75", "constant.numeric.load"), .exact("%", "keyword.other.unit.percent"),
                .exact("5", "constant.numeric.reps"),
                .exact("75", "constant.numeric.load"), .exact("%", "keyword.other.unit.percent"),
                .exact("3", "constant.numeric.count"),
                .exact("85", "constant.numeric.load"), .exact("+", "keyword.operator.amrap"),
                .absent("+", "keyword.operator.arithmetic"),
                .exact("2", "constant.numeric.rir"), .exact("RIR", "keyword.operator.rir"),
                .exact("Bench Press", "entity.name.function.exercise"), .exact("100", "constant.numeric.load"),
                .exact("+", "keyword.operator.amrap"), .exact("9", "constant.numeric.rpe"),
                .exact("Overhead Press", "entity.name.function.exercise"), .exact("8", "constant.numeric.reps"),
                .exact("-", "keyword.operator.range"), .exact("10", "constant.numeric.reps"),
            ])
    }

    @Test func aTrainingMaxNamesItsExerciseAndLoad() {
        checkGrammarScopes("""
            2026-11-01 max Bench Press 120kg
            2026-11-01 07:00 tm "Curl: 21s" 40 # from a test
            2026-11-02 max 45 Degree Back Extension 20 lb
            """, [
                .exact("2026-11-01", "constant.numeric.date"), .exact("max", "keyword.control.kind.max"),
                .exact("Bench Press", "entity.name.function.exercise"), .exact("120", "constant.numeric.load"),
                .exact("kg", "keyword.other.unit"),
                .exact("07:00", "constant.numeric.time"), .exact("tm", "keyword.control.kind.max"),
                .exact("\"Curl: 21s\"", "entity.name.function.exercise"), .exact("40", "constant.numeric.load"),
                .exact("# from a test", "comment.line.note"),
                .exact("45 Degree Back Extension", "entity.name.function.exercise"),
                .exact("20", "constant.numeric.load"), .exact("lb", "keyword.other.unit"),
            ])
    }

    @Test func startingAndEndingAProgram() {
        checkGrammarScopes("""
            2026-11-02 program Wave 5-3-1
            2026-12-01 program none # done
            2026-12-02 program None Such
            """, [
                .exact("program", "keyword.control.kind.program"),
                .exact("Wave 5-3-1", "entity.name.type.program"),
                .exact("none", "constant.language.none"), .absent("none", "entity.name"),
                .exact("# done", "comment.line.note"),
                .exact("None Such", "entity.name.type.program"), .absent("None", "constant.language.none"),
            ])
    }

    @Test func aProgramsPropertiesWeeksAndDays() {
        checkGrammarScopes("""
            program Wave 5-3-1
              category: strength
              difficulty: intermediate
              progression: wave
              note: deload last
              week 1 "5s"
                mon: Upper A
                thu: Lower A @8 # heavy
              week 2 "3s" intensity 105% volume 90%
                mon: Upper A intensity 110%
              week 4 deload intensity 60% volume 50%
                pzt: Volume Day volume 50%
                çar: "Lower A"
            """, [
                .exact("program", "storage.type.program"), .exact("Wave 5-3-1", "entity.name.type.program"),
                .exact("category", "support.type.property-name"), .exact("strength", "support.constant.category"),
                .exact("intermediate", "support.constant.difficulty"), .exact("wave", "support.constant.progression"),
                .exact("deload last", "string.unquoted.note"),
                .exact("week", "keyword.other.week"), .exact("1", "constant.numeric.week"),
                .exact("\"5s\"", "string.quoted.double"),
                .exact("mon", "support.constant.day"), .exact(":", "punctuation.separator.key-value"),
                .exact("Upper A", "entity.name.type.template"),
                .exact("thu", "support.constant.day"), .exact("Lower A", "entity.name.type.template"),
                .exact("@", "keyword.operator.rpe"), .exact("8", "constant.numeric.rpe"),
                .exact("# heavy", "comment.line.note"),
                .exact("2", "constant.numeric.week"), .exact("intensity", "keyword.other.modifier"),
                .exact("105", "constant.numeric.percent"), .exact("%", "keyword.other.unit.percent"),
                .exact("volume", "keyword.other.modifier"), .exact("90", "constant.numeric.percent"),
                .exact("Upper A", "entity.name.type.template"), .exact("intensity", "keyword.other.modifier"),
                .exact("110", "constant.numeric.percent"),
                .exact("deload", "support.constant.phase"), .exact("60", "constant.numeric.percent"),
                .exact("pzt", "support.constant.day"), .exact("Volume Day", "entity.name.type.template"),
                .exact("volume", "keyword.other.modifier"), .exact("50", "constant.numeric.percent"),
                .exact("çar", "support.constant.day"), .exact("\"Lower A\"", "entity.name.type.template"),
            ])
    }

    @Test func phasesAreWordsOfWeekLinesOnly() {
        checkGrammarScopes("""
            program Blocks
              week 1 accumulation
              week 2 intensification
              week 3 realization
            2026-11-20 lifting
              mon: 100x5
            """, [
                .exact("accumulation", "support.constant.phase"), .exact("intensification", "support.constant.phase"),
                .exact("realization", "support.constant.phase"),
                .absent("mon", "support.constant.day"), .exact("mon", "entity.name.function.exercise"),
            ])
    }
}
