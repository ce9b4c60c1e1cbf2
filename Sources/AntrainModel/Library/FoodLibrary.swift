/// Finds foods by name or alias and searches them (the seed's `FoodLibraryProtocol`).
public protocol FoodLibraryProtocol: Sendable {
    var version: Int { get }
    var allFoods: [FoodItem] { get }
    /// `NAME` or `NAME (BRAND)`.
    func food(named name: String) -> FoodItem?
    func searchFoods(query: String, category: FoodCategory?) -> [LibraryMatch<FoodItem>]
}

/// The preset foods, read-only, built once.
public struct PresetFoodLibrary: FoodLibraryProtocol {
    public static let shared = PresetFoodLibrary()

    private let library: NamedLibrary<FoodItem>
    public let version = PresetFoods.version

    private init() {
        let version = PresetFoods.version
        library = NamedLibrary(PresetFoods.all.map { dto in
            var food = FoodItem(
                name: dto.name, caloriesPer100g: dto.kcal, proteinPer100g: dto.protein, carbsPer100g: dto.carbs,
                fatPer100g: dto.fat, defaultServingGrams: dto.servingGrams, category: dto.category,
                aliases: dto.aliases, isCustom: false, version: version, fdcId: dto.fdcId)
            // Fibre, sugar, saturated fat and sodium come from the same record as the macros,
            // or for a derived dish from the same recipe.
            if let fdcId = dto.fdcId {
                food.nutrientsPer100g = PresetFoods.nutrientsByRecord[fdcId]
            } else {
                food.nutrientsPer100g = PresetFoods.nutrientsByDerivedDish[dto.name]
            }
            return food
        })
    }

    public var allFoods: [FoodItem] { library.items }

    public func food(named name: String) -> FoodItem? { library.item(named: name) }

    public func searchFoods(query: String, category: FoodCategory?) -> [LibraryMatch<FoodItem>] {
        library.search(query) { category == nil || $0.category == category }
    }
}

/// Presets plus a workspace's custom foods, which may be named with their brand.
public struct WorkspaceFoodLibrary: FoodLibraryProtocol {
    public let presets: PresetFoodLibrary
    private let custom: NamedLibrary<FoodItem>

    public init(custom: [FoodItem], presets: PresetFoodLibrary = .shared) {
        self.presets = presets
        // A branded custom food answers to "Name (Brand)" as well as "Name".
        self.custom = NamedLibrary(custom.map { food in
            var food = food
            if let brand = food.brand { food.aliases.append("\(food.name) (\(brand))") }
            return food
        })
    }

    public var version: Int { presets.version }
    public var customFoods: [FoodItem] { custom.items }
    public var allFoods: [FoodItem] { custom.items + presets.allFoods }

    public func food(named name: String) -> FoodItem? {
        custom.item(named: name) ?? presets.food(named: name)
    }

    public func searchFoods(query: String, category: FoodCategory?) -> [LibraryMatch<FoodItem>] {
        var matches = custom.search(query) { category == nil || $0.category == category }
        matches += presets.searchFoods(query: query, category: category)
        matches.sort { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            return lhs.item.name < rhs.item.name
        }
        return matches
    }
}
