import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// The model's enums name the same words as the syntax layer's vocabularies, one case for
/// one case, so the lowering maps a word to its model case by its canonical spelling. A word
/// added to a vocabulary fails here until the model has its case (or the reverse).
@Suite struct ModelVocabularyTests {
    @Test func cardioTypesAreTheVocabularysWords() {
        #expect(CardioType.allCases.map(\.rawValue) == CardioTypeWord.allCases.map(\.spelling),
                "Sources/AntrainModel/Domain/Workout.swift CardioType and Sources/AntrainSyntax/Vocabulary+Workouts.swift CardioTypeWord")
    }

    @Test func metconTypesAreTheVocabularysWords() {
        #expect(MetconType.allCases.map(\.rawValue) == MetconTypeWord.allCases.map(\.spelling),
                "Sources/AntrainModel/Domain/Workout.swift MetconType and Sources/AntrainSyntax/Vocabulary+Workouts.swift MetconTypeWord")
    }

    /// `rest` is a duration after a set, not a tag the model keeps.
    @Test func setTagsAreTheVocabularysWordsButRest() {
        let tags: [SetTag] = [.warmup, .drop, .failure]
        #expect(tags.map(\.rawValue) == SetTagWord.allCases.filter { $0 != .rest }.map(\.spelling))
        #expect(SetTagWord.allCases.filter { $0 != .rest }.allSatisfy { SetTag(rawValue: $0.spelling) != nil })
        #expect(SetTag(rawValue: SetTagWord.rest.spelling) == nil)
    }

    /// The model reads units in settings and imports without the syntax layer: its spellings
    /// are the vocabulary's.
    @Test func weightUnitsAreTheLoadUnits() {
        #expect(WeightUnit.allCases.map(\.rawValue) == LoadUnit.allCases.map(\.spelling))
        for unit in LoadUnit.allCases {
            for spelling in unit.spellings.map(\.description) {
                #expect(WeightUnit(written: spelling)?.rawValue == unit.spelling,
                        "Sources/AntrainModel/Domain/WeightUnit.swift init(written:) lacks \(spelling)")
            }
        }
    }

    @Test func mealKindsAreTheMealWords() {
        let meals = DatedKindWord.allCases.compactMap(\.mealKind)
        #expect(meals == MealKind.allCases)
        #expect(meals.map(\.rawValue) == DatedKindWord.allCases.filter { $0.mealKind != nil }.map(\.spelling))
    }

    /// Every Turkish cardio type lowers to the model type of its English twin.
    @Test(arguments: CardioTypeWord.allCases)
    func everySpellingOfACardioTypeLowersToItsModelType(_ word: CardioTypeWord) {
        for spelling in word.spellings.map(\.description) {
            #expect(Keywords.cardioType(named: spelling).flatMap(CardioType.init(rawValue:))?.rawValue == word.spelling, "\(spelling)")
        }
    }
}

/// Completion's details that spell a vocabulary out in words: a type added to the vocabulary
/// fails here until the detail (and its Turkish twin) names it.
@Suite struct CompletionVocabularyTests {
    @Test func theKindDetailsListEveryType() {
        let text = "2026-11-20 "
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: text)], settings: testSettings)
        let items = CompletionEngine.complete(in: snapshot, fileIndex: 0, offset: text.utf8.count).items
        #expect(items.first { $0.label == "cardio" }?.detail == Keywords.cardioTypes.joined(separator: ", "),
                "Sources/AntrainAnalysis/Features/Completion/CompletionMessages.swift cardioKind")
        #expect(items.first { $0.label == "metcon" }?.detail == Keywords.canonicalMetconTypes.joined(separator: ", "),
                "Sources/AntrainAnalysis/Features/Completion/CompletionMessages.swift metconKind")
        #expect(items.map(\.label).prefix(DatedKindWord.allCases.count) == ArraySlice(DatedKindWord.allCases.map(\.spelling)))
    }
}
