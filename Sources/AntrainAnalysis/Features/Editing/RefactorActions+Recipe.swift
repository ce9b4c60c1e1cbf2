import AntrainBasics
import AntrainSyntax

/// "Turn these food lines into a recipe" (LANGUAGE.md §9.3): two or more food lines of a
/// meal, selected, become a `recipe` at the end of the file, and the meal eats one serving
/// of it. The recipe is named "New Recipe" (then "New Recipe 2", ...) for the user to rename.
extension RefactorContext {
    func recipeActions() -> [RefactorAction] {
        guard entry.kind == .meal, range.length > 0 else { return [] }
        let selected = entry.body.filter { line in
            guard case .food = line.content else { return false }
            return line.contentRange.lowerBound < range.upperBound && line.contentRange.upperBound > range.lowerBound
        }
        guard selected.count >= 2, let first = selected.first, let last = selected.last else { return [] }
        let name = freeRecipeName()
        let bytes = tree.source.bytes
        let indentation = String(decoding: bytes[first.range.lowerBound..<first.contentRange.lowerBound], as: UTF8.self)
        // Every line between the first and the last selected food goes into the recipe only
        // when it is a food: comments and blank lines between stay in the meal.
        var meal = "\(indentation)\(name)\n"
        var recipe = "recipe \(name)\n  servings: 1\n"
        for line in entry.body where line.range.lowerBound >= first.range.lowerBound && line.range.lowerBound <= last.range.lowerBound {
            var end = line.range.upperBound
            while end > line.contentRange.lowerBound, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let text = String(decoding: bytes[line.contentRange.lowerBound..<end], as: UTF8.self)
            if case .food = line.content { recipe += "  \(text)\n" } else { meal += "\(indentation)\(text)\n" }
        }
        let fileEnd = bytes.count
        let separator = bytes.last == UInt8(ascii: "\n") ? "\n" : "\n\n"
        let lastEnd = last.range.upperBound
        let replaced = TextRange(first.range.lowerBound, lastEnd)
        // A last line without its line break (the end of the file) gets none in the meal either.
        if bytes[lastEnd - 1] != UInt8(ascii: "\n") { meal.removeLast() }
        return [RefactorAction(
            title: title(RecipeMessages.intoRecipe, ["count": .integer(selected.count), "name": .text(name)]),
            edits: [TextEdit(range: replaced, newText: meal), TextEdit(range: TextRange(fileEnd, fileEnd), newText: separator + recipe)]
        )]
    }

    /// "New Recipe", or the first "New Recipe N" no food of the workspace has.
    private func freeRecipeName() -> String {
        let base = LocalizedText(RecipeMessages.newRecipeName).text(in: language)
        var name = base
        var number = 2
        while snapshot.definitions.foods.food(named: name) != nil {
            name = "\(base) \(number)"
            number += 1
        }
        return name
    }
}
