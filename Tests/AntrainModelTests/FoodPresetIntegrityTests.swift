import Foundation
import Testing

@testable import AntrainModel

/// Integrity checks on the preset food data.
///
/// The data is hand-written Swift, so these tests stand in for a schema: the library is big
/// enough, every category is covered, the figures are physically possible and agree with their
/// own energy, every figure either names its FoodData Central record or is a derived Turkish
/// dish, and every name a user types resolves to exactly one food under the lookup key.
@Suite struct FoodPresetIntegrityTests {
    @Test func libraryHasAtLeast200Foods() {
        #expect(PresetFoods.all.count >= 200)
    }

    @Test func allJoinsEveryCategoryFile() {
        #expect(PresetFoods.all.count == categoryFiles.map(\.foods.count).reduce(0, +))
        #expect(PresetFoods.version >= 1)
    }

    @Test func everyFoodSitsInTheFileOfItsCategory() {
        for (category, foods) in categoryFiles {
            for food in foods {
                #expect(food.category == category, "\(food.name) is .\(food.category) in \(category)")
            }
        }
    }

    @Test(arguments: FoodCategory.allCases)
    func categoryHasAtLeastFiveFoods(_ category: FoodCategory) {
        let count = PresetFoods.all.count { $0.category == category }
        #expect(count >= 5, "category \(category) has only \(count) foods")
    }

    @Test func libraryHasAtLeast35TurkishEntries() {
        let turkish = PresetFoods.all.filter {
            $0.name.contains { turkishLetters.contains($0) } || turkishNamesWithoutTurkishLetters.contains($0.name)
        }
        #expect(turkish.count >= 35, "only \(turkish.count) Turkish entries: \(turkish.map(\.name))")
    }

