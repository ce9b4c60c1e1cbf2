import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Lifting workouts, templates and the exercise items they share with metcons.
extension Lowerer {
    mutating func lowerLifting(_ entry: EntrySyntax, title: NameSyntax?, duration: DurationSyntax?) {
        let date = modelDate(entry) ?? LocalDate(year: 1970, month: 1, day: 1)
        let properties = properties(entry)
        reportUnknownProperties(entry)
        let titleText = title.map { text($0.textRange) }
        var templateName = textValue(properties[.template], what: AnalysisMessages.Subject.templateName, limit: 100)
        checkTemplateProperty(properties[.template])
        if templateName == nil, let titleText, let template = templateNamed(titleText) {
            templateName = template
        }
        var duration = duration
        if case .duration(let written)? = properties[.duration]?.value { duration = written }
        let seconds = checkDuration(duration, what: AnalysisMessages.Subject.workoutDuration) ?? 0
        var rpe: Double?
        if let property = properties[.rpe], case .quantity(let quantity) = property.value {
            checkRPE(quantity.number)
            rpe = quantity.number.value
        }
        let notes = textValue(properties[.note], what: AnalysisMessages.Subject.workoutNote, limit: 500) ?? noteText(entry.note)
        if let progress = properties[.progress] { report(AnalysisDiagnostics.progressionOutsidePlan(progress.range)) }
        pendingPercentLoads.removeAll()
        let items = lowerExerciseItems(entry, date: modelDate(entry))
        let percentLoads = pendingPercentLoads
        pendingPercentLoads.removeAll()
        let keyword = entry.keyword ?? entry.headerRange
        if items.ranges.isEmpty { report(AnalysisDiagnostics.liftingWithoutExercises(keyword)) }
        if modelDate(entry) != nil { checkNoCompletedSets(entry, date: date, items: items) }
        let workout = Workout(
            date: date, time: modelTime(entry), type: .lifting, title: titleText, duration: seconds,
            notes: notes, rpe: rpe, templateName: templateName, exercises: items.models,
            source: location(entry)
        )
        guard modelDate(entry) != nil else { return }  // checked, but an entry without a real date has no model
        output.workouts.append(LoweredWorkout(
            workout: workout, fileIndex: fileIndex, entryRange: entry.range, headerRange: entry.headerRange,
            keywordRange: keyword, exercises: items.ranges, exerciseKeyIndices: keyIndices(of: itemNames),
            percentLoads: percentLoads
        ))
    }

    /// The template a workout's title names, if any: a log repeats a handful of titles, so
    /// each is looked up (its name folded) once per file.
    private mutating func templateNamed(_ title: String) -> String? {
        if let known = templateOfTitle[title] { return known }
        let template = definitions.template(named: title)
        templateOfTitle[title] = .some(template)
        return template
    }

    /// The history key indices of `names` (``historyKeyIndex(_:)``), in order.
    private mutating func keyIndices(of names: [ResolvedName<Exercise>]) -> [Int32] {
        var indices: [Int32] = []
        indices.reserveCapacity(names.count)
        for name in names { indices.append(historyKeyIndex(name)) }
        return indices
    }

    /// The index of a name's history key in this file's key list, adding it when new: kept
    /// on the resolved name, so each spelling hashes its exercise's name once per file.
    private mutating func historyKeyIndex(_ name: ResolvedName<Exercise>) -> Int32 {
        if name.historyKey < 0 { name.historyKey = historyKeyIndex(name.value) }
        return name.historyKey
    }

    /// The index of `exercise`'s history key in this file's key list, adding it when new.
    private mutating func historyKeyIndex(_ exercise: Exercise) -> Int32 {
        if let index = exerciseKeyIndex[exercise.name] { return index }
        let index = Int32(output.exerciseKeys.count)
        output.exerciseKeys.append(definitions.historyKeys.key(of: exercise))
        output.exerciseNames.append(exercise.name)
        exerciseKeyIndex[exercise.name] = index
        return index
    }

