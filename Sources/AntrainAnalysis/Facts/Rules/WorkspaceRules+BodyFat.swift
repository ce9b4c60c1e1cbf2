import AntrainModel

/// The rule of LANGUAGE.md §9.1 that needs the profile and a whole day of measurements: a U.S.
/// Navy estimate outside the body fat a body may have (2–70 %) is not shown, and a warning on
/// that day's waist says which measurements gave it.
extension WorkspaceRules {
    mutating func checkBodyFatEstimates(ofAthlete athlete: Int) {
        let profile = definitions.athletes[athlete].profile
        guard profile.sex != nil, let height = profile.heightCm else { return }
        // The athlete's measurements in the order ``BodyComposition`` reads them.
        var found: [(measurement: LoweredMeasurement, file: Int, place: Int)] = []
        for fileIndex in files.indices where definitions.athleteOfFile[fileIndex] == athlete {
            found += files[fileIndex].measurements.enumerated().map { ($0.element, fileIndex, $0.offset) }
        }
        guard found.contains(where: { $0.measurement.measurement.site == .waist }) else { return }
        found.sort { lhs, rhs in
            let (a, b) = (lhs.measurement.measurement, rhs.measurement.measurement)
            if a.date != b.date { return a.date < b.date }
            let (x, y) = (a.time?.minutes ?? -1, b.time?.minutes ?? -1)
            if x != y { return x < y }
            return (lhs.file, lhs.place) < (rhs.file, rhs.place)
        }
        let body = BodyComposition(measurements: found.map(\.measurement.measurement), profile: profile, bodyweights: [])
        var checked: Set<LocalDate> = []
        for (lowered, file, _) in found.reversed() where lowered.measurement.site == .waist && lowered.measurement.side == nil {
            let date = lowered.measurement.date
            // The last waist of the date carries the warning, once.
            guard checked.insert(date).inserted, let percent = body.implausibleEstimate(on: date),
                  let neck = body.value(.neck, on: date) else { continue }
            diagnostics[file].append(BodyDiagnostics.implausibleEstimate(
                percent: percent, date: date, heightCm: height, neckCm: neck, waistCm: lowered.measurement.value,
                hipsCm: profile.sex == .female ? body.value(.hips, on: date) : nil, lowered.range))
        }
    }
}
