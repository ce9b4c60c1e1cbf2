import AntrainBasics
import AntrainSyntax

/// The diagnostics of recipes (LANGUAGE.md §9.3, §9.4).
enum RecipeDiagnostics {
    /// A recipe with no ingredient line: it would weigh nothing.
    static func emptyRecipe(_ name: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.emptyRecipe, .error, range, LocalizedText(RecipeMessages.emptyRecipe, ["name": .text(name)]))
    }

    /// An ingredient that leads back to the recipe it is in; `path` names the recipes in order.
    static func recipeCycle(_ name: String, path: [String], _ range: TextRange) -> Diagnostic {
        Diagnostic(.recipeCycle, .error, range,
                   LocalizedText(RecipeMessages.recipeCycle, ["name": .text(name), "path": .text(path.joined(separator: " → "))]))
    }
}

/// The catalogue keys of recipes: diagnostics and hover. English here; Turkish in
/// ``TurkishCatalogue``'s `body` dictionary.
public enum RecipeMessages {
    static let emptyRecipe = MessageKey("analysis.empty-recipe", "The recipe `{name}` lists no ingredient; add foods on indented lines below it, like `  Oats 80g`")
    static let recipeCycle = MessageKey("analysis.recipe-cycle", "`{name}` would contain itself ({path}); a recipe cannot be its own ingredient")
    static let servings = MessageKey("subject.servings", "The number of servings")
    static let yield = MessageKey("subject.yield", "The yield")

    static let title = MessageKey("hover.recipe.title", "**{name}** — recipe · {category}")
    static let makes = MessageKey("hover.recipe.makes", "Makes {grams} g: {servings} of {serving} g")
    static let yieldNote = MessageKey("hover.recipe.yield", "cooked weight as written (`yield:`); the ingredients weigh {grams} g")
    static let perServing = MessageKey("hover.recipe.per-serving", "Per serving: {macros}")
    static let ingredientLine = MessageKey("hover.recipe.ingredient", "{name} {grams} g: {kcal} kcal ({share} of the energy)")
    static let notCounted = MessageKey("hover.recipe.not-counted", "{name} {grams} g: not counted")
    static let servingsOne = MessageKey("hover.recipe.servings.one", "1 serving")
    static let servingsOther = MessageKey("hover.recipe.servings.other", "{count} servings")

    static let intoRecipe = MessageKey("refactor.into-recipe", "Turn these {count} food lines into a recipe ({name})")
    static let newRecipeName = MessageKey("refactor.new-recipe-name", "New Recipe")

    public static let diagnostics: [MessageKey] = [emptyRecipe, recipeCycle, servings, yield]
    public static let editor: [MessageKey] = [title, makes, yieldNote, perServing, ingredientLine, notCounted, servingsOne, servingsOther,
                                          intoRecipe, newRecipeName]
}
