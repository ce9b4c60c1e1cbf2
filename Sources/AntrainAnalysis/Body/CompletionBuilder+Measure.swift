import AntrainSyntax

/// Completion of `measure` pairs (LANGUAGE.md §9.1): the sites (Turkish ones once begun),
/// the sides of a limb, and the units.
extension CompletionBuilder {
    mutating func addMeasurementSites(typed: TextRange) {
        for site in MeasurementSite.allCases {
            append(CompletionCandidate(label: site.rawValue, kind: .value, detail: say(site.isLength ? BodyMessages.siteLength : BodyMessages.siteBodyFat),
                                       insertText: "\(site.rawValue) ", replaceRange: typed))
        }
        for side in MeasurementSide.allCases {
            append(CompletionCandidate(label: side.rawValue, kind: .value, detail: say(BodyMessages.siteSide),
                                       insertText: "\(side.rawValue) ", replaceRange: typed))
        }
        for twin in turkishWords(MeasurementSite.turkishNames.map { Keywords.TurkishTwin($0.turkish, $0.english) }, typed: typed) {
            let isLength = MeasurementSite(rawValue: twin.english)?.isLength ?? true
            append(CompletionCandidate(label: twin.turkish, kind: .value, detail: say(isLength ? BodyMessages.siteLength : BodyMessages.siteBodyFat),
                                       insertText: "\(twin.turkish) ", replaceRange: typed))
        }
    }

    mutating func addMeasurementUnits(typed: TextRange, isBodyFat: Bool) {
        let units = isBodyFat ? ["%"] : ["cm", "in"]
        for unit in units {
            append(CompletionCandidate(label: unit, kind: .value, detail: say(BodyMessages.unitDetails[unit]!), replaceRange: typed))
        }
    }
}
