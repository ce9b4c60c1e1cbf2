import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Hover on a `recipe` header (LANGUAGE.md §9.3): what it makes, per serving, per 100 g and
/// each ingredient's share of the energy.
extension HoverWriter {
    func recipeSummary(_ name: String) -> String? {
        let key = SearchText.key(name)
        guard let recipe = snapshot.definitions.recipes.first(where: { SearchText.key($0.name) == key }) else { return nil }
        var lines = [say(RecipeMessages.title, ["name": .text(recipe.name), "category": .text(DomainWords.category(recipe.category, in: language))])]
        let servings = recipe.servings == 1 ? say(RecipeMessages.servingsOne)
            : say(RecipeMessages.servingsOther, ["count": .text(number(recipe.servings))])
        var makes = say(RecipeMessages.makes, ["grams": .text(number(recipe.weightGrams)), "servings": .text(servings),
                                               "serving": .text(number(recipe.servingGrams))])
        if recipe.yieldGrams != nil { makes += " — " + say(RecipeMessages.yieldNote, ["grams": .text(number(recipe.ingredientGrams))]) }
        lines.append(makes)
        lines.append(say(RecipeMessages.perServing, ["macros": .text(macrosLine(recipe.perServing))]))
        lines.append(say(HoverMessages.per100g, ["macros": .text(macrosLine(recipe.per100g))]))
        let total = recipe.totals.calories
        lines.append(recipe.ingredients.map { ingredient in
            guard ingredient.food != nil else {
                return "- " + say(RecipeMessages.notCounted, ["name": .text(ingredient.name), "grams": .text(number(ingredient.grams))])
            }
            let kcal = ingredient.macros.calories
            return "- " + say(RecipeMessages.ingredientLine, ["name": .text(ingredient.name), "grams": .text(number(ingredient.grams)),
                                                            "kcal": .text(number(kcal, decimals: 0)),
                                                            "share": .text(percent(total > 0 ? kcal / total * 100 : 0))])
        }.joined(separator: "\n"))
        return lines.joined(separator: "\n\n")
    }
}
