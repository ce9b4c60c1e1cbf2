import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Hover on progression (LANGUAGE.md §8.1): on a template item, a program day and a `[ ]`
/// set, which rule applies, where it was written, the last session and its outcome, the
/// failure streak and the next load.
extension HoverWriter {
    /// The lines about `item`'s rule for the athlete of this file in a session of `plan`
    /// (sessions before its date count): the athlete's ``NextPrescription``, as every action
    /// that writes the session reads it.
    func progressionLines(item: WorkoutExercise, plan: PrescriptionPlan) -> [String] {
        let prescription = snapshot.nextPrescription(for: item, in: plan, ofFile: fileIndex)
        let applied = prescription.applied, state = prescription.state
        var lines = [say(CoachingMessages.ruleTitle, ["rule": .text(applied.rule.fullText), "origin": .text(originText(applied))])]
        guard let last = state.last else {
            lines.append(say(CoachingMessages.noHistory, ["exercise": .text(item.exercise.name)]))
            return lines
        }
        // A bodyweight lift's loads are what was added to the bodyweight: `BW+5 kg`, not `0 kg`.
        let isBodyweight = last.bodyweightOffset != nil
        func shown(_ kilograms: Double) -> String {
            isBodyweight ? Format.bodyweight(plus: kilograms, unit: unit, language: language) : load(kilograms)
        }
        let sets = shown(last.bodyweightOffset ?? last.load) + " × " + last.reps.map(String.init).joined(separator: ", ")
        let outcome = state.lastSucceeded.map { say($0 ? CoachingMessages.succeeded : CoachingMessages.failed) }
        if let outcome {
            lines.append(say(CoachingMessages.lastSession, ["date": .text(last.date.description), "sets": .text(sets), "outcome": .text(outcome)]))
        } else {
            lines.append(say(CoachingMessages.lastSessionOnly, ["date": .text(last.date.description), "sets": .text(sets)]))
        }
        let step = profile.loadStep(in: profile.unit)
        func rounded(_ kilograms: Double) -> Double { SuggestedLoads.rounded(kilograms, step: step, unit: profile.unit) }
        if state.isDeload {
            lines.append(say(CoachingMessages.streakDeloaded, ["failures": .text(String(applied.rule.stall)), "deload": .text(shown(rounded(state.nextLoad ?? state.nextBodyweightOffset ?? 0)))]))
        } else if state.failures > 0, let left = prescription.failuresLeftBeforeDeload {
            lines.append(say(left == 1 ? CoachingMessages.streakOneLeft : CoachingMessages.streak, [
                "failures": .text(String(state.failures)), "stall": .text(String(applied.rule.stall)), "left": .text(String(left)),
                "deload": .text(shown(rounded(ProgressionEngine.deloaded(last.bodyweightOffset ?? last.load, rule: applied.rule)))),
            ]))
        }
        let next = prescription.load.map(load) ?? (isBodyweight ? state.nextBodyweightOffset.map { shown(rounded($0)) } : nil)
        if let next {
            if let reps = prescription.reps {
                lines.append(say(CoachingMessages.nextLoadReps, ["load": .text(next), "reps": .text(String(reps))]))
            } else {
                lines.append(say(CoachingMessages.nextLoad, ["load": .text(next)]))
            }
        }
        return lines
    }

    private func originText(_ applied: AppliedProgression) -> String {
        switch applied.origin {
        case .item: say(CoachingMessages.originItem)
        case .template: say(CoachingMessages.originTemplate, ["name": .text(applied.originName ?? "")])
        case .program: say(CoachingMessages.originProgram, ["name": .text(applied.originName ?? "")])
        case .profile: say(CoachingMessages.originProfile)
        case .standard: say(CoachingMessages.originStandard)
        }
    }

    /// The hover of an item in a template: the library line and its rule for the next session
    /// (``WorkspaceSnapshot/nextSessionPlan(for:template:program:ofFile:from:)``: every session
    /// logged so far counts, and the program day's intensity applies), under the program the
    /// athlete follows today.
    func templateItem(_ item: ExerciseItemSyntax) -> HoverResult? {
        let name = file.tree.source.text(item.name.textRange)
        guard case .template(let templateName?) = entry.header,
              let template = snapshot.template(named: file.tree.source.text(templateName.textRange)),
              let exercise = snapshot.definitions.exercises.exercise(named: name),
              let planned = template.exercises.first(where: { $0.exercise.name == exercise.name }) else { return nil }
        let today = snapshot.settings.today
        let program = snapshot.activeProgram(ofFile: fileIndex, on: today)?.program
        let plan = snapshot.nextSessionPlan(for: planned, template: template, program: program, ofFile: fileIndex, from: today)
        let lines = [libraryLine(exercise)] + progressionLines(item: planned, plan: plan)
        return HoverResult(markdown: lines.joined(separator: "\n\n"), range: item.name.range)
    }

    /// The hover of a program day (`mon: Novice A`): each exercise of the template and its rule.
    func programDayRules(_ day: ProgramDaySyntax, range: TextRange) -> HoverResult? {
        guard case .programDefinition(let programName?) = entry.header,
              let program = snapshot.definitions.program(named: file.tree.source.text(programName.textRange)),
              let templateName = day.template,
              let template = snapshot.template(named: file.tree.source.text(templateName.textRange)) else { return nil }
        let today = snapshot.settings.today
        var lines = ["**\(template.name)**"]
        for item in template.exercises {
            let plan = snapshot.nextSessionPlan(for: item, template: template, program: program, ofFile: fileIndex, from: today)
            lines.append("**\(item.exercise.name)** — " + progressionLines(item: item, plan: plan).joined(separator: " · "))
        }
        return HoverResult(markdown: lines.joined(separator: "\n\n"), range: range)
    }

    /// The rule lines of a `[ ]` set in a workout, from the template the workout follows.
    func plannedSetProgression(_ exercise: WorkoutExercise, in lowered: LoweredWorkout, reference: WorkoutReference) -> [String] {
        guard let templateName = lowered.workout.templateName, let template = snapshot.template(named: templateName),
              let item = template.exercises.first(where: { $0.exercise.name == exercise.exercise.name }) else { return [] }
        let plan = snapshot.programDay(of: reference).map { PrescriptionPlan(template: template, day: $0) }
            ?? PrescriptionPlan(template: template, program: nil, date: lowered.workout.date)
        return progressionLines(item: item, plan: plan)
    }
}
