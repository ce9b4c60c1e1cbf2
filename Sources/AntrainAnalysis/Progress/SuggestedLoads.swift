import AntrainModel

/// The workout a program day asks for, with a suggested load for every set (LANGUAGE.md
/// §7.5, the seed's `ProgressiveOverloadService`).
///
/// For each set of the day's template: the load its progression rule gives (§8.1: the
/// seed's rule by default, the last completed top working set of the exercise times the RPE
/// factor of ``ProgressiveOverload``; `linear`, `double`, `sum` and `none` from the sessions'
/// outcomes, see ``ProgressionEngine``), or for a `%` set that share of the training max; then times the week's and the day's intensity,
/// rounded once, at the end, to the athlete's `rounding:`. The week's and the day's volume
/// scale each exercise's number of sets (rounded, at least 1).
public enum SuggestedLoads {
    /// The planned workout of `day` for the athlete whose logs `fileIndex` holds; nil when the
    /// day's template is not defined.
    public static func workout(for day: ScheduledProgramDay, in snapshot: WorkspaceSnapshot, ofFile fileIndex: Int) -> SuggestedWorkout? {
        guard let template = snapshot.template(named: day.day.templateName) else { return nil }
        let profile = snapshot.profile(ofFile: fileIndex)
        let history = snapshot.history(ofFile: fileIndex)
        let intensity = day.week.intensityModifier * day.day.intensityModifier
        let volume = day.week.volumeModifier * day.day.volumeModifier
        let step = profile.loadStep(in: profile.unit)
        let exercises = template.exercises.map { item -> SuggestedExercise in
            let lastTop = lastTopSet(of: item.exercise, before: day.date, snapshot: snapshot, history: history)
            let trainingMax = history.trainingMax(of: item.exercise.name, on: day.date)
            let planned = scaled(item.sets, by: volume)
            let applied = AppliedProgression.resolve(item: item, template: template, program: day.program, profile: profile)
            // The seed's rule reads the top set's RPE; the others the sessions' outcomes (§8.1).
            let state = applied.rule.kind == .rpe ? nil
                : ExerciseProgression.state(of: item.exercise, under: applied.rule, before: day.date, in: snapshot,
                                            history: history, unit: profile.unit)
            let sets = planned.map { set -> SuggestedSet in
                var base: Double?
                var reps = set.reps
                var repsMax = set.repsMax
                if let percent = set.percentOfMax {
                    base = trainingMax.map { $0.weight * percent / 100 }
                } else if let state, let next = state.nextLoad, next > 0 {
                    base = next
                    if let target = state.nextReps {
                        reps = target
                        repsMax = nil
                    }
                } else if state == nil, let lastTop {
                    base = lastTop.weight * ProgressiveOverload.factor(afterRPE: lastTop.rpe)
                } else if set.weight > 0 {
                    base = set.weight
                }
                let weight = base.map { rounded($0 * intensity, step: step, unit: profile.unit) }
                return SuggestedSet(reps: reps, repsMax: repsMax, isAMRAP: set.isAMRAP, weight: weight,
                                    percentOfMax: set.percentOfMax, rpe: set.rpe ?? day.day.rpe, duration: set.duration)
            }
            return SuggestedExercise(exercise: item.exercise, writtenName: item.writtenName, sets: sets,
                                     supersetGroup: item.supersetGroup)
        }
        return SuggestedWorkout(day: day, templateName: template.name, exercises: exercises)
    }

    /// The most sets a suggested exercise has.
    static let maximumSets = 100

    /// `kilograms` rounded to `step` in `unit` (the athlete's `rounding:`), in kg.
    static func rounded(_ kilograms: Double, step: Double, unit: WeightUnit) -> Double {
        guard step > 0 else { return kilograms }
        return unit.toKilograms((unit.fromKilograms(kilograms) / step).rounded() * step)
    }

    /// The template's sets with their number scaled by `volume`: the first ones kept, or the
    /// last one repeated.
    /// At most as many sets as lowering writes for one written set: a volume written as
    /// `1e30` sizes nothing.
    static func scaled(_ sets: [WorkoutSet], by volume: Double) -> [WorkoutSet] {
        guard !sets.isEmpty, volume != 1 else { return sets }
        let count = Int(min(Double(maximumSets), max(1, (Double(sets.count) * volume).rounded())).rounded(.down))
        if count <= sets.count { return Array(sets.prefix(count)) }
        return sets + Array(repeating: sets[sets.count - 1], count: count - sets.count)
    }

    /// The heaviest completed working set (the later one on a tie) of the last session of
    /// `exercise` before `date`.
    static func lastTopSet(of exercise: Exercise, before date: LocalDate, snapshot: WorkspaceSnapshot,
                           history: TrainingHistory) -> WorkoutSet? {
        guard let session = history.lastSession(of: exercise, before: date) else { return nil }
        let sets = snapshot.workout(session.workout).workout.exercises[session.exerciseIndex].sets
        var top: WorkoutSet?
        for set in sets where set.isWorkingSet && !set.isBodyweight && set.weight > 0 && set.duration == nil {
            if let best = top, set.weight < best.weight { continue }
            top = set
        }
        return top
    }
}

/// A program day's workout with suggested loads: what completion writes as `[ ]` sets.
public struct SuggestedWorkout: Sendable, Hashable {
    public var day: ScheduledProgramDay
    public var templateName: String
    public var exercises: [SuggestedExercise]
}

/// One exercise of a suggested workout.
public struct SuggestedExercise: Sendable, Hashable {
    public var exercise: Exercise
    /// The name as the template writes it.
    public var writtenName: String
    public var sets: [SuggestedSet]
    public var supersetGroup: Int?
}

/// One planned set with its suggested load.
public struct SuggestedSet: Sendable, Hashable {
    public var reps: Int
    public var repsMax: Int?
    public var isAMRAP: Bool
    /// The suggested load in kg; nil when nothing suggests one (no history, no training max).
    public var weight: Double?
    public var percentOfMax: Double?
    /// The template set's RPE, else the day's.
    public var rpe: Double?
    public var duration: Double?
}