    @Test func macrosAreNonNegativeAndFitIn100Grams() {
        for food in PresetFoods.all {
            #expect(
                food.kcal >= 0 && food.protein >= 0 && food.carbs >= 0 && food.fat >= 0,
                "\(food.name) has a negative figure"
            )
            let total = food.protein + food.carbs + food.fat
            #expect(total <= 100, "\(food.name) has \(total) g of macros per 100 g")
        }
    }

    /// The same rule as the `energy-mismatch` diagnostic: kcal within 20 % of 4P + 4C + 9F.
    @Test func energyAgreesWithMacros() {
        for food in PresetFoods.all where energyExceptions[food.name] == nil {
            let atwater = atwaterEnergy(of: food)
            #expect(
                abs(food.kcal - atwater) <= 0.2 * atwater,
                "\(food.name): \(food.kcal) kcal, but 4P + 4C + 9F is \(atwater)"
            )
        }
    }

    /// Keeps the exception list honest: each entry is a preset that really falls outside the band.
    @Test(arguments: energyExceptions.keys.sorted())
    func energyExceptionIsNeeded(_ name: String) throws {
        let food = try #require(PresetFoods.all.first { $0.name == name }, "no preset \"\(name)\"")
        let atwater = atwaterEnergy(of: food)
        #expect(abs(food.kcal - atwater) > 0.2 * atwater, "\(name) is within the band; drop it")
    }

    @Test func servingsArePositive() {
        for food in PresetFoods.all {
            #expect(food.servingGrams > 0, "\(food.name) has serving \(food.servingGrams) g")
        }
    }

    @Test func fdcIdsAreUnique() {
        var owners: [Int: String] = [:]
        for food in PresetFoods.all {
            guard let id = food.fdcId else { continue }
            if let earlier = owners[id] {
                Issue.record("\(earlier) and \(food.name) both cite FDC record \(id)")
            } else {
                owners[id] = food.name
            }
        }
    }

    @Test func everyFoodWithoutAnFdcRecordIsADerivedDish() {
        for food in PresetFoods.all where food.fdcId == nil {
            #expect(derivedDishes.contains(food.name), "\(food.name) has no fdcId and is not derived")
        }
    }

    @Test(arguments: derivedDishes.sorted())
    func derivedDishIsAPresetWithoutAnFdcRecord(_ name: String) throws {
        let food = try #require(PresetFoods.all.first { $0.name == name }, "no preset \"\(name)\"")
        #expect(food.fdcId == nil, "\(name) cites FDC record \(food.fdcId ?? 0); drop it from the list")
    }

    @Test func namesAndAliasesAreTidyAndShort() {
        for food in PresetFoods.all {
            for text in [food.name] + food.aliases {
                #expect(!text.isEmpty && text.count <= 100, "\"\(text)\" of \(food.name)")
                #expect(
                    text == text.trimmingCharacters(in: .whitespaces) && !text.contains("  "),
                    "\"\(text)\" of \(food.name) has stray spaces"
                )
            }
        }
    }

    /// `(BRAND)` follows a food name, the last word may be an amount (`80g`, `x3`), and `#`
    /// starts a note (LANGUAGE.md §3.4, §4), so no preset may contain brackets, digits or markers.
    @Test func namesAndAliasesReadAsNamesInALog() {
        for food in PresetFoods.all {
            for text in [food.name] + food.aliases {
                #expect(!text.contains { "()[]#:,@\"".contains($0) }, "\"\(text)\" has a marker")
                #expect(!text.contains { $0.isNumber }, "\"\(text)\" has a digit")
            }
        }
    }

    @Test func noAliasRepeatsItsOwnNameOrAnotherAlias() {
        for food in PresetFoods.all {
            var seen: Set<String> = [foodLookupKey(food.name)]
            for alias in food.aliases {
                #expect(
                    seen.insert(foodLookupKey(alias)).inserted,
                    "\"\(alias)\" repeats the name or another alias of \(food.name)"
                )
            }
        }
    }

    @Test func noLookupKeyBelongsToTwoFoods() {
        var owners: [String: FoodLibraryEntry] = [:]
        for (index, food) in PresetFoods.all.enumerated() {
            for entry in FoodLibraryEntry.entries(of: food, at: index) {
                let key = foodLookupKey(entry.text)
                if let earlier = owners[key], earlier.foodIndex != entry.foodIndex {
                    Issue.record("\(earlier) and \(entry) share the lookup key \"\(key)\"")
                } else {
                    owners[key] = entry
                }
            }
        }
    }

    /// The example log (november.antrain) writes these names; they must be in the data exactly
    /// as written, and the figure behind each must be the state a lifter weighs.
    @Test(arguments: [
        ("Egg", 171287), ("Oats", 173904), ("Milk", 171265), ("Banana", 173944),
        ("Chicken Breast", 171477), ("Rice", 168878), ("Olive Oil", 171413), ("Apple", 171688),
        ("Salmon", 175168), ("Potato", 170440), ("Broccoli", 170379),
    ])
    func exampleLogNameIsAPreset(_ name: String, _ fdcId: Int) throws {
        let food = try #require(PresetFoods.all.first { $0.name == name }, "no preset \"\(name)\"")
        #expect(food.fdcId == fdcId, "\(name) cites \(food.fdcId ?? 0), expected \(fdcId)")
    }

    /// The example log defines `Protein Bar` as a custom food, and a custom definition may not
    /// reuse a preset's name or alias.
    @Test func customFoodOfTheExampleIsNoPreset() {
        let owners = foods(matching: "Protein Bar").map(\.name)
        #expect(owners.isEmpty, "\"Protein Bar\" must stay free for the example log, not \(owners)")
    }

    @Test(arguments: [
        ("Tavuk Göğsü", "Chicken Breast"), ("tavuk gogsu", "Chicken Breast"), ("Yumurta", "Egg"),
        ("Pirinç", "Rice"), ("Pilav", "Pirinç Pilavı"), ("Yulaf", "Oats"), ("Süt", "Milk"),
        ("Muz", "Banana"), ("Elma", "Apple"), ("Patates", "Potato"), ("Zeytinyağı", "Olive Oil"),
        ("zeytinyagi", "Olive Oil"), ("Yoğurt", "Yogurt"), ("Ekmek", "Bread"), ("Mercimek", "Lentils"),
        ("Nohut", "Chickpeas"), ("Lentil Soup", "Mercimek Çorbası"), ("mercimek corbasi", "Mercimek Çorbası"),
        ("Imam Bayildi", "İmam Bayıldı"), ("cig kofte", "Çiğ Köfte"), ("Feta", "Beyaz Peynir"),
        ("Tahini", "Tahin"), ("Olives", "Zeytin"), ("Hard Boiled Egg", "Boiled Egg"),
    ])
    func typedNameResolvesToOneFood(_ typed: String, _ expectedName: String) {
        let names = foods(matching: typed).map(\.name)
        #expect(names == [expectedName], "\"\(typed)\" resolves to \(names), expected [\"\(expectedName)\"]")
    }
}

// MARK: - Expectations

/// The category files in the order `PresetFoods.all` joins them.
private let categoryFiles: [(category: FoodCategory, foods: [FoodDTO])] = [
    (.protein, PresetFoods.protein), (.carb, PresetFoods.carb), (.fat, PresetFoods.fat),
    (.vegetable, PresetFoods.vegetable), (.fruit, PresetFoods.fruit), (.dairy, PresetFoods.dairy),
    (.other, PresetFoods.other),
]

private let turkishLetters: Set<Character> = ["ç", "ğ", "ı", "İ", "ö", "ş", "ü", "Ç", "Ğ", "Ö", "Ş", "Ü"]

/// Turkish foods whose names happen to need no Turkish letter.
private let turkishNamesWithoutTurkishLetters: Set<String> = [
    "Adana Kebap", "Ayran", "Baklava", "Beyaz Peynir", "Bulgur", "Dolma", "Hamsi Tava", "Helva",
    "Kaymak", "Kuru Fasulye", "Lahmacun", "Lokum", "Lor Peyniri", "Menemen", "Pekmez", "Pide",
    "Piyaz", "Sarma", "Simit", "Sucuk", "Tahin", "Zeytin", "Bazlama", "Haydari", "Kumpir",
    "Midye Dolma", "Muhallebi", "Salep", "Sucuklu Yumurta", "Tantuni", "Tavuk Sote", "Tavuklu Pilav",
    "Tulumba",
]

