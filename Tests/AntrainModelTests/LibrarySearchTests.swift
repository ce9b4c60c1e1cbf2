import Testing

@testable import AntrainModel

/// Ranking of the fuzzy search (issue #3): what a lifter types, and the one result that
/// must come first. Completion, "did you mean" and `antrain exercises` all rank this way.
@Suite struct LibrarySearchTests {
    // MARK: Exercises

    @Test(arguments: [
        // Short names and prefixes of the staples.
        ("bench", "Barbell Bench Press"),
        ("Bench Press", "Barbell Bench Press"),
        ("squat", "Barbell Back Squat"),
        ("deadlift", "Barbell Deadlift"),
        ("overhead press", "Barbell Overhead Press"),
        ("front squat", "Barbell Front Squat"),
        ("hip thrust", "Barbell Hip Thrust"),
        ("barbell row", "Barbell Row"),
        ("leg press", "Leg Press"),
        ("lat pull", "Lat Pulldown"),
        ("plank", "Plank"),
        ("dips", "Dip"),
        ("farmers", "Farmer's Walk"),
        ("back extension", "45 Degree Back Extension"),
        // Initials and abbreviations.
        ("bp", "Barbell Bench Press"),
        ("ohp", "Barbell Overhead Press"),
        ("rdl", "Barbell Romanian Deadlift"),
        ("dl", "Barbell Deadlift"),
        ("kb swing", "Kettlebell Swing"),
        ("db row", "One Arm Dumbbell Row"),
        // Word prefixes: "inc db" is Incline Dumbbell Press, the staple, before the fly
        // and the curl.
        ("inc db", "Incline Dumbbell Press"),
        // Typos.
        ("Bench Pres", "Barbell Bench Press"),
        ("Squatt", "Barbell Back Squat"),
        ("benhc press", "Barbell Bench Press"),
        // Spelling variants of one name.
        ("pullup", "Pull Up"),
        ("pull-up", "Pull Up"),
        ("Pull Ups", "Pull Up"),
        ("chin", "Chin Up"),
        ("push up", "Push Up"),
        // Case.
        ("BENCH PRESS", "Barbell Bench Press"),
        ("rOmAnIaN deadlift", "Barbell Romanian Deadlift"),
    ])
    func firstExercise(_ query: String, _ expected: String) {
        let results = PresetExerciseLibrary.shared.searchExercises(query: query, category: nil, muscleGroup: nil)
        let top = results.prefix(3).map { "\($0.item.name) (\($0.matchedText))" }
        #expect(results.first?.item.name == expected, "`\(query)` ranks first: \(top)")
    }

    @Test func aliasMatchesSayWhichAliasMatched() {
        let first = PresetExerciseLibrary.shared.searchExercises(query: "ohp", category: nil, muscleGroup: nil).first
        #expect(first?.matchedText == "OHP")
        #expect(first?.isAliasMatch == true)
        let exact = PresetExerciseLibrary.shared.searchExercises(query: "barbell bench press", category: nil, muscleGroup: nil).first
        #expect(exact?.matchedText == "Barbell Bench Press")
        #expect(exact?.score.quality == .exact)
    }

    @Test func oneResultPerExercise() {
        // "bench" matches Barbell Bench Press by name and by four aliases: it is listed once.
        let results = PresetExerciseLibrary.shared.searchExercises(query: "bench", category: nil, muscleGroup: nil)
        let names = results.map(\.item.name)
        #expect(Set(names).count == names.count)
    }

    @Test func resultsAreBestFirst() {
        let results = PresetExerciseLibrary.shared.searchExercises(query: "press", category: nil, muscleGroup: nil)
        #expect(results.count > 10)
        #expect(zip(results, results.dropFirst()).allSatisfy { $0.score >= $1.score })
    }

    @Test func nonsenseFindsNothing() {
        #expect(PresetExerciseLibrary.shared.searchExercises(query: "xqzv", category: nil, muscleGroup: nil).isEmpty)
    }

    @Test func emptyQueryListsEverything() {
        let all = PresetExerciseLibrary.shared.searchExercises(query: "", category: nil, muscleGroup: nil)
        #expect(all.count == PresetExerciseLibrary.shared.allExercises.count)
    }

    // MARK: Filters

