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

    @Test func everyRowBelongsToExactlyOnePresetsRecord() {
        let presetRecords = Dictionary(grouping: PresetFoods.all.compactMap(\.fdcId)) { $0 }
        var seen = Set<Int>()
        for row in PresetFoods.nutrientRows {
            #expect(presetRecords[row.fdcId]?.count == 1, "row \(row.fdcId) is not the record of one preset")
            #expect(seen.insert(row.fdcId).inserted, "two rows for record \(row.fdcId)")
        }
    }

    /// Coverage cannot shrink unnoticed: 209 of the 286 FoodData Central presets have a row.
    @Test func rowsCoverTheTranscribedRecords() {
        #expect(PresetFoods.nutrientRows.count == 209)
        #expect(PresetFoods.nutrientRows.allSatisfy { !$0.nutrients.isEmpty })
    }

    /// A derived dish has no record, so no figures: the log says "no figure", never 0.
    @Test func derivedDishesHaveNoFigures() {
        for food in PresetFoodLibrary.shared.allFoods where food.fdcId == nil {
            #expect(food.nutrientsPer100g == nil, "\(food.name) is derived but has nutrient figures")
        }
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
