import AntrainBasics
import AntrainModel
import AntrainSyntax

/// "Fill from template": the template's exercises as planned `[ ]` sets, each load (and for
/// `double` the reps) the exercise's ``NextPrescription`` under its progression rule and the
/// program day's intensity (TOOLING.md §2), the count, RPE and tags as the template has them.
extension RefactorContext {
    /// On the header of a lifting entry that names a template (by title or `template:`),
    /// that template; anywhere in a lifting entry without exercises, that template or, when
    /// it names none, every template of the workspace.
    func templateActions() -> [RefactorAction] {
        guard case .lifting(let title, _) = entry.header else { return [] }
        let definitions = snapshot.definitions
        var named: String?
        for line in entry.body {
            if case .property(let property) = line.content, property.knownKey == .template,
               case .text(let value) = property.value {
                named = definitions.template(named: tree.source.text(value))
            }
        }
        if named == nil, let title { named = definitions.template(named: tree.source.text(title.textRange)) }
        let candidates: [String]
        if let named {
            candidates = isOnHeader || exercises.isEmpty ? [named] : []
        } else {
            candidates = exercises.isEmpty ? definitions.sites.filter { $0.kind == .template }.map(\.name) : []
        }
        return candidates.compactMap(fillAction(template:))
    }

    private func fillAction(template name: String) -> RefactorAction? {
        guard var text = templateBody(name) else { return nil }
        let end = entry.range.upperBound
        if end > 0, tree.source.bytes[end - 1] != UInt8(ascii: "\n") { text = tree.lineBreak + text }
        return RefactorAction(title: title(RefactorMessages.fill, ["template": .text(name)]), edits: [TextEdit(range: TextRange(end, end), newText: text)])
    }

    /// The template's exercises the entry does not have yet, as lines of planned `[ ]` sets
    /// with suggested loads, indented as the entry's items.
    func templateBody(_ name: String) -> String? {
        let definitions = snapshot.definitions
        guard let site = definitions.site(of: .template, named: name), snapshot.files.indices.contains(site.fileIndex) else {
            return nil
        }
        let templateTree = snapshot.files[site.fileIndex].tree
        guard let template = templateTree.entry(at: site.entryRange.lowerBound) else { return nil }
        var present = Set(exercises.map { key(of: tree.source.text($0.item.name.textRange)) })
        let date = entry.date.map { LocalDate(year: $0.year, month: $0.month, day: $0.day) } ?? snapshot.settings.today
        let plan = snapshot.prescriptionPlan(template: name, ofFile: fileIndex, on: date, order: workoutOrder())
        let unit = snapshot.profile(ofFile: fileIndex).unit
        let itemIndent = entry.body.first { line in
            if case .blank = line.content { return false }
            if case .comment = line.content { return false }
            return true
        }?.indentWidth ?? 2
        let lineBreak = tree.lineBreak
        let indent = String(repeating: " ", count: itemIndent)
        let setIndent = String(repeating: " ", count: itemIndent + 2)
        var text = ""
        for line in template.body {
            guard case .exercise(let item) = line.content else { continue }
            let written = templateTree.source.text(item.name.textRange)
            let exercise = definitions.exercises.exercise(named: written) ?? .placeholder(named: written)
            guard present.insert(TrainingHistory.exerciseKey(exercise)).inserted else { continue }
            let model = plan.template?.exercises.first { TrainingHistory.exerciseKey($0.exercise) == TrainingHistory.exerciseKey(exercise) }
            let prescription = snapshot.nextPrescription(for: model ?? WorkoutExercise(exercise: exercise, writtenName: written, orderIndex: 0, sets: []),
                                                         in: plan, ofFile: fileIndex)
            let suggestion = Self.loadText(of: prescription, unit: unit)
            text += indent + (item.superset == nil ? "" : "+ ") + templateTree.source.text(item.name.range) + lineBreak
            var setLines: [(Int, SetList)] = [(line.line, item.inlineSets)]
            for child in item.children {
                if case .sets(let sets) = child.content { setLines.append((child.line, sets)) }
            }
            for (number, sets) in setLines where !sets.isEmpty {
                var printer = LinePrinter(bytes: templateTree.source.bytes)
                let slice = templateTree.lineSlice(number)
                printer.load(from: slice.contentStart, to: slice.contentEnd)
                for (position, set) in sets.enumerated() {
                    // The prescription stands for a set the template writes without a load, and
                    // for a bodyweight set when the rule adds to the bodyweight (BW → BW+2.5).
                    var isBodyweight = false
                    if case .bodyweight = set.load?.kind { isBodyweight = true }
                    let prescribed = set.reps != nil
                        && (set.load == nil || (isBodyweight && prescription.state.nextBodyweightOffset != nil && prescription.load == nil))
                    let options = SetPrintOptions(load: prescribed ? suggestion : nil, isPlanned: true,
                                                  reps: prescribed ? prescription.reps : nil)
                    text += setIndent + printer.setText(sets, at: position, options: options) + lineBreak
                }
            }
        }
        return text.isEmpty ? nil : text
    }

    private func key(of name: String) -> String {
        TrainingHistory.exerciseKey(snapshot.definitions.exercises.exercise(named: name) ?? .placeholder(named: name))
    }

    /// This workout's place in the history; past every workout when it has no model.
    private func workoutOrder() -> Int {
        guard let index = snapshot.files[fileIndex].lowered.workouts.firstIndex(where: { $0.entryRange == entry.range }) else {
            return .max
        }
        return snapshot.history(ofFile: fileIndex).order(of: WorkoutReference(file: fileIndex, index: index)) ?? .max
    }

    /// The prescription's load as a set writes it, in the athlete's unit: `92.5`, or `BW+5`
    /// (`BW` when the rule adds nothing) for a bodyweight lift; nil when nothing suggests one.
    static func loadText(of prescription: NextPrescription, unit: WeightUnit) -> String? {
        if let load = prescription.load { return Format.number(unit.fromKilograms(load), decimals: 2, grouping: false) }
        if let offset = prescription.bodyweightOffset ?? prescription.state.nextBodyweightOffset {
            return SuggestedWorkoutText.bodyweightLoad(offset, unit: unit)
        }
        return nil
    }
}
