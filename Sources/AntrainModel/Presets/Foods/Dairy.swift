/// Dairy presets: milk, yogurt, cheese and cream, and the Turkish cheeses, ayran, kaymak and
/// cacık.
///
/// Liquids are logged in millilitres and taken as grams, so a 250 g serving is one glass.
/// Beyaz peynir is the feta record; kaşar, lor, ayran, kaymak and cacık have no FoodData
/// Central record and carry derived figures.
extension PresetFoods {
    /// The dairy presets.
    public static let dairy: [FoodDTO] = [
        FoodDTO("Milk", fdcId: 171265, kcal: 61, protein: 3.15, carbs: 4.8, fat: 3.25,
            serving: 250, .dairy, aliases: ["Whole Milk", "Süt", "Tam Yağlı Süt"]),
        FoodDTO("Low-Fat Milk", fdcId: 171267, kcal: 50, protein: 3.3, carbs: 4.8, fat: 1.98,
            serving: 250, .dairy, aliases: ["Reduced-Fat Milk", "Semi-Skimmed Milk", "Yarım Yağlı Süt"]),
        FoodDTO("Skim Milk", fdcId: 171269, kcal: 34, protein: 3.37, carbs: 4.96, fat: 0.08,
            serving: 250, .dairy, aliases: ["Nonfat Milk", "Yağsız Süt"]),
        FoodDTO("Goat Milk", fdcId: 171278, kcal: 69, protein: 3.56, carbs: 4.45, fat: 4.14,
            serving: 250, .dairy, aliases: ["Keçi Sütü"]),
        FoodDTO("Yogurt", fdcId: 171284, kcal: 61, protein: 3.47, carbs: 4.66, fat: 3.25,
            serving: 200, .dairy, aliases: ["Plain Yogurt", "Whole Milk Yogurt"]),
        FoodDTO("Low-Fat Yogurt", fdcId: 170886, kcal: 63, protein: 5.25, carbs: 7.04, fat: 1.55,
            serving: 200, .dairy, aliases: ["Az Yağlı Yoğurt"]),
        FoodDTO("Greek Yogurt", fdcId: 170894, kcal: 59, protein: 10.19, carbs: 3.6, fat: 0.39,
            serving: 170, .dairy, aliases: ["Nonfat Greek Yogurt"]),
        FoodDTO("Low-Fat Greek Yogurt", fdcId: 170903, kcal: 73, protein: 9.95, carbs: 3.94, fat: 1.92,
            serving: 170, .dairy),
        FoodDTO("Full-Fat Greek Yogurt", fdcId: 171304, kcal: 97, protein: 9, carbs: 3.98, fat: 5,
            serving: 170, .dairy, aliases: ["Strained Yogurt", "Süzme Yoğurt"]),
        FoodDTO("Cottage Cheese", fdcId: 173417, kcal: 72, protein: 12.39, carbs: 2.72, fat: 1.02,
            serving: 113, .dairy, aliases: ["Low-Fat Cottage Cheese"]),
        FoodDTO("Creamed Cottage Cheese", fdcId: 172179, kcal: 98, protein: 11.12, carbs: 3.38, fat: 4.3,
            serving: 113, .dairy),
        FoodDTO("Beyaz Peynir", fdcId: 173420, kcal: 265, protein: 14.21, carbs: 3.88, fat: 21.49,
            serving: 30, .dairy, aliases: ["White Cheese", "Feta", "Feta Cheese"]),
        FoodDTO("Cheddar", fdcId: 173414, kcal: 403, protein: 22.87, carbs: 3.09, fat: 33.31,
            serving: 28, .dairy, aliases: ["Cheddar Cheese"]),
        FoodDTO("Mozzarella", fdcId: 170845, kcal: 299, protein: 22.17, carbs: 2.4, fat: 22.14, serving: 28, .dairy),
        FoodDTO("Parmesan", fdcId: 171247, kcal: 420, protein: 28.42, carbs: 13.91, fat: 27.84,
            serving: 10, .dairy, aliases: ["Grated Parmesan", "Parmigiano"]),
        FoodDTO("Gouda", fdcId: 171241, kcal: 356, protein: 24.94, carbs: 2.22, fat: 27.44, serving: 28, .dairy),
        FoodDTO("Cream Cheese", fdcId: 173418, kcal: 350, protein: 6.15, carbs: 5.52, fat: 34.44,
            serving: 30, .dairy, aliases: ["Krem Peynir"]),
        FoodDTO("Heavy Cream", fdcId: 170859, kcal: 340, protein: 2.84, carbs: 2.84, fat: 36.08,
            serving: 15, .dairy, aliases: ["Whipping Cream", "Krema"]),
        FoodDTO("Sour Cream", fdcId: 171257, kcal: 198, protein: 2.44, carbs: 4.63, fat: 19.35,
            serving: 30, .dairy, aliases: ["Ekşi Krema"]),
        FoodDTO("Almond Milk", fdcId: 174832, kcal: 15, protein: 0.4, carbs: 1.31, fat: 0.96,
            serving: 250, .dairy, aliases: ["Badem Sütü"]),
        FoodDTO("Swiss Cheese", fdcId: 171251, kcal: 393, protein: 26.96, carbs: 1.44, fat: 30.99,
            serving: 28, .dairy, aliases: ["Swiss", "Emmental"]),
        FoodDTO("Goat Cheese", fdcId: 173433, kcal: 364, protein: 21.58, carbs: 0.12, fat: 29.84,
            serving: 28, .dairy, aliases: ["Keçi Peyniri"]),
        FoodDTO("Ricotta", fdcId: 171248, kcal: 138, protein: 11.39, carbs: 5.14, fat: 7.91,
            serving: 60, .dairy, aliases: ["Ricotta Cheese"]),
        FoodDTO("Chocolate Milk", fdcId: 170880, kcal: 76, protein: 2.99, carbs: 12.13, fat: 1.9,
            serving: 250, .dairy, aliases: ["Kakaolu Süt"]),
        FoodDTO("Milkshake", fdcId: 170884, kcal: 112, protein: 3.86, carbs: 17.75, fat: 3.03,
            serving: 313, .dairy, aliases: ["Milkshakes", "Vanilla Milkshake", "Vanilla Shake"]),
        FoodDTO("Frozen Yogurt", fdcId: 168105, kcal: 127, protein: 3, carbs: 21.6, fat: 3.6,
            serving: 174, .dairy, aliases: ["Froyo", "Frozen Yoghurt"]),

        // Turkish foods: no FoodData Central record; figures per 100 g derived from the
        // recipe or composition in each comment (see Docs/FOOD_SOURCES.md).
        FoodDTO(
            "Kaşar Peyniri", fdcId: nil,  // derived: full-fat kaşar at about 40 % moisture, 28 % fat, 26 %
            // protein (typical Turkish label figures; close to USDA provolone 170850)
            kcal: 362, protein: 26, carbs: 1.5, fat: 28, serving: 30, .dairy,
            aliases: ["Kaşar", "Kashar Cheese"]
        ),
        FoodDTO(
            "Lor Peyniri", fdcId: nil,  // derived: whey cheese at about 78 % moisture, 15 % protein, 3 % fat
            // (typical Turkish label figures)
            kcal: 99, protein: 15, carbs: 3, fat: 3, serving: 50, .dairy,
            aliases: ["Lor"]
        ),
        FoodDTO(
            "Ayran", fdcId: nil,  // derived: whole-milk yogurt (USDA 171284) and water 1:1 with a pinch of
            // salt
            kcal: 30, protein: 1.7, carbs: 2.3, fat: 1.6, serving: 250, .dairy,
            aliases: ["Yogurt Drink"]
        ),
        FoodDTO(
            "Kaymak", fdcId: nil,  // derived: clotted cream skimmed from simmered milk, about 60 % fat
            kcal: 562, protein: 2.5, carbs: 3, fat: 60, serving: 20, .dairy,
            aliases: ["Clotted Cream"]
        ),
        FoodDTO(
            "Cacık", fdcId: nil,  // derived: 500 g whole-milk yogurt, 200 g cucumber, 200 g water, garlic, 10
            // g olive oil; 900 g
            kcal: 48, protein: 2.1, carbs: 3.4, fat: 2.9, serving: 200, .dairy,
            aliases: ["Tzatziki"]
        ),
    ]
}
