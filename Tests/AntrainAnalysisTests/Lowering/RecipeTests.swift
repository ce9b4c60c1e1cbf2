import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Recipes (LANGUAGE.md §9.3): figures from the ingredients, by hand from the presets' rows
/// per 100 g — Oats 379 kcal, 13.15 P, 67.7 C, 6.52 F; Milk 61, 3.15, 4.8, 3.25; Greek Yogurt
/// 59, 10.19, 3.6, 0.39; Honey 304, 0.3, 82.4, 0.
@Suite struct RecipeTests {
    /// Oats 80 g: 303.2 kcal, 10.52 P, 54.16 C, 5.216 F. Milk 250 ml (= 250 g): 152.5, 7.875, 12, 8.125.
    /// Greek Yogurt 150 g: 88.5, 15.285, 5.4, 0.585. Honey 15 g: 45.6, 0.045, 12.36, 0.
    /// Total 589.8 kcal, 33.725 P, 83.92 C, 13.926 F in 80 + 250 + 150 + 15 = 495 g.
    static let overnightOats = """
        recipe Overnight Oats
          servings: 2
          category: carb
          Oats 80g
          Milk 250ml
          Greek Yogurt 150g
          Honey 15g

        """

    @Test func theRecipesFiguresComeFromItsIngredients() throws {
        let snapshot = analyze(Self.overnightOats)
        #expect(snapshot.files[0].diagnostics.isEmpty, "\(snapshot.files[0].diagnostics)")
        let recipe = try #require(snapshot.definitions.recipes.first)
        #expect(recipe.weightGrams == 495 && recipe.servingGrams == 247.5)
        // One serving is half: 294.9 kcal, 16.8625 P, 41.96 C, 6.963 F.
        expectClose(recipe.perServing, Macros(calories: 294.9, protein: 16.8625, carbs: 41.96, fat: 6.963))
        // Per 100 g: ÷ 4.95 → 119.15 kcal, 6.813 P, 16.954 C, 2.813 F.
        expectClose(recipe.per100g, Macros(calories: 119.1515, protein: 6.8131, carbs: 16.9535, fat: 2.8133))
        let food = try #require(snapshot.definitions.foods.food(named: "overnight oats"))
        #expect(food.isCustom && food.category == .carb && food.defaultServingGrams == 247.5)
    }

    @Test func aMealUsesARecipeLikeAnyFood() throws {
        let snapshot = analyze(Self.overnightOats + """
            2026-11-20 breakfast
              Overnight Oats
              Overnight Oats 200g
              Overnight Oats 0.5 servings

            """)
        let meal = try #require(snapshot.files[0].lowered.meals.first?.meal)
        #expect(meal.foods.map(\.grams) == [247.5, 200, 123.75])
        // One serving 294.9 kcal; 200 g × 1.191515 = 238.30; 123.75 g × 1.191515 = 147.45.
        let kcal = meal.foods.map(\.macros.calories)
        #expect(zip(kcal, [294.9, 238.303, 147.45]).allSatisfy { abs($0 - $1) < 0.01 }, "\(kcal)")
    }

    @Test func yieldSetsTheWeightPer100gFollows() throws {
        // Oats 200 g (758 kcal, 26.3 P, 135.4 C, 13.04 F) + Milk 500 ml (305, 15.75, 24, 16.25) = 1063 kcal,
        // cooked down to 600 g: per 100 g 1063 / 6 = 177.17 kcal; 4 servings of 150 g, 265.75 kcal each.
        let snapshot = analyze("""
            recipe Porridge Pot
              servings: 4
              yield: 600g
              Oats 200g
              Milk 500ml

            """)
        let recipe = try #require(snapshot.definitions.recipes.first)
        #expect(recipe.ingredientGrams == 700 && recipe.weightGrams == 600 && recipe.servingGrams == 150)
        #expect(abs(recipe.per100g.calories - 177.1667) < 0.001)
        #expect(abs(recipe.perServing.calories - 265.75) < 1e-9)
    }

    @Test func aRecipeMayUseAnotherRecipe() throws {
        // Two servings of Overnight Oats (495 g, 589.8 kcal) and Honey 10 g (30.4 kcal): 620.2 kcal in 505 g.
        let snapshot = analyze(Self.overnightOats + """
            recipe Big Breakfast
              Overnight Oats 2 servings
              Honey 10g

            """)
        let recipe = try #require(snapshot.definitions.recipes.first { $0.name == "Big Breakfast" })
        #expect(recipe.weightGrams == 505)
        #expect(abs(recipe.totals.calories - 620.2) < 1e-9)
    }

