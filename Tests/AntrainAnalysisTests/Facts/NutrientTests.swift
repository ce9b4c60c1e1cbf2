import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Fibre, sugar, saturated fat and sodium (LANGUAGE.md §9.2) in custom foods and profile
/// goals, and the day's figures against the goals in hover. Figures by hand.
@Suite struct NutrientTests {
    static let log = """
        profile
          fiber: 30
          sugar: 50
          sodium: 2300
        food Bran Cereal
          per 100g: 350 kcal, 12 protein, 60 carbs, 4 fat, 30 fiber, 18 sugar, 0.8 satfat, 400 sodium
        food Salted Nuts
          per 100g: 600 kcal, 20 protein, 20 carbs, 50 fat
          fiber: 8
          sodium: 0.8g
        2026-11-20 08:00 breakfast
          Bran Cereal 60g
          Ayran 250ml
        2026-11-20 16:00 snack
          Salted Nuts 50g

        """

    @Test func figuresPer100gAndGoalsAreRead() throws {
        let snapshot = analyze(Self.log)
        #expect(snapshot.files[0].diagnostics.isEmpty, "\(snapshot.files[0].diagnostics)")
        let bran = try #require(snapshot.definitions.foods.food(named: "Bran Cereal"))
        #expect(bran.nutrientsPer100g == Nutrients(fiber: 30, sugar: 18, satFat: 0.8, sodiumMg: 400))
        // `sodium: 0.8g` is 800 mg; sugar and saturated fat not written: unknown, not 0.
        let nuts = try #require(snapshot.definitions.foods.food(named: "Salted Nuts"))
        #expect(nuts.nutrientsPer100g == Nutrients(fiber: 8, sodiumMg: 800))
        #expect(snapshot.athletes[0].profile.nutrientGoals == Nutrients(fiber: 30, sugar: 50, sodiumMg: 2300))
        // A derived preset dish has no FoodData Central row: unknown, not 0.
        #expect(snapshot.definitions.foods.food(named: "Ayran")?.nutrientsPer100g == nil)
    }

    @Test func otherSpellingsAndUnitsInPer100g() throws {
        let snapshot = analyze("""
            food Home Granola
              per 100g: 450 kcal, 10 protein, 60 carbs, 18 fat, 7 fibre, 20 sugars, 3 saturated fat, 0.1g sodium
            besin Ev Çorbası
              per 100g: 60 kcal, 4 protein, 9 carbs, 1 fat, 2 lif, 1 şeker, 200 mg sodyum, 0.2 doymuş yağ

            """)
        #expect(snapshot.files[0].diagnostics.isEmpty, "\(snapshot.files[0].diagnostics)")
        #expect(snapshot.definitions.foods.food(named: "Home Granola")?.nutrientsPer100g == Nutrients(fiber: 7, sugar: 20, satFat: 3, sodiumMg: 100))
        #expect(snapshot.definitions.foods.food(named: "Ev Çorbası")?.nutrientsPer100g == Nutrients(fiber: 2, sugar: 1, satFat: 0.2, sodiumMg: 200))
    }

    @Test func theMealHoverShowsTheDayAgainstFloorAndCeilings() {
        // Fibre: 60 g × 30 % = 18 g + 50 g × 8 % = 4 g → 22 of 30 g, 73 %; Ayran (a derived dish) has no figure.
        // Sugar: 60 × 18 % = 10.8 g (Ayran and the nuts have none): 50 − 10.8 = 39.2 g left.
        // Saturated fat: 60 × 0.8 % = 0.48 → 0.5 g, no goal. Sodium: 240 + 400 = 640 mg, 1660 mg left.
        checkHover(Self.log.replacingOccurrences(of: "08:00 breakfast", with: "08:00 1️⃣breakfast"), contains: [
            "- Fibre 22 / 30 g (73 %) · Fibre: no figure for Ayran",
            "- Sugar 10.8 g, under the ceiling of 50 g (39.2 g left) · Sugar: no figure for Ayran, Salted Nuts",
            "- Saturated fat 0.5 g · Saturated fat: no figure for Ayran, Salted Nuts",
            "- Sodium 640 mg, under the ceiling of 2300 mg (1660 mg left) · Sodium: no figure for Ayran",
        ])
    }

