import Testing

@testable import AntrainModel

/// The preset foods' fibre, sugar, saturated fat and sodium (LANGUAGE.md §9.2,
/// Docs/FOOD_SOURCES.md): a sample of twenty checked figure by figure against the FoodData
/// Central rows they were transcribed from, and every row held to what is physically possible
/// and tied to the same record as its preset's macros.
@Suite struct PresetNutrientTests {
    /// One sampled record: the preset, its FoodData Central id and description, and the four
    /// figures per 100 g as the record gives them (nil where the record has none).
    struct SampleRow: CustomTestStringConvertible, Sendable {
        let preset: String
        let fdcId: Int
        let description: String
        let figures: Nutrients
        var testDescription: String { "\(preset) (\(fdcId))" }
    }

    static let sample: [SampleRow] = [
        SampleRow(preset: "Chicken Breast", fdcId: 171477, description: "Chicken, broilers or fryers, breast, meat only, cooked, roasted",
                  figures: Nutrients(fiber: 0, sugar: 0, satFat: 1.01, sodiumMg: 74)),
        SampleRow(preset: "Egg", fdcId: 171287, description: "Egg, whole, raw, fresh",
                  figures: Nutrients(fiber: 0, sugar: 0.37, satFat: 3.126, sodiumMg: 142)),
        SampleRow(preset: "Oats", fdcId: 173904, description: "Cereals, oats, regular and quick, not fortified, dry",
                  figures: Nutrients(fiber: 10.1, sugar: 0.99, satFat: 1.11, sodiumMg: 6)),
        SampleRow(preset: "Banana", fdcId: 173944, description: "Bananas, raw",
                  figures: Nutrients(fiber: 2.6, sugar: 12.23, satFat: 0.112, sodiumMg: 1)),
        SampleRow(preset: "Apple", fdcId: 171688, description: "Apples, raw, with skin",
                  figures: Nutrients(fiber: 2.4, sugar: 10.39, satFat: 0.028, sodiumMg: 1)),
        SampleRow(preset: "Milk", fdcId: 171265, description: "Milk, whole, 3.25% milkfat, with added vitamin D",
                  figures: Nutrients(fiber: 0, sugar: 5.05, satFat: 1.865, sodiumMg: 43)),
        SampleRow(preset: "Rice", fdcId: 168878, description: "Rice, white, long-grain, regular, enriched, cooked",
                  figures: Nutrients(fiber: 0.4, sugar: 0.05, satFat: 0.077, sodiumMg: 1)),
        SampleRow(preset: "Broccoli", fdcId: 170379, description: "Broccoli, raw",
                  figures: Nutrients(fiber: 2.6, sugar: 1.7, satFat: 0.039, sodiumMg: 33)),
        SampleRow(preset: "Almonds", fdcId: 170567, description: "Nuts, almonds",
                  figures: Nutrients(fiber: 12.5, sugar: 4.35, satFat: 3.802, sodiumMg: 1)),
        // The record lists no sugars: unknown, not 0.
        SampleRow(preset: "Olive Oil", fdcId: 171413, description: "Oil, olive, salad or cooking",
                  figures: Nutrients(fiber: 0, sugar: nil, satFat: 13.808, sodiumMg: 2)),
        SampleRow(preset: "Salmon", fdcId: 175168, description: "Fish, salmon, Atlantic, farmed, cooked, dry heat",
                  figures: Nutrients(fiber: 0, sugar: 0, satFat: 2.504, sodiumMg: 61)),
        SampleRow(preset: "Lentils", fdcId: 172421, description: "Lentils, mature seeds, cooked, boiled, without salt",
                  figures: Nutrients(fiber: 7.9, sugar: 1.8, satFat: 0.053, sodiumMg: 2)),
        SampleRow(preset: "Spinach", fdcId: 168462, description: "Spinach, raw",
                  figures: Nutrients(fiber: 2.2, sugar: 0.42, satFat: 0.063, sodiumMg: 79)),
        SampleRow(preset: "Avocado", fdcId: 171705, description: "Avocados, raw, all commercial varieties",
                  figures: Nutrients(fiber: 6.7, sugar: 0.66, satFat: 2.126, sodiumMg: 7)),
        SampleRow(preset: "Greek Yogurt", fdcId: 170894, description: "Yogurt, Greek, plain, nonfat",
                  figures: Nutrients(fiber: 0, sugar: 3.24, satFat: 0.117, sodiumMg: 36)),
        SampleRow(preset: "Sweet Potato", fdcId: 168483, description: "Sweet potato, cooked, baked in skin, flesh, without salt",
                  figures: Nutrients(fiber: 3.3, sugar: 6.48, satFat: 0.052, sodiumMg: 36)),
        SampleRow(preset: "Carrot", fdcId: 170393, description: "Carrots, raw",
                  figures: Nutrients(fiber: 2.8, sugar: 4.74, satFat: 0.037, sodiumMg: 69)),
        SampleRow(preset: "Butter", fdcId: 173410, description: "Butter, salted",
                  figures: Nutrients(fiber: 0, sugar: 0.06, satFat: 51.368, sodiumMg: 643)),
        SampleRow(preset: "Soy Sauce", fdcId: 174277, description: "Soy sauce made from soy and wheat (shoyu)",
                  figures: Nutrients(fiber: 0.8, sugar: 0.4, satFat: 0.073, sodiumMg: 5493)),
        SampleRow(preset: "Black Beans", fdcId: 173735, description: "Beans, black, mature seeds, cooked, boiled, without salt",
                  figures: Nutrients(fiber: 8.7, sugar: 0.32, satFat: 0.139, sodiumMg: 1)),
    ]

