import AntrainModel

/// ``NextPrescription`` from the same loads a program day's workout is planned with: one
/// computation for every caller (the day's plan is the general case, a session outside a
/// program a plan without modifiers).
extension SuggestedLoads.DayPlan {
    /// The plan of `plan`: its day's modifiers when it has a day, none otherwise.
    init(_ plan: PrescriptionPlan, in snapshot: WorkspaceSnapshot, ofFile fileIndex: Int) {
        let profile = snapshot.profile(ofFile: fileIndex)
        date = plan.date
        order = plan.order
        template = plan.template ?? WorkoutTemplate(name: "", exercises: [], source: LogLocation(file: "", line: 0))
        programName = plan.program?.name
        history = snapshot.history(ofFile: fileIndex)
        unit = profile.unit
        templateRule = plan.template?.progress
        programRule = plan.program?.progress
        profileRule = profile.progress
        dayRPE = plan.day?.day.rpe
        intensity = (plan.day?.week.intensityModifier ?? 1) * (plan.day?.day.intensityModifier ?? 1)
        volume = (plan.day?.week.volumeModifier ?? 1) * (plan.day?.day.volumeModifier ?? 1)
        step = profile.loadStep(in: profile.unit)
    }

    /// The next prescription of `item` under this plan.
    func prescription(for item: WorkoutExercise, in snapshot: WorkspaceSnapshot, profile: UserProfile) -> NextPrescription {
        var loads = loads(for: item.exercise, progress: item.progress, in: snapshot)
        let applied = appliedRule(of: item, profile: profile)
        // The seed's rule keeps no streak: its state is the last session alone.
        let state = loads.state ?? ExerciseProgression.state(of: item.exercise, under: applied.rule, before: date, order: order,
                                                             in: snapshot, history: history, unit: unit)
        // The seed's rule reads no streak: a bodyweight lift keeps what was added last time.
        if loads.nextBodyweightOffset == nil { loads.nextBodyweightOffset = state.nextBodyweightOffset }
        loads.nextBodyweightOffset = loads.nextBodyweightOffset.map { SuggestedLoads.rounded($0, step: step, unit: unit) }
        let load = loads.workingLoad
        var offset: Double? = loads.nextBodyweightOffset.flatMap { $0 == 0 ? nil : $0 }
        if load == nil, offset == nil, loads.nextBodyweightOffset == nil, let last = lastSession(of: item.exercise) {
            let workout = snapshot.workout(last.workout).workout
            let added = workout.exercises[last.exerciseIndex].sets.filter { $0.isWorkingSet && $0.isBodyweight }.map(\.bodyweightOffset).max()
            if let added, added > 0 { offset = added }
        }
        return NextPrescription(exercise: item.exercise, applied: applied, state: state, load: load, reps: loads.next?.reps ?? loads.nextReps,
                                bodyweightOffset: offset, sets: SuggestedLoads.scaled(item.sets, by: volume).map { loads.suggested($0) })
    }

    /// The last session of `exercise` this plan reads.
    private func lastSession(of exercise: Exercise) -> ExerciseSession? {
        order.map { history.lastSession(of: exercise, before: $0) } ?? history.lastSession(of: exercise, before: date)
    }

    /// ``AppliedProgression/resolve(item:template:program:profile:)`` from the rules this plan keeps.
    private func appliedRule(of item: WorkoutExercise, profile: UserProfile) -> AppliedProgression {
        if let rule = item.progress { return AppliedProgression(rule: rule, origin: .item, originName: nil) }
        if let templateRule { return AppliedProgression(rule: templateRule, origin: .template, originName: template.name) }
        if let programRule { return AppliedProgression(rule: programRule, origin: .program, originName: programName) }
        if let profileRule { return AppliedProgression(rule: profileRule, origin: .profile, originName: nil) }
        return AppliedProgression(rule: .rpe, origin: .standard, originName: nil)
    }
}