    @Test func aCeilingPassedIsShownAsSuch() {
        let log = Self.log.replacingOccurrences(of: "sodium: 2300", with: "sodium: 500")
            .replacingOccurrences(of: "16:00 snack", with: "16:00 1️⃣snack")
        // 640 − 500 = 140 mg over.
        checkHover(log, contains: ["- Sodium 640 mg: over the ceiling of 500 mg by 140 mg"], lacks: ["Sodium 640 mg, under"])
    }

    @Test func inTurkish() {
        checkHover(Self.log.replacingOccurrences(of: "08:00 breakfast", with: "08:00 1️⃣breakfast"), language: .tr,
                   contains: ["- Lif 22 / 30 g (%73)", "- Sodyum 640 mg, 2300 mg tavanının altında (1660 mg kaldı)"])
    }

    /// A day of preset foods only: their figures come from the preset table (FoodData Central
    /// records named in Docs/FOOD_SOURCES.md), and no food lacks one.
    static let presetDay = """
        profile
          fiber: 30
          sodium: 2300
        2026-11-21 08:00 breakfast
          Oats 80g
          Banana
        2026-11-21 13:00 lunch
          Chicken Breast 150g
          Rice 200g
          Broccoli 200g

        """

    @Test func aDayOfPresetFoodsShowsItsFibreAndSodiumAgainstTheGoals() {
        // Fibre: oats 80 × 10.1 % = 8.08, banana (one of 118 g) × 2.6 % = 3.068, chicken 0,
        // rice 200 × 0.4 % = 0.8, broccoli 200 × 2.6 % = 5.2 → 17.148 g of 30: 57 %.
        // Sodium: 4.8 + 1.18 + 111 + 2 + 66 = 184.98 mg → 185, 2115 mg under 2300.
        // Sugar (no goal): 0.792 + 14.431 + 0 + 0.1 + 3.4 = 18.72 g. Saturated fat: 0.888 +
        // 0.132 + 1.515 + 0.154 + 0.078 = 2.77 g.
        checkHover(Self.presetDay.replacingOccurrences(of: "13:00 lunch", with: "13:00 1️⃣lunch"), contains: [
            "- Fibre 17.1 / 30 g (57 %)\n",
            "- Sugar 18.7 g\n",
            "- Saturated fat 2.8 g\n",
            "- Sodium 185 mg, under the ceiling of 2300 mg (2115 mg left)",
        ], lacks: ["no figure for"])
    }

