/// The warm-up sets before a working load (TOOLING.md §2, "Add warm-up sets"): the empty
/// bar × 10, then about 40 % × 5, 60 % × 3 and 80 % × 2 of the working load, each the load the
/// athlete's bar and plates make nearest to it.
public enum WarmupSets {
    /// One warm-up set: a load (in the unit the plan was asked in) and its reps.
    public struct Step: Sendable, Hashable {
        public var load: Double
        public var reps: Int
    }

    /// The shares of the working load after the bar, with their reps.
    public static let ramp: [(share: Double, reps: Int)] = [(0.4, 5), (0.6, 3), (0.8, 2)]
    /// The reps with the empty bar.
    public static let barReps = 10
    /// Below this many bars' weight a load needs no ramp.
    public static let minimumBars = 1.5

    /// The warm-ups for `working` on `bar` with `plates`, all in one unit; empty under 1.5×
    /// the bar. Steps that round to the bar, to the step before or to the working load are
    /// dropped.
    public static func plan(working: Double, bar: Double, plates: [Double]) -> [Step] {
        guard working.isFinite, bar > 0, working >= minimumBars * bar else { return [] }
        var steps = [Step(load: bar, reps: barReps)]
        for (share, reps) in ramp {
            let load = nearestLoad(to: working * share, bar: bar, plates: plates)
            guard load > steps[steps.count - 1].load + 0.001, load < working - 0.001 else { continue }
            steps.append(Step(load: load, reps: reps))
        }
        return steps
    }

    /// The shares of the working load for dumbbells and kettlebells, with their reps: a light
    /// pair × 10 stands for the empty bar.
    public static let freeWeightRamp: [(share: Double, reps: Int)] = [(0.25, 10)] + ramp
    /// Below this many load steps a dumbbell needs no ramp (15 kg on 2.5 kg steps).
    public static let minimumFreeWeightSteps = 6.0

    /// The warm-ups for a dumbbell (or kettlebell) of `working`, each share of it rounded to
    /// `step` (the athlete's `rounding:`), all in one unit: no bar, and no plates to load.
    /// Empty under six steps; steps that round to nothing, to the step before or to the
    /// working load are dropped.
    public static func plan(working: Double, step: Double) -> [Step] {
        guard working.isFinite, step > 0, working >= minimumFreeWeightSteps * step else { return [] }
        var steps: [Step] = []
        for (share, reps) in freeWeightRamp {
            let load = (working * share / step).rounded() * step
            guard load > (steps.last?.load ?? 0) + 0.001, load < working - 0.001 else { continue }
            steps.append(Step(load: load, reps: reps))
        }
        return steps
    }

    /// The load the bar and plates make nearest to `target` (the lighter one on a tie).
    public static func nearestLoad(to target: Double, bar: Double, plates: [Double]) -> Double {
        guard let below = PlateCalculator.loading(target, bar: bar, plates: plates)?.total else { return bar }
        // The lightest load above: the one below plus a pair of the smallest plate, then
        // loaded again greedily so it is a load the plates really make.
        guard let smallest = plates.filter({ $0 > 0 }).min() else { return below }
        let above = PlateCalculator.loading(below + 2 * smallest, bar: bar, plates: plates)?.total ?? below
        return above - target < target - below ? above : below
    }
}
