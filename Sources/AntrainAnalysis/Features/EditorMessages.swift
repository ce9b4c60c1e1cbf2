import AntrainBasics

/// Every message the editor shows besides diagnostics, for the test that each has a
/// translation keeping its arguments.
public enum EditorMessages {
    public static let all: [MessageKey] = DomainWords.all + HoverMessages.all + LensMessages.all + InlayMessages.all + NutrientHintMessages.all + NutrientKeyMessages.all + NutrientHoverMessages.all
        + BodyMessages.editor + RecipeMessages.editor + NutrientMessages.editor
        + CompletionMessages.all + RefactorMessages.all + RenameMessages.all + DefinitionMessages.all + CoachingMessages.all
}
