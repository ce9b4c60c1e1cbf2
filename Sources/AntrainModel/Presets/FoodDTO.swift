/// One preset food as written in the library's data files.
///
/// Figures are per 100 g, taken from USDA FoodData Central (public domain); `fdcId` names the
/// record they came from so anyone can check them.
public struct FoodDTO: Sendable {
    public let name: String
    public let fdcId: Int?
    public let kcal: Double
    public let protein: Double
    public let carbs: Double
    public let fat: Double
    public let servingGrams: Double
    public let category: FoodCategory
    public let aliases: [String]

    public init(
        _ name: String,
        fdcId: Int?,
        kcal: Double,
        protein: Double,
        carbs: Double,
        fat: Double,
        serving servingGrams: Double,
        _ category: FoodCategory,
        aliases: [String] = []
    ) {
        self.name = name
        self.fdcId = fdcId
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.servingGrams = servingGrams
        self.category = category
        self.aliases = aliases
    }
}

/// Namespace for the preset food data, one static array per category file.
public enum PresetFoods {}
