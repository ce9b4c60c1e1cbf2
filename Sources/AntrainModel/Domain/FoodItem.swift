/// A food in the library, with its figures per 100 g (the seed's `FoodItem`).
public struct FoodItem: Codable, Sendable, Hashable, Identifiable {
    public var name: String
    public var brand: String?
    public var caloriesPer100g: Double
    public var proteinPer100g: Double
    public var carbsPer100g: Double
    public var fatPer100g: Double
    public var defaultServingGrams: Double
    public var category: FoodCategory
    public var aliases: [String]
    public var isCustom: Bool
    public var version: Int
    /// The USDA FoodData Central record the figures come from, for presets.
    public var fdcId: Int?
    public var isPlaceholder: Bool
    /// Fibre, sugar, saturated fat and sodium per 100 g, when known (LANGUAGE.md §9.2).
    public var nutrientsPer100g: Nutrients?

    public var id: String { name.lowercased() }

    public init(
        name: String, brand: String? = nil, caloriesPer100g: Double, proteinPer100g: Double,
        carbsPer100g: Double, fatPer100g: Double, defaultServingGrams: Double, category: FoodCategory,
        aliases: [String] = [], isCustom: Bool, version: Int, fdcId: Int? = nil, isPlaceholder: Bool = false
    ) {
        self.name = name
        self.brand = brand
        self.caloriesPer100g = caloriesPer100g
        self.proteinPer100g = proteinPer100g
        self.carbsPer100g = carbsPer100g
        self.fatPer100g = fatPer100g
        self.defaultServingGrams = defaultServingGrams
        self.category = category
        self.aliases = aliases
        self.isCustom = isCustom
        self.version = version
        self.fdcId = fdcId
        self.isPlaceholder = isPlaceholder
    }

    /// A stand-in for a food the library does not know: no figures, a 100 g serving.
    public static func placeholder(named name: String) -> FoodItem {
        FoodItem(name: name, caloriesPer100g: 0, proteinPer100g: 0, carbsPer100g: 0, fatPer100g: 0,
                 defaultServingGrams: 100, category: .other, isCustom: true, version: 0, isPlaceholder: true)
    }

    public var per100g: Macros {
        Macros(calories: caloriesPer100g, protein: proteinPer100g, carbs: carbsPer100g, fat: fatPer100g)
    }

    /// The figures of `grams` of this food.
    public func macros(grams: Double) -> Macros { per100g.scaled(by: grams / 100) }

    /// "Name (Brand)" when there is a brand.
    public var displayName: String { brand.map { "\(name) (\($0))" } ?? name }
}
