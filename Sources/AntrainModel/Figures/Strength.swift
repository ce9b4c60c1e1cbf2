/// How to estimate a one-rep max.
public enum OneRepMaxFormula: String, Codable, Sendable, Hashable, CaseIterable {
    /// weight / (1.0278 − 0.0278 × reps), the seed's formula.
    case brzycki
    /// weight × (1 + reps / 30).
    case epley
    /// Brzycki on the effective reps: the reps done plus the reps in reserve the RPE says were
    /// left (10 − RPE; `RIR N` adds N), so `100x5 @8` counts as 7 reps (LANGUAGE.md §8.3).
    /// Without an RPE it is Brzycki.
    case rpe

    /// Above this many reps no estimate is shown: Brzycki divides by zero at 37 and both
    /// drift badly past 12.
    public static let maximumReps = 12

    /// The estimated 1RM for `weight` × `reps`, or nil outside 1...12 reps or for no load.
    ///
    /// Without an RPE, ``rpe`` is Brzycki: only ``estimate(weight:reps:rpe:)`` knows the effort.
    public func estimate(weight: Double, reps: Int) -> Double? {
        estimate(weight: weight, reps: Double(reps))
    }

    /// The estimated 1RM for `weight` × `reps` done at `rpe`: ``rpe`` adds the reps in
    /// reserve (10 − RPE) before Brzycki; the other formulas ignore the effort. Nil when the
    /// (effective) reps are outside 1...12 or there is no load.
    public func estimate(weight: Double, reps: Int, rpe: Double?) -> Double? {
        guard self == .rpe, let rpe, reps >= 1 else { return estimate(weight: weight, reps: reps) }
        let inReserve = Swift.max(0, 10 - rpe)
        return estimate(weight: weight, reps: Double(reps) + inReserve)
    }

    /// The estimate for a set: its reps (the weaker side's for `L|R`) and RPE.
    public func estimate(_ set: WorkoutSet, load: Double) -> Double? {
        estimate(weight: load, reps: set.reps, rpe: set.rpe)
    }

    private func estimate(weight: Double, reps: Double) -> Double? {
        guard reps >= 1, reps <= Double(Self.maximumReps), weight > 0 else { return nil }
        if reps == 1 { return weight }
        switch self {
        case .brzycki, .rpe: return weight / (1.0278 - 0.0278 * reps)
        case .epley: return weight * (1 + reps / 30)
        }
    }
}

/// The seed's progressive-overload rule: the next load from the last top set and its RPE.
public enum ProgressiveOverload {
    /// RPE ≤ 6: +5 %, 7–8: +2.5 %, ≥ 9: −2.5 %, rounded to the unit's plate step.
    /// Without an RPE the load grows by 2.5 %.
    ///
    /// - Parameters:
    ///   - weight: the last top set's load in `unit`.
    public static func suggestedLoad(after weight: Double, rpe: Double?, unit: WeightUnit) -> Double {
        suggestedLoad(after: weight, rpe: rpe, step: unit.roundingStep)
    }

    /// ``suggestedLoad(after:rpe:unit:)`` rounded to `step` (the athlete's `rounding:`), in
    /// the unit of `weight`.
    public static func suggestedLoad(after weight: Double, rpe: Double?, step: Double) -> Double {
        let factor = factor(afterRPE: rpe)
        let raw = weight * factor
        var rounded = (raw / step).rounded() * step
        // Make sure an increase is an increase, and a decrease a decrease.
        if factor > 1, rounded <= weight { rounded = weight + step }
        if factor < 1, rounded >= weight { rounded = max(0, weight - step) }
        return rounded
    }

    /// The factor the next load is the last one times: RPE ≤ 6: 1.05, ≥ 9: 0.975, else (and
    /// without an RPE) 1.025. Unrounded, for plans that scale it further before rounding.
    public static func factor(afterRPE rpe: Double?) -> Double {
        switch rpe {
        case .some(let value) where value <= 6: 1.05
        case .some(let value) where value >= 9: 0.975
        default: 1.025
        }
    }
}
