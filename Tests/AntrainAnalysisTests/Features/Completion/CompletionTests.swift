import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Completion by context (TOOLING.md §2): one tiny test per context, each an inline document
/// with the cursor at 1️⃣, checked through ``checkCompletion``. Today is 2026-11-22.
@Suite struct CompletionTests {
    /// A short history of Barbell Bench Press ("Bench Press" is its alias): the session on
    /// 2026-11-10 is the last one before the workout being written on 2026-11-20.
    static let benchHistory = """
        2026-11-03 lifting
          Bench Press: 95x5 @7, 95x5 @7
        2026-11-10 lifting
          Bench Press: 60x10 warmup, 100x5 @8, 100x5 @8
          Barbell Squat: 120x5 @8

        """

    // MARK: - Line start, entry kinds, types

    @Test func emptyLineOffersTodaysEntryThenTheDefinitionKeywords() {
        checkCompletion("""
            2026-11-20 bodyweight 80kg
            1️⃣
            2026-11-21 bodyweight 79.5kg
            """, first: ["2026-11-22 lifting"], contains: ["profile", "exercise", "food", "template"], replaces: "")
    }

    @Test func aTypedWordAtLineStartIsReplaced() {
        checkCompletion("te1️⃣", first: ["2026-11-22 lifting"], contains: ["template"], replaces: "te")
    }

    @Test func aDateStillBeingTypedIsTheLineStart() {
        // Found by the fuzzer: completion right after a whole date with no space trapped.
        checkCompletion("2026-11-201️⃣", first: ["2026-11-22 lifting"], replaces: "2026-11-20")
    }

    @Test func afterADateTheEntryKinds() {
        checkCompletion("2026-11-20 1️⃣", first: ["lifting", "cardio", "metcon", "breakfast", "lunch", "dinner", "snack", "meal", "bodyweight"],
                        replaces: "")
    }

    @Test func afterADateAndATimeTheEntryKinds() {
        checkCompletion("2026-11-20 07:30 li1️⃣", first: ["lifting", "cardio", "metcon"], contains: ["bodyweight"], replaces: "li")
    }

    @Test func afterCardioTheCardioTypes() {
        checkCompletion("2026-11-20 18:00 cardio 1️⃣", first: ["run", "bike", "row", "swim", "walk", "elliptical", "ski"], replaces: "")
    }

    @Test func afterMetconTheMetconTypes() {
        checkCompletion("2026-11-20 metcon e1️⃣", first: ["amrap", "emom", "fortime"], replaces: "e")
    }

    // MARK: - Exercise names

    @Test func exerciseNamesByPrefix() {
        // "Bench" is an exact alias of Barbell Bench Press; the names that start with "bench" follow.
        checkCompletion("2026-11-20 lifting\n  bench1️⃣", first: ["Bench"],
                        contains: ["Bench Dip", "Paused Bench Press", "Close Grip Bench Press"], replaces: "bench",
                        details: ["Bench": "barbell · chest, triceps, shoulders · barbell"])
    }

    @Test func exerciseNamesByWordPrefixesInATemplate() {
        checkCompletion("template Push Day\n  Bench Press: x5x3 @8\n  inc db1️⃣", first: ["Incline Dumbbell Press"], replaces: "inc db",
                        details: ["Incline Dumbbell Press": "dumbbell · chest, shoulders, triceps · dumbbell"])
    }

    @Test func exerciseNamesByAcronym() {
        checkCompletion("2026-11-20 lifting\n  rdl1️⃣", first: ["Barbell Romanian Deadlift", "Dumbbell Romanian Deadlift"], replaces: "rdl")
        checkCompletion("template Push Day\n  bp1️⃣", first: ["Barbell Bench Press"], replaces: "bp")
    }

    @Test func movementNamesInAMetcon() {
        checkCompletion("2026-11-21 metcon amrap 20min\n  Pull Up x5\n  inc db1️⃣", first: ["Incline Dumbbell Press"], replaces: "inc db")
        checkCompletion("2026-11-21 metcon amrap 20min\n  pull1️⃣", first: ["Pull Up"], replaces: "pull")
    }

    @Test func aSupersetItemCompletesTheNameAfterThePlus() {
        checkCompletion("2026-11-21 lifting\n  Barbell Curl: 40x10x3\n  + inc db1️⃣", first: ["Incline Dumbbell Press"], replaces: "inc db")
    }

