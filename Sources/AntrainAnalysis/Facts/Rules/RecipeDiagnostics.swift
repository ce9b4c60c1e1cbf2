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

/// The catalogue keys of recipes: diagnostics and hover, in English and Turkish.
public enum RecipeMessages {
    static let emptyRecipe = MessageKey("analysis.empty-recipe", en: "The recipe `{name}` lists no ingredient; add foods on indented lines below it, like `  Oats 80g`",
        tr: "`{name}` tarifinde hiç malzeme yok; altına girintili satırlarla besin ekleyin, örneğin `  Oats 80g`")
    static let recipeCycle = MessageKey("analysis.recipe-cycle", en: "`{name}` would contain itself ({path}); a recipe cannot be its own ingredient",
        tr: "`{name}` kendini içerir ({path}); bir tarif kendi malzemesi olamaz")
    static let servings = MessageKey("subject.servings", en: "The number of servings",
        tr: "Porsiyon sayısı")
    static let yield = MessageKey("subject.yield", en: "The yield",
        tr: "Pişmiş ağırlık")

    static let title = MessageKey("hover.recipe.title", en: "**{name}** — recipe · {category}",
        tr: "**{name}** — tarif · {category}")
    static let makes = MessageKey("hover.recipe.makes", en: "Makes {grams} g: {servings} of {serving} g",
        tr: "{grams} g yapar: {servings}, porsiyonu {serving} g")
    static let yieldNote = MessageKey("hover.recipe.yield", en: "cooked weight as written (`yield:`); the ingredients weigh {grams} g",
        tr: "pişmiş ağırlık yazıldığı gibi (`yield:`); malzemeler {grams} g")
    static let perServing = MessageKey("hover.recipe.per-serving", en: "Per serving: {macros}",
        tr: "Porsiyon başına: {macros}")
    static let ingredientLine = MessageKey("hover.recipe.ingredient", en: "{name} {grams} g: {kcal} kcal ({share} of the energy)",
        tr: "{name} {grams} g: {kcal} kcal (enerjinin {share} kadarı)")
    static let notCounted = MessageKey("hover.recipe.not-counted", en: "{name} {grams} g: not counted",
        tr: "{name} {grams} g: sayılmadı")
    static let servingsOne = MessageKey("hover.recipe.servings.one", en: "1 serving",
        tr: "1 porsiyon")
    static let servingsOther = MessageKey("hover.recipe.servings.other", en: "{count} servings",
        tr: "{count} porsiyon")

    static let intoRecipe = MessageKey("refactor.into-recipe", en: "Turn these {count} food lines into a recipe ({name})",
        tr: "Bu {count} besin satırını bir tarife dönüştür ({name})")
    static let newRecipeName = MessageKey("refactor.new-recipe-name", en: "New Recipe",
        tr: "Yeni Tarif")

    public static let diagnostics: [MessageKey] = [emptyRecipe, recipeCycle, servings, yield]
    public static let editor: [MessageKey] = [title, makes, yieldNote, perServing, ingredientLine, notCounted, servingsOne, servingsOther,
                                          intoRecipe, newRecipeName]
}
