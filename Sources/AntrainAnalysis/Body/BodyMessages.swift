import AntrainBasics

/// The catalogue keys of measurements and body fat (LANGUAGE.md §9.1): their diagnostics and
/// what hover, `summary` and `report` say about them. English here; Turkish in
/// ``TurkishCatalogue``'s `body` dictionary.
public enum BodyMessages {
    static let unknownSite = MessageKey(
        "analysis.unknown-measurement-site", "`{word}` is not a place to measure. Did you mean `{suggestion}`? Expected one of: {valid}")
    static let unknownSiteNoSuggestion = MessageKey(
        "analysis.unknown-measurement-site.none", "`{word}` is not a place to measure. Expected one of: {valid}")
    static let implausibleLength = MessageKey(
        "analysis.implausible-measurement.length", "{value} cm around the {site} is outside 10–250 cm: a typo?")
    static let implausibleBodyFat = MessageKey("analysis.implausible-measurement.bodyfat", "Body fat of {value}% is outside 2–70 %: a typo?")
    static let lengthWithoutUnit = MessageKey(
        "analysis.measurement-without-unit", "How long is {value}? Add a unit: `{value}cm` or `{value}in`")
    static let bodyFatIsPercent = MessageKey("analysis.bodyfat-unit", "Body fat is a percentage; write `{value}%`")
    static let lengthNotPercent = MessageKey("analysis.length-not-percent", "The {site} is a length; write `{value}cm` or `{value}in`")
    static let sex = MessageKey("subject.sex", "a sex (for the body-fat estimate)")
    static let measurement = MessageKey("subject.measurement", "A measurement")

    static let title = MessageKey("hover.measure.title", "**Measurements** — {date}")
    static let line = MessageKey("hover.measure.line", "{site} {value}")
    static let change = MessageKey("hover.measure.change", "{change} since {date}")
    static let waistToHeight = MessageKey("hover.measure.waist-to-height", "Waist-to-height ratio {ratio}")
    static let bodyFatWritten = MessageKey("hover.measure.bodyfat", "Body fat {percent}")
    static let bodyFatEstimate = MessageKey(
        "hover.measure.bodyfat-estimate", "Body fat ≈ {percent} (U.S. Navy estimate from height, neck, waist{hips})")
    static let bodyFatHips = MessageKey("hover.measure.bodyfat-hips", " and hips")
    static let bodyFatNeeds = MessageKey(
        "hover.measure.bodyfat-needs", "For a body-fat estimate, add {missing}")
    static let leanMass = MessageKey("hover.measure.lean-mass", "Lean mass {lean} · fat {fat} (at {weight} bodyweight)")

    static let measureKind = MessageKey("completion.kind.measure", "body measurements: waist 82cm, bodyfat 15%")

    static let siteLength = MessageKey("completion.site.length", "a length: 82cm or 32in")
    static let siteBodyFat = MessageKey("completion.site.bodyfat", "body fat: 15%")
    static let siteSide = MessageKey("completion.site.side", "before a limb: left thigh 58cm")
    static let unitCentimetres = MessageKey("completion.unit.cm", "centimetres")
    static let unitInches = MessageKey("completion.unit.in", "inches (kept as cm: 1 in = 2.54 cm)")
    static let unitPercent = MessageKey("completion.unit.percent", "percent of your bodyweight")
    static let unitDetails: [String: MessageKey] = ["cm": unitCentimetres, "in": unitInches, "%": unitPercent]

    /// The words for each site in messages (`left thigh`).
    static let sideLeft = MessageKey("word.side.left", "left")
    static let sideRight = MessageKey("word.side.right", "right")
    static let siteNames: [String: MessageKey] = [
        "neck": MessageKey("word.site.neck", "neck"), "shoulders": MessageKey("word.site.shoulders", "shoulders"),
        "chest": MessageKey("word.site.chest", "chest"), "waist": MessageKey("word.site.waist", "waist"),
        "hips": MessageKey("word.site.hips", "hips"), "arm": MessageKey("word.site.arm", "arm"),
        "forearm": MessageKey("word.site.forearm", "forearm"), "thigh": MessageKey("word.site.thigh", "thigh"),
        "calf": MessageKey("word.site.calf", "calf"), "bodyfat": MessageKey("word.site.bodyfat", "body fat"),
    ]

    /// Every diagnostic key above, for the test that each has its translation.
    public static let diagnostics: [MessageKey] = [
        unknownSite, unknownSiteNoSuggestion, implausibleLength, implausibleBodyFat, lengthWithoutUnit, bodyFatIsPercent,
        lengthNotPercent, sex, measurement,
    ]

    /// Every editor key above (hover and words).
    public static let editor: [MessageKey] = [
        measureKind, siteLength, siteBodyFat, siteSide, unitCentimetres, unitInches, unitPercent, title, line, change, waistToHeight, bodyFatWritten, bodyFatEstimate, bodyFatHips, bodyFatNeeds, leanMass, sideLeft, sideRight,
    ] + siteNames.values.sorted { $0.id < $1.id }
}
