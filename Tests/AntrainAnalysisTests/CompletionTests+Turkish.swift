import AntrainAnalysis
import AntrainSyntax
import Testing

/// Completion of the Turkish words (issue #17): offered once the user has begun to type
/// one, with its English twin's detail; an English list is never doubled.
extension CompletionTests {
    /// Every Turkish word completion could offer, to check that none floods an English list.
    static let turkishWords = (Keywords.turkishDatedKinds + Keywords.turkishDefinitionKinds + Keywords.turkishCardioTypes).map(\.turkish)
        + [Keywords.turkishNoProgram]

    @Test func aTurkishPrefixOffersTheTurkishKindWithItsTwinsDetail() {
        let lifting = checkCompletion("2026-11-20 1️⃣", first: ["lifting"]).first?.detail
        checkCompletion("2026-11-20 ant1️⃣", first: [], contains: ["antrenman"], replaces: "ant", details: ["antrenman": lifting ?? "?"])
        checkCompletion("2026-11-20 07:30 kar1️⃣", first: [], contains: ["kardiyo"], excludes: ["kahvaltı"], replaces: "kar")
    }

    @Test func aTurkishPrefixWithOrWithoutTheTurkishLettersFindsTheWord() {
        checkCompletion("2026-11-20 ağı1️⃣", first: [], contains: ["ağırlık"], replaces: "ağı")
        checkCompletion("2026-11-20 agi1️⃣", first: [], contains: ["ağırlık"], replaces: "agi")
        checkCompletion("2026-11-20 ki1️⃣", first: [], contains: ["kilo"], replaces: "ki")
        checkCompletion("2026-11-20 ogu1️⃣", first: [], contains: ["öğün"], replaces: "ogu")
    }

    @Test func turkishMaksAndOgunInsertLikeTheirTwins() {
        let items = checkCompletion("2026-11-20 ma1️⃣", first: [], contains: ["max", "maks"])
        #expect(items.first { $0.label == "maks" }?.insertText == "maks ")
        #expect(items.first { $0.label == "maks" }?.detail == items.first { $0.label == "max" }?.detail)
        let meal = checkCompletion("2026-11-20 öğ1️⃣", first: [], contains: ["öğün", "öğle"]).first { $0.label == "öğün" }
        #expect(meal?.insertText == "öğün \"\"")
        #expect(meal?.template == [.text("öğün \""), .blank, .text("\"")])
    }

    @Test func noTurkishWordUntilOneIsBegun() {
        checkCompletion("2026-11-20 1️⃣", first: ["lifting", "cardio", "metcon", "breakfast", "lunch", "dinner", "snack", "meal", "bodyweight",
                                                 "max", "program"], excludes: Self.turkishWords)
        checkCompletion("2026-11-20 li1️⃣", first: ["lifting"], excludes: Self.turkishWords)
        checkCompletion("2026-11-20 cardio 1️⃣", first: ["run", "bike", "row", "swim", "walk", "elliptical", "ski"], excludes: Self.turkishWords)
        checkCompletion("1️⃣", first: ["2026-11-22 lifting"], contains: ["profile", "food"], excludes: Self.turkishWords)
    }

    @Test func definitionKeywordsInTurkishAtTheLineStart() {
        let items = checkCompletion("be1️⃣", first: ["2026-11-22 lifting"], contains: ["besin"], excludes: ["profil", "şablon"], replaces: "be")
        let food = checkCompletion("fo1️⃣", first: ["2026-11-22 lifting"], contains: ["food"]).first { $0.label == "food" }
        #expect(items.first { $0.label == "besin" }?.detail == food?.detail)
        #expect(items.first { $0.label == "besin" }?.insertText == "besin ")
        checkCompletion("sab1️⃣", first: ["2026-11-22 lifting"], contains: ["şablon"], replaces: "sab")
        let profile = checkCompletion("prof1️⃣", first: ["2026-11-22 lifting"], contains: ["profile", "profil"]).first { $0.label == "profil" }
        #expect(profile?.insertText == "profil")
    }

    @Test func afterKardiyoTheCardioTypesAndTheTurkishOnesOnAPrefix() {
        checkCompletion("2026-11-20 kardiyo 1️⃣", first: ["run", "bike", "row", "swim", "walk", "elliptical", "ski"], excludes: Self.turkishWords)
        checkCompletion("2026-11-20 kardiyo ko1️⃣", first: [], contains: ["koşu"], replaces: "ko")
        checkCompletion("2026-11-20 Kardiyo yü1️⃣", first: [], contains: ["yüzme", "yürüyüş"], replaces: "yü")
        checkCompletion("2026-11-20 cardio bi1️⃣", first: [], contains: ["bike", "bisiklet"], details: ["bisiklet": "cardio"])
    }

    @Test func programYokOnceTyped() {
        checkCompletion("2026-11-20 program y1️⃣", first: [], contains: ["yok"], replaces: "y")
        checkCompletion("2026-11-20 program 1️⃣", first: [], contains: ["none"], excludes: ["yok"])
    }
}
