/// The values a human log can hold, per kind of figure, in the model's units (kg, km, seconds,
/// grams). A value outside is a typo (`implausible-value`, LANGUAGE.md §6) and reaches the
/// model bounded: a bodyweight is left out, the others are clamped, so no figure, chart or
/// table downstream ever sizes anything from a runaway number such as `1e32 kg`.
public enum PlausibleRange: String, Sendable, CaseIterable {
    /// A weigh-in: the lightest to the heaviest adult on record, rounded outwards.
    case bodyweight
    /// A load on a set, or a training max: above the heaviest leg press or yoke ever logged.
    case load
    /// A bodyweight set's added weight or assistance (`BW+20`, `BW-30`), either way.
    case bodyweightOffset
    /// One cardio session: a long ultra or a day's ride.
    case distance
    /// A workout, a cardio or metcon session, or one timed set: a day.
    case duration
    /// One food on a meal's line, after servings are turned into grams.
    case foodAmount

    /// The lowest and highest plausible value, in kg, km, seconds or grams.
    public var bounds: ClosedRange<Double> {
        switch self {
        case .bodyweight: 20...400
        case .load: 0...1000
        case .bodyweightOffset: -500...500
        case .distance: 0...1000
        case .duration: 0...86_400
        case .foodAmount: 0...10_000
        }
    }

    public func contains(_ value: Double) -> Bool { bounds.contains(value) }

    /// The value moved into the bounds (a non-number to the lower bound).
    public func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return bounds.lowerBound }
        return min(max(value, bounds.lowerBound), bounds.upperBound)
    }
}
