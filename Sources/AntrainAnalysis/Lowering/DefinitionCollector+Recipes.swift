import AntrainBasics
import AntrainModel
import AntrainSyntax

/// A `recipe` definition as read, before its ingredients are looked up.
struct PendingRecipe {
    var fileIndex: Int
    var name: String
    var nameRange: TextRange
    var servings: Double
    var yieldGrams: Double?
    var category: FoodCategory
    var aliases: [String]
    /// Each food line: the name as written, its range, and its amount.
    var lines: [(name: String, range: TextRange, amount: AmountSyntax?)]
}

/// Recipes (LANGUAGE.md §9.3): read with the other definitions, resolved once every custom
/// food is known, in the order they use each other, so a recipe may use another recipe.
extension DefinitionCollector {
    mutating func readRecipe(_ entry: EntrySyntax, name: NameSyntax, tree: SyntaxTree) {
        let nameText = tree.source.text(name.textRange)
        if nameText.count > 100 { report(AnalysisDiagnostics.tooLong(AnalysisMessages.Subject.foodName, limit: 100, found: nameText.count, name.range)) }
        guard register(.food, name: nameText, nameRange: name.range, entry: entry) else { return }
        let properties = properties(entry)
        var servings = 1.0
        if let property = properties[.servings], case .quantity(let quantity) = property.value {
            if quantity.number.value <= 0 {
                report(AnalysisDiagnostics.notPositive(RecipeMessages.servings, found: tree.source.text(quantity.range), quantity.range))
            } else {
                servings = quantity.number.value
            }
        }
        var yieldGrams: Double?
        if let property = properties[.yield], case .quantity(let quantity) = property.value {
            if quantity.number.value <= 0 {
                report(AnalysisDiagnostics.notPositive(RecipeMessages.yield, found: tree.source.text(quantity.range), quantity.range))
            } else {
                yieldGrams = Self.grams(quantity)
            }
        }
        var category = FoodCategory.other
        if let property = properties[.category], case .text(let range) = property.value {
            category = enumValue(range, tree: tree, what: AnalysisMessages.Subject.foodCategory, FoodCategory.self) ?? .other
        }
        var aliases: [String] = []
        if let property = properties[.aliases], case .list(let items) = property.value { aliases = items.map { tree.source.text($0) } }
        var lines: [(name: String, range: TextRange, amount: AmountSyntax?)] = []
        for line in entry.body {
            if case .food(let item) = line.content { lines.append((tree.source.text(item.name.textRange), item.name.range, item.amount)) }
        }
        if lines.isEmpty { report(RecipeDiagnostics.emptyRecipe(nameText, name.range)) }
        pendingRecipes.append(PendingRecipe(fileIndex: fileIndex, name: nameText, nameRange: name.range, servings: servings,
                                            yieldGrams: yieldGrams, category: category, aliases: aliases, lines: lines))
    }

    /// Looks up every recipe's ingredients (recipes first, depth first) and adds the recipes
    /// to the custom foods; an ingredient that leads back to its own recipe is
    /// `recipe-cycle` and counts as nothing.
    mutating func resolveRecipes() {
        guard !pendingRecipes.isEmpty else { return }
        let foodsWithoutRecipes = WorkspaceFoodLibrary(custom: foods)
        var indexByKey: [String: Int] = [:]
        for (index, recipe) in pendingRecipes.enumerated() {
            for name in [recipe.name] + recipe.aliases { indexByKey[SearchText.key(name)] = indexByKey[SearchText.key(name)] ?? index }
        }
        var resolved: [Int: Recipe] = [:]
        var onPath: [Int] = []

        func resolve(_ index: Int) -> Recipe {
            if let done = resolved[index] { return done }
            onPath.append(index)
            let pending = pendingRecipes[index]
            var ingredients: [Recipe.Ingredient] = []
            for line in pending.lines {
                var food: FoodItem?
                if let other = indexByKey[SearchText.key(line.name)] {
                    if let start = onPath.firstIndex(of: other) {
                        // From this recipe round the loop and back: Bowl → Mix → Bowl.
                        let path = ([index] + onPath[start..<(onPath.count - 1)] + [index]).map { pendingRecipes[$0].name }
                        fileIndex = pending.fileIndex
                        report(RecipeDiagnostics.recipeCycle(pending.name, path: path, line.range))
                    } else {
                        food = resolve(other).food
                    }
                } else {
                    food = foodsWithoutRecipes.food(named: line.name)
                }
                ingredients.append(Recipe.Ingredient(name: line.name, food: food, grams: Self.grams(line.amount, food: food), range: line.range))
            }
            onPath.removeLast()
            let recipe = Recipe(name: pending.name, ingredients: ingredients, servings: pending.servings, yieldGrams: pending.yieldGrams,
                                category: pending.category, aliases: pending.aliases, fileIndex: pending.fileIndex,
                                nameRange: pending.nameRange)
            resolved[index] = recipe
            return recipe
        }

        for index in pendingRecipes.indices { _ = resolve(index) }
        recipes = pendingRecipes.indices.map { resolved[$0]! }
        foods += recipes.map(\.food)
    }

    /// The grams of an ingredient line: as written, a count of the food's servings, or one
    /// serving; a bare number counts as grams (and is reported where the line is lowered).
    static func grams(_ amount: AmountSyntax?, food: FoodItem?) -> Double {
        let serving = food?.defaultServingGrams ?? 100
        guard let amount else { return serving }
        switch amount.kind {
        case .grams(let grams): return max(0, grams)
        case .servings(let count): return max(0, count * serving)
        case .bare(let value): return max(0, value)
        }
    }
}
