import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Exercise and food names, property keys and values, and set suggestions.
extension CompletionBuilder {
    mutating func addExerciseNames(typed: TextRange) {
        let query = typedText(typed)
        let usage = history.usageCount
        // Each match's usage once, not twice per comparison: the key folds the name.
        let ranked = snapshot.definitions.exercises.searchExercises(query: query, category: nil, muscleGroup: nil).map { match in
            (match: match, uses: usage[TrainingHistory.exerciseKey(match.item)] ?? 0)
        }.sorted { lhs, rhs in
            // The user's own exercises first (how often they logged them), then match
            // quality; typos stay last whatever the usage.
            let lhsTypo = lhs.match.score.quality == .typo
            let rhsTypo = rhs.match.score.quality == .typo
            if lhsTypo != rhsTypo { return !lhsTypo }
            if lhs.uses != rhs.uses { return lhs.uses > rhs.uses }
            if lhs.match.score != rhs.match.score { return lhs.match.score > rhs.match.score }
            return lhs.match.item.name < rhs.match.item.name
        }
        result.isIncomplete = true
        for (match, uses) in ranked.prefix(CompletionEngine.nameLimit) {
            let exercise = match.item
            let insert = match.isAliasMatch && match.matchedText.count > 4 && match.score.quality >= .prefix ? match.matchedText : exercise.name
            var candidate = CompletionCandidate(
                label: insert, kind: .exercise,
                detail: HoverWriter.facts(of: exercise, in: language),
                documentation: exerciseDocumentation(exercise, uses: uses), replaceRange: typed)
            candidate.filterText = query
            append(candidate)
        }
    }

    private func exerciseDocumentation(_ exercise: Exercise, uses: Int) -> String {
        let origin = exercise.isPlaceholder ? HoverMessages.unknownExercise : exercise.isCustom ? HoverMessages.customExercise : HoverMessages.presetExercise
        var lines = [say(CompletionMessages.exerciseTitle, ["name": .text(exercise.name), "origin": .text(say(origin))])]
        if !exercise.aliases.isEmpty { lines.append(say(CompletionMessages.aliases, ["aliases": .text(exercise.aliases.prefix(4).joined(separator: ", "))])) }
        if let last = history.sessions(of: exercise).last {
            let workout = snapshot.workout(last.workout).workout
            let sets = ExerciseStatistics.setsText(workout.exercises[last.exerciseIndex].sets, unit: unit)
            lines.append(say(CompletionMessages.lastSession, ["date": .text(workout.date.description), "sets": .text(sets)]))
            lines.append(LocalizedText.count(uses, one: CompletionMessages.loggedOne, other: CompletionMessages.loggedOther).text(in: language))
        }
        return lines.joined(separator: "\n\n")
    }

