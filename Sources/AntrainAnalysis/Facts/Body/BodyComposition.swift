import AntrainModel

/// One athlete's measurements and body fat (LANGUAGE.md §9.1), gathered from the athlete's
/// files when asked: hover, `summary` and `report` read it. Kept apart from
/// ``TrainingHistory`` so that the workspace's per-athlete facts need not change for it.
public struct BodyComposition: Sendable {
    /// Every measurement of the athlete, ordered by (date, time, file, line).
    public let measurements: [BodyMeasurement]
    public let profile: UserProfile
    /// The athlete's bodyweights in time order, for lean mass.
    public let bodyweights: [BodyweightEntry]

    public init(snapshot: WorkspaceSnapshot, athlete: Int) {
        // (measurement, file, place in the file): pairs on one line keep their written order.
        var found: [(BodyMeasurement, Int, Int)] = []
        for fileIndex in snapshot.fileIndices(ofAthlete: athlete) {
            found += snapshot.files[fileIndex].figures.measurements.enumerated().map { ($0.element.measurement, fileIndex, $0.offset) }
        }
        found.sort { lhs, rhs in
            if lhs.0.date != rhs.0.date { return lhs.0.date < rhs.0.date }
            let (a, b) = (lhs.0.time?.minutes ?? -1, rhs.0.time?.minutes ?? -1)
            if a != b { return a < b }
            if lhs.1 != rhs.1 { return lhs.1 < rhs.1 }
            return lhs.2 < rhs.2
        }
        self.init(measurements: found.map(\.0), profile: snapshot.athletes[athlete].profile, bodyweights: snapshot.histories[athlete].bodyweights)
    }

    public init(measurements: [BodyMeasurement], profile: UserProfile, bodyweights: [BodyweightEntry]) {
        self.measurements = measurements
        self.profile = profile
        self.bodyweights = bodyweights
    }

    /// Body fat on one date: written, or estimated.
    public struct BodyFat: Sendable, Hashable, Codable {
        public var date: LocalDate
        public var percent: Double
        /// Whether it is the U.S. Navy estimate rather than a written `bodyfat`.
        public var isEstimate: Bool
        /// Whether the estimate used hips (women).
        public var usedHips: Bool
    }

    /// The measurement of `series` (``BodyMeasurement/seriesName``) before `measurement`, if any.
    public func previous(of measurement: BodyMeasurement) -> BodyMeasurement? {
        guard let position = measurements.firstIndex(of: measurement) else { return nil }
        return measurements[..<position].last { $0.seriesName == measurement.seriesName }
    }

    /// The last measurement of each series on or before `date` (every one when nil), in the
    /// order of the sites of ``BodyMeasurement/Site``, left before right.
    public func latest(through date: LocalDate? = nil) -> [BodyMeasurement] {
        var last: [String: BodyMeasurement] = [:]
        for measurement in measurements where date.map({ measurement.date <= $0 }) ?? true { last[measurement.seriesName] = measurement }
        return last.values.sorted(by: Self.siteOrder)
    }

    /// Every series name in site order, with its measurements in time order.
    public var series: [(name: String, measurements: [BodyMeasurement])] {
        var grouped: [String: [BodyMeasurement]] = [:]
        for measurement in measurements { grouped[measurement.seriesName, default: []].append(measurement) }
        return grouped.values.sorted { Self.siteOrder($0[0], $1[0]) }.map { ($0[0].seriesName, $0) }
    }

    static func siteOrder(_ a: BodyMeasurement, _ b: BodyMeasurement) -> Bool {
        let sites = BodyMeasurement.Site.allCases
        let (x, y) = (sites.firstIndex(of: a.site)!, sites.firstIndex(of: b.site)!)
        if x != y { return x < y }
        return (a.side?.rawValue ?? "") < (b.side?.rawValue ?? "")
    }

    /// The last value of `site` (no side) written on `date`.
    func value(_ site: BodyMeasurement.Site, on date: LocalDate) -> Double? {
        measurements.last { $0.date == date && $0.site == site && $0.side == nil }?.value
    }

    /// Body fat on `date`: a written `bodyfat` wins; else the Navy estimate from that date's
    /// neck, waist (and hips for women), with the profile's sex and height.
    public func bodyFat(on date: LocalDate) -> BodyFat? {
        if let written = value(.bodyfat, on: date) {
            return BodyFat(date: date, percent: written, isEstimate: false, usedHips: false)
        }
        guard let sex = profile.sex, let height = profile.heightCm,
              let neck = value(.neck, on: date), let waist = value(.waist, on: date) else { return nil }
        let hips = value(.hips, on: date)
        guard let percent = NavyBodyFat.estimate(sex: sex, heightCm: height, neckCm: neck, waistCm: waist, hipsCm: hips),
              NavyBodyFat.plausiblePercent.contains(percent) else { return nil }
        return BodyFat(date: date, percent: percent, isEstimate: true, usedHips: sex == .female)
    }

    /// The Navy estimate on `date` when it falls outside ``NavyBodyFat/plausiblePercent``
    /// (and no `bodyfat` is written): the measurements of that date do not fit together, and
    /// ``bodyFat(on:)`` shows none.
    func implausibleEstimate(on date: LocalDate) -> Double? {
        guard value(.bodyfat, on: date) == nil, let sex = profile.sex, let height = profile.heightCm,
              let neck = value(.neck, on: date), let waist = value(.waist, on: date),
              let percent = NavyBodyFat.estimate(sex: sex, heightCm: height, neckCm: neck, waistCm: waist, hipsCm: value(.hips, on: date)),
              !NavyBodyFat.plausiblePercent.contains(percent) else { return nil }
        return percent
    }

    /// What is missing for an estimate on `date` (site names), or empty when nothing is (or a
    /// `bodyfat` was written).
    public func missingForEstimate(on date: LocalDate) -> [String] {
        if value(.bodyfat, on: date) != nil { return [] }
        var missing: [String] = []
        if profile.sex == nil { missing.append("sex:") }
        if profile.heightCm == nil { missing.append("height:") }
        if value(.neck, on: date) == nil { missing.append("neck") }
        if value(.waist, on: date) == nil { missing.append("waist") }
        if profile.sex == .female, value(.hips, on: date) == nil { missing.append("hips") }
        return missing
    }

    /// Body fat on every date that has one, in time order.
    public var bodyFatHistory: [BodyFat] {
        var dates: [LocalDate] = []
        for measurement in measurements where dates.last != measurement.date { dates.append(measurement.date) }
        return Set(dates).sorted().compactMap(bodyFat(on:))
    }

    /// The latest bodyweight on or before `date`, in kg.
    public func bodyweight(on date: LocalDate) -> Double? {
        bodyweights.last { $0.date <= date }?.weightKg
    }
}