/// Dishes FoodData Central has no record of (most of them Turkish); their figures are derived
/// from a typical recipe or label (the comment on each entry, and Docs/FOOD_SOURCES.md).
private let derivedDishes: Set<String> = [
    "Adana Kebap", "Aşure", "Ayran", "Baklava", "Börek", "Bulgur Pilavı", "Cacık", "Çiğ Köfte",
    "Çoban Salatası", "Dolma", "Döner", "Ezogelin Çorbası", "Gözleme", "Hamsi Tava", "Helva",
    "İmam Bayıldı", "İskender", "Karnıyarık", "Kaşar Peyniri", "Kaymak", "Kısır", "Köfte",
    "Kuru Fasulye", "Künefe", "Lahmacun", "Lokum", "Lor Peyniri", "Mantı", "Menemen",
    "Mercimek Çorbası", "Nohut Yemeği", "Pastırma", "Pekmez", "Pide", "Pirinç Pilavı", "Piyaz",
    "Poğaça", "Sarma", "Simit", "Sucuk", "Sütlaç", "Şiş Kebap", "Tarhana Çorbası", "Tavuk Döner",
    "Tavuk Şiş", "Yayla Çorbası", "Zeytinyağlı Taze Fasulye",
    // Added with the everyday foods (version 2).
    "Acılı Ezme", "Adana Dürüm", "Balık Ekmek", "Bazlama", "Çılbır", "Dürüm", "Haydari",
    "Islak Hamburger", "Kaşarlı Tost", "Kumpir", "Mercimek Köftesi", "Midye Dolma", "Muhallebi",
    "Salep", "Sucuklu Yumurta", "Şakşuka", "Şalgam", "Tantuni", "Tavuk Dürüm", "Tavuk Sote",
    "Tavuklu Pilav", "Tulumba", "Corn Flakes", "Hot Dog", "Latte", "Muesli", "Sushi",
]

/// Presets whose energy is more than 20 % away from 4P + 4C + 9F, each with the reason.
private let energyExceptions: [String: String] = [
    "Beer": "alcohol (about 3.9 g per 100 g) carries 7 kcal/g, which 4/4/9 leaves out",
    "Light Beer": "alcohol (about 2.6 g per 100 g) carries 7 kcal/g, which 4/4/9 leaves out",
    "Wine": wineAlcohol,
    "Red Wine": wineAlcohol,
    "White Wine": wineAlcohol,
    "Coffee": "1 kcal per 100 g, rounded to a whole kcal by FDC; the band is below that rounding",
    "Spinach": vegetableFactors,
    "Cooked Spinach": vegetableFactors,
    "Mushrooms": vegetableFactors,
    "Asparagus": vegetableFactors,
]

private let wineAlcohol = "alcohol (about 10 g per 100 g) carries 7 kcal/g, which 4/4/9 leaves out"

private let vegetableFactors = """
    FDC computes the energy of vegetables with food-specific factors (about 2.4 kcal/g protein, \
    3.6 kcal/g carbohydrate, fibre included in carbohydrate), so under 25 kcal per 100 g the \
    general 4/4/9 overshoots by more than 20 %
    """

// MARK: - Helpers

private func atwaterEnergy(of food: FoodDTO) -> Double {
    4 * food.protein + 4 * food.carbs + 9 * food.fat
}

/// The key a typed food name is looked up by: case and diacritics folded, spaces and hyphens
/// removed. Foundation does not fold the dotless ı, so it becomes i first ("Pilavı" → "pilavi").
private func foodLookupKey(_ text: String) -> String {
    text.replacingOccurrences(of: "ı", with: "i")
        .replacingOccurrences(of: "İ", with: "I")
        .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .lowercased()
        .filter { $0 != " " && $0 != "-" }
}

/// The preset foods whose name or one of whose aliases has the same key as `typed`.
private func foods(matching typed: String) -> [FoodDTO] {
    let key = foodLookupKey(typed)
    return PresetFoods.all.filter { food in
        ([food.name] + food.aliases).contains { foodLookupKey($0) == key }
    }
}

/// One name or alias of a preset, described for failure messages.
private struct FoodLibraryEntry: CustomStringConvertible {
    let text: String
    let foodName: String
    let foodIndex: Int
    let isName: Bool

    var description: String {
        isName ? "\"\(text)\" (name)" : "\"\(text)\" (alias of \(foodName))"
    }

    static func entries(of food: FoodDTO, at index: Int) -> [FoodLibraryEntry] {
        let name = FoodLibraryEntry(text: food.name, foodName: food.name, foodIndex: index, isName: true)
        return [name] + food.aliases.map {
            FoodLibraryEntry(text: $0, foodName: food.name, foodIndex: index, isName: false)
        }
    }
}