    @Test func customExercisesFromAnotherFile() {
        // The definition is LANGUAGE.md's own example. Its name and its alias both start with
        // "landm"; the item offers the exercise's name.
        checkCompletion("2026-11-20 lifting\n  landm1️⃣", files: [
            "exercise Landmine Press\n  category: barbell\n  muscles: shoulders, triceps, core\n  equipment: barbell\n  aliases: landmine\n",
        ], first: ["Landmine Press"], replaces: "landm", details: ["Landmine Press": "barbell · shoulders, triceps, core · barbell"])
    }

    @Test func aliasesOfCustomAndPresetExercises() {
        // A long alias is offered as written; a short one ("OHP") offers the exercise's name.
        let items = checkCompletion("2026-11-20 lifting\n  vik1️⃣", files: [
            "exercise Landmine Press\n  category: barbell\n  muscles: shoulders\n  equipment: barbell\n  aliases: Viking Press\n",
        ], first: ["Viking Press"], replaces: "vik", details: ["Viking Press": "barbell · shoulders · barbell"])
        #expect(items.first?.documentation?.hasPrefix("**Landmine Press** (custom)") == true)
        checkCompletion("2026-11-20 lifting\n  ohp1️⃣", first: ["Barbell Overhead Press"], replaces: "ohp")
    }

    @Test func theUsersOwnExercisesRankFirst() {
        // Dumbbell Bench Press, logged three times, outranks "Bench" (an exact alias, never logged).
        checkCompletion("""
            2026-11-01 lifting
              Dumbbell Bench Press: 30x10
            2026-11-03 lifting
              Dumbbell Bench Press: 30x10
            2026-11-05 lifting
              Dumbbell Bench Press: 32x10
            2026-11-20 lifting
              bench1️⃣
            """, first: ["Dumbbell Bench Press", "Bench"], replaces: "bench")
    }

    // MARK: - Sets after an exercise

    @Test func afterANameAndAColonTheLastSessionAndTheNextStep() {
        // Last session (2026-11-10): top set 100 × 5 @8 → RPE 7–8 adds 2.5 %: 102.5 (already a
        // multiple of 2.5), for both working sets.
        checkCompletion(Self.benchHistory + "2026-11-20 lifting\n  Bench Press: 1️⃣",
                        first: ["repeat last: 60x10 warmup, 100x5 @8, 100x5 @8", "progress: 102.5x5x2 @8"], replaces: "")
    }

    @Test func afterANameAndASpaceTheLastSessionAndTheNextStep() {
        checkCompletion(Self.benchHistory + "2026-11-20 lifting\n  Bench Press 1️⃣",
                        first: ["repeat last: 60x10 warmup, 100x5 @8, 100x5 @8", "progress: 102.5x5x2 @8"], replaces: "")
    }

    @Test func aNewSetLineOffersTheSetAboveFirst() {
        // The seed copies a completed set's values to the next set: box and count left out.
        checkCompletion(Self.benchHistory + "2026-11-20 lifting\n  Bench Press\n    [x] 100x5x2 @8 warmup\n    1️⃣",
                        first: ["next set: 100x5 @8 warmup", "repeat last: 60x10 warmup, 100x5 @8, 100x5 @8"], replaces: "")
        checkCompletion("2026-11-20 lifting\n  Plank\n    60s\n    1️⃣", first: ["next set: 60s"], replaces: "")
    }

    @Test func progressAfterAnEasyTopSetAddsFivePercent() {
        // 90 @6: 90 × 1.05 = 94.5 → 94.5 / 2.5 = 37.8 → 38 × 2.5 = 95.
        checkCompletion("2026-11-10 lifting\n  Bench Press: 90x5 @6, 90x5 @6\n2026-11-20 lifting\n  Bench Press: 1️⃣",
                        first: ["repeat last: 90x5 @6, 90x5 @6", "progress: 95x5x2 @6"], replaces: "")
    }

    @Test func progressAfterAModerateTopSetAddsTwoAndAHalfPercent() {
        // 90 @7: 90 × 1.025 = 92.25 → 36.9 → 37 × 2.5 = 92.5.
        checkCompletion("2026-11-10 lifting\n  Bench Press: 90x5 @7\n2026-11-20 lifting\n  Bench Press: 1️⃣",
                        first: ["repeat last: 90x5 @7", "progress: 92.5x5 @7"], replaces: "")
    }

    @Test func progressAfterAHardTopSetTakesTwoAndAHalfPercentOff() {
        // 90 @9: 90 × 0.975 = 87.75 → 35.1 → 35 × 2.5 = 87.5.
        checkCompletion("2026-11-10 lifting\n  Bench Press: 90x3 @9\n2026-11-20 lifting\n  Bench Press: 1️⃣",
                        first: ["repeat last: 90x3 @9", "progress: 87.5x3 @9"], replaces: "")
    }

