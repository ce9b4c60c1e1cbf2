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
        guard let plan = DayPlan(day, in: snapshot, ofFile: fileIndex) else { return nil }
        let profile = snapshot.profile(ofFile: fileIndex)
        let exercises = plan.template.exercises.map { item -> SuggestedExercise in
            let prescription = plan.prescription(for: item, in: snapshot, profile: profile)
            return SuggestedExercise(exercise: item.exercise, writtenName: item.writtenName, sets: prescription.sets,
                                     supersetGroup: item.supersetGroup, prescription: prescription)
        }
        return SuggestedWorkout(day: day, templateName: plan.template.name, exercises: exercises)
    }

    /// How many sets ``workout(for:in:ofFile:)`` plans and their volume in kg (each set's
    /// suggested load times the reps it moves, both sides of a one-side set; 0 without a
    /// load; summed per exercise, then over the
    /// exercises), without building the workout: a hover on every workout of a program
    /// shows these, and the exercises' copies and arrays cost more than the loads.
    static func plannedFigures(for day: borrowing ScheduledProgramDay, in snapshot: WorkspaceSnapshot, ofFile fileIndex: Int)
        -> (sets: Int, volume: Double)?
    {
        guard let template = snapshot.template(named: day.day.templateName) else { return nil }
        let plan = DayPlan(day, template: template, in: snapshot, ofFile: fileIndex)
        var sets = 0
        var volume = 0.0
        plan.template.exercises.withUnsafeBufferPointer { items in
            for index in items.indices {
                let loads = plan.loads(for: items[index].exercise, progress: items[index].progress, in: snapshot)
                var exerciseVolume = 0.0
                items[index].sets.withUnsafeBufferPointer { written in
                    let count = scaledCount(written.count, by: plan.volume)
                    for position in 0..<count {
                        let template = written[min(position, written.count - 1)]
                        let set = loads.suggested(template)
                        exerciseVolume += (set.weight ?? 0) * Double(Self.repsMoved(set, planned: template))
                    }
                    sets += count
                }
                volume += exerciseVolume
            }
        }
        return (sets, volume)
    }

    /// The reps a planned set moves the load, as a logged set counts them
    /// (``WorkoutSet/repsMoved``): both sides of a one-side set (`20x10` of a split squat is
    /// 10 reps on each side, 20 moved), the reps the rule asks for when it changes them.
    static func repsMoved(_ set: SuggestedSet, planned: borrowing WorkoutSet) -> Int {
        guard planned.hasSides else { return set.reps }
        return set.reps == planned.reps ? planned.repsMoved : 2 * set.reps
    }

    /// What every exercise of a program day shares: its template, athlete and modifiers.
    ///
    /// Plain values, the template and the history: of the day's program and the athlete's
    /// profile only what the loads read is kept (a copy of each, retained field by field, cost
    /// more than a day's loads).
    struct DayPlan {
        let date: LocalDate
        /// The session's place in the history, when sessions earlier the same day count too.
        let order: Int?
        let template: WorkoutTemplate
        let programName: String?
        let history: TrainingHistory
        let unit: WeightUnit
        /// The rules of the nearest-rule order (LANGUAGE.md §8.1) after the item's own: the
        /// template's, the program's and the profile's.
        let templateRule: ProgressionRule?
        let programRule: ProgressionRule?
        let profileRule: ProgressionRule?
        let dayRPE: Double?
        /// The week's and the day's intensity, and their volume.
        let intensity: Double
        let volume: Double
        let step: Double

        init?(_ day: ScheduledProgramDay, in snapshot: WorkspaceSnapshot, ofFile fileIndex: Int) {
            guard let template = snapshot.template(named: day.day.templateName) else { return nil }
            self.init(day, template: template, in: snapshot, ofFile: fileIndex)
        }

        init(_ day: borrowing ScheduledProgramDay, template: WorkoutTemplate, in snapshot: WorkspaceSnapshot, ofFile fileIndex: Int) {
            date = day.date
            order = nil
            self.template = template
            programName = day.program.name
            history = snapshot.history(ofFile: fileIndex)
            let profile = snapshot.profile(ofFile: fileIndex)
            unit = profile.unit
            templateRule = template.progress
            programRule = day.program.progress
            profileRule = profile.progress
            dayRPE = day.day.rpe
            intensity = day.week.intensityModifier * day.day.intensityModifier
            volume = day.week.volumeModifier * day.day.volumeModifier
            step = profile.loadStep(in: profile.unit)
        }

        /// The rule that suggests the loads of the sets of a template item of `exercise`,
        /// whose own rule is `progress`. Given the item's two fields rather than the item: a
        /// copy of it retains every set's array.
        func loads(for exercise: Exercise, progress: ProgressionRule?, in snapshot: WorkspaceSnapshot) -> ItemLoads {
            var loads = ItemLoads(intensity: intensity, step: step, unit: unit, dayRPE: dayRPE)
            let facts = history.lastSessionAndTrainingMaxWeight(of: exercise, on: date)
            let last = order.map { history.lastSession(of: exercise, before: $0) } ?? facts.session
            if let session = last, let top = lastTopLoad(of: session, in: snapshot) {
                loads.lastTop = top
            }
            loads.trainingMax = facts.trainingMaxWeight
            let rule = AppliedProgression.nearestRule(item: progress, template: templateRule, program: programRule, profile: profileRule)
            // The seed's rule reads the top set's RPE; the others the sessions' outcomes (§8.1).
            if rule.kind != .rpe {
                let state = ExerciseProgression.state(of: exercise, under: rule, before: date, order: order, in: snapshot,
                                                      history: history, unit: unit)
                loads.state = state
                loads.readsSessions = true
                if let next = state.nextLoad, next > 0 { loads.next = (next, state.nextReps) }
                loads.nextBodyweightOffset = state.nextBodyweightOffset
                if state.nextBodyweightOffset != nil { loads.nextReps = state.nextReps }
            }
            return loads
        }
    }

    /// The suggested load of each set of one template item: plain values, so that suggesting
    /// a set copies nothing.
    struct ItemLoads {
        var intensity: Double
        var step: Double
        var unit: WeightUnit
        var dayRPE: Double?
        /// The last session's top set, for the seed's rule.
        var lastTop: (weight: Double, rpe: Double?)?
        /// The training max's weight on the day, for `%` sets.
        var trainingMax: Double?
        /// Whether a rule other than the seed's applies (it reads the sessions' outcomes).
        var readsSessions = false
        /// That rule's next load (when above 0) and the reps it asks for.
        var next: (load: Double, reps: Int?)?
        /// For a bodyweight lift, what the next session adds to the bodyweight in kg.
        var nextBodyweightOffset: Double?
        /// That rule's state, for a prescription.
        var state: ProgressionState?
        /// The reps a bodyweight lift's rule asks for (`double`), as ``next`` holds a load's.
        var nextReps: Int?

        /// The load of a working set that names none (not a `%` set), in kg, rounded; nil when
        /// nothing suggests one.
        var workingLoad: Double? {
            let base: Double?
            if let next {
                base = next.load
            } else if !readsSessions, let lastTop {
                base = seedLoad(after: lastTop)
            } else {
                base = nil
            }
            return base.map { rounded($0 * intensity, step: step, unit: unit) }
        }

        /// The seed's rule after the last top set, in kg: its load times the RPE factor on the
        /// athlete's step in their unit, an increase at least one step
        /// (``ProgressiveOverload/suggestedLoad(after:rpe:step:)``).
        private func seedLoad(after top: (weight: Double, rpe: Double?)) -> Double {
            guard step > 0 else { return top.weight * ProgressiveOverload.factor(afterRPE: top.rpe) }
            return unit.toKilograms(ProgressiveOverload.suggestedLoad(after: unit.fromKilograms(top.weight), rpe: top.rpe, step: step))
        }

        func suggested(_ set: borrowing WorkoutSet) -> SuggestedSet {
            var base: Double?
            var reps = set.reps
            var repsMax = set.repsMax
            // A bodyweight set (`BWx5+`, or a set with no load of a lift last done at BW):
            // the bodyweight plus what the rule adds, not a load of its own.
            if set.isBodyweight || (nextBodyweightOffset != nil && set.weight == 0 && set.percentOfMax == nil) {
                if let target = nextReps {
                    reps = target
                    repsMax = nil
                }
                let offset = nextBodyweightOffset ?? set.bodyweightOffset
                return SuggestedSet(reps: reps, repsMax: repsMax, isAMRAP: set.isAMRAP, weight: nil, percentOfMax: nil,
                                    rpe: set.rpe ?? dayRPE, duration: set.duration, bodyweightOffset: rounded(offset, step: step, unit: unit),
                                    rest: set.restTime)
            }
            if let percent = set.percentOfMax {
                base = trainingMax.map { $0 * percent / 100 }
            } else if let next {
                base = next.load
                if let target = next.reps {
                    reps = target
                    repsMax = nil
                }
            } else if !readsSessions, let lastTop {
                base = seedLoad(after: lastTop)
            } else if set.weight > 0 {
                base = set.weight
            }
            let weight = base.map { rounded($0 * intensity, step: step, unit: unit) }
            return SuggestedSet(reps: reps, repsMax: repsMax, isAMRAP: set.isAMRAP, weight: weight,
                                percentOfMax: set.percentOfMax, rpe: set.rpe ?? dayRPE, duration: set.duration, rest: set.restTime)
        }
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
        let count = scaledCount(sets.count, by: volume)
        if count == sets.count { return sets }
        if count < sets.count { return Array(sets.prefix(count)) }
        return sets + Array(repeating: sets[sets.count - 1], count: count - sets.count)
    }

    /// How many sets ``scaled(_:by:)`` gives for `count` written ones.
    static func scaledCount(_ count: Int, by volume: Double) -> Int {
        guard count > 0, volume != 1 else { return count }
        return Int(min(Double(maximumSets), max(1, (Double(count) * volume).rounded())).rounded(.down))
    }

    /// The heaviest completed working set (the later one on a tie) of the last session of
    /// `exercise` before `date`.
    static func lastTopSet(of exercise: Exercise, before date: LocalDate, snapshot: WorkspaceSnapshot,
                           history: TrainingHistory) -> WorkoutSet? {
        guard let session = history.lastSession(of: exercise, before: date) else { return nil }
        return withSets(of: session, in: snapshot) { sets in topSetIndex(in: sets).map { sets[$0] } }
    }

    /// The weight and RPE of ``lastTopSet(of:before:snapshot:history:)`` in `session`: what the
    /// seed's rule reads, without a copy of the set (its tags and notes retained).
    static func lastTopLoad(of session: ExerciseSession, in snapshot: WorkspaceSnapshot) -> (weight: Double, rpe: Double?)? {
        withSets(of: session, in: snapshot) { sets in topSetIndex(in: sets).map { (sets[$0].weight, sets[$0].rpe) } }
    }

    /// `body` of the sets of `session`, read in place through the models' box: the session's
    /// workout is not copied.
    private static func withSets<Result>(of session: ExerciseSession, in snapshot: WorkspaceSnapshot,
                                         _ body: (UnsafeBufferPointer<WorkoutSet>) -> Result) -> Result {
        let models = snapshot.files[session.workout.file].models.boxed
        return models.file.workouts[session.workout.index].workout.exercises[session.exerciseIndex].sets.withUnsafeBufferPointer(body)
    }

    /// The index of the heaviest completed working set of `sets`, the later one on a tie.
    private static func topSetIndex(in sets: UnsafeBufferPointer<WorkoutSet>) -> Int? {
        var top: Int?
        // `isWorkingSet` on the stored fields, read in place.
        for index in sets.indices where sets[index].isCompleted && !sets[index].isWarmup && !sets[index].isBodyweight
            && sets[index].weight > 0 && sets[index].duration == nil {
            if let best = top, sets[index].weight < sets[best].weight { continue }
            top = index
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
    /// The rule's prescription the sets come from: its state (streak, deload) for a page
    /// that shows the day.
    public var prescription: NextPrescription
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
    /// For a bodyweight set, what is added to the bodyweight in kg (`BW+2.5`: 2.5, `BW`: 0,
    /// `BW-20`: -20); nil for a set with a load.
    public var bodyweightOffset: Double?
    /// The rest the template writes after the set, in seconds (`rest 3:30`).
    public var rest: Double?

    public init(reps: Int, repsMax: Int?, isAMRAP: Bool, weight: Double?, percentOfMax: Double?, rpe: Double?, duration: Double?,
                bodyweightOffset: Double? = nil, rest: Double? = nil) {
        self.reps = reps
        self.repsMax = repsMax
        self.isAMRAP = isAMRAP
        self.weight = weight
        self.percentOfMax = percentOfMax
        self.rpe = rpe
        self.duration = duration
        self.bodyweightOffset = bodyweightOffset
        self.rest = rest
    }
}