    mutating func lowerTemplate(_ entry: EntrySyntax, name: NameSyntax?) {
        reportUnknownProperties(entry)
        guard let name else { return }
        let items = lowerExerciseItems(entry, isTemplate: true)
        let notes = textValue(properties(entry)[.note], what: AnalysisMessages.Subject.templateNote, limit: 500)
        var template = WorkoutTemplate(name: text(name.textRange), exercises: items.models, notes: notes, source: location(entry))
        template.progress = progressionRule(properties(entry)[.progress])
        output.templates.append(LoweredTemplate(template: template, fileIndex: fileIndex, entryRange: entry.range, exercises: items.ranges))
    }

    /// The exercise items of an entry, lowered: their ranges and names always, their models
    /// when the lowering keeps them.
    struct ExerciseItems {
        /// One per item, with its sets: for a workout only when the lowering keeps exercise
        /// models (``keepsExerciseModels``); a template's always, as it is a definition.
        var models: [WorkoutExercise] = []
        var ranges: [ExerciseRanges] = []
    }

    /// Exercise items of a lifting entry, metcon or template, in line order.
    ///
    /// - Parameter date: the workout's date, when it has one: its `%` loads are then recorded
    ///   in ``pendingPercentLoads`` for ``PercentLoads`` to resolve.
    mutating func lowerExerciseItems(
        _ entry: EntrySyntax, isTemplate: Bool = false, date: LocalDate? = nil
    ) -> ExerciseItems {
        let buildsModels = keepsExerciseModels || isTemplate
        var items = ExerciseItems()
        // An entry's item-level lines are its items, bar the odd note or property: sized once,
        // the arrays are kept as they are (``LoweredFile/compacted()`` copies only what grew).
        items.ranges.reserveCapacity(entry.body.count)
        itemNames.removeAll(keepingCapacity: true)
        if buildsModels { items.models.reserveCapacity(entry.body.count) }
        var supersets = SupersetNumbering()
        for line in entry.body {
            guard let item = line.exercise else { continue }
            let resolved = resolveExercise(item.name)
            let name = resolved.written, exercise = resolved.value
            checkLength(name, what: AnalysisMessages.Subject.exerciseName, limit: 100, range: item.name.range)
            var itemRanges = ExerciseRanges(name: item.name.range)
            var sets: [WorkoutSet] = []
            // Sized once for the written sets: grown by appending, the array would be
            // reallocated at 1, 2 and 4 (only a set written `x3` still grows it).
            if keepsExerciseModels { sets.reserveCapacity(Self.writtenSetCount(item)) }
            let firstSetRange = output.setRanges.count
            let itemNoteRange = line.note
            let itemNote = noteText(itemNoteRange)
            if let itemNote { checkLength(itemNote, what: AnalysisMessages.Subject.setNote, limit: 200, range: itemNoteRange!) }
            let context = SetContext(isTemplate: isTemplate, resolvesPercent: date != nil, exerciseIndex: items.ranges.count,
                                     exercise: exercise.name, isUnilateral: exercise.isUnilateral)
            let inlineSets = item.inlineSets
            for index in inlineSets.indices {
                appendSets(inlineSets.parts(at: index), note: itemNote, context: context, to: &sets, ranges: &itemRanges)
            }
            var itemRule: ProgressionRule?
            for child in item.children {
                if let property = child.property, property.knownKey == .progress {
                    if isTemplate {
                        itemRule = progressionRule(property)
                    } else {
                        report(AnalysisDiagnostics.progressionOutsidePlan(property.range))
                    }
                    continue
                }
                guard let childSets = child.sets else { continue }
                let noteRange = child.note
                let note = noteText(noteRange)
                if let note { checkLength(note, what: AnalysisMessages.Subject.setNote, limit: 200, range: noteRange!) }
                for index in childSets.indices {
                    appendSets(childSets.parts(at: index), note: note, context: context, to: &sets, ranges: &itemRanges)
                }
            }
            itemRanges.setRanges = firstSetRange..<output.setRanges.count
            if itemRanges.setCount == 0 { report(AnalysisDiagnostics.exerciseWithoutSets(name, item.name.range)) }
            let group = supersets.group(joinsAbove: item.superset != nil, isFirst: items.ranges.isEmpty)
            if buildsModels {
                if let group, let previous = items.models.indices.last { items.models[previous].supersetGroup = group }
                var workoutExercise = WorkoutExercise(
                    exercise: exercise, writtenName: name, orderIndex: items.models.count, sets: sets,
                    notes: item.inlineSets.isEmpty ? itemNote : nil, supersetGroup: group
                )
                workoutExercise.progress = itemRule
                items.models.append(consume workoutExercise)
            }
            items.ranges.append(itemRanges)
            itemNames.append(resolved)
        }
        return items
    }

