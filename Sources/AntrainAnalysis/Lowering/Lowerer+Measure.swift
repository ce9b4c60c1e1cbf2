import AntrainBasics
import AntrainModel
import AntrainSyntax

/// One measurement with the text it came from, for hover and diagnostics.
public struct LoweredMeasurement: Sendable, Hashable {
    public var measurement: BodyMeasurement
    public var fileIndex: Int
    /// The whole `measure` entry, and the `SITE VALUE` pair.
    public var entryRange: TextRange
    public var range: TextRange
}

/// `measure` entries (LANGUAGE.md §9.1): each known site with a usable value becomes a
/// ``BodyMeasurement``, lengths in centimetres.
extension Lowerer {
    mutating func lowerMeasure(_ entry: EntrySyntax, header: [MeasurementSyntax]) {
        reportUnknownProperties(entry)
        var written = header
        for line in entry.body {
            if case .measurements(let found) = line.content { written += found }
        }
        for measurement in written {
            guard let site = measurement.site else {
                report(BodyDiagnostics.unknownSite(text(measurement.siteWordsRange), measurement.siteWordsRange))
                continue
            }
            if measurement.side != nil, !site.hasSides {
                report(BodyDiagnostics.sideOnOneSite(words: text(measurement.siteWordsRange), site: site, measurement.siteRange))
            }
            guard let value = measuredValue(measurement, site: site), let date = modelDate(entry) else { continue }
            let side = site.hasSides ? measurement.side.flatMap { BodyMeasurement.Side(rawValue: $0.rawValue) } : nil
            let model = BodyMeasurement(
                date: date, time: modelTime(entry), site: BodyMeasurement.Site(rawValue: site.rawValue)!,
                side: side, value: value,
                source: LogLocation(file: file, line: firstLine + tree.source.lineIndex.line(containing: Int(measurement.range.start)) + 1)
            )
            output.measurements.append(LoweredMeasurement(measurement: model, fileIndex: fileIndex, entryRange: entry.range, range: measurement.range))
        }
    }

    /// The value in centimetres or percent, reporting a wrong or missing unit and a figure
    /// no body has; nil when it cannot be used.
    private mutating func measuredValue(_ measurement: MeasurementSyntax, site: MeasurementSite) -> Double? {
        let number = measurement.value.value
        let written = text(measurement.value.range)
        if number <= 0 {
            report(AnalysisDiagnostics.notPositive(BodyMessages.measurement, found: text(measurement.valueRange), measurement.valueRange))
            return nil
        }
        if !site.isLength {
            // A bare number is unambiguous for body fat: it can only be percent.
            if measurement.unit == .cm || measurement.unit == .inch {
                report(BodyDiagnostics.bodyFatIsPercent(written, measurement.valueRange))
                return nil
            }
            if !NavyBodyFat.plausiblePercent.contains(number) { report(BodyDiagnostics.implausibleBodyFat(written, measurement.valueRange)) }
            return number
        }
        let centimetres: Double
        switch measurement.unit {
        case .cm: centimetres = number
        case .inch: centimetres = number * BodyMeasurement.centimetresPerInch
        case .percent:
            report(BodyDiagnostics.lengthNotPercent(written, site: site, measurement.valueRange))
            return nil
        case nil:
            report(BodyDiagnostics.lengthWithoutUnit(written, measurement.valueRange))
            return nil
        }
        if centimetres < 10 || centimetres > 250 {
            report(BodyDiagnostics.implausibleLength(Format.number(centimetres, decimals: 1, language: .en), site: site, measurement.valueRange))
        }
        return centimetres
    }
}