    @Test func theSampleHasTwentyRecords() {
        #expect(Set(Self.sample.map(\.fdcId)).count == 20)
    }

    /// The library food answers with the sampled record's figures, and cites that record.
    @Test(arguments: sample)
    func presetCarriesItsRecordsFigures(_ row: SampleRow) throws {
        let food = try #require(PresetFoodLibrary.shared.food(named: row.preset), "no preset \"\(row.preset)\"")
        #expect(food.fdcId == row.fdcId, "\(row.preset) cites \(food.fdcId ?? 0), the sample row is \(row.fdcId) \(row.description)")
        #expect(food.nutrientsPer100g == row.figures, "\(row.preset) (\(row.fdcId) \(row.description))")
    }

    /// Rows added in data version 4, checked against the SR28 abbreviated table (ABBREV.txt, the
    /// release SR Legacy continues) by NDB number, description and energy: Fiber_TD, Sugar_Tot,
    /// FA_Sat and Sodium of the named line.
    static let srSample: [SampleRow] = [
        SampleRow(preset: "Chicken Thigh", fdcId: 172388, description: "NDB 05098 Chicken, broilers or fryers, thigh, meat only, cooked, roasted",
                  figures: Nutrients(fiber: 0, sugar: 0, satFat: 2.311, sodiumMg: 106)),
        SampleRow(preset: "Ground Beef", fdcId: 174033, description: "NDB 23569 Beef, ground, 85% lean meat / 15% fat, patty, cooked, pan-broiled",
                  figures: Nutrients(fiber: 0, sugar: 0, satFat: 5.331, sodiumMg: 79)),
        SampleRow(preset: "Canned Tuna", fdcId: 173709, description: "NDB 15121 Fish, tuna, light, canned in water, drained solids",
                  figures: Nutrients(fiber: 0, sugar: 0, satFat: 0.211, sodiumMg: 247)),
        SampleRow(preset: "Lobster", fdcId: 174209, description: "NDB 15148 Crustaceans, lobster, northern, cooked, moist heat",
                  figures: Nutrients(fiber: 0, sugar: 0, satFat: 0.208, sodiumMg: 486)),
        SampleRow(preset: "Pork Tenderloin", fdcId: 168250, description: "NDB 10061 Pork, fresh, loin, tenderloin, separable lean only, cooked, roasted",
                  figures: Nutrients(fiber: 0, sugar: 0, satFat: 1.198, sodiumMg: 57)),
        SampleRow(preset: "Hamburger", fdcId: 170693, description: "NDB 21107 Fast foods, hamburger; single, regular patty; plain",
                  figures: Nutrients(fiber: 1.7, sugar: 4.88, satFat: 4.493, sodiumMg: 331)),
        SampleRow(preset: "Cheese Pizza", fdcId: 173292, description: "NDB 21299 Fast Food, Pizza Chain, 14\" pizza, cheese topping, regular crust",
                  figures: Nutrients(fiber: 2.3, sugar: 3.58, satFat: 4.465, sodiumMg: 598)),
        SampleRow(preset: "Whole Wheat Pasta", fdcId: 168910, description: "NDB 20125 Pasta, whole-wheat, cooked",
                  figures: Nutrients(fiber: 3.9, sugar: 0.75, satFat: 0.243, sodiumMg: 4)),
    ]

