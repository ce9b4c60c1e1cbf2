import AntrainModel

/// What the gym pages show and write for a session: the entry that starts it (a program day
/// or a template, each exercise's planned sets at the loads ``NextPrescription`` gives, one
/// set a line so each can be completed alone), and beside each exercise the last time it was
/// done, the next prescription and the rest to time after a set.
public enum SessionGuide {
    /// The rest when neither the set nor the exercise's history says one (the seed's 2:00).
    public static let defaultRestSeconds = 120.0

    /// The text of a session starting at `date` `time`: `template` (by name) with its planned
    /// sets; with no template, the program's day when one falls on `date`; else an empty workout.
    public static func entryText(template: String?, snapshot: WorkspaceSnapshot, fileIndex: Int, date: LocalDate, time: LocalTime,
                                 unit: WeightUnit) -> String {
        var exercises: [(name: String, sets: [SuggestedSet])] = []
        var title: String?
        if let template, let defined = snapshot.template(named: template) {
            title = defined.name
            let plan = snapshot.prescriptionPlan(template: defined.name, ofFile: fileIndex, on: date)
            for item in defined.exercises {
                let prescription = snapshot.nextPrescription(for: item, in: plan, ofFile: fileIndex)
                exercises.append((item.writtenName, prescription.sets))
            }
        } else if template == nil, let planned = snapshot.plannedWorkout(ofFile: fileIndex, on: date) {
            title = planned.templateName
            exercises = planned.exercises.map { ($0.writtenName, $0.sets) }
        }
        var text = "\(date) \(time) lifting" + (title.map { " \($0)" } ?? "") + "\n"
        for exercise in exercises {
            text += "  \(exercise.name)\n"
            for set in exercise.sets { text += "    [ ] " + SuggestedWorkoutText.setText(set, count: 1, unit: unit) + "\n" }
        }
        return text
    }

    /// One exercise of a session as a page shows it.
    public struct ExerciseGuide: Sendable, Hashable {
        /// The sets of the last session before the day, as written (`100x5 @8`), and when.
        public var lastSets: [String]
        public var lastDate: LocalDate?
        /// The e1RM of the last session's best set, in kg.
        public var lastE1RM: Double?
        /// The next prescription's sets, as they would be written (`102.5x5`).
        public var nextSets: [String]
        /// The rest after a set: the rest last written for the exercise, else 2:00.
        public var restSeconds: Double
    }

    /// The guide of the exercise named `name` for a session on `date`.
    public static func guide(for name: String, figures: AthleteFigures, fileIndex: Int, on date: LocalDate, unit: WeightUnit) -> ExerciseGuide {
        let snapshot = figures.snapshot
        var guide = ExerciseGuide(lastSets: [], lastDate: nil, lastE1RM: nil, nextSets: [], restSeconds: defaultRestSeconds)
        guard let exercise = snapshot.definitions.exercises.exercise(named: name) else { return guide }
        let formula = snapshot.settings.oneRepMaxFormula ?? figures.profile.oneRepMaxFormula
        var restFound = false
        var lastReps: Int?
        for workout in figures.workouts.reversed() where workout.date < date {
            for done in workout.exercises where done.exercise.name == exercise.name {
                if !restFound, let rest = done.sets.last(where: { $0.restTime != nil })?.restTime {
                    guide.restSeconds = rest
                    restFound = true
                }
                guard guide.lastDate == nil else { continue }
                let working = done.sets.filter(\.isWorkingSet)
                guard !working.isEmpty else { continue }
                guide.lastDate = workout.date
                lastReps = working.map(\.reps).max()
                guide.lastSets = working.map { set in
                    var text = set.isBodyweight ? SuggestedWorkoutText.bodyweightLoad(set.bodyweightOffset, unit: unit)
                        : Format.number(unit.fromKilograms(set.weight), decimals: 2, grouping: false)
                    text += "x\(set.reps)"
                    if let rpe = set.rpe { text += " @\(Format.number(rpe))" }
                    return text
                }
                // A bodyweight set lifts the day's bodyweight plus what was added to it.
                let bodyweight = working.contains(where: \.isBodyweight) ? figures.history.bodyweight(on: workout.date) : nil
                guide.lastE1RM = working.compactMap { set in
                    let load = set.isBodyweight ? bodyweight.map { $0 + set.bodyweightOffset } : set.weight
                    return load.flatMap { formula.estimate(set, load: $0) }
                }.max()
            }
            if guide.lastDate != nil, restFound { break }
        }
        let item = WorkoutExercise(exercise: exercise, writtenName: name, orderIndex: 0, sets: [])
        let plan = snapshot.prescriptionPlan(template: nil, ofFile: fileIndex, on: date)
        let next = snapshot.nextPrescription(for: item, in: plan, ofFile: fileIndex)
        guide.nextSets = next.sets.map { SuggestedWorkoutText.setText($0, count: 1, unit: unit) }
        // Outside a template the rule still gives a load: the last session's reps at it.
        if guide.nextSets.isEmpty, let load = next.load, let reps = next.reps ?? lastReps {
            guide.nextSets = [Format.number(unit.fromKilograms(load), decimals: 2, grouping: false) + "x\(reps)"]
        }
        return guide
    }

    /// The planned sets an exercise joins a session with (`[ ] 102.5x5`): its next prescription;
    /// without one, the last session's last set; with no history, one set of 5 to adjust when
    /// it is done (an exercise line without a set would not read as a workout's item).
    public static func plannedSets(for name: String, figures: AthleteFigures, fileIndex: Int, on date: LocalDate, unit: WeightUnit) -> [String] {
        let guide = guide(for: name, figures: figures, fileIndex: fileIndex, on: date, unit: unit)
        return (guide.nextSets.isEmpty ? [guide.lastSets.last ?? "x5"] : guide.nextSets).map { "[ ] " + $0 }
    }

    /// Planned sets as a lifter reads them: equal sets in a row folded (`102.5x5x3, 90x8`).
    public static func plannedText(_ sets: [SuggestedSet], unit: WeightUnit) -> String {
        var parts: [String] = []
        var index = 0
        while index < sets.count {
            var count = 1
            while index + count < sets.count, sets[index + count] == sets[index] { count += 1 }
            parts.append(SuggestedWorkoutText.setText(sets[index], count: count, unit: unit))
            index += count
        }
        return parts.joined(separator: ", ")
    }
}
