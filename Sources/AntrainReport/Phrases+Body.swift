import AntrainAnalysis
import AntrainModel

/// The phrases of measurements and body fat (LANGUAGE.md §9.1) in the summary and the report.
extension Phrases {
    var measurementsHeading: String { language == .en ? "Measurements" : "Ölçüler" }
    var bodyFatHeading: String { language == .en ? "Body fat" : "Yağ oranı" }
    var bodyFatEstimated: String { language == .en ? "U.S. Navy estimate" : "ABD Donanması tahmini" }
    var measurementsNote: String {
        language == .en ? "Each site's measurements over the period; left and right apart."
            : "Her bölgenin dönem içindeki ölçüleri; sol ve sağ ayrı."
    }
    var bodyFatNote: String {
        language == .en ? "Body fat as written, else the U.S. Navy estimate from height, neck and waist (and hips); lean mass = bodyweight × (1 − body fat)."
            : "Yazılan yağ oranı, yoksa boy, boyun ve bel (ve kalça) ölçülerinden ABD Donanması tahmini; yağsız kütle = vücut ağırlığı × (1 − yağ oranı)."
    }
    /// `fibre`, `sodium`, `lif`, `sodyum`.
    func nutrientName(_ kind: Nutrients.Kind) -> String {
        switch (kind, language) {
        case (.fiber, .en): "fibre"
        case (.fiber, .tr): "lif"
        case (.sugar, .en): "sugar"
        case (.sugar, .tr): "şeker"
        case (.satFat, .en): "sat. fat"
        case (.satFat, .tr): "doymuş yağ"
        case (.sodium, .en): "sodium"
        case (.sodium, .tr): "sodyum"
        }
    }
    func underCeiling(_ left: String, unit: String) -> String { language == .en ? "\(left) \(unit) left" : "\(left) \(unit) kaldı" }
    func overCeiling(_ over: String, unit: String) -> String { language == .en ? "\(over) \(unit) over" : "\(over) \(unit) fazla" }

    /// `Fibre, sugar, saturated fat and sodium per logged day (goals: fibre ≥ 30 g, sodium ≤ 2300 mg)`.
    func nutrientsHeading(goals: Nutrients?) -> String {
        let title = language == .en ? "Fibre, sugar, saturated fat and sodium per logged day" : "Kayıtlı gün başına lif, şeker, doymuş yağ ve sodyum"
        let parts = Nutrients.Kind.allCases.compactMap { kind in
            goals?[kind].map { "\(nutrientName(kind)) \(kind.isFloor ? "≥" : "≤") \(number($0, decimals: kind == .sodium ? 0 : 1)) \(kind.unit)" }
        }
        guard !parts.isEmpty else { return title }
        return title + (language == .en ? " (goals: " : " (hedefler: ") + parts.joined(separator: ", ") + ")"
    }

    /// `fibre 22 g (73 %)`, `sodium 640 mg (1660 mg left)`, `sodium 2600 mg (300 mg over)`.
    func nutrientAverage(_ kind: Nutrients.Kind, value: Double, goal: Double?, named: Bool = true) -> String {
        let decimals = kind == .sodium ? 0 : 1
        var text = (named ? nutrientName(kind) + " " : "") + "\(number(value, decimals: decimals)) \(kind.unit)"
        guard let goal else { return text }
        if kind.isFloor {
            text += " (\(language == .en ? "\(number(goal > 0 ? value / goal * 100 : 0, decimals: 0)) %" : "%\(number(goal > 0 ? value / goal * 100 : 0, decimals: 0))"))"
        } else if value > goal {
            text += " (\(overCeiling(number(value - goal, decimals: decimals), unit: kind.unit)))"
        } else {
            text += " (\(underCeiling(number(goal - value, decimals: decimals), unit: kind.unit)))"
        }
        return text
    }

    var leanMassLine: String { language == .en ? "lean mass" : "yağsız kütle" }

    /// `waist`, `left thigh`, `sol uyluk`.
    func site(_ site: BodyMeasurement.Site, side: BodyMeasurement.Side?) -> String {
        let name: String
        switch (site, language) {
        case (.neck, .en): name = "neck"
        case (.neck, .tr): name = "boyun"
        case (.shoulders, .en): name = "shoulders"
        case (.shoulders, .tr): name = "omuz"
        case (.chest, .en): name = "chest"
        case (.chest, .tr): name = "göğüs"
        case (.waist, .en): name = "waist"
        case (.waist, .tr): name = "bel"
        case (.hips, .en): name = "hips"
        case (.hips, .tr): name = "kalça"
        case (.arm, .en): name = "arm"
        case (.arm, .tr): name = "kol"
        case (.forearm, .en): name = "forearm"
        case (.forearm, .tr): name = "ön kol"
        case (.thigh, .en): name = "thigh"
        case (.thigh, .tr): name = "uyluk"
        case (.calf, .en): name = "calf"
        case (.calf, .tr): name = "baldır"
        case (.bodyfat, .en): name = "body fat"
        case (.bodyfat, .tr): name = "yağ oranı"
        }
        switch (side, language) {
        case (nil, _): return name
        case (.left?, .en): return "left \(name)"
        case (.left?, .tr): return "sol \(name)"
        case (.right?, .en): return "right \(name)"
        case (.right?, .tr): return "sağ \(name)"
        }
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
        language == .en ? "\(number(value)) %" : "%\(number(value))"
    }

    /// `16.1 % (U.S. Navy estimate) · lean mass 67.1 kg`.
    func bodyFatFigure(percent value: Double, isEstimate: Bool, leanMassKg: Double?, unit: WeightUnit) -> String {
        var text = percent(value)
        if isEstimate { text += " (\(bodyFatEstimated))" }
        if let lean = leanMassKg { text += " · \(leanMassLine) \(number(unit.fromKilograms(lean))) \(unit.rawValue)" }
        return text
    }
}