    @Test(arguments: srSample)
    func presetCarriesItsSRLinesFigures(_ row: SampleRow) throws {
        try presetCarriesItsRecordsFigures(row)
    }

    @Test func everyRowBelongsToExactlyOnePresetsRecord() {
        let presetRecords = Dictionary(grouping: PresetFoods.all.compactMap(\.fdcId)) { $0 }
        var seen = Set<Int>()
        for row in PresetFoods.nutrientRows {
            #expect(presetRecords[row.fdcId]?.count == 1, "row \(row.fdcId) is not the record of one preset")
            #expect(seen.insert(row.fdcId).inserted, "two rows for record \(row.fdcId)")
        }
    }

    /// Coverage cannot shrink unnoticed: 244 of the 286 FoodData Central presets have a row.
    @Test func rowsCoverTheTranscribedRecords() {
        #expect(PresetFoods.nutrientRows.count == 244)
        #expect(PresetFoods.nutrientRows.allSatisfy { !$0.nutrients.isEmpty })
    }

    /// A derived dish has no record: its figures come only from its recipe's row in
    /// `DerivedNutrients.swift`, and a dish without one says "no figure", never 0.
    @Test func derivedDishesHaveOnlyTheirRecipesFigures() {
        for food in PresetFoodLibrary.shared.allFoods where food.fdcId == nil {
            #expect(food.nutrientsPer100g == PresetFoods.nutrientsByDerivedDish[food.name], "\(food.name)")
        }
        for row in PresetFoods.derivedNutrientRows {
            let food = PresetFoodLibrary.shared.food(named: row.dish)
            #expect(food != nil && food?.fdcId == nil, "\(row.dish) is not a derived preset")
        }
        #expect(PresetFoods.derivedNutrientRows.count == 4)
    }

    /// Muesli's recipe (Docs/FOOD_SOURCES.md): 500 g oats, 150 g raisins, 50 g dried apricots,
    /// 80 g almonds, 50 g hazelnuts, 40 g sunflower seeds; 870 g. Fibre (10.1 × 5 + 3.7 × 1.5 +
    /// 7.3 × 0.5 + 12.5 × 0.8 + 9.7 × 0.5 + 8.6 × 0.4) = 77.99 g, sugar (0.99 × 5 + 59.19 × 1.5 +
    /// 53.44 × 0.5 + 4.35 × 0.8 + 4.34 × 0.5 + 2.62 × 0.4) = 127.153 g, saturated fat (1.11 × 5 +
    /// 0.058 × 1.5 + 0.017 × 0.5 + 3.802 × 0.8 + 4.464 × 0.5 + 4.455 × 0.4) = 12.7011 g, sodium
    /// (6 × 5 + 11 × 1.5 + 10 × 0.5 + 1 × 0.8 + 0 + 9 × 0.4) = 55.9 mg, each over 8.7.
    @Test func muesliIsItsRecipe() throws {
        let figures = try #require(PresetFoodLibrary.shared.food(named: "Muesli")?.nutrientsPer100g)
        #expect(figures == Nutrients(fiber: 8.96, sugar: 14.62, satFat: 1.46, sodiumMg: 6.4))
        #expect(abs(77.99 / 8.7 - 8.96) < 0.005)
        #expect(abs(127.153 / 8.7 - 14.62) < 0.005)
        #expect(abs(12.7011 / 8.7 - 1.46) < 0.005)
        #expect(abs(55.9 / 8.7 - 6.4) < 0.05)
        // The same sums from the ingredients' own rows, so a changed row is noticed here.
        let parts: [(String, Double)] = [
            ("Oats", 500), ("Raisins", 150), ("Dried Apricots", 50), ("Almonds", 80), ("Hazelnuts", 50),
            ("Sunflower Seeds", 40),
        ]
        var fiber = 0.0
        for (name, grams) in parts {
            let row = try #require(PresetFoodLibrary.shared.food(named: name)?.nutrientsPer100g?.fiber)
            fiber += row * grams / 100
        }
        #expect(abs(fiber - 77.99) < 0.001)
    }

