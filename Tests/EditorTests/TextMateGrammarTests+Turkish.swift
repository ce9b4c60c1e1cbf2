import Testing

/// The Turkish words of the format (issue #17) in the TextMate grammar: each takes the
/// scope of its English twin.
extension TextMateGrammarTests {
    @Test func turkishEntryKindsAndCardioTypes() {
        checkGrammarScopes("""
            2026-11-20 07:30 antrenman Göğüs Günü 45min
              Bench Press 100x5
            2026-11-20 kardiyo koşu 5km 25:00
            2026-11-21 Kardiyo yürüyüş 3km
            2026-11-20 öğün "Antrenman öncesi"
              Banana
            2026-11-20 ağırlık 78.4kg
            2026-11-21 kilo 78.2
            2026-11-01 maks Bench Press 100kg
            """, [
                .exact("antrenman", "keyword.control.kind.lifting"), .exact("Göğüs", "entity.name.section.title"), .exact("Günü", "entity.name.section.title"),
                .exact("Bench Press", "entity.name.function.exercise"),
                .exact("kardiyo", "keyword.control.kind.cardio"), .exact("koşu", "support.type.cardio"),
                .exact("5", "constant.numeric.distance"),
                .exact("Kardiyo", "keyword.control.kind.cardio"), .exact("yürüyüş", "support.type.cardio"),
                .exact("öğün", "keyword.control.kind.meal"), .exact("\"Antrenman öncesi\"", "string.quoted.double"),
                .absent("Antrenman", "keyword.control.kind.lifting"), .exact("Banana", "entity.name.type.food"),
                .exact("ağırlık", "keyword.control.kind.bodyweight"), .exact("78.4", "constant.numeric"),
                .exact("kilo", "keyword.control.kind.bodyweight"),
                .exact("maks", "keyword.control.kind.max"), .exact("Bench Press", "entity.name.function.exercise"),
            ])
    }

    /// `dk`, `sn`, `sa` (dakika, saniye, saat) are duration units like `min`, `s`, `h` (issue #24).
    @Test func turkishDurationUnits() {
        checkGrammarScopes("""
            2026-11-20 antrenman Bacak 1sa10dk
              Plank: 45sn x3
            2026-11-21 kardiyo koşu 5km 30dk
            2026-11-22 metcon amrap 3sa
            """, [
                .exact("Bacak", "entity.name.section.title"),
                .exact("1", "constant.numeric.duration"), .exact("sa", "keyword.other.unit"),
                .exact("10", "constant.numeric.duration"), .exact("dk", "keyword.other.unit"),
                .exact("Plank", "entity.name.function.exercise"),
                .exact("45", "constant.numeric.duration"), .exact("sn", "keyword.other.unit"), .exact("3", "constant.numeric.count"),
                .exact("30", "constant.numeric.duration"), .exact("dk", "keyword.other.unit"),
                .exact("3", "constant.numeric.duration"), .exact("sa", "keyword.other.unit"),
            ])
    }

    @Test func turkishDefinitionsWeeksAndProgramYok() {
        checkGrammarScopes("""
            profil
              unit: kg
            egzersiz Kutu Squat
              category: barbell
            besin Ev Yoğurdu
              brand: Sütaş
            şablon Üst A
              Bench Press: x5x3
            program Dalga
              hafta 1 "5ler" deload
                pzt: Üst A
            2026-11-02 program yok
            """, [
                .exact("profil", "storage.type.profile"), .exact("unit", "support.type.property-name"),
                .exact("egzersiz", "storage.type.exercise"), .exact("Kutu Squat", "entity.name.function.exercise"),
                .exact("besin", "storage.type.food"), .exact("Ev Yoğurdu", "entity.name.type.food"),
                .exact("şablon", "storage.type.template"), .exact("Üst A", "entity.name.type.template"),
                .exact("program", "storage.type.program"),
                .exact("hafta", "keyword.other.week"), .exact("1", "constant.numeric.week"),
                .exact("deload", "support.constant.phase"), .exact("pzt", "support.constant.day"),
                .exact("program", "keyword.control.kind.program"), .exact("yok", "constant.language.none"),
            ])
    }

    @Test func turkishWordsInsideOtherWordsAreNotKeywords() {
        checkGrammarScopes("""
            2026-11-20 kilogram 5
            2026-11-20 antrenmanlar
            """, [
                .absent("kilo", "keyword.control.kind.bodyweight"), .absent("antrenman", "keyword.control.kind.lifting"),
            ])
    }
}