    /// Numbers a workout's supersets 1, 2, … as `+` items join the item above them.
    struct SupersetNumbering {
        private var count = 0
        private var isOpen = false

        /// The group of the next item: a `+` item joins (or opens, with the item above) a
        /// group; any other item closes the open one. A `+` on the first item (a syntax
        /// error) has no item to join.
        mutating func group(joinsAbove: Bool, isFirst: Bool) -> Int? {
            guard joinsAbove, !isFirst else {
                isOpen = false
                return nil
            }
            if !isOpen {
                count += 1
                isOpen = true
            }
            return count
        }
    }

    /// How many set models an item makes: each written set's count (`x3`, at most ``mostModelsPerSet``, as
    /// ``appendSets(_:tags:note:context:to:ranges:)`` makes them), read from the sets'
    /// records rather than from each set whole.
    static func writtenSetCount(_ item: ExerciseItemSyntax) -> Int {
        item.allSets.setCount(eachAtMost: mostModelsPerSet)
    }

    /// The most set models one written set makes (`100x5x1000` makes a hundred), so a
    /// mistyped count cannot fill the models with copies of one set.
    static var mostModelsPerSet: Int { 100 }

    /// The exercise a written name stands for: preset, custom, or a placeholder with a
    /// warning and "did you mean" fixes.
    mutating func resolveExercise(_ syntax: NameSyntax) -> ResolvedName<Exercise> {
        let textRange = syntax.textRange
        let (id, isNew) = tree.source.bytes.withUnsafeBufferPointer { exerciseNames.intern(textRange, in: $0) }
        if isNew {
            let written = text(textRange)
            resolvedExercises.append(ResolvedName(written: written, value: definitions.exercises.exercise(named: written),
                                                  placeholder: Exercise.placeholder(named:)))
        }
        let resolved = resolvedExercises[Int(id)]
        let name = resolved.written, range = syntax.range
        if !resolved.isKnown {
            reportUnknownName("exercise:" + name, at: range) { [definitions, tree] in
                ExerciseFixes.unknownExercise(name, range: range, library: definitions.exercises, fileEnd: tree.source.count,
                                              endsWithNewline: tree.source.bytes.last == UInt8(ascii: "\n"))
            }
        }
        return resolved
    }

    /// What lowering a set needs to know about the item and entry it is in.
    struct SetContext {
        /// A template's sets are plans: no box needed, ranges allowed, no load means "to fill in".
        var isTemplate: Bool
        /// Whether the entry has a date, so that its `%` loads can be resolved.
        var resolvesPercent: Bool
        var exerciseIndex: Int
        /// The library exercise's name.
        var exercise: String
        /// Done one side at a time: one number of reps counts on each side (LANGUAGE.md §8.2).
        var isUnilateral = false
    }