    @Test func categoryFilter() {
        let results = PresetExerciseLibrary.shared.searchExercises(query: "press", category: .dumbbell, muscleGroup: nil)
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.item.category == .dumbbell })
        #expect(results.contains { $0.item.name == "Incline Dumbbell Press" })
        #expect(!results.contains { $0.item.name == "Barbell Bench Press" })
    }

    @Test func muscleGroupFilter() {
        let results = PresetExerciseLibrary.shared.searchExercises(query: "curl", category: nil, muscleGroup: .biceps)
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.item.muscleGroups.contains(.biceps) })
        // Leg curls train hamstrings: filtered out.
        #expect(!results.contains { $0.item.muscleGroups == [.hamstrings] })
    }

    @Test func bothFilters() {
        let results = PresetExerciseLibrary.shared.searchExercises(query: "", category: .bodyweight, muscleGroup: .core)
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.item.category == .bodyweight && $0.item.muscleGroups.contains(.core) })
        #expect(results.contains { $0.item.name == "Plank" })
        let expected = PresetExerciseLibrary.shared.allExercises.filter {
            $0.category == .bodyweight && $0.muscleGroups.contains(.core)
        }
        #expect(results.count == expected.count)
    }

    @Test func filterKeepsTheRanking() {
        // The filter removes rows; it does not reorder the ones left.
        let all = PresetExerciseLibrary.shared.searchExercises(query: "squat", category: nil, muscleGroup: nil)
        let barbell = PresetExerciseLibrary.shared.searchExercises(query: "squat", category: .barbell, muscleGroup: nil)
        #expect(barbell.map(\.item.name) == all.filter { $0.item.category == .barbell }.map(\.item.name))
        #expect(barbell.first?.item.name == "Barbell Back Squat")
    }

    @Test func customExercisesAreSearchedToo() {
        let custom = Exercise(name: "Landmine Press", category: .barbell, muscleGroups: [.shoulders], equipment: .barbell,
                              aliases: ["landmine"], isCustom: true, version: 0)
        let library = WorkspaceExerciseLibrary(custom: [custom])
        #expect(library.searchExercises(query: "landm", category: nil, muscleGroup: nil).first?.item.name == "Landmine Press")
        #expect(library.searchExercises(query: "landmine", category: nil, muscleGroup: nil).first?.item.isCustom == true)
        #expect(library.searchExercises(query: "landm", category: .dumbbell, muscleGroup: nil).allSatisfy { !$0.item.isCustom })
        #expect(library.exercise(named: "LANDMINE")?.name == "Landmine Press")
    }

    // MARK: Foods

    @Test(arguments: [
        ("tavuk gogsu", "Chicken Breast"),
        ("Tavuk Göğsü", "Chicken Breast"),
        ("TAVUK GÖĞSÜ", "Chicken Breast"),
        ("mercimek corbasi", "Mercimek Çorbası"),
        ("Mercimek Çorbası", "Mercimek Çorbası"),
        ("MERCIMEK ÇORBASI", "Mercimek Çorbası"),
        ("yumurta", "Egg"),
        ("egg", "Egg"),
        ("pirinc", "Rice"),
        ("rice", "Rice"),
        ("yulaf", "Oats"),
        ("sut", "Milk"),
        ("muz", "Banana"),
        ("chicken breast", "Chicken Breast"),
        ("chiken breast", "Chicken Breast"),
        ("beyaz peynir", "Beyaz Peynir"),
    ])
    func firstFood(_ query: String, _ expected: String) {
        let results = PresetFoodLibrary.shared.searchFoods(query: query, category: nil)
        let top = results.prefix(3).map { "\($0.item.name) (\($0.matchedText))" }
        #expect(results.first?.item.name == expected, "`\(query)` ranks first: \(top)")
    }

    @Test func foodCategoryFilter() {
        let results = PresetFoodLibrary.shared.searchFoods(query: "egg", category: .protein)
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.item.category == .protein })
        #expect(PresetFoodLibrary.shared.searchFoods(query: "egg", category: .fruit).allSatisfy { $0.item.category == .fruit })
    }

    @Test func foodLookupFoldsCaseAndDiacritics() {
        #expect(PresetFoodLibrary.shared.food(named: "tavuk gogsu")?.name == "Chicken Breast")
        #expect(PresetFoodLibrary.shared.food(named: "ÇİĞ TAVUK GÖĞSÜ")?.name == "Raw Chicken Breast")
        #expect(PresetFoodLibrary.shared.food(named: "Mercimek Corbasi")?.name == "Mercimek Çorbası")
    }

    @Test func brandedCustomFoodAnswersToNameAndBrand() {
        let bar = FoodItem(name: "Protein Bar", brand: "Acme", caloriesPer100g: 380, proteinPer100g: 30, carbsPer100g: 40,
                           fatPer100g: 12, defaultServingGrams: 60, category: .protein, isCustom: true, version: 0)
        let library = WorkspaceFoodLibrary(custom: [bar])
        #expect(library.food(named: "Protein Bar (Acme)")?.brand == "Acme")
        #expect(library.food(named: "protein bar")?.brand == "Acme")
        #expect(library.searchFoods(query: "protein bar", category: nil).first?.item.isCustom == true)
    }
}
