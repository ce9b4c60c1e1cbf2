import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Where "go to definition" leads: the user's own definition, or for a library preset a
/// read-only text of it (the editor shows it as a file the server writes).
public enum SymbolDefinition: Sendable, Hashable {
    case site(fileIndex: Int, nameRange: TextRange)
    /// A preset written as the definition a user would write, with a file name for it and
    /// the range of its name in `text`.
    case preset(fileName: String, text: String, nameRange: TextRange)

    /// The definition of `symbol` in `snapshot`.
    /// - Parameter language: the language of the preset view's comment lines.
    public static func of(_ symbol: NamedSymbol, in snapshot: WorkspaceSnapshot, language: Language = .en) -> SymbolDefinition? {
        if symbol.isCustom {
            guard let site = snapshot.definitions.site(of: symbol.definitionKind, named: symbol.name) else { return nil }
            return .site(fileIndex: site.fileIndex, nameRange: SymbolIndex.unquoted(site.nameRange, in: snapshot.files[site.fileIndex].tree.source))
        }
        switch symbol {
        case .exercise(let exercise) where !exercise.isPlaceholder: return presetText(exercise, language: language)
        case .food(let food) where !food.isPlaceholder: return presetText(food, language: language)
        default: return nil
        }
    }

    private static func presetText(_ exercise: Exercise, language: Language) -> SymbolDefinition {
        var lines = readOnlyHeader(exercise.name, library: "exercise", language: language)
        let nameLine = lines.count
        lines.append("exercise \(exercise.name)")
        lines.append("  category: \(exercise.category.rawValue)")
        lines.append("  muscles: \(exercise.muscleGroups.map(\.rawValue).joined(separator: ", "))")
        lines.append("  equipment: \(exercise.equipment.rawValue)")
        if !exercise.aliases.isEmpty { lines.append("  aliases: \(exercise.aliases.joined(separator: ", "))") }
        return preset(exercise.name, lines: lines, nameLine: nameLine)
    }

    private static func presetText(_ food: FoodItem, language: Language) -> SymbolDefinition {
        var lines = readOnlyHeader(food.name, library: "food", language: language)
        if let fdcId = food.fdcId {
            lines.insert(LocalizedText(DefinitionMessages.figuresSource, ["id": .text(String(fdcId))]).text(in: language), at: lines.count - 1)
        }
        let nameLine = lines.count
        lines.append("food \(food.name)")
        if let brand = food.brand { lines.append("  brand: \(brand)") }
        // Fibre, sugar, saturated fat and sodium where known, as a custom food writes them.
        let nutrients = Nutrients.Kind.allCases.compactMap { kind in
            food.nutrientsPer100g?[kind].map { (kind, Format.number($0, decimals: 3, grouping: false)) }
        }
        let figures = FoodText.per100g(
            kcal: Format.number(food.caloriesPer100g, grouping: false), protein: Format.number(food.proteinPer100g, grouping: false),
            carbs: Format.number(food.carbsPer100g, grouping: false), fat: Format.number(food.fatPer100g, grouping: false),
            nutrients: nutrients)
        lines.append("  per 100g: " + figures)
        lines.append("  serving: " + FoodText.grams(Format.number(food.defaultServingGrams, grouping: false)))
        lines.append("  category: \(food.category.rawValue)")
        if !food.aliases.isEmpty { lines.append("  aliases: \(food.aliases.joined(separator: ", "))") }
        return preset(food.name, lines: lines, nameLine: nameLine)
    }

    private static func readOnlyHeader(_ name: String, library: String, language: Language) -> [String] {
        [
            LocalizedText(DefinitionMessages.presetHeader, ["name": .text(name), "library": .text(library)]).text(in: language),
            LocalizedText(DefinitionMessages.presetUse, ["library": .text(library)]).text(in: language),
            "",
        ]
    }

    private static func preset(_ name: String, lines: [String], nameLine: Int) -> SymbolDefinition {
        let text = lines.joined(separator: "\n") + "\n"
        let start = lines[..<nameLine].reduce(0) { $0 + $1.utf8.count + 1 } + lines[nameLine].utf8.count - name.utf8.count
        let fileName = name.map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce(into: "") { $0.append($1) } + ".antrain"
        return .preset(fileName: fileName, text: text, nameRange: TextRange(start, start + name.utf8.count))
    }
}
