/// One past session of an exercise as a progression rule sees it.
public struct ProgressionSession: Sendable, Hashable {
    public var date: LocalDate
    /// The heaviest completed working set's load, in kg: "the last session's working load".
    public var load: Double
    /// Each completed working set's reps (the weaker side's for `L|R`), in order.
    public var reps: [Int]
    /// The reps each set was planned for (the template's; for a range the lower bound, for
    /// `5+` the 5), in order; the last one repeats for sets beyond it. Nil: no plan to compare.
    public var plannedReps: [Int]?
    /// Whether a set was tagged `failure`.
    public var hasFailureTag: Bool
    /// For a session of bodyweight sets alone (`BW+5x5`), the most added to the bodyweight in kg
    /// (0 for plain `BW`); nil when a weight was lifted. `load` is 0 then: the rules progress
    /// a bodyweight lift by its reps, and a page showing its loads writes `BW+5 kg`, not `0 kg`.
    public var bodyweightOffset: Double?

    public init(date: LocalDate, load: Double, reps: [Int], plannedReps: [Int]?, hasFailureTag: Bool, bodyweightOffset: Double? = nil) {
        self.date = date
        self.load = load
        self.reps = reps
        self.plannedReps = plannedReps
        self.hasFailureTag = hasFailureTag
        self.bodyweightOffset = bodyweightOffset
    }
}

/// Where an athlete stands with an exercise under a rule, after its sessions so far.
public struct ProgressionState: Sendable, Hashable {
    /// The latest session, if any.
    public var last: ProgressionSession?
    /// Whether the latest session succeeded; nil without one, or for rules that keep no streak.
    public var lastSucceeded: Bool?
    /// Failed sessions in a row after the latest one (0 after a success or a deload).
    public var failures: Int
    /// Whether the latest failure completed a streak of `stall`: the next load is the deload.
    public var isDeload: Bool
    /// The next session's load in kg, before intensity and rounding; nil without a session,
    /// and for a bodyweight lift (see ``nextBodyweightOffset``).
    public var nextLoad: Double?
    /// For a bodyweight lift (the last session's sets all `BW`), what the next session adds
    /// to the bodyweight in kg (`BW+2.5`: 2.5; plain `BW`: 0): the rule steps the added load,
    /// as it steps a barbell's.
    public var nextBodyweightOffset: Double?
    /// For `double`: the reps each set of the next session aims at.
    public var nextReps: Int?
}

/// The progression rules of LANGUAGE.md §8.1 as pure functions of an exercise's sessions.
///
/// A session succeeds when every working set reached its planned reps (`linear`), the top of
/// the range (`double`), or the reps of all working sets reach the total (`sum`); without a
/// plan, a `linear` session succeeds when no set is tagged `failure`. A success resets the
/// failure streak; the `stall`-th failure in a row makes the next load the last one less the
/// deload and starts the streak again.
public enum ProgressionEngine {
    /// Whether `session` succeeded under `rule` (rules without a streak always do).
    public static func succeeded(_ session: ProgressionSession, under rule: ProgressionRule) -> Bool {
        switch rule.kind {
        case .rpe, .none:
            return true
        case .linear:
            guard let planned = session.plannedReps, !planned.isEmpty else { return !session.hasFailureTag }
            for (index, reps) in session.reps.enumerated() where reps < planned[min(index, planned.count - 1)] {
                return false
            }
            return !session.reps.isEmpty
        case .double(_, let high):
            return !session.reps.isEmpty && session.reps.allSatisfy { $0 >= high }
        case .sum(let total):
            return session.reps.reduce(0, +) >= total
        }
    }

    /// The state after `sessions` (chronological) under `rule`, for an athlete lifting in `unit`.
    ///
    /// For `rpe` the caller applies the seed's rule itself (it needs the top set's RPE); the
    /// state then only carries the last session.
    public static func state(after sessions: [ProgressionSession], rule: ProgressionRule, unit: WeightUnit) -> ProgressionState {
        var state = ProgressionState(last: sessions.last, lastSucceeded: nil, failures: 0, isDeload: false, nextLoad: nil,
                                     nextBodyweightOffset: nil, nextReps: nil)
        guard let last = sessions.last else { return state }
        // A bodyweight lift steps what is added to the bodyweight (BW → BW+2.5), never a load
        // of its own (a pull-up of 2.5 kg).
        let base = last.bodyweightOffset ?? last.load
        func setNext(_ load: Double) {
            if last.bodyweightOffset != nil { state.nextBodyweightOffset = load } else { state.nextLoad = load }
        }
        guard rule.keepsStreak else {
            setNext(base)
            return state
        }
        var failures = 0
        var isDeload = false
        var lastSucceeded = true
        for session in sessions {
            lastSucceeded = succeeded(session, under: rule)
            isDeload = false
            if lastSucceeded {
                failures = 0
            } else {
                failures += 1
                if failures >= rule.stall {
                    isDeload = true
                    failures = 0
                }
            }
        }
        state.lastSucceeded = lastSucceeded
        state.failures = failures
        state.isDeload = isDeload
        if lastSucceeded {
            setNext(rule.step.map { $0.applied(to: base, athleteUnit: unit) } ?? base)
        } else if isDeload {
            setNext(base * (1 - rule.deloadPercent / 100))
        } else {
            setNext(base)
        }
        if case .double(let low, let high) = rule.kind {
            if lastSucceeded || isDeload {
                state.nextReps = low
            } else {
                state.nextReps = min(high, max(low, (last.reps.max() ?? low) + 1))
            }
        }
        return state
    }

    /// The load a deload would give after `load`, in kg (for "one more and the load drops to").
    public static func deloaded(_ load: Double, rule: ProgressionRule) -> Double {
        load * (1 - rule.deloadPercent / 100)
    }
}
