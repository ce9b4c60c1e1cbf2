import AntrainBasics
import AntrainModel
import AntrainSyntax

/// The diagnostics of `measure` entries (LANGUAGE.md §9.1, §9.4).
enum BodyDiagnostics {
    typealias M = BodyMessages

    /// A site word that names no site; the fix is the nearest site, English or Turkish.
    static func unknownSite(_ word: String, _ range: TextRange) -> Diagnostic {
        let valid = MeasurementSite.allCases.map(\.rawValue)
        let nearest = Suggestions.nearest(to: word, in: MeasurementSite.allNames)
        var arguments: [String: MessageArgument] = ["word": .text(word), "valid": .text(valid.joined(separator: ", "))]
        if let nearest { arguments["suggestion"] = .text(nearest) }
        return Diagnostic(.unknownMeasurementSite, .error, range,
                          LocalizedText(nearest == nil ? M.unknownSiteNoSuggestion : M.unknownSite, arguments),
                          fixes: nearest.map { [Fix(title: SyntaxDiagnostics.changeTo($0), edits: [TextEdit(range: range, newText: $0)], isPreferred: true)] } ?? [])
    }

    /// `left waist`: a side on a site that has none. The fix writes the site alone; the
    /// value still counts, without the side, so the body-fat estimate that reads the waist
    /// finds it.
    static func sideOnOneSite(words: String, site: MeasurementSite, _ range: TextRange) -> Diagnostic {
        Diagnostic(.unknownMeasurementSite, .error, range,
                   LocalizedText(M.sideOnOneSite, ["site": .message(LocalizedText(M.siteNames[site.rawValue]!)), "words": .text(words)]),
                   fixes: [Fix(title: SyntaxDiagnostics.changeTo(words), edits: [TextEdit(range: range, newText: words)], isPreferred: true)])
    }

    static func implausibleLength(_ value: String, site: MeasurementSite, _ range: TextRange) -> Diagnostic {
        Diagnostic(.implausibleMeasurement, .warning, range,
                   LocalizedText(M.implausibleLength, ["value": .text(value), "site": .message(LocalizedText(M.siteNames[site.rawValue]!))]))
    }

    static func implausibleBodyFat(_ value: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.implausibleMeasurement, .warning, range, LocalizedText(M.implausibleBodyFat, ["value": .text(value)]))
    }

    /// On the waist of `date`: the Navy estimate from these lengths (cm) is outside 2–70 %.
    static func implausibleEstimate(percent: Double, date: LocalDate, heightCm: Double, neckCm: Double, waistCm: Double, hipsCm: Double?,
                                    _ range: TextRange) -> Diagnostic {
        Diagnostic(.implausibleMeasurement, .warning, range, LocalizedText(M.implausibleEstimate, [
            "height": .number(heightCm), "neck": .number(neckCm), "waist": .number(waistCm), "percent": .number(percent),
            "hips": hipsCm.map { .message(LocalizedText(M.implausibleEstimateHips, ["hips": .number($0)])) } ?? .text(""),
            "date": .text(date.description),
        ]))
    }

    /// `waist 82`: the two fixes are centimetres (preferred) and inches.
    static func lengthWithoutUnit(_ value: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.amountWithoutUnit, .error, range, LocalizedText(M.lengthWithoutUnit, ["value": .text(value)]),
                   fixes: [
                       Fix(title: SyntaxDiagnostics.changeTo("\(value)cm"), edits: [TextEdit(range: range, newText: "\(value)cm")], isPreferred: true),
                       Fix(title: SyntaxDiagnostics.changeTo("\(value)in"), edits: [TextEdit(range: range, newText: "\(value)in")]),
                   ])
    }

    /// `bodyfat 15cm`.
    static func bodyFatIsPercent(_ value: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.unknownEnumValue, .error, range, LocalizedText(M.bodyFatIsPercent, ["value": .text(value)]),
                   fixes: [Fix(title: SyntaxDiagnostics.changeTo("\(value)%"), edits: [TextEdit(range: range, newText: "\(value)%")], isPreferred: true)])
    }

    /// `waist 82%`.
    static func lengthNotPercent(_ value: String, site: MeasurementSite, _ range: TextRange) -> Diagnostic {
        Diagnostic(.unknownEnumValue, .error, range,
                   LocalizedText(M.lengthNotPercent, ["value": .text(value), "site": .message(LocalizedText(M.siteNames[site.rawValue]!))]),
                   fixes: [
                       Fix(title: SyntaxDiagnostics.changeTo("\(value)cm"), edits: [TextEdit(range: range, newText: "\(value)cm")], isPreferred: true),
                       Fix(title: SyntaxDiagnostics.changeTo("\(value)in"), edits: [TextEdit(range: range, newText: "\(value)in")]),
                   ])
    }
}
