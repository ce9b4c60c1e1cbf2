/// Which plates go on each side of the bar for a load: the gym arithmetic a lifter does
/// between sets, from the athlete's `bar:` and `plates:`.
public struct PlateLoading: Sendable, Hashable {
    /// Plates for one side, heaviest first (each entry one plate), in the unit asked for.
    public var perSide: [Double]
    /// The bar, in the unit asked for.
    public var bar: Double
    /// What the bar and plates weigh together: the load, or the nearest lighter one the
    /// plates at hand can make.
    public var total: Double

    /// Whether the plates make the load exactly.
    public func isExact(for load: Double) -> Bool { abs(total - load) < 0.001 }
}

public enum PlateCalculator {
    /// The plates per side for `load` on `bar`, taking the heaviest plate that fits first
    /// (as lifters load a bar), any number of each; nil when the load is lighter than the bar.
    ///
    /// All figures in one unit: kg with kg plates, lb with lb plates.
    public static func loading(_ load: Double, bar: Double, plates: [Double]) -> PlateLoading? {
        guard load.isFinite, load >= bar - 0.001 else { return nil }
        var remaining = (load - bar) / 2
        var perSide: [Double] = []
        for plate in plates.filter({ $0 > 0 }).sorted(by: >) {
            // A small tolerance so 1.25 + 1.25 fits 2.5 despite binary fractions; at most
            // 100 plates a side, so an absurd load cannot loop for long.
            while remaining >= plate - 0.0001, perSide.count < 100 {
                perSide.append(plate)
                remaining -= plate
            }
        }
        return PlateLoading(perSide: perSide, bar: bar, total: bar + 2 * perSide.reduce(0, +))
    }
}
