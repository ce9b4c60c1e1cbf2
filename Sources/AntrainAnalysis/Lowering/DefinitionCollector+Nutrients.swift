import AntrainModel
import AntrainSyntax

/// Fibre, sugar, saturated fat and sodium (LANGUAGE.md §9.2): per 100 g in a food's
/// `per 100g:` or its own properties, and daily goals in a profile.
extension DefinitionCollector {
    /// Each nutrient with the property that gives it on its own line (`fiber: 10`).
    static let nutrientKeys: [(PropertyKey, Nutrients.Kind)] = Nutrients.Kind.allCases.map { (NutrientKeyWord($0).propertyKey, $0) }

    /// A food's figures per 100 g beyond the macros; nil when it has none. Negative ones are reported.
    mutating func nutrients(_ properties: EntryProperties, tree: SyntaxTree) -> Nutrients? {
        var nutrients = Nutrients()
        if let property = properties[.per100g], case .macros(let macros) = property.value {
            for kind in Nutrients.Kind.allCases { nutrients[kind] = macros[NutrientKeyWord(kind)]?.value }
        }
        for (key, kind) in Self.nutrientKeys {
            guard let property = properties[key], case .quantity(let quantity) = property.value else { continue }
            nutrients[kind] = Self.amount(quantity, kind: kind)
        }
        for kind in Nutrients.Kind.allCases {
            if let value = nutrients[kind], value < 0 {
                report(AnalysisDiagnostics.notPositive(NutrientMessages.subject(kind), found: String(value), properties[.per100g]?.valueRange ?? TextRange(0, 0), orZero: true))
                nutrients[kind] = nil
            }
        }
        return nutrients.isEmpty ? nil : nutrients
    }

    /// The profile's goals: `fiber: 30`, `sugar: 50`, `satfat: 20`, `sodium: 2300` (mg, or `2.3g`).
    mutating func nutrientGoals(_ properties: EntryProperties, tree: SyntaxTree) -> Nutrients? {
        var goals = Nutrients()
        for (key, kind) in Self.nutrientKeys {
            guard let property = properties[key], case .quantity(let quantity) = property.value else { continue }
            let value = Self.amount(quantity, kind: kind)
            if value < 0 {
                report(AnalysisDiagnostics.notPositive(NutrientMessages.goal(kind), found: tree.source.text(quantity.range), quantity.range, orZero: true))
            } else {
                goals[kind] = value
            }
        }
        return goals.isEmpty ? nil : goals
    }

    /// Grams, or milligrams for sodium, from a number and its unit (`g`, `mg`).
    static func amount(_ quantity: QuantitySyntax, kind: Nutrients.Kind) -> Double {
        NutrientKeyWord(kind).value(quantity.number.value, writtenIn: quantity.unit.flatMap(NutrientUnitWord.matching))
    }
}