    /// After each meal's last food: the running kcal, then the running figure of each nutrient
    /// the profile sets a goal for (fibre and sodium here; sugar and saturated fat have none).
    @Test func inlayHintsGiveTheDaysRunningFibreAndSodiumAgainstTheGoals() {
        let snapshot = analyze(Self.presetDay)
        let text = Self.presetDay
        let hints = InlayHints.hints(in: TextRange(0, text.utf8.count), snapshot: snapshot, fileIndex: 0)
        // Breakfast: oats 379 × 0.8 = 303.2 kcal, banana 89 × 1.18 = 105.02, day 408.22; fibre
        // 8.08 + 3.068 = 11.148 g, sodium 4.8 + 1.18 = 5.98 mg. Lunch: chicken 165 × 1.5 = 247.5,
        // rice 130 × 2 = 260, broccoli 34 × 2 = 68, day 983.72; fibre 17.148 g, sodium 184.98 mg.
        let banana = offset(after: "  Banana", in: text), broccoli = offset(after: "Broccoli 200g", in: text)
        #expect(hints.map { "\($0.offset) \($0.label)" } == [
            "\(offset(after: "Oats 80g", in: text)) 303 kcal",
            "\(banana) 105 kcal", "\(banana) day 408 kcal", "\(banana) fibre 11.1/30 g", "\(banana) sodium 6/2300 mg",
            "\(offset(after: "Chicken Breast 150g", in: text)) 248 kcal",
            "\(offset(after: "Rice 200g", in: text)) 260 kcal",
            "\(broccoli) 68 kcal", "\(broccoli) day 984 kcal", "\(broccoli) fibre 17.1/30 g", "\(broccoli) sodium 185/2300 mg",
        ])
        #expect(hints.filter { $0.kind == .dayNutrient }.count == 4)
        let turkish = InlayHints.hints(in: TextRange(0, text.utf8.count), snapshot: snapshot, fileIndex: 0, language: .tr)
        #expect(turkish.suffix(2).map(\.label) == ["lif 17,1/30 g", "sodyum 185/2300 mg"])
    }

    /// Without a nutrient goal the hints stay kcal only, however many figures the foods have.
    @Test func noGoalNoNutrientHint() {
        let text = Self.presetDay.replacingOccurrences(of: "  fiber: 30\n  sodium: 2300\n", with: "  calories: 2500\n")
        let hints = InlayHints.hints(in: TextRange(0, text.utf8.count), snapshot: analyze(text), fileIndex: 0)
        #expect(hints.map(\.label) == ["303 kcal", "105 kcal", "day 408 kcal", "248 kcal", "260 kcal", "68 kcal", "day 984 kcal"])
    }

    /// A preset's hover gives the figures of its record per 100 g; a figure the record lacks
    /// (the sugars of stewed chicken breast) is left out, and a food with none has no such line.
    @Test func aPresetFoodsHoverGivesItsFiguresPer100g() {
        let log = "2026-11-21 lunch\n  1️⃣Oats 80g\n  2️⃣Boiled Chicken Breast 100g\n  3️⃣Ayran 250ml\n"
        checkHover(log, contains: ["Also per 100 g: Fibre 10.1 g · Sugar 0.99 g · Saturated fat 1.11 g · Sodium 6 mg"])
        checkHover(log, marker: "2️⃣", contains: ["Also per 100 g: Fibre 0 g · Saturated fat 0.86 g · Sodium 63 mg"], lacks: ["Sugar"])
        checkHover(log, marker: "3️⃣", contains: ["**Ayran**"], lacks: ["Also per 100 g"])
        checkHover(log, language: .tr, contains: ["100 g'da ayrıca: Lif 10,1 g · Şeker 0,99 g · Doymuş yağ 1,11 g · Sodyum 6 mg"])
    }

    /// Issue #42 item 13: a food line's hover gives the amount's own fibre and sodium beside
    /// its macros, not only the figures per 100 g.
    @Test func aFoodAmountsHoverGivesItsOwnNutrients() {
        let log = """
            food Kitchen Granola
              per 100g: 450 kcal, 10 protein, 60 carbs, 18 fat, 10 fiber, 6 sodium
            2026-11-21 breakfast
              1️⃣Kitchen Granola 200g

            """
        // 200 g × 10 g / 100 g = 20 g of fibre; 200 g × 6 mg / 100 g = 12 mg of sodium.
        checkHover(log, contains: ["Also in 200 g: Fibre 20 g · Sodium 12 mg", "Also per 100 g: Fibre 10 g · Sodium 6 mg"])
        checkHover(log, language: .tr, contains: ["200 g'da ayrıca: Lif 20 g · Sodyum 12 mg"])
    }

    /// Going to a preset's definition shows its figures as a custom food would write them.
    @Test func aPresetsDefinitionViewWritesItsNutrients() throws {
        let snapshot = analyze("2026-11-21 lunch\n  Oats 80g\n")
        let offset = offset(after: "  Oa", in: "2026-11-21 lunch\n  Oats 80g\n")
        let (symbol, _) = try #require(SymbolIndex.symbol(at: offset, in: snapshot, fileIndex: 0))
        guard case .preset(_, let text, _) = SymbolDefinition.of(symbol, in: snapshot) else {
            Issue.record("expected a preset view")
            return
        }
        #expect(text.contains("\n  per 100g: 379 kcal, 13.2 protein, 67.7 carbs, 6.5 fat, 10.1 fiber, 0.99 sugar, 1.11 satfat, 6 sodium\n"), "\(text)")
        #expect(Parser.parse(text).diagnostics.isEmpty)
    }

    /// A day's totals are added up as the meals' food lines are read, the same whether the
    /// lowering keeps the meals or only the figures (on demand): by hand, breakfast is bran
    /// 60 g (fibre 30 × 0.6 = 18, sugar 18 × 0.6, saturated fat 0.8 × 0.6, sodium 400 × 0.6 =
    /// 240 mg) and Ayran (no figures); the snack is nuts 50 g (fibre 8 × 0.5 = 4, sodium
    /// 800 × 0.5 = 400 mg; no sugar or saturated fat) and an unknown name, which counts for
    /// nothing; the next day has nuts alone.
    @Test(arguments: [false, true])
    func aDaysTotalsAreItsMealsFoodsAddedUp(onDemand: Bool) throws {
        let log = Self.log + """
            2026-11-20 18:00 dinner
              Salted Nuts 50g
              Mystery Bar 40g
            2026-11-21 08:00 breakfast
              Salted Nuts 10g

            """
        let snapshot = WorkspaceSnapshot.analyze(
            [SourceFile(name: "test.antrain", text: log)], settings: testSettings,
            keeping: onDemand ? .onDemand(ModelBudget(textBytes: 1)) : .always)
        let days = snapshot.files[0].figures.mealTotalsByDay
        #expect(days.count == 2)
        let first = try #require(days[LocalDate(year: 2026, month: 11, day: 20)])
        #expect(first.meals == 3)
        let fibre: Double = 30.0 * 60 / 100 + 8.0 * 50 / 100 + 8.0 * 50 / 100
        #expect(first.nutrients.totals == Nutrients(fiber: fibre, sugar: 18.0 * 60 / 100, satFat: 0.8 * 60 / 100,
                                                    sodiumMg: 400.0 * 60 / 100 + 800.0 * 50 / 100 + 800.0 * 50 / 100))
        #expect(first.nutrients.foods(lacking: .fiber) == ["Ayran"])
        #expect(first.nutrients.foods(lacking: .sugar) == ["Ayran", "Salted Nuts"])
        #expect(first.nutrients.foods(lacking: .sodium) == ["Ayran"])
        let second = try #require(days[LocalDate(year: 2026, month: 11, day: 21)])
        #expect(second.meals == 1)
        #expect(second.nutrients.totals == Nutrients(fiber: 8.0 * 10 / 100, sodiumMg: 800.0 * 10 / 100))
        #expect(second.nutrients.foods(lacking: .satFat) == ["Salted Nuts"])
        #expect(second.nutrients.foods(lacking: .fiber).isEmpty)
    }

    /// A log that comes back to a day adds the later meals to the day's totals, whichever day
    /// came between: by hand, the 20th has nuts 50 g, then 10 g after the 21st and again after
    /// the 22nd (fibre 8 × 0.5 + 8 × 0.1 + 8 × 0.2, three meals); the 21st one meal of 30 g,
    /// the 22nd one of 40 g.
    @Test func aDayComeBackToAddsItsLaterMeals() throws {
        let log = Self.log.components(separatedBy: "2026-11-20 08:00")[0] + """
            2026-11-20 08:00 breakfast
              Salted Nuts 50g
            2026-11-21 08:00 breakfast
              Salted Nuts 30g
            2026-11-20 12:00 lunch
              Salted Nuts 10g
            2026-11-22 08:00 breakfast
              Salted Nuts 40g
            2026-11-20 18:00 dinner
              Salted Nuts 20g

            """
        let days = analyze(log).files[0].figures.mealTotalsByDay
        #expect(days.count == 3)
        let twentieth = try #require(days[LocalDate(year: 2026, month: 11, day: 20)])
        #expect(twentieth.meals == 3)
        #expect(twentieth.nutrients.totals.fiber == 8.0 * 50 / 100 + 8.0 * 10 / 100 + 8.0 * 20 / 100)
        #expect(days[LocalDate(year: 2026, month: 11, day: 21)]?.meals == 1)
        #expect(days[LocalDate(year: 2026, month: 11, day: 21)]?.nutrients.totals.fiber == 8.0 * 30 / 100)
        #expect(days[LocalDate(year: 2026, month: 11, day: 22)]?.meals == 1)
        #expect(days[LocalDate(year: 2026, month: 11, day: 22)]?.nutrients.totals.fiber == 8.0 * 40 / 100)
    }

    private func offset(after piece: String, in text: String) -> Int {
        guard let range = text.range(of: piece) else { return -1 }
        return text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound)
    }

    private func analyze(_ text: String) -> WorkspaceSnapshot {
        WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: text)], settings: testSettings)
    }

    private func checkHover(_ marked: String, marker: String = "1️⃣", language: Language = .en, contains: [String], lacks: [String] = [],
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let document = MarkedSource(marked, sourceLocation: sourceLocation)
        guard let cursor = document.offset(of: marker, sourceLocation: sourceLocation) else { return }
        let hover = HoverEngine.hover(in: analyze(document.text), fileIndex: 0, offset: cursor, language: language)?.markdown ?? ""
        for piece in contains { #expect(hover.contains(piece), "missing \"\(piece)\" in:\n\(hover)", sourceLocation: sourceLocation) }
        for piece in lacks { #expect(!hover.contains(piece), "unexpected \"\(piece)\" in:\n\(hover)", sourceLocation: sourceLocation) }
    }
}
