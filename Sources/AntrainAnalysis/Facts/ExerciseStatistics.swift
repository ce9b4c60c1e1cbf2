import AntrainModel

/// Figures of one exercise in one session: what hover and completion show.
public struct SessionSummary: Sendable {
    public var date: LocalDate
    public var sets: Int
    public var reps: Int
    /// Working volume in kg (warm-ups and planned sets left out).
    public var volume: Double
    /// The heaviest completed working set: load in kg and reps, and for a bodyweight set what
    /// was written after `BW` (in kg), so it can be shown as written (``Format/lift``).
    public var topSet: (load: Double, reps: Int, bodyweightOffset: Double?)?
    public var bestE1RM: Double?
    /// The sets as written for "repeat last".
    public var setsText: String
    /// The RPE of the top set, for the progressive-overload rule.
    public var topSetRPE: Double?
}

/// Personal records of an exercise up to some point in time.
public struct PersonalRecords: Sendable {
    /// The heaviest set: its load in kg (a bodyweight set's with the day's bodyweight), its
    /// reps, and for a bodyweight set what was written after `BW` (in kg).
    public var heaviest: (load: Double, reps: Int, date: LocalDate, bodyweightOffset: Double?)?
    public var bestE1RM: (value: Double, date: LocalDate)?
    public var bestVolume: (value: Double, date: LocalDate)?
}

/// Summaries and records computed from the history; pure functions of a snapshot.
public enum ExerciseStatistics {
    /// - Parameter describingSets: whether to write ``SessionSummary/setsText``; records
    ///   over a long history do without it, as it is the costly part.
    public static func summary(
        _ exercise: WorkoutExercise, on date: LocalDate, bodyweight: Double?, formula: OneRepMaxFormula, unit: WeightUnit,
        describingSets: Bool = true
    ) -> SessionSummary {
        var summary = SessionSummary(date: date, sets: 0, reps: 0, volume: 0, topSet: nil, bestE1RM: nil, setsText: "", topSetRPE: nil)
        for set in exercise.sets where set.isCompleted {
            summary.sets += 1
            summary.reps += set.reps
            guard set.isWorkingSet else { continue }
            summary.volume += set.volume(bodyweight: bodyweight)
            if let load = set.effectiveLoad(bodyweight: bodyweight), set.reps > 0 {
                if summary.topSet == nil || load > summary.topSet!.load || (load == summary.topSet!.load && set.reps > summary.topSet!.reps) {
                    summary.topSet = (load, set.reps, set.isBodyweight ? set.bodyweightOffset : nil)
                    summary.topSetRPE = set.rpe
                } else if load == summary.topSet!.load, set.reps == summary.topSet!.reps, let rpe = set.rpe {
                    // The hardest of equal top sets decides the next step (the conservative choice).
                    summary.topSetRPE = max(summary.topSetRPE ?? 0, rpe)
                }
                if let e1rm = formula.estimate(set, load: load) {
                    summary.bestE1RM = max(summary.bestE1RM ?? 0, e1rm)
                }
            }
        }
        if describingSets { summary.setsText = setsText(exercise.sets, unit: unit) }
        return summary
    }

    /// The sets written back the way a lifter writes them: `100x5 @8, 100x5 @8`.
    public static func setsText(_ sets: [WorkoutSet], unit: WeightUnit) -> String {
        sets.filter { $0.isCompleted }.map { setText($0, unit: unit) }.joined(separator: ", ")
    }

    public static func setText(_ set: WorkoutSet, unit: WeightUnit, load: Double? = nil) -> String {
        var text: String
        if set.isBodyweight {
            let offset = unit.fromKilograms(set.bodyweightOffset)
            text = "BW" + (offset == 0 ? "" : (offset > 0 ? "+" : "-") + Format.number(abs((offset * 2).rounded() / 2), grouping: false))
        } else {
            text = Format.number(((load.map(unit.fromKilograms) ?? unit.fromKilograms(set.weight)) * 2).rounded() / 2, grouping: false)
        }
        func time(_ seconds: Double) -> String { seconds < 60 ? "\(Int(seconds))s" : Format.duration(seconds) }
        if let duration = set.duration, set.reps == 0 {
            var times = time(duration)
            if let left = set.durationLeft, let right = set.durationRight, left != right { times = time(left) + "|" + time(right) }
            text = (set.isBodyweight && set.bodyweightOffset == 0 ? "" : text + " ") + times
        } else if let left = set.repsLeft, let right = set.repsRight, left != right {
            text += "x\(left)|\(right)"
        } else {
            text += "x\(set.reps)"
        }
        if let rpe = set.rpe { text += " @\(Format.number(rpe))" }
        if set.isWarmup { text += " warmup" }
        return text
    }

