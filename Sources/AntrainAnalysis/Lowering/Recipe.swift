import AntrainModel
import AntrainSyntax

/// A recipe (LANGUAGE.md §9.3): foods at their written amounts, making `servings` servings
/// of `weightGrams` in all. Its figures per 100 g are the ingredients' totals over that
/// weight, so a meal uses it like any food.
public struct Recipe: Sendable, Hashable {
    public struct Ingredient: Sendable, Hashable {
        /// The name as written.
        public var name: String
        /// Nil for a name no food has, or a recipe that would contain itself: not counted.
        public var food: FoodItem?
        public var grams: Double
        /// The name's range in the recipe's file, for references and rename.
        public var range: TextRange
        public var macros: Macros { food?.macros(grams: grams) ?? .zero }
    }

    public var name: String
    public var ingredients: [Ingredient]
    public var servings: Double
    /// `yield:`, the cooked weight in grams, when written.
    public var yieldGrams: Double?
    public var category: FoodCategory
    public var aliases: [String]
    /// Where it is defined.
    public var fileIndex: Int
    public var nameRange: TextRange

    /// Everything the counted ingredients add up to.
    public var totals: Macros { ingredients.reduce(.zero) { $0 + $1.macros } }
    /// The grams of the counted ingredients.
    public var ingredientGrams: Double { ingredients.filter { $0.food != nil }.reduce(0) { $0 + $1.grams } }
    /// The recipe's weight: its yield, else its ingredients' weight.
    public var weightGrams: Double { yieldGrams ?? ingredientGrams }
    public var servingGrams: Double { servings > 0 ? weightGrams / servings : weightGrams }
    public var perServing: Macros { servings > 0 ? totals.scaled(by: 1 / servings) : totals }
    public var per100g: Macros { weightGrams > 0 ? totals.scaled(by: 100 / weightGrams) : .zero }

    /// The fibre, sugar, saturated fat and sodium the counted ingredients add up to: each
    /// nutrient that at least one ingredient has a figure for, summed over those that have
    /// it (as a day sums the same foods written out); nil when no ingredient has any.
    public var nutrientTotals: Nutrients? {
        var totals = Nutrients()
        for ingredient in ingredients {
            guard let food = ingredient.food, let figures = food.nutrientsPer100g else { continue }
            for kind in Nutrients.Kind.allCases {
                if let per100g = figures[kind] { totals[kind] = (totals[kind] ?? 0) + per100g * ingredient.grams / 100 }
            }
        }
        return totals.isEmpty ? nil : totals
    }

    /// ``nutrientTotals`` per 100 g of the recipe's weight.
    public var nutrientsPer100g: Nutrients? {
        guard var nutrients = nutrientTotals, weightGrams > 0 else { return nil }
        for kind in Nutrients.Kind.allCases { nutrients[kind] = nutrients[kind].map { $0 * 100 / weightGrams } }
        return nutrients
    }

    /// The recipe as a custom food of the library, with every figure its ingredients have.
    public var food: FoodItem {
        let figures = per100g
        var food = FoodItem(name: name, caloriesPer100g: figures.calories, proteinPer100g: figures.protein, carbsPer100g: figures.carbs,
                            fatPer100g: figures.fat, defaultServingGrams: servingGrams > 0 ? servingGrams : 100, category: category,
                            aliases: aliases, isCustom: true, version: 0)
        food.nutrientsPer100g = nutrientsPer100g
        return food
    }
}