    /// Checks one written set and appends the `WorkoutSet`s it stands for.
    ///
    /// The set is read part by part (``SetParts``), each part once: most sets have two or
    /// three of their nine parts, and only those are read from the source.
    private mutating func appendSets(
        _ set: SetParts, note: String?, context: SetContext, to sets: inout [WorkoutSet], ranges: inout ExerciseRanges
    ) {
        let isTemplate = context.isTemplate
        let isPlanned = set.isPlanned
        let reps = set.reps, repsMax = set.repsMax, repsRight = set.repsRight
        let duration = set.duration, durationRight = set.durationRight
        let rir = set.rir, rpe = set.rpe, load = set.load
        if let reps, reps.value < 1 || !reps.isWhole {
            report(AnalysisDiagnostics.repsNotPositive(text(reps.range), reps.range))
        }
        if let repsMax, let reps {
            if repsMax.value < 1 || !repsMax.isWhole {
                report(AnalysisDiagnostics.repsNotPositive(text(repsMax.range), repsMax.range))
            } else if !isTemplate, !isPlanned {
                let range = TextRange(start: reps.range.start, end: repsMax.range.end)
                report(AnalysisDiagnostics.rangeInCompletedSet(lower: text(reps.range), upper: text(repsMax.range), range))
            }
        }
        var rpeValue = rpe?.value
        if let rir {
            if rir.value.value < 0 || rir.value.value > 9 || !rir.value.isWhole {
                report(AnalysisDiagnostics.rirOutOfRange(text(rir.value.range), rir.range))
            } else {
                rpeValue = 10 - rir.value.value
            }
        }
        if let repsRight, repsRight.value < 1 || !repsRight.isWhole {
            report(AnalysisDiagnostics.repsNotPositive(text(repsRight.range), repsRight.range))
        }
        // Most sets have no time: the durations are checked only when written.
        if durationRight != nil { _ = checkDuration(durationRight, what: AnalysisMessages.Subject.setDuration) }
        // Most sets have no count (`x3`): one set, nothing to read.
        var repeatCount = 1
        if let count = set.count {
            if count.value < 1 || !count.isWhole {
                report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.setCount, found: text(count.range), count.range))
            }
            repeatCount = count.value >= 1 ? Int(min(count.value, 1_000_000)) : 1
        }
        if let rpe { checkRPE(rpe) }
        let setSeconds = duration == nil ? nil : checkDuration(duration, what: AnalysisMessages.Subject.setDuration)
        var weight = 0.0
        var isBodyweight = false
        var offset = 0.0
        var percentOfMax: Double?
        if let load {
            let loadUnit = load.unit.map { $0 == .kg ? WeightUnit.kg : .lb } ?? unit
            switch load.kind {
            case .weight(let value):
                weight = loadUnit.toKilograms(value)
                if value < 0 {
                    report(AnalysisDiagnostics.negativeLoad(text(load.range), load.range))
                } else if !checkPlausible(weight, .load, what: AnalysisMessages.Subject.load, range: load.range, unit: loadUnit) {
                    weight = PlausibleRange.load.clamped(weight)
                }
            case .bodyweight(let value):
                isBodyweight = true
                offset = loadUnit.toKilograms(value)
                if !checkPlausible(offset, .bodyweightOffset, what: AnalysisMessages.Subject.load, range: load.range, unit: loadUnit) {
                    offset = PlausibleRange.bodyweightOffset.clamped(offset)
                }
            case .percentOfMax(let percent):
                percentOfMax = percent
                if percent <= 0 {
                    report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.shareOfTrainingMax, found: text(load.range), load.range))
                } else if percent > PercentLoads.suspiciousPercent {
                    report(AnalysisDiagnostics.suspiciousPercent(text(load.range), load.range))
                }
            }
        } else if reps != nil {
            isBodyweight = !isTemplate
        }
        checkSides(reps: reps, repsRight: repsRight, duration: duration, durationRight: durationRight)
        let isCompleted = !isPlanned && !isTemplate
        let isWorking = isCompleted && !set.has(.warmup)
        let repeats = min(repeatCount, Self.mostModelsPerSet)
        if let load, let percent = percentOfMax, context.resolvesPercent, percent > 0 {
            let first = keepsExerciseModels ? sets.count : 0
            let count = keepsExerciseModels ? repeats : 0
            pendingPercentLoads.append(PercentLoad(
                exerciseIndex: context.exerciseIndex, sets: first..<first + count, writtenLoad: output.writtenLoads.count,
                percent: percent, exercise: context.exercise, range: load.range))
        }
        if isBodyweight {
            ranges.largestAssistance = max(ranges.largestAssistance, -offset)
        } else if isWorking {
            ranges.heaviestWorkingLoad = max(ranges.heaviestWorkingLoad, weight)
        }
        if let load {
            ranges.addWrittenLoad(at: output.writtenLoads.count)
            output.writtenLoads.append(WrittenLoad(
                kilograms: isBodyweight ? offset : weight, isBodyweight: isBodyweight, isWorking: isWorking, range: load.range))
        }
        ranges.setCount += repeats
        if isCompleted { ranges.completedSetCount += repeats }
        // The model is built only when it is kept: a check needs the figures above alone.
        guard keepsExerciseModels else { return }
        // `x3` is three sets alike (the count is at least 1): the first made in the array,
        // filled where it lies rather than built apart and copied in, the others copies of it.
        let first = sets.count
        sets.append(WorkoutSet(
            orderIndex: first, reps: reps.map { Self.wholeCount($0.value) } ?? 0, weight: weight,
            isBodyweight: isBodyweight, bodyweightOffset: offset, isCompleted: isCompleted,
            rpe: rpeValue, duration: setSeconds, notes: note
        ))
        fillSetModel(&sets[first], tags: set.tagCount == 0 ? [] : set.tags, context: context, reps: reps, repsMax: repsMax, repsRight: repsRight,
                     duration: duration, durationRight: durationRight, isAMRAP: set.isAMRAP, rir: rir, percentOfMax: percentOfMax)
        output.setRanges.append(set.range)
        for _ in 1..<repeats {
            var copy = sets[first]
            copy.orderIndex = sets.count
            sets.append(copy)
            output.setRanges.append(set.range)
        }
    }

    /// Fills in the figures of a set's model that its initializer does not take, from the
    /// parts ``appendSets(_:note:context:to:ranges:)`` read.
    private func fillSetModel(
        _ model: inout WorkoutSet, tags writtenTags: ArraySlice<SetTagSyntax>, context: SetContext,
        reps: NumberSyntax?, repsMax: NumberSyntax?, repsRight: NumberSyntax?, duration: DurationSyntax?,
        durationRight: DurationSyntax?, isAMRAP: Bool, rir: RIRSyntax?, percentOfMax: Double?
    ) {
        // Tags added in place: a set keeps them packed, with no array to build.
        for tag in writtenTags {
            switch tag.kind {
            case .warmup: model.appendTag(.warmup)
            case .drop: model.appendTag(.drop)
            case .failure: model.appendTag(.failure)
            case .rest: model.restTime = tag.rest?.seconds
            }
        }
        if let repsMax { model.repsMax = Self.wholeCount(repsMax.value) }
        lowerSides(reps: reps, repsRight: repsRight, duration: duration, durationRight: durationRight,
                   context: context, into: &model)
        if isAMRAP { model.isAMRAP = true }
        if let rir { model.rir = Self.wholeCount(rir.value.value) }
        if let percentOfMax { model.percentOfMax = percentOfMax }
    }

    mutating func checkRPE(_ rpe: NumberSyntax) {
        if rpe.value < 1 || rpe.value > 10 {
            report(AnalysisDiagnostics.rpeOutOfRange(text(rpe.range), rpe.range))
        } else if (rpe.value * 2) != (rpe.value * 2).rounded() {
            report(AnalysisDiagnostics.rpeStep(text(rpe.range), rpe.range))
        }
    }

    /// Checks a written duration (more than 0, at most a day) and returns it for the model,
    /// bounded to ``PlausibleRange/duration``.
    mutating func checkDuration(_ duration: DurationSyntax?, what: MessageKey) -> Double? {
        guard let duration else { return nil }
        if duration.seconds <= 0 {
            report(AnalysisDiagnostics.notPositive(what, found: text(duration.range), duration.range))
        } else {
            checkPlausible(duration.seconds, .duration, what: what, range: duration.range)
        }
        return PlausibleRange.duration.clamped(duration.seconds)
    }

    /// Reports `implausible-value` when `value` (kg, km, seconds or grams) is outside `kind`'s
    /// range, shown in `unit`; true when it is inside.
    @discardableResult
    mutating func checkPlausible(_ value: Double, _ kind: PlausibleRange, what: MessageKey, range: TextRange, unit: WeightUnit = .kg) -> Bool {
        guard !kind.contains(value) else { return true }
        report(AnalysisDiagnostics.implausibleValue(what, found: text(range), plausible: AnalysisDiagnostics.plausibleRange(kind, unit: unit), range))
        return false
    }

    /// An exercise in a past workout with only planned sets.
    private mutating func checkNoCompletedSets(_ entry: EntrySyntax, date: LocalDate, items: ExerciseItems) {
        guard date < today else { return }
        for (name, range) in zip(itemNames, items.ranges) where range.setCount > 0 && range.completedSetCount == 0 {
            report(AnalysisDiagnostics.noCompletedSets(name.written, range.name))
        }
    }
}
