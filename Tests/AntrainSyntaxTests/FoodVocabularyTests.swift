import AntrainSyntax
import Testing

/// The food's vocabularies (``NutrientKeyWord``, ``NutrientUnitWord``, ``FoodUnitWord``): every
/// spelling is read by the parser as the word it spells, wherever the format has it, and the
/// lists are the ones the readers had before they were vocabularies.
@Suite struct FoodVocabularyTests {
    /// Pinned to the readers' lists before they were derived: a word added shows up here.
    @Test func theWordsAreTheReadersWords() {
        #expect(NutrientKeyWord.allSpellings == [
            "kcal", "cal", "calories", "protein", "p", "carbs", "carb", "c", "fat", "f", "fiber", "fibre", "lif",
            "sugar", "sugars", "şeker", "satfat", "saturated fat", "doymuş yağ", "sodium", "sodyum",
        ])
        #expect(NutrientUnitWord.allSpellings == ["g", "mg"])
        #expect(FoodUnitWord.allSpellings == ["g", "gr", "gram", "grams", "kg", "ml", "l", "oz", "servings", "serving"])
        #expect(FoodUnitWord.allCases.flatMap(\.glued).map(\.description) == ["g", "gr", "kg", "ml", "l", "oz"])
    }

    @Test func aNameStartsWithAOneWordSpellingOrTheFirstWordOfTwo() {
        #expect(NutrientKeyWord.starting(with: "Saturated") == .satFat)
        #expect(NutrientKeyWord.starting(with: "doymuş") == .satFat)
        #expect(NutrientKeyWord.starting(with: "fibre") == .fiber)
        #expect(NutrientKeyWord.starting(with: "yağ") == nil)
        #expect(NutrientKeyWord.starting(with: "saturated fat") == .satFat, "a whole spelling too")
    }

    /// `per 100g: 2 NAME`, `3g NAME` and `300mg NAME` give the figure NAME names, in grams (or
    /// milligrams for sodium), in any ASCII case.
    @Test(arguments: NutrientKeyWord.allSpellings)
    func everyNutrientSpellingIsReadAsItsFigure(_ spelling: String) throws {
        let figure = try #require(NutrientKeyWord.matching(spelling))
        for name in [spelling, spelling.capitalizedASCII, spelling.uppercasedASCII] {
            let macros = try #require(per100g("2 \(name), 3g \(name), 300mg \(name)"), "\(name)")
            // The last pair of a figure wins.
            #expect(macros[figure]?.value == figure.value(300, writtenIn: .milligrams), "\(name)")
            #expect(per100g("3 g \(name)")?[figure]?.value == figure.value(3, writtenIn: .grams), "\(name)")
            #expect(per100g("2 \(name)")?[figure]?.value == 2, "\(name)")
        }
    }

    /// As the reader always took them: the first word of a two-word name and any word after it.
    @Test func aTwoWordNameTakesAnySecondWord() {
        #expect(per100g("1.2 saturated fats")?.satfat?.value == 1.2)
        #expect(per100g("1.2 doymuş yag")?.satfat?.value == 1.2)
        #expect(per100g("1.2 saturated") == nil)
        #expect(per100g("1.2 doymus yağ") == nil, "the first word as written")
    }

    /// `Oats 2 UNIT`, `Oats 2UNIT`, with and without a note (the plain and the full reading of a
    /// food line), in any ASCII case.
    @Test(arguments: FoodUnitWord.allSpellings)
    func everyFoodUnitSpellingIsReadAsItsAmount(_ spelling: String) throws {
        let unit = try #require(FoodUnitWord.matching(spelling))
        for written in [spelling, spelling.uppercasedASCII] {
            for amount in ["2 \(written)", "2\(written)"] {
                for line in ["Oats \(amount)", "Oats \(amount) # after training"] {
                    let source = "2026-11-20 lunch\n  \(line)\n"
                    let tree = Parser.parse(source)
                    let item = try #require(foods(tree).first, "\(line)")
                    #expect(item.amount?.kind == unit.amount(of: 2), "\(line)")
                    #expect(item.amount.map { tree.source.text($0.range) } == amount, "\(line)")
                    #expect(tree.source.text(item.name.textRange) == "Oats", "\(line)")
                }
            }
        }
    }

    @Test func theWrittenAmountIsTheFormattersForm() {
        #expect(FoodUnitWord.grams.written("150") == "150g")
        #expect(FoodUnitWord.servings.written("150") == "150 servings")
        #expect(FoodUnitWord.litres.amount(of: 1.5) == .grams(1500))
        #expect(FoodUnitWord.servings.grams == nil)
    }

    /// The figures of `food X` / `per 100g: VALUE`, or nil when the value does not read.
    private func per100g(_ value: String) -> MacrosSyntax? {
        let tree = Parser.parse("food Bran Cereal\n  per 100g: \(value)\n")
        guard case .macros(let macros)? = properties(tree.entries.first).first(where: { $0.knownKey == .per100g })?.value else { return nil }
        return macros
    }
}
