import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// The Turkish words of the format (issue #17) mean what their English twins mean: the same
/// models, the word kept by the formatter, and highlighted as a keyword.
@Suite struct TurkishKeywordTests {
    /// One log in English, line for line (so that source lines agree too) with ``turkish``.
    static let english = """
        profile
          unit: kg
        exercise Garage Squat
          category: barbell
          muscles: quads
        food Home Yogurt
          per 100g: 60 kcal, 4 protein, 5 carbs, 3 fat
        recipe Yogurt Bowl
          servings: 2
          Home Yogurt 300g
          Honey 20g
        template Upper A
          Bench Press 100x5
        program Wave
          week 1 "5s"
            mon: Upper A
          week 2 deload volume 50%
            tue: Upper A
        2026-11-01 max Bench Press 100kg
        2026-11-02 program Wave
        2026-11-20 07:00 lifting Chest Day 45min
          Bench Press 100x5
          Garage Squat 100x5
        2026-11-20 08:00 cardio run 5km 25min
        2026-11-20 cardio bike 20km 40min
        2026-11-20 cardio row 2km 8min
        2026-11-20 cardio swim 1km 30min
        2026-11-20 cardio walk 3km 35min
        2026-11-20 cardio elliptical 20min
        2026-11-20 09:00 breakfast
          Egg x3
        2026-11-20 lunch
          Rice 150g
        2026-11-20 dinner
          Chicken Breast 200g
        2026-11-20 snack
          Banana
        2026-11-20 meal "Pre-workout"
          Home Yogurt 200g
        2026-11-20 bodyweight 78.4kg
        2026-11-21 weight 78.2
        2026-11-21 measure waist 82cm, left thigh 58cm, forearm 30cm, bodyfat 15%
        2026-11-22 program none

        """

    /// ``english`` with every keyword that has a Turkish twin in Turkish.
    static let turkish = """
        profil
          unit: kg
        egzersiz Garage Squat
          category: barbell
          muscles: quads
        besin Home Yogurt
          per 100g: 60 kcal, 4 protein, 5 carbs, 3 fat
        tarif Yogurt Bowl
          servings: 2
          Home Yogurt 300g
          Honey 20g
        şablon Upper A
          Bench Press 100x5
        program Wave
          hafta 1 "5s"
            pzt: Upper A
          hafta 2 deload volume 50%
            sal: Upper A
        2026-11-01 maks Bench Press 100kg
        2026-11-02 program Wave
        2026-11-20 07:00 antrenman Chest Day 45min
          Bench Press 100x5
          Garage Squat 100x5
        2026-11-20 08:00 kardiyo koşu 5km 25min
        2026-11-20 kardiyo bisiklet 20km 40min
        2026-11-20 kardiyo kürek 2km 8min
        2026-11-20 kardiyo yüzme 1km 30min
        2026-11-20 kardiyo yürüyüş 3km 35min
        2026-11-20 kardiyo eliptik 20min
        2026-11-20 09:00 kahvaltı
          Egg x3
        2026-11-20 öğle
          Rice 150g
        2026-11-20 akşam
          Chicken Breast 200g
        2026-11-20 atıştırmalık
          Banana
        2026-11-20 öğün "Pre-workout"
          Home Yogurt 200g
        2026-11-20 ağırlık 78.4kg
        2026-11-21 kilo 78.2
        2026-11-21 ölçü bel 82cm, sol uyluk 58cm, ön kol 30cm, yağ oranı 15%
        2026-11-22 program yok

        """

    @Test func theTurkishLogHasTheModelsOfTheEnglishOne() {
        let english = assertParse(Self.english)
        let turkish = assertParse(Self.turkish)
        #expect(ExportedModels(snapshot: turkish) == ExportedModels(snapshot: english))
        #expect(turkish.files[0].lowered.trainingMaxes.map(\.trainingMax) == english.files[0].lowered.trainingMaxes.map(\.trainingMax))
        #expect(turkish.files[0].lowered.programStarts.map(\.start) == english.files[0].lowered.programStarts.map(\.start))
        #expect(turkish.definitions.programsByName == english.definitions.programsByName)
        // The log is not empty of what it should hold.
        let workouts = ExportedModels(snapshot: turkish).workouts
        #expect(Set(workouts.compactMap(\.quickLog?.cardioType)) == [.run, .bike, .row, .swim, .walk, .elliptical])
        #expect(turkish.files[0].lowered.programStarts.map(\.start.programName) == ["Wave", nil])
        #expect(turkish.definitions.programsByName.first?.value.weeks.count == 2)
    }

