/// A food in the library, with its figures per 100 g (the seed's `FoodItem`).
///
/// Its fields live in one shared box (``SharedValue``): a food is copied into every food line
/// that names it, and a copy is one reference count, not every string and figure.
public struct FoodItem: Codable, Sendable, Hashable, Identifiable {
    /// The stored fields, encoded and compared as they are.
    struct Fields: Codable, Sendable, Hashable {
        var name: String
        var brand: String?
        var caloriesPer100g: Double
        var proteinPer100g: Double
        var carbsPer100g: Double
        var fatPer100g: Double
        var defaultServingGrams: Double
        var category: FoodCategory
        var aliases: [String]
        var isCustom: Bool
        var version: Int
        var fdcId: Int?
        var isPlaceholder: Bool
        var nutrientsPer100g: Nutrients?
    }

    private var fields: SharedValue<Fields>

    public var name: String {
        get { fields.value.name }
        set { fields.value.name = newValue }
    }
    public var brand: String? {
        get { fields.value.brand }
        set { fields.value.brand = newValue }
    }
    public var caloriesPer100g: Double {
        get { fields.value.caloriesPer100g }
        set { fields.value.caloriesPer100g = newValue }
    }
    public var proteinPer100g: Double {
        get { fields.value.proteinPer100g }
        set { fields.value.proteinPer100g = newValue }
    }
    public var carbsPer100g: Double {
        get { fields.value.carbsPer100g }
        set { fields.value.carbsPer100g = newValue }
    }
    public var fatPer100g: Double {
        get { fields.value.fatPer100g }
        set { fields.value.fatPer100g = newValue }
    }
    public var defaultServingGrams: Double {
        get { fields.value.defaultServingGrams }
        set { fields.value.defaultServingGrams = newValue }
    }
    public var category: FoodCategory {
        get { fields.value.category }
        set { fields.value.category = newValue }
    }
    public var aliases: [String] {
        get { fields.value.aliases }
        set { fields.value.aliases = newValue }
    }
    public var isCustom: Bool {
        get { fields.value.isCustom }
        set { fields.value.isCustom = newValue }
    }
    public var version: Int {
        get { fields.value.version }
        set { fields.value.version = newValue }
    }
    /// The USDA FoodData Central record the figures come from, for presets.
    public var fdcId: Int? {
        get { fields.value.fdcId }
        set { fields.value.fdcId = newValue }
    }
    public var isPlaceholder: Bool {
        get { fields.value.isPlaceholder }
        set { fields.value.isPlaceholder = newValue }
    }
    /// Fibre, sugar, saturated fat and sodium per 100 g, when known (LANGUAGE.md §9.2).
    public var nutrientsPer100g: Nutrients? {
        get { fields.value.nutrientsPer100g }
        set { fields.value.nutrientsPer100g = newValue }
    }

    public var id: String { name.lowercased() }

    public init(
        name: String, brand: String? = nil, caloriesPer100g: Double, proteinPer100g: Double,
        carbsPer100g: Double, fatPer100g: Double, defaultServingGrams: Double, category: FoodCategory,
        aliases: [String] = [], isCustom: Bool, version: Int, fdcId: Int? = nil, isPlaceholder: Bool = false
    ) {
        fields = SharedValue(Fields(
            name: name, brand: brand, caloriesPer100g: caloriesPer100g, proteinPer100g: proteinPer100g,
            carbsPer100g: carbsPer100g, fatPer100g: fatPer100g, defaultServingGrams: defaultServingGrams,
            category: category, aliases: aliases, isCustom: isCustom, version: version, fdcId: fdcId,
            isPlaceholder: isPlaceholder, nutrientsPer100g: nil))
    }

    /// Decoded and encoded as its fields, with the keys the stored properties always had.
    public init(from decoder: any Decoder) throws {
        fields = SharedValue(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try fields.value.encode(to: encoder)
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
