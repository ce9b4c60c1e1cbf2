import AntrainModel
import AntrainSyntax

/// A recipe's ingredient lines follow a meal's food rules (LANGUAGE.md §9.3): unknown names,
/// amounts without a unit, amounts not above 0. Its figures come from
/// ``DefinitionCollector/resolveRecipes()``.
extension Lowerer {
    mutating func lowerRecipe(_ entry: EntrySyntax) {
        reportUnknownProperties(entry)
        for line in entry.body {
            guard let item = line.food else { continue }
            let written = resolveFood(item.name).written
            checkLength(written, what: AnalysisMessages.Subject.foodName, limit: 100, range: item.name.range)
            guard let amount = item.amount else { continue }
            if amount.number.value <= 0 {
                report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.amount, found: text(amount.range), amount.range))
            }
            if case .bare = amount.kind {
                report(AnalysisDiagnostics.amountWithoutUnit(text(amount.number.range), range: amount.range))
            }
        }
    }
}
