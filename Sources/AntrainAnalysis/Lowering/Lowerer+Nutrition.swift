import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Meals and bodyweight entries.
extension Lowerer {
    mutating func lowerMeal(_ entry: EntrySyntax, kind: MealKind?, customName: NameSyntax?) {
        let modelDate = modelDate(entry)
        let date = modelDate ?? LocalDate(year: 1970, month: 1, day: 1)
        reportUnknownProperties(entry)
        let name: String
        if let customName {
            name = text(customName.textRange)
            checkLength(name, what: AnalysisMessages.Subject.mealName, limit: 100, range: customName.range)
        } else {
            name = kind?.rawValue ?? "meal"
        }
        // The foods are listed for the day's totals too (``DayTotals/add(_:foods:)``), which
        // read them once the meal is done: no list of the meal's own made and merged.
        let listsFoods = keepsMeals || keepsDayTotals
        var foods: [FoodEntry] = []
        if listsFoods { foods.reserveCapacity(entry.body.count) }
        var foodCount = 0
        var macros = Macros.zero
        for line in entry.body {
            guard let item = line.food else { continue }
            let resolved = resolveFood(item.name)
            let written = resolved.written
            checkLength(written, what: AnalysisMessages.Subject.foodName, limit: 100, range: item.name.range)
            var grams = resolved.value.defaultServingGrams
            var writtenGrams: Double?
            if let amount = item.amount {
                if amount.number.value <= 0 {
                    report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.amount, found: text(amount.range), amount.range))
                }
                switch amount.kind {
                case .grams(let value): grams = value
                case .servings(let count): grams = count * resolved.value.defaultServingGrams
                case .bare(let value):
                    report(AnalysisDiagnostics.amountWithoutUnit(text(amount.number.range), range: amount.range))
                    grams = value
                }
                if grams > 0, !checkPlausible(grams, .foodAmount, what: AnalysisMessages.Subject.amount, range: amount.range) {
                    writtenGrams = grams
                    grams = PlausibleRange.foodAmount.clamped(grams)
                }
            }
            let noteRange = line.note
            let note = noteText(noteRange)
            if let note { checkLength(note, what: AnalysisMessages.Subject.foodNote, limit: 200, range: noteRange!) }
            foodCount += 1
            if keepsDayTotals { macros = macros + resolved.value.macros(grams: max(0, grams)) }
            if listsFoods { foods.append(FoodEntry(food: resolved.value, writtenName: written, grams: max(0, grams), notes: note,
                                                  writtenGrams: writtenGrams)) }
        }
        if foodCount == 0 { report(AnalysisDiagnostics.emptyMeal(entry.keyword ?? entry.headerRange)) }
        // Most meals have no properties: their note is the header's, with no property looked
        // up (nor an absent one made and destroyed).
        let properties = properties(entry)
        let notes = properties.isEmpty
            ? noteText(entry.note)
            : textValue(properties[.note], what: AnalysisMessages.Subject.mealNote, limit: 500) ?? noteText(entry.note)
        guard modelDate != nil else { return }  // checked, but an entry without a real date has no model
        if keepsDayTotals { addMeal(on: date) { $0.add(macros, foods: foods) } }
        guard keepsMeals else { return }
        output.meals.append(LoweredMeal(
            date: date, meal: Meal(name: name, time: modelTime(entry), foods: foods, notes: notes, source: location(entry)),
            fileIndex: fileIndex, entryRange: entry.range, headerRange: entry.headerRange, body: entry.body, kind: kind
        ))
    }

    /// The food a written name stands for (a placeholder, reported, when unknown).
    mutating func resolveFood(_ syntax: NameSyntax) -> ResolvedName<FoodItem> {
        let textRange = syntax.textRange
        let (id, isNew) = tree.source.bytes.withUnsafeBufferPointer { foodNames.intern(textRange, in: $0) }
        if isNew {
            let written = text(textRange)
            resolvedFoods.append(ResolvedName(written: written, value: definitions.foods.food(named: written),
                                              placeholder: FoodItem.placeholder(named:)))
        }
        let resolved = resolvedFoods[Int(id)]
        guard !resolved.isKnown else { return resolved }
        let name = resolved.written, range = syntax.range
        reportUnknownName("food:" + name, at: range) { [definitions, tree] in
            ExerciseFixes.unknownFood(name, range: range, library: definitions.foods, fileEnd: tree.source.count,
                                      endsWithNewline: tree.source.bytes.last == UInt8(ascii: "\n"))
        }
        return resolved
    }

    mutating func lowerBodyweight(_ entry: EntrySyntax, weight: QuantitySyntax?) {
        reportUnknownProperties(entry)
        guard let date = modelDate(entry), let weight else { return }
        if weight.number.value <= 0 {
            report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.bodyweight, found: text(weight.range), weight.range))
            return
        }
        let weightUnit = weight.unit.flatMap(LoadUnit.named).map { $0 == .kg ? WeightUnit.kg : .lb } ?? unit
        let kilograms = weightUnit.toKilograms(weight.number.value)
        // A weigh-in no human makes is left out: every BMI and bodyweight set would carry it.
        guard checkPlausible(kilograms, .bodyweight, what: AnalysisMessages.Subject.bodyweight, range: weight.range, unit: weightUnit) else { return }
        let model = BodyweightEntry(date: date, time: modelTime(entry), weightKg: kilograms, source: location(entry))
        output.bodyweights.append(LoweredBodyweight(entry: model, fileIndex: fileIndex, range: entry.headerRange))
    }
}
