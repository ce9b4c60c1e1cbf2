/// The body sites a `measure` entry takes (LANGUAGE.md §9.1).
public enum MeasurementSite: String, Hashable, Sendable, CaseIterable {
    case neck, shoulders, chest, waist, hips, arm, forearm, thigh, calf
    /// Body fat, a percentage rather than a length.
    case bodyfat

    /// Whether the site is measured with a tape (cm or in), not as a share of the body.
    public var isLength: Bool { self != .bodyfat }

    /// Whether `left`/`right` may be written before it: the limbs.
    public var hasSides: Bool {
        switch self {
        case .arm, .forearm, .thigh, .calf: true
        default: false
        }
    }

    /// The site named by `words` (lower case, joined by single spaces): the English names,
    /// a few plurals and short forms, and the Turkish twins.
    public static func named(_ words: String) -> MeasurementSite? {
        if let site = MeasurementSite(rawValue: words) { return site }
        if let site = englishSynonyms[words] { return site }
        return turkishNames.first { $0.turkish == words }.flatMap { MeasurementSite(rawValue: $0.english) }
    }

    /// Other English spellings people type.
    static let englishSynonyms: [String: MeasurementSite] = [
        "shoulder": .shoulders, "hip": .hips, "arms": .arm, "upper arm": .arm, "bicep": .arm, "biceps": .arm,
        "forearms": .forearm, "thighs": .thigh, "calves": .calf, "body fat": .bodyfat, "bf": .bodyfat, "fat": .bodyfat,
    ]

    /// The Turkish site names (issue #27), each with the English site it stands for.
    public static let turkishNames: [(turkish: String, english: String)] = [
        ("boyun", "neck"), ("omuz", "shoulders"), ("göğüs", "chest"), ("bel", "waist"), ("kalça", "hips"),
        ("kol", "arm"), ("ön kol", "forearm"), ("bacak", "thigh"), ("uyluk", "thigh"), ("baldır", "calf"),
        ("yağ oranı", "bodyfat"), ("yağ", "bodyfat"),
    ]

    /// Every site word completion and "did you mean" offer, English first.
    public static let allNames: [String] = allCases.map(\.rawValue) + turkishNames.map(\.turkish)
}

/// The side of a limb, written before its site (`left thigh`, Turkish `sol kol`).
public enum MeasurementSide: String, Hashable, Sendable, CaseIterable {
    case left, right

    public static func named(_ word: String) -> MeasurementSide? {
        switch word {
        case "left", "l", "sol": .left
        case "right", "r", "sağ": .right
        default: nil
        }
    }
}

/// The unit of a measurement as written.
public enum MeasurementUnit: String, Hashable, Sendable {
    case cm
    case inch = "in"
    case percent = "%"

    /// The length units a word names (`cm`, `in`, `inch`, `inches`); `%` is punctuation.
    public static func lengthNamed(_ word: String) -> MeasurementUnit? {
        switch word {
        case "cm": .cm
        case "in", "inch", "inches": .inch
        default: nil
        }
    }
}

/// One `SITE VALUE` of a `measure` entry: `waist 82cm`, `left thigh 58 cm`, `bodyfat 15%`.
public struct MeasurementSyntax: Hashable, Sendable {
    public var side: MeasurementSide?
    /// The site, or nil when the words name none (`unknown-measurement-site`).
    public var site: MeasurementSite?
    /// The side and site words as written (`left thigh`).
    public var siteRange: TextRange
    /// The site words without the side (`thigh` of `left thigh`): what a fix replaces.
    public var siteWordsRange: TextRange
    public var value: NumberSyntax
    /// The unit as written; nil for a bare number (`waist 82`).
    public var unit: MeasurementUnit?
    public var unitRange: TextRange?
    /// The number and its unit.
    public var valueRange: TextRange
    public var range: TextRange
}
