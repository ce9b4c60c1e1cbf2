import AntrainModel

/// Measurements and body fat over a period (LANGUAGE.md §9.1), for `antrain report`: one
/// series per site and side, and body fat by date with lean mass. Lengths in centimetres.
public struct BodyReport: Sendable, Encodable, Hashable {
    public struct Point: Sendable, Encodable, Hashable {
        public var date: LocalDate
        public var value: Double
    }

    public struct Series: Sendable, Encodable, Hashable {
        /// `waist`, `left thigh`.
        public var name: String
        public var site: BodyMeasurement.Site
        public var side: BodyMeasurement.Side?
        public var points: [Point]
    }

    public struct BodyFatPoint: Sendable, Encodable, Hashable {
        public var date: LocalDate
        public var percent: Double
        public var isEstimate: Bool
        public var leanMassKg: Double?
    }

    /// Each length site's measurements in the period (body fat is in ``bodyFat``).
    public var series: [Series]
    public var bodyFat: [BodyFatPoint]

    /// Nil when nothing was measured in the period.
    public init?(_ body: BodyComposition, inPeriod: (LocalDate) -> Bool) {
        series = body.series.compactMap { entry in
            let points = entry.measurements.filter { inPeriod($0.date) && $0.site.isLength }.map { Point(date: $0.date, value: $0.value) }
            guard let first = entry.measurements.first, !points.isEmpty else { return nil }
            return Series(name: entry.name, site: first.site, side: first.side, points: points)
        }
        bodyFat = body.bodyFatHistory.filter { inPeriod($0.date) }.map { fat in
            BodyFatPoint(date: fat.date, percent: fat.percent, isEstimate: fat.isEstimate,
                         leanMassKg: body.bodyweight(on: fat.date).map { NavyBodyFat.leanMassKg(weightKg: $0, bodyFatPercent: fat.percent) })
        }
        if series.isEmpty, bodyFat.isEmpty { return nil }
    }
}