    @Test func hoverShowsPerServingPer100gAndEachIngredientsShare() {
        let text = Self.overnightOats.replacingOccurrences(of: "recipe Overnight", with: "recipe 1️⃣Overnight")
        let document = MarkedSource(text)
        let snapshot = analyze(document.text)
        let hover = HoverEngine.hover(in: snapshot, fileIndex: 0, offset: document.offset(of: "1️⃣")!)?.markdown ?? ""
        for piece in [
            "**Overnight Oats** — recipe · carb",
            "Makes 495 g: 2 servings of 247.5 g",
            "Per serving: 295 kcal · protein 16.9 g · carbs 42 g · fat 7 g",
            "Per 100 g: 119 kcal · protein 6.8 g · carbs 17 g · fat 2.8 g",
            // Shares of 589.8 kcal: 303.2 → 51.4 %, 152.5 → 25.9 %, 88.5 → 15.0 %, 45.6 → 7.7 %.
            "- Oats 80 g: 303 kcal (51 % of the energy)", "- Milk 250 g: 153 kcal (26 % of the energy)",
            "- Greek Yogurt 150 g: 89 kcal (15 % of the energy)", "- Honey 15 g: 46 kcal (8 % of the energy)",
        ] {
            #expect(hover.contains(piece), "missing \"\(piece)\" in:\n\(hover)")
        }
    }

    /// Issue #42 item 7: a recipe carries the fibre, sugar, saturated fat and sodium of its
    /// ingredients. Per 100 g, Oats (USDA 173904) fibre 10.1, sugar 0.99, saturated fat 1.11,
    /// sodium 6 mg; Milk (171265) 0, 5.05, 1.865, 43 mg. Oats 80 g: 8.08, 0.792, 0.888, 4.8;
    /// Milk 250 g: 0, 12.625, 4.6625, 107.5. Together, in 330 g: 8.08 g, 13.417 g, 5.5505 g,
    /// 112.3 mg; per 100 g ÷ 3.3.
    @Test func aRecipeCarriesEveryNutrientOfItsIngredients() throws {
        let snapshot = analyze("""
            recipe Overnight Oats
              Oats 80g
              Milk 250ml
            2026-11-20 breakfast
              Overnight Oats

            """)
        let food = try #require(snapshot.definitions.foods.food(named: "Overnight Oats"))
        let per100g = try #require(food.nutrientsPer100g)
        let expected = [(per100g.fiber, 8.08 / 3.3), (per100g.sugar, 13.417 / 3.3), (per100g.satFat, 5.5505 / 3.3), (per100g.sodiumMg, 112.3 / 3.3)]
        #expect(expected.allSatisfy { abs(($0.0 ?? -1) - $0.1) < 0.0001 }, "\(per100g)")
        // The day that eats one serving (the whole 330 g) has the 8.08 g of fibre, as the two
        // lines written out would.
        let day = try #require(snapshot.files[0].figures.mealTotalsByDay[LocalDate(year: 2026, month: 11, day: 20)])
        #expect(abs((day.nutrients.totals.fiber ?? 0) - 8.08) < 0.0001, "\(day.nutrients.totals)")
        #expect(abs((day.nutrients.totals.sodiumMg ?? 0) - 112.3) < 0.0001, "\(day.nutrients.totals)")
        #expect(day.nutrients.foods(lacking: .fiber).isEmpty)
    }

    @Test func theFormatterKeepsARecipeInCanonicalForm() {
        let result = LogFormatter.format(Parser.parse("recipe Overnight Oats\n    Servings:2\n    Oats 80 G\n"))
        #expect(result.text == "recipe Overnight Oats\n  servings: 2\n  Oats 80g\n")
    }

    private func analyze(_ text: String) -> WorkspaceSnapshot {
        WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: text)], settings: testSettings)
    }

    private func expectClose(_ found: Macros, _ expected: Macros, sourceLocation: SourceLocation = #_sourceLocation) {
        let pairs = [(found.calories, expected.calories), (found.protein, expected.protein), (found.carbs, expected.carbs), (found.fat, expected.fat)]
        #expect(pairs.allSatisfy { abs($0 - $1) < 0.001 }, "\(found) is not \(expected)", sourceLocation: sourceLocation)
    }
}

