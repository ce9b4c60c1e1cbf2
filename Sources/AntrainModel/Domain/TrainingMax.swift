/// A training max (LANGUAGE.md §7.2): `2026-11-01 max Bench Press 120kg`.
///
/// Percent loads (`75%x5`) are shares of the latest training max of their exercise on or
/// before the set's date, so a max holds from its date until the next one.
public struct TrainingMax: Codable, Sendable, Hashable {
    public var date: LocalDate
    /// The library exercise's name (an alias written in the log resolves to it).
    public var exercise: String
    /// The max in kilograms.
    public var weight: Double
    public var source: LogLocation

    public init(date: LocalDate, exercise: String, weight: Double, source: LogLocation) {
        self.date = date
        self.exercise = exercise
        self.weight = weight
        self.source = source
    }

    /// `percent` of `maxKg`, rounded to `step` in `unit` (the athlete's `rounding:`), in kg.
    ///
    /// The rounding happens in the lifter's unit: 75 % of a 315 lb max is 235 lb on a 5 lb
    /// step, not the kilogram figure nearest to it.
    public static func load(percent: Double, of maxKg: Double, step: Double, unit: WeightUnit) -> Double {
        let raw = unit.fromKilograms(maxKg) * percent / 100
        guard step > 0 else { return unit.toKilograms(raw) }
        return unit.toKilograms((raw / step).rounded() * step)
    }
}
