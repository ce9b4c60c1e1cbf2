import AntrainBasics
import AntrainModel
import AntrainSyntax

/// "Did you mean" and "define it" fixes for names the libraries do not know.
enum ExerciseFixes {
    /// How many nearest names a fix list offers.
    static let suggestionCount = 3

    static func unknownExercise(
        _ name: String, range: TextRange, library: any ExerciseLibraryProtocol, fileEnd: Int, endsWithNewline: Bool
    ) -> Diagnostic {
        let nearest = library.searchExercises(query: name, category: nil, muscleGroup: nil)
            .prefix(suggestionCount).map(\.matchedText)
        let definition = "exercise \(name)\n  category: barbell\n  muscles: fullBody\n  equipment: barbell\n"
        let fixes = nameFixes(nearest, range: range, define: LocalizedText(AnalysisMessages.defineExercise, ["name": .text(name)]),
                              definition: definition, fileEnd: fileEnd, endsWithNewline: endsWithNewline)
        var arguments: [String: MessageArgument] = ["name": .text(name)]
        if let first = nearest.first { arguments["suggestion"] = .text(first) }
        return Diagnostic(.unknownExercise, .warning, range,
                          LocalizedText(nearest.isEmpty ? AnalysisMessages.unknownExerciseNoSuggestion : AnalysisMessages.unknownExercise, arguments),
                          fixes: fixes)
    }

    static func unknownFood(
        _ name: String, range: TextRange, library: any FoodLibraryProtocol, fileEnd: Int, endsWithNewline: Bool
    ) -> Diagnostic {
        let nearest = library.searchFoods(query: name, category: nil).prefix(suggestionCount).map(\.matchedText)
        let figures = FoodText.per100g(kcal: "100", protein: "0", carbs: "25", fat: "0")
        let definition = "food \(name)\n  per 100g: \(figures)\n  serving: \(FoodText.grams("100"))\n  category: other\n"
        let fixes = nameFixes(nearest, range: range, define: LocalizedText(AnalysisMessages.defineFood, ["name": .text(name)]),
                              definition: definition, fileEnd: fileEnd, endsWithNewline: endsWithNewline)
        var arguments: [String: MessageArgument] = ["name": .text(name)]
        if let first = nearest.first { arguments["suggestion"] = .text(first) }
        return Diagnostic(.unknownFood, .warning, range,
                          LocalizedText(nearest.isEmpty ? AnalysisMessages.unknownFoodNoSuggestion : AnalysisMessages.unknownFood, arguments),
                          fixes: fixes)
    }

    /// "Change to" each of the nearest names (the first preferred), then "define it" with
    /// `definition` added at the end of the file.
    private static func nameFixes(
        _ nearest: [String], range: TextRange, define title: LocalizedText, definition: String, fileEnd: Int, endsWithNewline: Bool
    ) -> [Fix] {
        var fixes = nearest.enumerated().map { index, candidate in
            Fix(title: SyntaxDiagnostics.changeTo(candidate), edits: [TextEdit(range: range, newText: candidate)], isPreferred: index == 0)
        }
        fixes.append(Fix(title: title, edits: [appendAtEnd(definition, fileEnd: fileEnd, endsWithNewline: endsWithNewline)]))
        return fixes
    }

    /// An edit that adds a definition after a blank line at the end of the file.
    static func appendAtEnd(_ text: String, fileEnd: Int, endsWithNewline: Bool) -> TextEdit {
        TextEdit(range: TextRange(fileEnd, fileEnd), newText: (endsWithNewline ? "\n" : "\n\n") + text)
    }
}

extension Diagnostic {
    /// The same diagnostic about another occurrence of the same text: the range, and every
    /// fix edit that replaced the old range, move to `range`.
    func moved(to range: TextRange) -> Diagnostic {
        var copy = self
        let old = self.range
        copy.range = range
        copy.fixes = fixes.map { fix in
            var fix = fix
            fix.edits = fix.edits.map { $0.range == old ? TextEdit(range: range, newText: $0.newText) : $0 }
            return fix
        }
        return copy
    }
}
