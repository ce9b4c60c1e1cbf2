import AntrainBasics

/// The messages of measurements, body fat and the nutrients beyond macros (LANGUAGE.md §9) in
/// the summary and the report. Sites and sides are the editor's words (``DomainWords``).
extension ReportMessages {
    static let measurementsHeading = MessageKey("report.body.measurements", en: "Measurements", tr: "Ölçüler")
    static let bodyFatHeading = MessageKey("report.body.bodyfat", en: "Body fat", tr: "Yağ oranı")
    static let bodyFatEstimated = MessageKey("report.body.bodyfat.estimated", en: "U.S. Navy estimate", tr: "ABD Donanması tahmini")
    static let measurementsNote = MessageKey("report.body.measurements.note", en: "Each site's measurements over the period; left and right apart.",
                                             tr: "Her bölgenin dönem içindeki ölçüleri; sol ve sağ ayrı.")
    static let bodyFatNote = MessageKey(
        "report.body.bodyfat.note",
        en: "Body fat as written, else the U.S. Navy estimate from height, neck and waist (and hips); lean mass = bodyweight × (1 − body fat).",
        tr: "Yazılan yağ oranı, yoksa boy, boyun ve bel (ve kalça) ölçülerinden ABD Donanması tahmini; yağsız kütle = vücut ağırlığı × (1 − yağ oranı).")
    static let leanMass = MessageKey("report.body.lean-mass", en: "lean mass", tr: "yağsız kütle")
    static let fibre = MessageKey("report.nutrient.fibre", en: "fibre", tr: "lif")
    static let sugar = MessageKey("report.nutrient.sugar", en: "sugar", tr: "şeker")
    static let saturatedFat = MessageKey("report.nutrient.sat-fat", en: "sat. fat", tr: "doymuş yağ")
    static let sodium = MessageKey("report.nutrient.sodium", en: "sodium", tr: "sodyum")
    static let underCeiling = MessageKey("report.nutrient.left", en: "{amount} {unit} left", tr: "{amount} {unit} kaldı")
    static let overCeiling = MessageKey("report.nutrient.over", en: "{amount} {unit} over", tr: "{amount} {unit} fazla")
    static let nutrientsTitle = MessageKey("report.nutrients", en: "Fibre, sugar, saturated fat and sodium per logged day",
                                           tr: "Kayıtlı gün başına lif, şeker, doymuş yağ ve sodyum")
    static let nutrientsWithGoals = MessageKey("report.nutrients.goals", en: "{title} (goals: {goals})", tr: "{title} (hedefler: {goals})")
    /// After a week's averages: the foods they leave out, so the figures are floors.
    static let withoutFigures = MessageKey("report.nutrients.without-figures", en: "no figures for {names}",
                                           tr: "{names} için değer yok")

    static var body: [MessageKey] {
        [measurementsHeading, bodyFatHeading, bodyFatEstimated, measurementsNote, bodyFatNote, leanMass, fibre, sugar, saturatedFat, sodium,
         underCeiling, overCeiling, nutrientsTitle, nutrientsWithGoals, withoutFigures]
    }
}