    @Test func eachTurkishCardioTypeIsItsTwinsType() {
        for twin in Keywords.turkishCardioTypes {
            let snapshot = assertParse("2026-11-20 cardio \(twin.turkish) 30min\n")
            let type = ExportedModels(snapshot: snapshot).workouts.first?.quickLog?.cardioType
            #expect(type?.rawValue == twin.english, "\(twin)")
        }
    }

    @Test func anUnknownCardioTypeIsStillReported() {
        assertParse("2026-11-20 kardiyo 1️⃣tırmanış 30min\n", diagnostics: [DiagnosticSpec("1️⃣", code: "unknown-cardio-type")])
    }

    @Test func aTurkishCardioTypeMisspeltSuggestsItsTurkishSpelling() {
        // "yüzmek" (to swim) is one edit from `yüzme`, and far from every English type.
        assertParse(
            "2026-11-20 kardiyo 1️⃣yüzmek2️⃣ 30min\n",
            diagnostics: [DiagnosticSpec("1️⃣", code: "unknown-cardio-type", endMarker: "2️⃣", messageContains: "`yüzme`")],
            fixedSource: "2026-11-20 kardiyo yüzme 30min\n")
    }

    // MARK: - Formatting

    @Test func theFormatterKeepsEveryTurkishWordAsWritten() {
        let result = LogFormatter.format(Parser.parse(Self.turkish))
        #expect(result.text == Self.turkish)
        #expect(result.keptEntryLines.isEmpty, "entries kept as written: \(result.keptEntryLines)")
        FormatProperties.check(Array(Self.turkish.utf8), "turkish")
    }

    @Test func theFormatterLowersOnlyTheASCIILettersOfATurkishWord() {
        // As for every keyword: ASCII lower case, so `Antrenman` is written `antrenman` and
        // the Turkish letters are left as they are.
        let input = """
            2026-11-20   Antrenman  Göğüs
              Bench Press 100x5
            2026-11-20 KARDIYO  Koşu 5 KM
            2026-11-21 Kilo 78.2 KG
            2026-11-22 Program  Yok
            program Dalga
              Hafta 1
                pzt: Üst A
            şablon Üst A
              Bench Press 100x5

            """
        let result = LogFormatter.format(Parser.parse(input))
        #expect(result.text == """
            2026-11-20 antrenman Göğüs
              Bench Press 100x5
            2026-11-20 kardiyo koşu 5km
            2026-11-21 kilo 78.2kg
            2026-11-22 program yok
            program Dalga
              hafta 1
                pzt: Üst A
            şablon Üst A
              Bench Press 100x5

            """)
        FormatProperties.check(Array(input.utf8), "mixed case")
    }

    // MARK: - Semantic tokens

    @Test func turkishKeywordsAreHighlightedAsKeywords() {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: Self.turkish)], settings: testSettings)
        let source = snapshot.files[0].tree.source
        let keywords = Set(SemanticHighlighter.tokens(in: snapshot, fileIndex: 0).filter { $0.type == .keyword }.map { source.text($0.range) })
        let expected = Keywords.turkishDatedKinds.map(\.turkish) + Keywords.turkishDefinitionKinds.map(\.turkish) + ["hafta", "yok", "pzt"]
        for word in expected {
            #expect(keywords.contains(word), "\(word) is not a keyword: \(keywords.sorted())")
        }
        let cardioTypes = SemanticHighlighter.tokens(in: snapshot, fileIndex: 0).filter { $0.type == .enumMember }.map { source.text($0.range) }
        #expect(Keywords.turkishCardioTypes.allSatisfy { cardioTypes.contains($0.turkish) }, "\(cardioTypes)")
    }
}
