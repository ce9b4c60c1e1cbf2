import AntrainBasics

/// The catalogue keys of measurements and body fat (LANGUAGE.md §9.1): their diagnostics and
/// what hover, `summary` and `report` say about them, in English and Turkish.
public enum BodyMessages {
    static let unknownSite = MessageKey(
        "analysis.unknown-measurement-site", en: "`{word}` is not a place to measure. Did you mean `{suggestion}`? Expected one of: {valid}",
        tr: "`{word}` ölçülecek bir yer değil. `{suggestion}` mı demek istediniz? Şunlardan biri olmalı: {valid}")
    static let sideOnOneSite = MessageKey(
        "analysis.unknown-measurement-site.side", en: "The {site} has no left or right side: write `{words}`; sides go before arm, forearm, thigh and calf",
        tr: "{site} için sol ya da sağ yazılmaz: `{words}` yazın; taraf kol, ön kol, uyluk ve baldırdan önce gelir")
    static let unknownSiteNoSuggestion = MessageKey(
        "analysis.unknown-measurement-site.none", en: "`{word}` is not a place to measure. Expected one of: {valid}",
        tr: "`{word}` ölçülecek bir yer değil. Şunlardan biri olmalı: {valid}")
    static let implausibleLength = MessageKey(
        "analysis.implausible-measurement.length", en: "{value} cm around the {site} is outside 10–250 cm: a typo?",
        tr: "{site} çevresi {value} cm, 10–250 cm aralığının dışında: yazım hatası mı?")
    static let implausibleBodyFat = MessageKey("analysis.implausible-measurement.bodyfat", en: "Body fat of {value}% is outside 2–70 %: a typo?",
        tr: "%{value} yağ oranı, %2–70 aralığının dışında: yazım hatası mı?")
    /// On the waist of a date whose Navy estimate is outside 2–70 %: which measurements.
    static let implausibleEstimate = MessageKey(
        "analysis.implausible-measurement.estimate",
        en: "The U.S. Navy estimate from height {height} cm, neck {neck} cm and waist {waist} cm{hips} is {percent} %, outside 2–70 %: these measurements do not fit together (a typo?), so no body fat is shown for {date}",
        tr: "Boy {height} cm, boyun {neck} cm ve bel {waist} cm{hips} ölçülerinden ABD Donanması tahmini %{percent}, %2–70 aralığının dışında: bu ölçüler birbirine uymuyor (yazım hatası mı?), bu yüzden {date} için yağ oranı gösterilmiyor")
    static let implausibleEstimateHips = MessageKey("analysis.implausible-measurement.estimate.hips", en: ", hips {hips} cm",
        tr: ", kalça {hips} cm")
    static let lengthWithoutUnit = MessageKey(
        "analysis.measurement-without-unit", en: "How long is {value}? Add a unit: `{value}cm` or `{value}in`",
        tr: "{value} ne kadar? Bir birim ekleyin: `{value}cm` ya da `{value}in`")
    static let bodyFatIsPercent = MessageKey("analysis.bodyfat-unit", en: "Body fat is a percentage; write `{value}%`",
        tr: "Yağ oranı bir yüzdedir; `{value}%` yazın")
    static let lengthNotPercent = MessageKey("analysis.length-not-percent", en: "The {site} is a length; write `{value}cm` or `{value}in`",
        tr: "{site} bir uzunluktur; `{value}cm` ya da `{value}in` yazın")
    static let sex = MessageKey("subject.sex", en: "a sex (for the body-fat estimate)",
        tr: "bir cinsiyet (yağ oranı tahmini için)")
    static let measurement = MessageKey("subject.measurement", en: "A measurement",
        tr: "Bir ölçü")

