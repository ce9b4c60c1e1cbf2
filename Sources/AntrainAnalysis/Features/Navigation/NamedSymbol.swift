import AntrainModel
import AntrainSyntax

/// A named thing a log refers to: what definition, references, rename and highlights are
/// about. Identity is the library's: `Bench Press` and `barbell bench press` are one
/// exercise (Barbell Bench Press).
public enum NamedSymbol: Sendable, Hashable {
    case exercise(Exercise)
    case food(FoodItem)
    /// A template, by its name as defined.
    case template(String)
    /// A program, by its name as defined.
    case program(String)

    /// The name the symbol goes by (the template's as defined).
    public var name: String {
        switch self {
        case .exercise(let exercise): exercise.name
        case .food(let food): food.name
        case .template(let name), .program(let name): name
        }
    }

    /// What the symbol is, in a lifter's words ("exercise").
    public var kindName: String {
        switch self {
        case .exercise: "exercise"
        case .food: "food"
        case .template: "template"
        case .program: "program"
        }
    }

    /// Whether it is the user's own (a definition in the workspace), so it can be renamed.
    public var isCustom: Bool {
        switch self {
        case .exercise(let exercise): exercise.isCustom && !exercise.isPlaceholder
        case .food(let food): food.isCustom && !food.isPlaceholder
        case .template, .program: true
        }
    }

    var definitionKind: DefinitionSite.Kind {
        switch self {
        case .exercise: .exercise
        case .food: .food
        case .template: .template
        case .program: .program
        }
    }

    /// Whether `other` is the same thing: exercises and templates by name, foods by name and brand.
    func isSame(as other: NamedSymbol) -> Bool {
        switch (self, other) {
        case (.exercise(let a), .exercise(let b)): a.name == b.name
        case (.food(let a), .food(let b)): a.name == b.name && a.brand == b.brand
        case (.template(let a), .template(let b)), (.program(let a), .program(let b)): SearchText.key(a) == SearchText.key(b)
        default: false
        }
    }
}

/// One place a symbol is written: a use, or its definition's name.
public struct SymbolOccurrence: Sendable, Hashable {
    public var fileIndex: Int
    /// The name as written, without quotes.
    public var range: TextRange
    public var isDefinition: Bool
}