    /// İmam Bayıldı's recipe: 1 kg eggplant, 300 g onion, 300 g tomato, 120 g olive oil, braised
    /// to 1.4 kg. Fibre 30 + 5.1 + 3.6 + 0 = 38.7 g, saturated fat 0.34 + 0.126 + 0.084 +
    /// 16.5696 = 17.1196 g, over 14. Olive oil has no sugar figure, so the dish has none; no salt
    /// is listed, so sodium is unknown.
    @Test func imamBayildiIsItsRecipe() throws {
        let figures = try #require(PresetFoodLibrary.shared.food(named: "İmam Bayıldı")?.nutrientsPer100g)
        #expect(figures == Nutrients(fiber: 2.76, sugar: nil, satFat: 1.22, sodiumMg: nil))
        #expect(abs(38.7 / 14 - 2.76) < 0.005)
        #expect(abs(17.1196 / 14 - 1.22) < 0.005)
        #expect(PresetFoodLibrary.shared.food(named: "Olive Oil")?.nutrientsPer100g?.sugar == nil)
    }

    /// What the source's conventions make possible: sugar and fibre are part of carbohydrate by
    /// difference, saturated fat part of total fat, each a share of 100 g; sodium in milligrams
    /// below what the saltiest preset (soy sauce, about 5.5 g per 100 g) holds. Fibre and sugar
    /// together may exceed carbohydrate by difference (zucchini, cantaloupe, blackberries): the
    /// three come from separate analyses, so only each one alone is held to it.
    @Test func everyFigureIsPlausible() {
        for food in PresetFoodLibrary.shared.allFoods {
            guard let figures = food.nutrientsPer100g else { continue }
            let name = food.name
            for kind in Nutrients.Kind.allCases {
                if let value = figures[kind] { #expect(value >= 0, "\(name): negative \(kind)") }
            }
            if let sugar = figures.sugar {
                let allowance = sugarOverCarbohydrate[name] ?? 0
                #expect(sugar <= food.carbsPer100g + allowance, "\(name): \(sugar) g sugar, \(food.carbsPer100g) g carbs")
            }
            if let fiber = figures.fiber {
                #expect(fiber <= food.carbsPer100g, "\(name): \(fiber) g fibre, \(food.carbsPer100g) g carbs")
            }
            if let satFat = figures.satFat {
                #expect(satFat <= food.fatPer100g, "\(name): \(satFat) g saturated fat, \(food.fatPer100g) g fat")
            }
            if let sodium = figures.sodiumMg {
                #expect(sodium <= 6000, "\(name): \(sodium) mg sodium")
            }
        }
    }

    /// Each listed record really needs its allowance, so the list cannot grow stale.
    @Test(arguments: Array(sugarOverCarbohydrate.keys).sorted())
    func sugarAllowanceIsNeeded(_ name: String) throws {
        let food = try #require(PresetFoodLibrary.shared.food(named: name))
        let sugar = try #require(food.nutrientsPer100g?.sugar)
        #expect(sugar > food.carbsPer100g, "\(name) no longer needs its allowance")
    }
}

/// Records whose sugars (lactose, analysed on its own) exceed their carbohydrate by difference,
/// by at most this many grams: the two figures come from different analyses in the record.
private let sugarOverCarbohydrate: [String: Double] = [
    "Milk": 0.3, "Low-Fat Milk": 0.3, "Skim Milk": 0.2,
]