/// Rename, references and completion treat a recipe as a custom food.
@Suite struct RecipeNavigationTests {
    static let text = RecipeTests.overnightOats + """
        recipe Big Breakfast
          Overnight Oats 2 servings
        2026-11-20 breakfast
          Overnight Oats 200g

        """

    @Test func renameEditsTheDefinitionMealsAndOtherRecipes() throws {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: Self.text)], settings: testSettings)
        let at = try #require(Self.text.utf8Offset(of: "Overnight Oats"))
        let edits = try SymbolRename.edits(at: at + 2, to: "Night Oats", in: snapshot, fileIndex: 0).get()
        let starts = edits.map(\.edit.range.lowerBound).sorted()
        let expected = [Self.text.utf8Offset(of: "Overnight Oats")!, Self.text.utf8Offset(of: "Overnight Oats 2 servings")!,
                        Self.text.utf8Offset(of: "Overnight Oats 200g")!]
        #expect(starts == expected)
        #expect(Set(edits.map(\.edit.newText)) == ["Night Oats"])
    }

    @Test func completionOffersRecipesBesideFoods() {
        let text = Self.text + "2026-11-21 breakfast\n  Overni"
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: text)], settings: testSettings)
        let labels = CompletionEngine.complete(in: snapshot, fileIndex: 0, offset: text.utf8.count).items.map(\.label)
        #expect(labels.contains("Overnight Oats"), "\(labels.prefix(10))")
    }
}

private extension String {
    /// The UTF-8 offset of the first occurrence of `text`.
    func utf8Offset(of text: String) -> Int? {
        range(of: text).map { utf8.distance(from: startIndex, to: $0.lowerBound) }
    }
}

/// "Turn these food lines into a recipe" from a selection in a meal.
@Suite struct RecipeRefactorTests {
    @Test func selectedFoodLinesBecomeARecipeAndTheMealKeepsItsFigures() throws {
        let text = """
            2026-11-20 breakfast
              1️⃣Oats 80g
              Milk 250ml   # semi-skimmed
              Honey 15g2️⃣
              Egg x2

            """
        let document = MarkedSource(text)
        let before = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: document.text)], settings: testSettings)
        let selection = TextRange(document.offset(of: "1️⃣")!, document.offset(of: "2️⃣")!)
        let actions = RefactorActions.actions(in: before, fileIndex: 0, range: selection)
        let action = try #require(actions.first { $0.title.hasPrefix("Turn these") })
        #expect(action.title == "Turn these 3 food lines into a recipe (New Recipe)")
        var bytes = Array(document.text.utf8)
        for edit in action.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range.lowerBound..<edit.range.upperBound, with: Array(edit.newText.utf8))
        }
        let after = String(decoding: bytes, as: UTF8.self)
        #expect(after == """
            2026-11-20 breakfast
              New Recipe
              Egg x2

            recipe New Recipe
              servings: 1
              Oats 80g
              Milk 250ml   # semi-skimmed
              Honey 15g

            """)
        // Oats 80 g 303.2 + Milk 250 g 152.5 + Honey 15 g 45.6 = 501.3 kcal, eaten as one serving: the day is unchanged.
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: after)], settings: testSettings)
        #expect(snapshot.files[0].diagnostics.isEmpty, "\(snapshot.files[0].diagnostics)")
        let kcal = { (snapshot: WorkspaceSnapshot) in snapshot.files[0].lowered.meals[0].meal.totals.calories }
        #expect(abs(kcal(snapshot) - kcal(before)) < 1e-9)
        #expect(abs((snapshot.files[0].lowered.meals[0].meal.foods.first?.macros.calories ?? 0) - 501.3) < 1e-9)
    }

    @Test func oneFoodLineOrACursorOffersNoRecipe() {
        let text = "2026-11-20 breakfast\n  Oats 80g\n  Milk 250ml\n"
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: text)], settings: testSettings)
        let line = TextRange(23, 31)
        #expect(!RefactorActions.actions(in: snapshot, fileIndex: 0, range: line).contains { $0.title.hasPrefix("Turn these") })
        #expect(!RefactorActions.actions(in: snapshot, fileIndex: 0, range: TextRange(23, 23)).contains { $0.title.hasPrefix("Turn these") })
    }
}
