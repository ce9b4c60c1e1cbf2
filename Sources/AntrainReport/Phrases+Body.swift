import AntrainAnalysis
import AntrainBasics
import AntrainModel

/// The phrases of measurements and body fat (LANGUAGE.md §9.1) in the summary and the report.
extension Phrases {
    var measurementsHeading: String { say(ReportMessages.measurementsHeading) }
    var bodyFatHeading: String { say(ReportMessages.bodyFatHeading) }
    var bodyFatEstimated: String { say(ReportMessages.bodyFatEstimated) }
    var measurementsNote: String { say(ReportMessages.measurementsNote) }
    var bodyFatNote: String { say(ReportMessages.bodyFatNote) }
    /// `fibre`, `sodium`, `lif`, `sodyum`.
    func nutrientName(_ kind: Nutrients.Kind) -> String {
        switch kind {
        case .fiber: say(ReportMessages.fibre)
        case .sugar: say(ReportMessages.sugar)
        case .satFat: say(ReportMessages.saturatedFat)
        case .sodium: say(ReportMessages.sodium)
        }
    }
    func underCeiling(_ left: String, unit: String) -> String { say(ReportMessages.underCeiling, ["amount": left, "unit": unit]) }
    func overCeiling(_ over: String, unit: String) -> String { say(ReportMessages.overCeiling, ["amount": over, "unit": unit]) }

    /// `Fibre, sugar, saturated fat and sodium per logged day (goals: fibre ≥ 30 g, sodium ≤ 2300 mg)`.
    func nutrientsHeading(goals: Nutrients?) -> String {
        let title = say(ReportMessages.nutrientsTitle)
        let parts = Nutrients.Kind.allCases.compactMap { kind in
            goals?[kind].map { "\(nutrientName(kind)) \(kind.isFloor ? "≥" : "≤") \(number($0, decimals: kind == .sodium ? 0 : 1)) \(kind.unit)" }
        }
        guard !parts.isEmpty else { return title }
        return say(ReportMessages.nutrientsWithGoals, ["title": title, "goals": parts.joined(separator: ", ")])
    }

    /// `fibre 22 g (73 %)`, `sodium 640 mg (1660 mg left)`, `sodium 2600 mg (300 mg over)`.
    func nutrientAverage(_ kind: Nutrients.Kind, value: Double, goal: Double?, named: Bool = true) -> String {
        let decimals = kind == .sodium ? 0 : 1
        var text = (named ? nutrientName(kind) + " " : "") + "\(number(value, decimals: decimals)) \(kind.unit)"
        guard let goal else { return text }
        if kind.isFloor {
            text += " (\(say(ReportMessages.percent, ["value": number(goal > 0 ? value / goal * 100 : 0, decimals: 0)])))"
        } else if value > goal {
            text += " (\(overCeiling(number(value - goal, decimals: decimals), unit: kind.unit)))"
        } else {
            text += " (\(underCeiling(number(goal - value, decimals: decimals), unit: kind.unit)))"
        }
        return text
    }

    /// `no figures for Ayran, Honey`: the foods a week's averages leave out.
    func withoutFigures(_ names: [String]) -> String { say(ReportMessages.withoutFigures, ["names": names.joined(separator: ", ")]) }

    var leanMassLine: String { say(ReportMessages.leanMass) }

    /// `waist`, `left thigh`, `sol uyluk`: the editor's words.
    func site(_ site: BodyMeasurement.Site, side: BodyMeasurement.Side?) -> String {
        DomainWords.site(site, side: side, in: language)
    }

    /// A length in the unit system of `unit`: centimetres, or inches for pounds.
    func length(_ centimetres: Double, unit: WeightUnit) -> String {
        unit == .lb ? "\(number(centimetres / BodyMeasurement.centimetresPerInch)) in" : "\(number(centimetres)) cm"
    }

    /// The value of a measurement: a length, or body fat in percent.
    func measured(_ value: Double, site: BodyMeasurement.Site, unit: WeightUnit) -> String {
        site.isLength ? length(value, unit: unit) : percent(value)
    }

    /// `15.2 %` in English, `%15,2` in Turkish.
    func percent(_ value: Double) -> String {
        say(ReportMessages.percent, ["value": number(value)])
    }

    /// `16.1 % (U.S. Navy estimate) · lean mass 67.1 kg`.
    func bodyFatFigure(percent value: Double, isEstimate: Bool, leanMassKg: Double?, unit: WeightUnit) -> String {
        var text = percent(value)
        if isEstimate { text += " (\(bodyFatEstimated))" }
        if let lean = leanMassKg { text += " · \(leanMassLine) \(number(unit.fromKilograms(lean))) \(unit.rawValue)" }
        return text
    }
}
