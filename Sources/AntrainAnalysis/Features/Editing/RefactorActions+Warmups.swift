import AntrainBasics
import AntrainModel
import AntrainSyntax

/// "Add warm-up sets" (TOOLING.md §2): on an exercise item with a working load and no
/// warm-up yet, `warmup` sets go before its first set, worked out by ``WarmupSets`` from the
/// athlete's `bar:` and `plates:` in the athlete's unit (for dumbbells and kettlebells, from
/// the athlete's `rounding:`), planned `[ ]` when the first set is planned.
extension RefactorContext {
    func warmupActions() -> [RefactorAction] {
        guard let index = exercises.firstIndex(where: { exercise in
            isUnderCursor(exercise.item.name.range) || exercise.lines.contains { $0.sets.contains { isUnderCursor($0.range) } }
        }) else { return [] }
        let (_, lines) = exercises[index]
        guard let firstLine = lines.first, let first = firstLine.sets.first else { return [] }
        let written = lines.flatMap { Array($0.sets) }
        guard !written.contains(where: \.isWarmup) else { return [] }
        let profile = snapshot.profile(ofFile: fileIndex)
        let unit = profile.unit
        guard let working = workingLoad(ofItem: index, written: written, unit: unit) else { return [] }
        let steps: [WarmupSets.Step]
        switch equipment(ofItem: index) {
        case .dumbbell, .kettlebell:
            // A dumbbell's load is what one dumbbell weighs: no bar to start from.
            steps = WarmupSets.plan(working: working, step: profile.loadStep(in: unit))
        default:
            steps = WarmupSets.plan(working: working, bar: unit.fromKilograms(profile.effectiveBarKg),
                                    plates: profile.effectivePlatesKg.map(unit.fromKilograms))
        }
        guard !steps.isEmpty else { return [] }
        // Before planned sets the warm-ups are planned too: not done sets dated in the future.
        let box = first.isPlanned ? "[ ] " : ""
        let text = steps.map { box + Format.number($0.load, decimals: 2, grouping: false) + "x\($0.reps) warmup" }.joined(separator: ", ") + ", "
        return [RefactorAction(title: title(CoachingMessages.addWarmups, [:]),
                               edits: [TextEdit(range: TextRange(start: first.range.start, end: first.range.start), newText: text)])]
    }

    /// The equipment of item `index`'s exercise (a name no exercise has: a barbell's ramp).
    private func equipment(ofItem index: Int) -> Equipment {
        let name = tree.source.text(exercises[index].item.name.textRange)
        return snapshot.definitions.exercises.exercise(named: name)?.equipment ?? .barbell
    }

    /// The heaviest working load of item `index` in `unit`: from the lowered workout (which
    /// knows `%` loads), else from the written loads; nil for bodyweight and unloaded sets.
    private func workingLoad(ofItem index: Int, written: [SetSyntax], unit: WeightUnit) -> Double? {
        let file = snapshot.files[fileIndex]
        if let workout = file.lowered.workouts.first(where: { $0.entryRange == entry.range })?.workout, index < workout.exercises.count {
            let loads = workout.exercises[index].sets.filter { !$0.isWarmup && !$0.isBodyweight && $0.weight > 0 }.map(\.weight)
            return loads.max().map(unit.fromKilograms)
        }
        var heaviest: Double?
        for set in written {
            guard let load = set.load, case .weight(let value) = load.kind, value > 0 else { continue }
            let kilograms = (load.unit.map { $0 == .kg ? WeightUnit.kg : .lb } ?? unit).toKilograms(value)
            heaviest = max(heaviest ?? 0, unit.fromKilograms(kilograms))
        }
        return heaviest
    }
}
