import AntrainModel

/// The latest measurements and body fat of one athlete on a day (LANGUAGE.md §9.1), for
/// `antrain summary` and `antrain report`: plain figures, lengths in centimetres.
public struct BodySummary: Sendable, Encodable, Hashable {
    public struct MeasurementLine: Sendable, Encodable, Hashable {
        /// The site and side: `waist`, `left thigh`.
        public var series: String
        public var site: BodyMeasurement.Site
        public var side: BodyMeasurement.Side?
        /// Centimetres, or percent for body fat.
        public var value: Double
        public var date: LocalDate
        public var daysAgo: Int
        /// Since the measurement of the same series before this one; nil for the first.
        public var change: Double?
    }

    public struct BodyFatLine: Sendable, Encodable, Hashable {
        public var percent: Double
        public var isEstimate: Bool
        public var date: LocalDate
        /// With a bodyweight on or before the date: bodyweight × (1 − body fat).
        public var leanMassKg: Double?
        public var fatMassKg: Double?
    }

    public var measurements: [MeasurementLine]
    public var bodyFat: BodyFatLine?
    /// Waist ÷ height of the latest waist, when the profile has a height.
    public var waistToHeight: Double?

    /// Nil when the athlete has measured nothing on or before `date`.
    public init?(_ body: BodyComposition, on date: LocalDate) {
        let latest = body.latest(through: date)
        guard !latest.isEmpty else { return nil }
        measurements = latest.map { measurement in
            MeasurementLine(series: measurement.seriesName, site: measurement.site, side: measurement.side, value: measurement.value,
                            date: measurement.date, daysAgo: date.dayNumber - measurement.date.dayNumber,
                            change: body.previous(of: measurement).map { measurement.value - $0.value })
        }
        if let fat = body.bodyFatHistory.last(where: { $0.date <= date }) {
            let weight = body.bodyweight(on: fat.date)
            let lean = weight.map { NavyBodyFat.leanMassKg(weightKg: $0, bodyFatPercent: fat.percent) }
            bodyFat = BodyFatLine(percent: fat.percent, isEstimate: fat.isEstimate, date: fat.date, leanMassKg: lean,
                                  fatMassKg: zip(weight, lean).map { $0 - $1 })
        }
        if let waist = latest.first(where: { $0.site == .waist && $0.side == nil }), let height = body.profile.heightCm {
            waistToHeight = NavyBodyFat.waistToHeight(waistCm: waist.value, heightCm: height)
        }
    }
}

/// Both values, or nil.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