    static let title = MessageKey("hover.measure.title", en: "**Measurements** — {date}",
        tr: "**Ölçüler** — {date}")
    static let line = MessageKey("hover.measure.line", en: "{site} {value}",
        tr: "{site} {value}")
    static let change = MessageKey("hover.measure.change", en: "{change} since {date}",
        tr: "{date} tarihinden beri {change}")
    static let waistToHeight = MessageKey("hover.measure.waist-to-height", en: "Waist-to-height ratio {ratio}",
        tr: "Bel/boy oranı {ratio}")
    static let bodyFatWritten = MessageKey("hover.measure.bodyfat", en: "Body fat {percent}",
        tr: "Yağ oranı {percent}")
    static let bodyFatEstimate = MessageKey(
        "hover.measure.bodyfat-estimate", en: "Body fat ≈ {percent} (U.S. Navy estimate from height, neck, waist{hips})",
        tr: "Yağ oranı ≈ {percent} (boy, boyun, bel{hips} ölçülerinden ABD Donanması tahmini)")
    static let bodyFatHips = MessageKey("hover.measure.bodyfat-hips", en: " and hips",
        tr: " ve kalça")
    static let bodyFatNeeds = MessageKey(
        "hover.measure.bodyfat-needs", en: "For a body-fat estimate, add {missing}",
        tr: "Yağ oranı tahmini için {missing} ekleyin")
    static let leanMass = MessageKey("hover.measure.lean-mass", en: "Lean mass {lean} · fat {fat} (at {weight} bodyweight)",
        tr: "Yağsız kütle {lean} · yağ {fat} ({weight} vücut ağırlığında)")

    static let measureKind = MessageKey("completion.kind.measure", en: "body measurements: waist 82cm, bodyfat 15%",
        tr: "vücut ölçüleri: bel 82cm, yağ oranı 15%")

    static let siteLength = MessageKey("completion.site.length", en: "a length: 82cm or 32in",
        tr: "bir uzunluk: 82cm ya da 32in")
    static let siteBodyFat = MessageKey("completion.site.bodyfat", en: "body fat: 15%",
        tr: "yağ oranı: 15%")
    static let siteSide = MessageKey("completion.site.side", en: "before a limb: left thigh 58cm",
        tr: "bir uzvun önünde: sol uyluk 58cm")
    static let unitCentimetres = MessageKey("completion.unit.cm", en: "centimetres",
        tr: "santimetre")
    static let unitInches = MessageKey("completion.unit.in", en: "inches (kept as cm: 1 in = 2.54 cm)",
        tr: "inç (santimetre olarak saklanır: 1 in = 2,54 cm)")
    static let unitPercent = MessageKey("completion.unit.percent", en: "percent of your bodyweight",
        tr: "vücut ağırlığının yüzdesi")
    static let unitDetails: [String: MessageKey] = ["cm": unitCentimetres, "in": unitInches, "%": unitPercent]

    /// The words for each site in messages (`left thigh`).
    static let sideLeft = MessageKey("word.side.left", en: "left",
        tr: "sol")
    static let sideRight = MessageKey("word.side.right", en: "right",
        tr: "sağ")
    static let siteNames: [String: MessageKey] = [
        "neck": MessageKey("word.site.neck", en: "neck", tr: "boyun"), "shoulders": MessageKey("word.site.shoulders", en: "shoulders", tr: "omuz"),
        "chest": MessageKey("word.site.chest", en: "chest", tr: "göğüs"), "waist": MessageKey("word.site.waist", en: "waist", tr: "bel"),
        "hips": MessageKey("word.site.hips", en: "hips", tr: "kalça"), "arm": MessageKey("word.site.arm", en: "arm", tr: "kol"),
        "forearm": MessageKey("word.site.forearm", en: "forearm", tr: "ön kol"), "thigh": MessageKey("word.site.thigh", en: "thigh", tr: "uyluk"),
        "calf": MessageKey("word.site.calf", en: "calf", tr: "baldır"), "bodyfat": MessageKey("word.site.bodyfat", en: "body fat", tr: "yağ oranı"),
    ]

    /// Every diagnostic key above, for the test that each has its translation.
    public static let diagnostics: [MessageKey] = [
        unknownSite, sideOnOneSite, unknownSiteNoSuggestion, implausibleLength, implausibleBodyFat, implausibleEstimate, implausibleEstimateHips, lengthWithoutUnit,
        bodyFatIsPercent,
        lengthNotPercent, sex, measurement,
    ]

    /// Every editor key above (hover and words).
    public static let editor: [MessageKey] = [
        measureKind, siteLength, siteBodyFat, siteSide, unitCentimetres, unitInches, unitPercent, title, line, change, waistToHeight, bodyFatWritten, bodyFatEstimate, bodyFatHips, bodyFatNeeds, leanMass, sideLeft, sideRight,
    ] + siteNames.values.sorted { $0.id < $1.id }
}
