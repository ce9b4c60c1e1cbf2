import AntrainModel
import AntrainSyntax

/// Hover on planning (LANGUAGE.md §7): training maxes, programs and their starts, the
/// program day a workout carries out, and `%` sets.
extension HoverWriter {
    /// `2026-11-01 max Bench Press 120kg`: the exercise's training maxes up to this one.
    func trainingMaxHistory(_ name: NameSyntax) -> String? {
        guard let exercise = snapshot.definitions.exercises.exercise(named: file.tree.source.text(name.textRange)) else { return nil }
        let key = SearchText.key(exercise.name)
        let maxes = history.trainingMaxes.filter { SearchText.key($0.exercise) == key }
        guard !maxes.isEmpty else { return nil }
        var lines = ["**Training max: \(exercise.name)**"]
        lines.append(maxes.map { "\($0.date): \(load($0.weight))" }.joined(separator: " · "))
        if let current = maxes.last(where: { $0.date <= snapshot.settings.today }) {
            lines.append("`%` sets from \(current.date) on count from \(load(current.weight))")
        }
        return lines.joined(separator: "\n\n")
    }

    /// A program's weeks, and where the athlete of this file is in it today.
    func programSummary(_ program: TrainingProgram) -> String {
        var lines = ["**Program: \(program.name)** — \(program.durationWeeks) week\(program.durationWeeks == 1 ? "" : "s")"
            + [program.category?.rawValue, program.difficulty?.rawValue, program.progression?.rawValue].compactMap { $0 }.map { " · \($0)" }.joined()]
        for week in program.weeks {
            var text = "week \(week.weekNumber)" + (week.name.map { " \"\($0)\"" } ?? "") + (week.phaseTag.map { " \($0.rawValue)" } ?? "")
            if week.intensityModifier != 1 { text += " · intensity \(Format.number(week.intensityModifier * 100)) %" }
            if week.volumeModifier != 1 { text += " · volume \(Format.number(week.volumeModifier * 100)) %" }
            text += ": " + week.days.map { "\($0.weekday.rawValue) \($0.templateName)" }.joined(separator: ", ")
            lines.append(text)
        }
        lines.append(programStatus(program))
        if let note = program.note { lines.append("Note: \(note)") }
        return lines.joined(separator: "\n\n")
    }

    /// "You are in week 2 of 4 (started 2026-11-16)", "finished", or not started.
    private func programStatus(_ program: TrainingProgram) -> String {
        let today = snapshot.settings.today
        guard let active = snapshot.activeProgram(ofFile: fileIndex, on: today),
              SearchText.key(active.program.name) == SearchText.key(program.name) else {
            return "Not followed now; start it with `\(today) program \(program.name)`"
        }
        if let week = active.currentWeekNumber(today: today) {
            return "You are in week \(week) of \(program.durationWeeks) (started \(active.startDate))"
        }
        return "Finished: all \(program.durationWeeks) weeks since \(active.startDate) are done"
    }

    /// "Program Wave 5-3-1 — week 2 of 4 · thu · Lower A", planned against done.
    func programDayLines(_ lowered: LoweredWorkout, reference: WorkoutReference) -> [String] {
        guard let day = snapshot.programDay(of: reference) else { return [] }
        var lines = ["**\(day.program.name)** — week \(day.weekNumber) of \(day.program.durationWeeks) · \(day.day.weekday.rawValue) · \(day.day.templateName)"]
        if let planned = SuggestedLoads.workout(for: day, in: snapshot, ofFile: fileIndex) {
            let plannedSets = planned.exercises.reduce(0) { $0 + $1.sets.count }
            let plannedVolume = planned.exercises.reduce(0.0) { total, exercise in
                total + exercise.sets.reduce(0.0) { $0 + ($1.weight ?? 0) * Double($1.reps) }
            }
            let done = WorkoutTotals(lowered.workout, bodyweight: history.bodyweight(on: lowered.workout.date))
            lines.append("Planned \(plannedSets) set\(plannedSets == 1 ? "" : "s"), volume \(load(plannedVolume)) · "
                + "done \(done.completedSets) set\(done.completedSets == 1 ? "" : "s"), volume \(load(done.volume))")
        }
        return lines
    }

    /// "75 % of your training max 120 kg (2026-11-01) = 90 kg".
    func percentLine(_ set: WorkoutSet, exercise: Exercise, on date: LocalDate) -> String? {
        guard let percent = set.percentOfMax else { return nil }
        guard let max = snapshot.trainingMax(of: exercise, on: date, ofFile: fileIndex) else {
            return "\(Format.number(percent)) % of a training max, but \(exercise.name) has none on or before \(date)"
        }
        return "\(Format.number(percent)) % of your training max \(load(max.weight)) (\(max.date)) = \(load(set.weight))"
    }
}
