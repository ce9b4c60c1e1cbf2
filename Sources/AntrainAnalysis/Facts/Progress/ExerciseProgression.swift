import AntrainModel

/// The progression rule that applies to a template item, and where it was written.
public struct AppliedProgression: Sendable, Hashable {
    public var rule: ProgressionRule
    public var origin: ProgressionOrigin
    /// The template's or the program's name, for those origins.
    public var originName: String?

    /// The nearest rule (LANGUAGE.md §8.1): item > template > program > profile > `rpe`.
    public static func resolve(item: WorkoutExercise, template: WorkoutTemplate?, program: TrainingProgram?,
                               profile: UserProfile) -> AppliedProgression {
        if let rule = item.progress { return AppliedProgression(rule: rule, origin: .item, originName: nil) }
        if let template, let rule = template.progress { return AppliedProgression(rule: rule, origin: .template, originName: template.name) }
        if let program, let rule = program.progress { return AppliedProgression(rule: rule, origin: .program, originName: program.name) }
        if let rule = profile.progress { return AppliedProgression(rule: rule, origin: .profile, originName: nil) }
        return AppliedProgression(rule: .rpe, origin: .standard, originName: nil)
    }

    /// ``resolve(item:template:program:profile:)``'s rule alone, from the rules written at
    /// each of its places, for a caller that keeps those rather than copies of the item,
    /// template, program and profile (a program's planned figures, asked on every workout).
    public static func nearestRule(item: ProgressionRule?, template: ProgressionRule?, program: ProgressionRule?,
                            profile: ProgressionRule?) -> ProgressionRule {
        item ?? template ?? program ?? profile ?? .rpe
    }
}

/// An athlete's sessions of one exercise as the progression rules read them, from the
/// athlete's ``TrainingHistory`` (per athlete: figures never mix two athletes).
public enum ExerciseProgression {
    /// The sessions of `exercise` before `date`, chronological, with the reps each was
    /// planned for (from the template the workout names).
    public static func sessions(of exercise: Exercise, before date: LocalDate, in snapshot: WorkspaceSnapshot,
                                history: TrainingHistory) -> [ProgressionSession] {
        sessions(of: exercise, before: date, order: nil, in: snapshot, history: history)
    }

    /// ``sessions(of:before:in:history:)``, or when `order` is set the sessions before that
    /// place in the history (a session being written counts those earlier the same day).
    static func sessions(of exercise: Exercise, before date: LocalDate, order: Int?, in snapshot: WorkspaceSnapshot,
                         history: TrainingHistory) -> [ProgressionSession] {
        var result: [ProgressionSession] = []
        for session in history.sessions(of: exercise) where order.map({ session.order < $0 }) ?? (session.date < date) {
            let workout = snapshot.workout(session.workout).workout
            guard session.exerciseIndex < workout.exercises.count else { continue }
            let done = workout.exercises[session.exerciseIndex]
            let working = done.sets.filter { $0.isWorkingSet && $0.reps > 0 }
            guard !working.isEmpty else { continue }
            let weighted = working.filter { !$0.isBodyweight }
            let load = weighted.map(\.weight).max() ?? 0
            let offset = weighted.isEmpty ? working.map(\.bodyweightOffset).max() : nil
            let planned = workout.templateName.flatMap { snapshot.template(named: $0) }
                .flatMap { template in template.exercises.first { $0.exercise.name == exercise.name } }
                .map { $0.sets.map(\.reps) }
            result.append(ProgressionSession(
                date: workout.date, load: load, reps: working.map(\.reps), plannedReps: planned?.isEmpty == false ? planned : nil,
                hasFailureTag: working.contains { $0.hasTag(.failure) }, bodyweightOffset: offset))
        }
        return result
    }

    /// Where the athlete stands with `exercise` under `rule` on `date`.
    public static func state(of exercise: Exercise, under rule: ProgressionRule, before date: LocalDate, order: Int? = nil,
                             in snapshot: WorkspaceSnapshot, history: TrainingHistory, unit: WeightUnit) -> ProgressionState {
        ProgressionEngine.state(after: sessions(of: exercise, before: date, order: order, in: snapshot, history: history),
                                rule: rule, unit: unit)
    }
}
