import AntrainBasics
import AntrainModel

/// Hover on AMRAP sets (`100x5+`, LANGUAGE.md §7.1): what the `+` means, and against a plan,
/// the minimum the plan asked for.
extension HoverWriter {
    /// "AMRAP set: 7 reps against a planned minimum of 5", or nil for a set without `+`.
    ///
    /// A planned set states its minimum itself; a done set is compared with the plan its
    /// workout carries out (the program day's template, else the template its title or
    /// `template:` names), the n-th AMRAP set of the exercise against the plan's n-th, so
    /// warm-ups and extra sets before it do not shift the match.
    func amrapLine(exerciseIndex: Int, setIndex: Int, in workout: Workout, reference: WorkoutReference) -> String? {
        let set = workout.exercises[exerciseIndex].sets[setIndex]
        guard set.isAMRAP else { return nil }
        let reps = MessageArgument.text(String(set.reps))
        guard set.isCompleted else { return say(HoverMessages.amrapPlanned, ["reps": reps]) }
        guard let minimum = plannedAMRAPMinimum(exerciseIndex: exerciseIndex, setIndex: setIndex, in: workout, reference: reference) else {
            return say(HoverMessages.amrapDone, ["reps": reps])
        }
        return say(HoverMessages.amrapAgainstPlan, ["reps": reps, "minimum": .text(String(minimum))])
    }

    /// The reps the plan asked for at least in the matching AMRAP set, if the workout has a plan
    /// with one.
    private func plannedAMRAPMinimum(exerciseIndex: Int, setIndex: Int, in workout: Workout, reference: WorkoutReference) -> Int? {
        let names = [snapshot.programDay(of: reference)?.day.templateName, workout.templateName, workout.title].compactMap { $0 }
        guard let template = names.lazy.compactMap({ snapshot.template(named: $0) }).first else { return nil }
        let done = workout.exercises[exerciseIndex]
        let key = SearchText.key(done.exercise.name)
        guard let planned = template.exercises.first(where: { SearchText.key($0.exercise.name) == key }) else { return nil }
        let ordinal = done.sets[..<setIndex].filter(\.isAMRAP).count
        let plannedAMRAPs = planned.sets.filter(\.isAMRAP)
        return ordinal < plannedAMRAPs.count ? plannedAMRAPs[ordinal].reps : nil
    }
}
