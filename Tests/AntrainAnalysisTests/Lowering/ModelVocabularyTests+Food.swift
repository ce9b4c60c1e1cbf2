import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// The model's nutrients, a food's properties and the weights of a food's amounts are the
/// vocabularies' (``NutrientKeyWord``, ``FoodUnitWord``): a word added there fails here until
/// the model, the keys and the lowering have it.
extension ModelVocabularyTests {
    @Test func nutrientKindsAreTheVocabularysWordsBeyondTheMacros() {
        #expect(NutrientKeyWord.allCases.compactMap(\.nutrientKind) == Nutrients.Kind.allCases,
                "Sources/AntrainModel/Domain/Nutrients.swift Nutrients.Kind and Sources/AntrainSyntax/Vocabulary+Food.swift NutrientKeyWord")
        for kind in Nutrients.Kind.allCases {
            #expect(NutrientKeyWord(kind).nutrientKind == kind)
            #expect("\(NutrientKeyWord(kind))" == kind.rawValue, "one case name for one nutrient")
            #expect(NutrientKeyWord(kind).isInMilligrams == (kind.unit == NutrientUnitWord.milligrams.spelling))
        }
    }

    /// `fiber: 10` in a food is the same figure as `10 fiber` in its `per 100g:`, and the
    /// profile's goals are the nutrients' keys.
    @Test func everyFigureIsAPropertyOfAFoodSpelledAsItsName() {
        for word in NutrientKeyWord.allCases {
            #expect(word.propertyKey.rawValue == word.spelling)
            #expect(PropertyKey.keys(for: .food).contains(word.propertyKey), "\(word.spelling): is no key of a food")
            if word.nutrientKind != nil {
                #expect(PropertyKey.keys(for: .profile).contains(word.propertyKey), "\(word.spelling): is no goal of a profile")
            }
        }
    }

    /// A food's `serving:` and a recipe's `yield:` weigh as much as an amount in the same unit.
    @Test(arguments: FoodUnitWord.allCases.filter { $0.grams != nil })
    func aServingAndAYieldWeighWhatTheirUnitWeighs(_ unit: FoodUnitWord) throws {
        for spelling in unit.spellings.map(\.description) {
            let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "t.antrain", text: """
                food Bran Cereal
                  per 100g: 350 kcal, 12 protein, 60 carbs, 4 fat
                  serving: 2 \(spelling)
                recipe Porridge
                  yield: 2 \(spelling)
                  Oats 80g

                """)], settings: testSettings)
            let grams = try #require(unit.grams) * 2
            #expect(snapshot.definitions.foods.food(named: "Bran Cereal")?.defaultServingGrams == grams, "serving: 2 \(spelling)")
            #expect(snapshot.definitions.recipes.first?.yieldGrams == grams, "yield: 2 \(spelling)")
        }
    }
}

/// Completion offers every figure of `per 100g:` by its canonical name, the Turkish names first
/// to a Turkish user, each with a detail of its own, and counts every spelling as written.
extension CompletionVocabularyTests {
    static let food = "food Bran Cereal\n  per 100g: "

    @Test func everyFigureIsOfferedByItsName() {
        let english = NutrientKeyWord.allCases.map(\.spelling)
        let turkish = NutrientKeyWord.allCases.flatMap(\.turkish).map(\.description)
        #expect(labels(Self.food + "350 ", language: .en) == english)
        #expect(labels(Self.food + "350 ", language: .tr) == turkish + english)
        for spelling in turkish {
            #expect(labels(Self.food + "350 " + spelling.prefix(2), language: .en).contains(spelling), "\(spelling) once begun")
        }
    }

    @Test(arguments: [Language.en, .tr])
    func everyFigureHasADetailOfItsOwn(_ language: Language) {
        let details = items(Self.food + "350 ", language: language).map(\.detail)
        #expect(details.count == NutrientKeyWord.allCases.count + (language == .tr ? NutrientKeyWord.allCases.flatMap(\.turkish).count : 0))
        #expect(details.allSatisfy { $0?.isEmpty == false })
        #expect(Set(details).count == NutrientKeyWord.allCases.count, "one detail per figure, the same for its Turkish name")
    }

    /// A figure the line gives, in any of its spellings, is not offered again.
    @Test(arguments: NutrientKeyWord.allSpellings)
    func everySpellingCountsAsWritten(_ spelling: String) throws {
        let figure = try #require(NutrientKeyWord.matching(spelling))
        let offered = labels(Self.food + "1 \(spelling), 2 ", language: .tr)
        let others = NutrientKeyWord.allCases.filter { $0 != figure }
        #expect(offered == others.flatMap(\.turkish).map(\.description) + others.map(\.spelling), "after `1 \(spelling)`")
    }

    private func items(_ text: String, language: Language) -> [CompletionCandidate] {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: text)], settings: testSettings)
        return CompletionEngine.complete(in: snapshot, fileIndex: 0, offset: text.utf8.count, language: language).items
    }

    private func labels(_ text: String, language: Language) -> [String] { items(text, language: language).map(\.label) }
}