    /// Records over the sessions of `exercise` up to (and, with `including`, at) `order`.
    ///
    /// - Parameter fileIndex: a file of the athlete whose records these are.
    /// - Parameter dates: only sessions on these days count (a report's period).
    public static func records(
        of exercise: Exercise, in snapshot: WorkspaceSnapshot, ofFile fileIndex: Int, before order: Int, including: Bool = false,
        dates: ClosedRange<LocalDate>? = nil
    ) -> PersonalRecords {
        var records = PersonalRecords()
        let history = snapshot.history(ofFile: fileIndex)
        let sessions = history.sessions(of: exercise)
        let figures = sessionFigures(of: exercise, in: snapshot, ofFile: fileIndex)
        for (session, figure) in zip(sessions, figures) where session.order < order || (including && session.order == order) {
            if let dates, !dates.contains(session.date) { continue }
            if let top = figure.topSet, records.heaviest == nil || top.load > records.heaviest!.load {
                records.heaviest = (top.load, top.reps, session.date, top.bodyweightOffset)
            }
            if let e1rm = figure.bestE1RM, records.bestE1RM == nil || e1rm > records.bestE1RM!.value {
                records.bestE1RM = (e1rm, session.date)
            }
            if figure.volume > 0, records.bestVolume == nil || figure.volume > records.bestVolume!.value {
                records.bestVolume = (figure.volume, session.date)
            }
        }
        return records
    }

    /// What each session of `exercise` (in ``TrainingHistory/sessions(of:)``'s order) adds to
    /// its records, from the snapshot's cache.
    static func sessionFigures(of exercise: Exercise, in snapshot: WorkspaceSnapshot, ofFile fileIndex: Int) -> [SessionFiguresCache.Figures] {
        let formula = snapshot.oneRepMaxFormula(ofFile: fileIndex), unit = snapshot.displayUnit(ofFile: fileIndex)
        let key = SessionFiguresCache.Key(athlete: snapshot.files[fileIndex].athlete, exercise: snapshot.history(ofFile: fileIndex).key(of: exercise),
                                          formula: formula)
        return snapshot.sessionFigures.figures(key) {
            let history = snapshot.history(ofFile: fileIndex)
            // Each file's models fetched once: the sessions span years of logs.
            var models: [Int: LoweredModels] = [:]
            return history.sessions(of: exercise).map { session in
                let file = session.workout.file
                let box = models[file] ?? snapshot.files[file].models.boxed
                models[file] = box
                let workout = box.file.workouts[session.workout.index].workout
                let summary = summary(workout.exercises[session.exerciseIndex], on: workout.date, bodyweight: history.bodyweight(on: workout.date),
                                      formula: formula, unit: unit, describingSets: false)
                return SessionFiguresCache.Figures(topSet: summary.topSet, bestE1RM: summary.bestE1RM, volume: summary.volume)
            }
        }
    }
}

/// A kind of personal record one session can set.
public enum RecordKind: String, Sendable, Hashable, CaseIterable {
    case heaviestSet = "heaviest set"
    case e1RM
    case volume
}

extension ExerciseStatistics {
    /// The records a session sets over the ones before it. The first session of an exercise
    /// sets none: a record needs something to beat.
    public static func newRecords(_ summary: SessionSummary, over before: PersonalRecords) -> [RecordKind] {
        guard before.heaviest != nil || before.bestVolume != nil else { return [] }
        var kinds: [RecordKind] = []
        if let top = summary.topSet, before.heaviest == nil || top.load > before.heaviest!.load { kinds.append(.heaviestSet) }
        if let e1rm = summary.bestE1RM, before.bestE1RM == nil || e1rm > before.bestE1RM!.value { kinds.append(.e1RM) }
        if summary.volume > 0, before.bestVolume == nil || summary.volume > before.bestVolume!.value { kinds.append(.volume) }
        return kinds
    }
}
