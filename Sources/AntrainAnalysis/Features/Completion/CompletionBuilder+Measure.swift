import AntrainSyntax

/// Completion of `measure` pairs (LANGUAGE.md §9.1): the sites (Turkish ones once begun),
/// the sides of a limb, and the units.
extension CompletionBuilder {
    /// - Parameter written: sites the line has already; a limb stays, for its other side.
    mutating func addMeasurementSites(typed: TextRange, leavingOut written: Set<MeasurementSite>) {
        for site in MeasurementSite.allCases where !written.contains(site) {
            append(CompletionCandidate(label: site.rawValue, kind: .value, detail: say(site.isLength ? BodyMessages.siteLength : BodyMessages.siteBodyFat),
                                       insertText: "\(site.rawValue) ", replaceRange: typed))
        }
        for side in MeasurementSide.allCases {
            append(CompletionCandidate(label: side.rawValue, kind: .value, detail: say(BodyMessages.siteSide),
                                       insertText: "\(side.rawValue) ", replaceRange: typed))
        }
        let twins = MeasurementSite.turkishNames.filter { !written.contains(MeasurementSite(rawValue: $0.english)!) }
        for twin in turkishWords(twins.map { Keywords.TurkishTwin($0.turkish, $0.english) }, typed: typed) {
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
