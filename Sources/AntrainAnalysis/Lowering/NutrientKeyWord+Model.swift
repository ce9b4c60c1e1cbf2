import AntrainModel
import AntrainSyntax

/// The syntax layer's figure names and the model's nutrients beyond the macros, one for one:
/// the syntax knows no model, so the two meet here.
extension NutrientKeyWord {
    /// The word a food's `per 100g:` (or its own property) names `kind` with.
    public init(_ kind: Nutrients.Kind) {
        switch kind {
        case .fiber: self = .fiber
        case .sugar: self = .sugar
        case .satFat: self = .satFat
        case .sodium: self = .sodium
        }
    }

    /// The nutrient the word names; nil for kcal and the three macros, which the model keeps
    /// apart (`FoodItem`'s figures per 100 g).
    public var nutrientKind: Nutrients.Kind? {
        switch self {
        case .kcal, .protein, .carbs, .fat: nil
        case .fiber: .fiber
        case .sugar: .sugar
        case .satFat: .satFat
        case .sodium: .sodium
        }
    }
}