    @Test func progressInPoundsRoundsToFivePounds() {
        // unit: lb, so 185 is pounds. 185 @8: 185 × 1.025 = 189.625 → / 5 = 37.925 → 38 × 5 = 190.
        checkCompletion("profile\n  unit: lb\n2026-11-10 lifting\n  Bench Press: 185x5 @8\n2026-11-20 lifting\n  Bench Press 1️⃣",
                        first: ["repeat last: 185x5 @8", "progress: 190x5 @8"], replaces: "")
        // 225 @9: 225 × 0.975 = 219.375 → 43.875 → 44 × 5 = 220.
        checkCompletion("profile\n  unit: lb\n2026-11-10 lifting\n  Bench Press: 225x3 @9\n2026-11-20 lifting\n  Bench Press 1️⃣",
                        first: ["repeat last: 225x3 @9", "progress: 220x3 @9"], replaces: "")
    }

    @Test func onASetLineUnderTheExerciseInsideTheWorkout() {
        checkCompletion(Self.benchHistory + "2026-11-20 lifting\n  Bench Press\n    1️⃣\n  Barbell Squat: 120x5\n",
                        first: ["repeat last: 60x10 warmup, 100x5 @8, 100x5 @8", "progress: 102.5x5x2 @8"], replaces: "")
    }

    @Test func onANewSetLineAtTheEndOfTheWorkout() {
        // The line just opened under the last exercise: the set above comes first, then the
        // last session, which is still 2026-11-10, not the workout being written.
        checkCompletion(Self.benchHistory + "2026-11-20 lifting\n  Bench Press\n    100x5 @8\n    1️⃣\n",
                        first: ["next set: 100x5 @8", "repeat last: 60x10 warmup, 100x5 @8, 100x5 @8", "progress: 102.5x5x2 @8"],
                        replaces: "")
    }

    @Test func afterAnAtSignTheRPEsInHalves() {
        checkCompletion("2026-11-20 lifting\n  Bench Press 100x5 @1️⃣",
                        first: ["6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5", "10"], replaces: "")
        checkCompletion("2026-11-20 lifting\n  Bench Press\n    100x5 @8.1️⃣", first: ["6", "6.5", "7"], replaces: "8.")
    }

    // MARK: - Foods

    @Test func foodNamesWithTheirMacros() {
        checkCompletion("2026-11-20 12:30 lunch\n  Rice 150g\n  chicken br1️⃣", first: ["Chicken Breast"], replaces: "chicken br",
                        details: ["Chicken Breast": "165 kcal · 31 P · 0 C · 3.6 F per 100 g"])
    }

    @Test func turkishFoodNamesFindTheSameFood() {
        // Tavuk Göğsü is Chicken Breast's Turkish alias: the item shows Chicken Breast's figures.
        let items = checkCompletion("2026-11-20 öğle\n  tavuk g1️⃣", first: ["Tavuk Göğsü"], replaces: "tavuk g",
                                    details: ["Tavuk Göğsü": "165 kcal · 31 P · 0 C · 3.6 F per 100 g"])
        #expect(items.first?.documentation?.hasPrefix("**Chicken Breast** (preset, protein)") == true)
        checkCompletion("2026-11-20 lunch\n  tavuk1️⃣", first: [], contains: ["Tavuk Göğsü"], replaces: "tavuk")
    }

    // MARK: - Properties

    @Test func propertyKeysOfAProfile() {
        checkCompletion("profile\n  name: Burak\n  1️⃣", first: ["name:", "height:", "unit:", "calories:", "protein:", "carbs:", "fat:",
                                                                          "language:", "rounding:", "bar:", "plates:"],
                        replaces: "")
    }

    @Test func propertyKeysOfAnExerciseDefinition() {
        checkCompletion("exercise Landmine Press\n  category: barbell\n  1️⃣", first: ["category:", "muscles:", "equipment:", "aliases:"],
                        replaces: "")
        checkCompletion("exercise Landmine Press\n  mu1️⃣", first: ["muscles:"], excludes: ["category:"], replaces: "mu")
    }

    @Test func propertyKeysOfAFoodDefinition() {
        checkCompletion("food Protein Bar\n  1️⃣",
                        first: ["brand:", "per 100g:", "kcal:", "protein:", "carbs:", "fat:", "serving:", "category:", "aliases:"],
                        replaces: "")
    }

    @Test func propertyKeysOfACardioEntry() {
        checkCompletion("2026-11-21 18:00 cardio run 5.2km\n  1️⃣", first: ["distance:", "duration:", "pace:", "note:"], replaces: "")
    }