    /// "repeat last" and the progressive-overload suggestion for an exercise.
    mutating func addSetSuggestions(for exercise: Exercise, insertAt: TextRange, needsSpace: Bool) {
        let currentOrder = currentWorkoutOrder() ?? Int.max
        guard let last = history.lastSession(of: exercise, before: currentOrder) else { return }
        let workout = snapshot.workout(last.workout).workout
        let done = workout.exercises[last.exerciseIndex]
        let prefix = needsSpace ? " " : ""
        let repeatText = ExerciseStatistics.setsText(done.sets, unit: unit)
        guard !repeatText.isEmpty else { return }
        var repeatItem = CompletionCandidate(
            label: say(CompletionMessages.repeatLast, ["sets": .text(repeatText)]), kind: .sets,
            detail: say(CompletionMessages.repeatDetail, ["exercise": .text(exercise.name), "date": .text(workout.date.description)]),
            insertText: prefix + repeatText, replaceRange: insertAt)
        repeatItem.preselect = true
        repeatItem.filterText = ""
        append(repeatItem)
        // A written rule other than the seed's gives the next session its way (LANGUAGE.md §8.1).
        let prescription = nextPrescription(of: exercise, order: currentOrder)
        guard prescription.applied.rule.kind == .rpe else {
            addRuleSuggestion(prescription, lastSession: done, on: workout.date, insertAt: insertAt, prefix: prefix)
            return
        }
        let bodyweight = history.bodyweight(on: workout.date)
        let summary = ExerciseStatistics.summary(done, on: workout.date, bodyweight: bodyweight,
                                                 formula: snapshot.oneRepMaxFormula(ofFile: fileIndex), unit: unit)
        guard let top = summary.topSet,
              let topSet = done.sets.first(where: { $0.isWorkingSet && !$0.isBodyweight && $0.weight == top.load && $0.reps == top.reps })
        else { return }
        let lastLoad = unit.fromKilograms(top.load)
        let step = snapshot.profile(ofFile: fileIndex).loadStep(in: unit)
        let next = ProgressiveOverload.suggestedLoad(after: lastLoad, rpe: summary.topSetRPE, step: step)
        let workingSets = done.sets.filter { $0.isWorkingSet && !$0.isBodyweight }.count
        var text = "\(Format.number(next, grouping: false))x\(top.reps)"
        if workingSets > 1 { text += "x\(workingSets)" }
        if let rpe = topSet.rpe { text += " @\(Format.number(rpe))" }
        let change = lastLoad > 0 ? (next - lastLoad) / lastLoad * 100 : 0
        var item = CompletionCandidate(
            label: say(CompletionMessages.progress, ["sets": .text(text)]), kind: .sets,
            detail: say(CompletionMessages.progressDetail, [
                "load": .text(Format.number(lastLoad, language: language)), "unit": .text(unit.rawValue), "reps": .text(String(top.reps)),
                "rpe": .text(summary.topSetRPE.map { " @\(Format.number($0, language: language))" } ?? ""),
                "change": .text((change >= 0 ? "+" : "") + Format.number(change, language: language)),
            ]),
            documentation: say(CompletionMessages.progressRule, ["step": .text(Format.number(step, language: language)), "unit": .text(unit.rawValue)]),
            insertText: prefix + text, replaceRange: insertAt)
        item.filterText = ""
        append(item)
    }

    /// The seed's "next set": on a new set line under an exercise, the set written last for
    /// it in this workout, as typed (its box and count left out), first and preselected.
    mutating func addPreviousSet(insertAt: TextRange, needsSpace: Bool) {
        guard let entry = file.tree.entries.last(where: { $0.range.lowerBound < offset }) else { return }
        var previous: SetSyntax?
        for line in entry.body where line.range.lowerBound < offset {
            if case .exercise(let item) = line.content, let last = item.allSets.last { previous = last }
            if case .exercise(let item) = line.content, item.allSets.isEmpty { previous = nil }
        }
        guard let set = previous else { return }
        let source = file.tree.source
        let start = set.box.map { box in
            var cursor = box.range.upperBound
            while cursor < set.range.upperBound, source.bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
            return cursor
        } ?? set.range.lowerBound
        var text = source.text(TextRange(start, set.range.upperBound))
        if let count = set.count, let end = (set.reps ?? set.duration.map { NumberSyntax(value: 0, range: $0.range) })?.range.upperBound,
           end <= count.range.lowerBound {
            text = source.text(TextRange(start, end)) + source.text(TextRange(count.range.upperBound, set.range.upperBound))
        }
        guard !text.isEmpty else { return }
        var item = CompletionCandidate(label: say(CompletionMessages.nextSet, ["set": .text(text)]), kind: .sets,
                                       detail: say(CompletionMessages.nextSetDetail),
                                       insertText: (needsSpace ? " " : "") + text, replaceRange: insertAt)
        item.preselect = true
        item.filterText = ""
        append(item)
    }

    /// The chronological order of the workout being edited, if it is in the history.
    func currentWorkoutOrder() -> Int? {
        // The workout the cursor is in: the last one starting before it (a new line being
        // typed at the end of a workout is not inside its range yet).
        guard let index = file.lowered.workouts.lastIndex(where: { $0.entryRange.lowerBound <= offset }),
              file.tree.entry(at: offset).map({ $0.range.lowerBound == file.lowered.workouts[index].entryRange.lowerBound }) ?? true
        else { return nil }
        return history.order(of: WorkoutReference(file: fileIndex, index: index))
    }

