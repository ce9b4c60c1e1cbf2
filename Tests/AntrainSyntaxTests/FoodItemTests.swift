import AntrainSyntax
import Testing

/// Food lines of meals (LANGUAGE.md §3.4): the amount is the last word(s) when they have
/// the amount form, the rest is the name.
@Suite struct FoodItemTests {
    @Test func gramsGlued() {
        checkFood("Chicken Breast 200g", name: "Chicken Breast", amount: .grams(200), amountText: "200g")
    }

    @Test func gramsSpaced() {
        checkFood("Chicken Breast 200 g", name: "Chicken Breast", amount: .grams(200), amountText: "200 g")
    }

    @Test func kilograms() {
        checkFood("Potato 0.3kg", name: "Potato", amount: .grams(300), amountText: "0.3kg")
    }

    @Test func millilitresAreGrams() {
        checkFood("Milk 250ml", name: "Milk", amount: .grams(250), amountText: "250ml")
    }

    @Test func litresAreKilograms() {
        checkFood("Milk 1l", name: "Milk", amount: .grams(1000), amountText: "1l")
    }

    @Test func ounces() {
        checkFood("Almonds 1oz", name: "Almonds", amount: .grams(28.349523125), amountText: "1oz")
    }

    @Test func servingsAfterX() {
        checkFood("Egg x3", name: "Egg", amount: .servings(3), amountText: "x3")
    }

    @Test func servingsBeforeX() {
        checkFood("Egg 3x", name: "Egg", amount: .servings(3), amountText: "3x")
    }

    @Test func servingsWord() {
        checkFood("Protein Bar 2 servings", name: "Protein Bar", amount: .servings(2), amountText: "2 servings")
        checkFood("Protein Bar 1 serving", name: "Protein Bar", amount: .servings(1), amountText: "1 serving")
        checkFood("Oats 0.5 servings", name: "Oats", amount: .servings(0.5), amountText: "0.5 servings")
    }

    @Test func noAmountIsOneServing() {
        checkFood("Banana", name: "Banana", amount: nil, amountText: nil)
    }

    @Test func bareNumberIsReadForTheValidator() {
        // The validator reports `amount-without-unit`; the parser keeps the number.
        checkFood("Rice 150", name: "Rice", amount: .bare(150), amountText: "150")
    }

    @Test func turkishFoodName() {
        checkFood("Tavuk Göğsü 200g", name: "Tavuk Göğsü", amount: .grams(200), amountText: "200g")
        checkFood("Mercimek Çorbası 1 serving", name: "Mercimek Çorbası", amount: .servings(1), amountText: "1 serving")
    }

    @Test func brandedName() {
        checkFood("Protein Bar (Acme) x2", name: "Protein Bar (Acme)", amount: .servings(2), amountText: "x2")
    }

    @Test func quotedName() {
        checkFood("\"Rice 150\" 100g", name: "Rice 150", amount: .grams(100), amountText: "100g")
    }

    @Test func numberInsideTheName() {
        // Only the last word is an amount: `7 Grain Bread 2 servings`.
        checkFood("7 Grain Bread 2 servings", name: "7 Grain Bread", amount: .servings(2), amountText: "2 servings")
    }

    @Test func noteAfterTheFood() {
        let tree = Parser.parse("2026-11-20 lunch\n  Rice 180g   # basmati\n")
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.entries.first?.body.first?.note.map(tree.source.text) == "# basmati")
        #expect(foods(tree).first?.amount?.kind == .grams(180))
    }

    @Test func mealsInEnglishAndTurkishAndCustom() {
        let source = """
            2026-11-20 08:00 kahvaltı
              Yumurta x2
              Beyaz Peynir 50g
            2026-11-20 12:30 lunch
              Chicken Breast 200g
            2026-11-20 17:00 meal "Pre-workout"
              Banana
            2026-11-20 20:00 akşam
              Mercimek Çorbası

            """
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty)
        let kinds: [MealKind?] = tree.entries.map { entry in
            if case .meal(let kind, _) = entry.header { kind } else { nil }
        }
        #expect(kinds == [.breakfast, .lunch, nil, .dinner])
        #expect(tree.entries.map(\.kind) == [.meal, .meal, .meal, .meal])
        #expect(foods(tree).map { tree.source.text($0.name.textRange) } == [
            "Yumurta", "Beyaz Peynir", "Chicken Breast", "Banana", "Mercimek Çorbası",
        ])
    }

    // MARK: - Helpers

    /// Equal kinds whose values differ by rounding only (`0.3kg` is 300.00000000000006 g).
    private static func isClose(_ lhs: AmountSyntax.Kind?, _ rhs: AmountSyntax.Kind?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (.grams(let a)?, .grams(let b)?), (.servings(let a)?, .servings(let b)?), (.bare(let a)?, .bare(let b)?):
            abs(a - b) < 1e-9
        default: false
        }
    }

    private func checkFood(
        _ line: String, name: String, amount: AmountSyntax.Kind?, amountText: String?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let source = "2026-11-20 12:30 lunch\n  \(line)\n"
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(tree.printed() == Array(source.utf8), sourceLocation: sourceLocation)
        let items = foods(tree)
        #expect(items.count == 1, "`\(line)` is not one food", sourceLocation: sourceLocation)
        guard let item = items.first else { return }
        #expect(tree.source.text(item.name.textRange) == name, sourceLocation: sourceLocation)
        #expect(Self.isClose(item.amount?.kind, amount), "\(String(describing: item.amount?.kind))", sourceLocation: sourceLocation)
        #expect(item.amount.map { tree.source.text($0.range) } == amountText, sourceLocation: sourceLocation)
    }
}

/// The food items of every entry of a tree, in order.
func foods(_ tree: SyntaxTree) -> [FoodItemSyntax] {
    tree.entries.flatMap { entry in
        entry.body.compactMap { line in
            if case .food(let item) = line.content { item } else { nil }
        }
    }
}