    @Test func categoryValues() {
        checkCompletion("exercise Landmine Press\n  category: 1️⃣",
                        first: ["barbell", "dumbbell", "bodyweight", "machine", "cable", "cardio", "metcon"], replaces: "")
        checkCompletion("food Protein Bar\n  category: pro1️⃣", first: ["protein"], excludes: ["carb"], replaces: "pro")
    }

    @Test func muscleValuesAlsoAfterAComma() {
        checkCompletion("exercise Landmine Press\n  muscles: 1️⃣", first: ["chest", "back", "shoulders"], contains: ["fullBody"], replaces: "")
        checkCompletion("exercise Landmine Press\n  muscles: shoulders, tri1️⃣", first: ["triceps"], excludes: ["shoulders"], replaces: "tri")
    }

    @Test func equipmentValues() {
        checkCompletion("exercise Landmine Press\n  equipment: 1️⃣",
                        first: ["barbell", "dumbbell", "none", "machine", "cable", "kettlebell", "plate", "band"], replaces: "")
    }

    @Test func languageValues() {
        checkCompletion("profile\n  language: 1️⃣", first: ["en", "tr"], replaces: "")
    }

    @Test func unitValues() {
        checkCompletion("profile\n  unit: 1️⃣", first: ["kg", "lb"], replaces: "")
    }

    @Test func templateNamesFromTheWorkspace() {
        checkCompletion("2026-11-20 lifting\n  Bench Press: 100x5\n  template: pu1️⃣", files: [
            "template Push Day\n  Bench Press: x5x3 @8\n\ntemplate Leg Day\n  Barbell Squat: x5x5\n",
        ], first: ["Push Day"], excludes: ["Leg Day"], replaces: "pu")
    }

    @Test func nothingInsideANote() {
        checkCompletion("2026-11-20 lifting\n  Bench Press 100x5 # heavy, bench1️⃣", first: [])
        checkCompletion("2026-11-20 lifting # shoulder 1️⃣\n  Bench Press 100x5", first: [])
    }

    // MARK: - Helper

    /// Completes at 1️⃣ in `marked` and checks the items in one call.
    ///
    /// - Parameters:
    ///   - files: more files of the workspace (definitions, history), after the marked one.
    ///   - first: the labels the list must start with, in order; empty (with nothing in
    ///     `contains`) means there must be no items at all.
    ///   - contains: labels that must be somewhere in the list; `excludes`: labels that must not.
    ///   - replaces: the text every item's replace range covers, ending at the cursor: what the
    ///     user typed of the item, so accepting it replaces exactly that.
    ///   - details: the detail of some items, by label.
    /// - Returns: the items, for checks of one item's documentation.
    @discardableResult
    func checkCompletion(
        _ marked: String, files: [String] = [], first: [String], contains: [String] = [], excludes: [String] = [],
        replaces: String? = nil, details: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) -> [CompletionCandidate] {
        let document = MarkedSource(marked, sourceLocation: sourceLocation)
        guard let cursor = document.offset(of: "1️⃣", sourceLocation: sourceLocation) else { return [] }
        let sources = [SourceFile(name: "test.antrain", text: document.text)]
            + files.enumerated().map { SourceFile(name: "other\($0.offset + 1).antrain", text: $0.element) }
        let snapshot = WorkspaceSnapshot.analyze(sources, settings: testSettings)
        let items = CompletionEngine.complete(in: snapshot, fileIndex: 0, offset: cursor).items
        let labels = items.map(\.label)
        if first.isEmpty, contains.isEmpty {
            #expect(labels == [], "expected no completion", sourceLocation: sourceLocation)
            return items
        }
        #expect(Array(labels.prefix(first.count)) == first, "the first items", sourceLocation: sourceLocation)
        for label in contains {
            #expect(labels.contains(label), "no item \"\(label)\" in \(labels.prefix(20))", sourceLocation: sourceLocation)
        }
        for label in excludes {
            #expect(!labels.contains(label), "unexpected item \"\(label)\"", sourceLocation: sourceLocation)
        }
        if let replaces {
            let wrong = items.filter { item in
                item.replaceRange.upperBound != cursor
                    || String(decoding: document.bytes[item.replaceRange.lowerBound..<item.replaceRange.upperBound], as: UTF8.self) != replaces
            }
            #expect(wrong.isEmpty, "items whose replace range is not \"\(replaces)\" before the cursor: \(wrong.prefix(3).map(\.label))",
                    sourceLocation: sourceLocation)
        }
        for (label, detail) in details.sorted(by: { $0.key < $1.key }) {
            #expect(items.first { $0.label == label }?.detail == detail, "the detail of \"\(label)\"", sourceLocation: sourceLocation)
        }
        return items
    }
}