    mutating func addFoodNames(typed: TextRange) {
        let query = typedText(typed)
        result.isIncomplete = true
        for match in snapshot.definitions.foods.searchFoods(query: query, category: nil).prefix(CompletionEngine.nameLimit) {
            let food = match.item
            let insert = match.isAliasMatch && match.score.quality >= .prefix ? match.matchedText : food.displayName
            var candidate = CompletionCandidate(
                label: insert, kind: .food,
                detail: say(CompletionMessages.foodDetail, [
                    "kcal": .text(Format.number(food.caloriesPer100g, decimals: 0, language: language)),
                    "protein": .text(Format.number(food.proteinPer100g, language: language)),
                    "carbs": .text(Format.number(food.carbsPer100g, language: language)), "fat": .text(Format.number(food.fatPer100g, language: language)),
                ]),
                documentation: foodDocumentation(food, matched: match.isAliasMatch && insert != match.matchedText ? match.matchedText : nil),
                replaceRange: typed)
            candidate.filterText = query
            append(candidate)
        }
    }

    private func foodDocumentation(_ food: FoodItem, matched: String?) -> String {
        let origin = say(food.isCustom ? HoverMessages.customFood : HoverMessages.presetFood)
        var lines = [say(CompletionMessages.foodTitle, ["name": .text(food.displayName), "origin": .text(origin),
                                                        "category": .text(DomainWords.category(food.category, in: language))])]
        lines.append(say(HoverMessages.serving, [
            "grams": .text(Format.number(food.defaultServingGrams, language: language)),
            "kcal": .text(Format.number(food.caloriesPer100g * food.defaultServingGrams / 100, decimals: 0, language: language)),
        ]))
        if let matched { lines.append(say(CompletionMessages.matched, ["text": .text(matched)])) }
        return lines.joined(separator: "\n\n")
    }

    mutating func addPropertyKeys(typed: TextRange, entryKind: EntryKind, onlyIfTyped: Bool) {
        let query = typedText(typed).lowercased()
        if onlyIfTyped, query.isEmpty { return }
        // A workout reads `progress:` only to say it does nothing there: not offered.
        for key in PropertyKey.keys(for: entryKind) where (query.isEmpty || key.rawValue.hasPrefix(query))
            && !(entryKind == .lifting && key == .progress) {
            append(CompletionCandidate(label: "\(key.rawValue):", kind: .property,
                                       detail: say(CompletionMessages.property, ["kind": .text(entryKind.rawValue)]),
                                       insertText: "\(key.rawValue): ", replaceRange: typed))
        }
    }

    mutating func addPropertyValues(key: PropertyKey, typed: TextRange, entryKind: EntryKind) {
        let values: [String]
        switch (key, entryKind) {
        case (.category, .exercise): values = ExerciseCategory.allCases.map(\.rawValue)
        case (.category, .food): values = FoodCategory.allCases.map(\.rawValue)
        case (.muscles, _): values = MuscleGroup.allCases.map(\.rawValue)
        case (.equipment, _): values = Equipment.allCases.map(\.rawValue)
        case (.unit, _): values = WeightUnit.names
        case (.language, _): values = ProfileLanguage.allCases.map(\.rawValue)
        case (.e1rm, _): values = OneRepMaxFormula.allCases.map(\.rawValue)
        case (.unilateral, _): values = ["yes", "no"]
        case (.sex, _): values = BodySex.allCases.map(\.rawValue)
        case (.progress, _):
            addProgressionRules(typed: typed)
            return
        case (.template, _): values = snapshot.definitions.sites.filter { $0.kind == .template }.map(\.name)
        case (.per100g, _):
            addNutrientKeys(typed: typed)
            return
        default: values = []
        }
        let query = typedText(typed).lowercased()
        for value in values where query.isEmpty || value.lowercased().hasPrefix(query) {
            append(CompletionCandidate(label: value, kind: .value, detail: key.rawValue, replaceRange: typed))
        }
    }
}
