import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Hover on a `measure` entry (LANGUAGE.md §9.1): each value with its change since the
/// previous one of that site, the waist-to-height ratio, body fat and lean mass.
extension HoverWriter {
    var bodyComposition: BodyComposition { BodyComposition(snapshot: snapshot, athlete: file.athlete) }

    /// Lengths are shown in inches for an athlete who lifts in pounds.
    var showsInches: Bool { unit == .lb }

    func length(_ centimetres: Double) -> String {
        showsInches ? "\(number(centimetres / BodyMeasurement.centimetresPerInch)) in" : "\(number(centimetres)) cm"
    }

    func measuredValue(_ measurement: BodyMeasurement) -> String {
        measurement.site.isLength ? length(measurement.value) : percent(measurement.value, decimals: 1)
    }

    /// `left thigh`, `sol uyluk`.
    func siteName(_ measurement: BodyMeasurement) -> String {
        let site = say(BodyMessages.siteNames[measurement.site.rawValue]!)
        switch measurement.side {
        case .left: return "\(say(BodyMessages.sideLeft)) \(site)"
        case .right: return "\(say(BodyMessages.sideRight)) \(site)"
        case nil: return site
        }
    }

    func measureSummary(range: TextRange) -> HoverResult? {
        let lowered = file.lowered.measurements.filter { $0.entryRange == entry.range }
        guard let first = lowered.first else { return nil }
        let body = bodyComposition
        let date = first.measurement.date
        var lines = [say(BodyMessages.title, ["date": .text(date.description)])]
        var bullets: [String] = []
        // On the header, every measurement of the entry; on a body line, that line's.
        let isHeader = range == entry.headerRange
        for item in lowered where isHeader || (item.range.start >= range.start && item.range.end <= range.end) {
            let measurement = item.measurement
            var line = "- " + say(BodyMessages.line, ["site": .text(siteName(measurement)), "value": .text(measuredValue(measurement))])
            if let previous = body.previous(of: measurement) {
                let change = measurement.value - previous.value
                let amount = measurement.site.isLength ? length(abs(change)) : percent(abs(change), decimals: 1)
                line += " · " + say(BodyMessages.change, ["change": .text((change >= 0 ? "+" : "−") + amount),
                                                          "date": .text(previous.date.description)])
            }
            if measurement.site == .waist, measurement.side == nil, let height = profile.heightCm,
               let ratio = NavyBodyFat.waistToHeight(waistCm: measurement.value, heightCm: height) {
                line += " · " + say(BodyMessages.waistToHeight, ["ratio": .text(number(ratio, decimals: 2))])
            }
            bullets.append(line)
        }
        lines.append(bullets.joined(separator: "\n"))
        if let fat = body.bodyFat(on: date) {
            if fat.isEstimate {
                lines.append(say(BodyMessages.bodyFatEstimate, ["percent": .text(percent(fat.percent, decimals: 1)),
                                                                "hips": .text(fat.usedHips ? say(BodyMessages.bodyFatHips) : "")]))
            } else {
                lines.append(say(BodyMessages.bodyFatWritten, ["percent": .text(percent(fat.percent, decimals: 1))]))
            }
            if let weight = body.bodyweight(on: date) {
                let lean = NavyBodyFat.leanMassKg(weightKg: weight, bodyFatPercent: fat.percent)
                func mass(_ kilograms: Double) -> String { "\(number(unit.fromKilograms(kilograms), decimals: 1)) \(unit.rawValue)" }
                lines.append(say(BodyMessages.leanMass, ["lean": .text(mass(lean)), "fat": .text(mass(weight - lean)), "weight": .text(mass(weight))]))
            }
        } else {
            let missing = body.missingForEstimate(on: date)
            if !missing.isEmpty, missing.count < 5 {
                lines.append(say(BodyMessages.bodyFatNeeds, ["missing": .text(missing.map { "`\($0)`" }.joined(separator: ", "))]))
            }
        }
        return HoverResult(markdown: lines.joined(separator: "\n\n"), range: range)
    }
}
