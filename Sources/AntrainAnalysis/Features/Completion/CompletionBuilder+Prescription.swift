import AntrainBasics
import AntrainModel
import AntrainSyntax

/// The `progress:` set suggestion under a written progression rule: the exercise's
/// ``NextPrescription``, the same load and reps the hover and "Fill from template" give.
extension CompletionBuilder {
    /// The next prescription of `exercise` in the workout the cursor is in: the item of the
    /// template it follows (and its program day), else the exercise alone under the program's
    /// or the profile's rule. Sessions before `order` (the workout's place in the history) count.
    func nextPrescription(of exercise: Exercise, order: Int) -> NextPrescription {
        let workout = file.lowered.workouts.last { $0.entryRange.lowerBound <= offset }?.workout
        let date = workout?.date ?? snapshot.settings.today
        let plan = snapshot.prescriptionPlan(template: workout?.templateName ?? workout?.title, ofFile: fileIndex, on: date,
                                             order: order)
        let key = TrainingHistory.exerciseKey(exercise)
        let item = plan.template?.exercises.first { TrainingHistory.exerciseKey($0.exercise) == key }
            ?? WorkoutExercise(exercise: exercise, writtenName: exercise.name, orderIndex: 0, sets: [])
        return snapshot.nextPrescription(for: item, in: plan, ofFile: fileIndex)
    }

    /// `92.5x5x3`: the prescription's load, its reps (the rule's, else the template's, else the
    /// last session's top set's) and its number of sets (the template's, else the last
    /// session's working sets), with the template's RPE.
    mutating func addRuleSuggestion(_ prescription: NextPrescription, lastSession done: WorkoutExercise, on date: LocalDate,
                                    insertAt: TextRange, prefix: String) {
        guard let load = RefactorContext.loadText(of: prescription, unit: unit) else { return }
        let working = done.sets.filter { $0.isWorkingSet && $0.duration == nil }
        guard let top = working.max(by: { $0.weight < $1.weight }) else { return }
        let reps = prescription.reps ?? prescription.sets.first?.reps ?? top.reps
        let count = prescription.sets.isEmpty ? working.count : prescription.sets.count
        var text = "\(load)x\(reps)"
        if count > 1 { text += "x\(count)" }
        if let rpe = prescription.sets.first?.rpe { text += " @\(Format.number(rpe))" }
        let rule = prescription.applied.rule.fullText
        var item = CompletionCandidate(
            label: say(CompletionMessages.progress, ["sets": .text(text)]), kind: .sets,
            detail: say(CompletionMessages.progressByRuleDetail, [
                "load": .text(Format.number(unit.fromKilograms(top.weight), language: language)), "unit": .text(unit.rawValue),
                "reps": .text(String(top.reps)), "rule": .text(rule),
            ]),
            documentation: say(CompletionMessages.progressByRule, ["rule": .text(rule)]),
            insertText: prefix + text, replaceRange: insertAt)
        item.filterText = ""
        append(item)
    }
}
