/// The words of the format, in one place.
public enum Keywords {
    /// Words after a date that name an entry kind, with their meaning.
    public static let datedKinds: [String: (EntryKind, MealKind?)] = [
        "lifting": (.lifting, nil), "lift": (.lifting, nil),
        "cardio": (.cardio, nil), "metcon": (.metcon, nil),
        "breakfast": (.meal, .breakfast), "lunch": (.meal, .lunch),
        "dinner": (.meal, .dinner), "snack": (.meal, .snack),
        "kahvaltı": (.meal, .breakfast), "öğle": (.meal, .lunch),
        "akşam": (.meal, .dinner), "atıştırmalık": (.meal, .snack),
        "meal": (.meal, nil),
        "bodyweight": (.bodyweight, nil), "weight": (.bodyweight, nil),
    ]

    /// The canonical kind words offered in completion and suggestions.
    public static let canonicalDatedKinds = [
        "lifting", "cardio", "metcon", "breakfast", "lunch", "dinner", "snack", "meal", "bodyweight",
    ]

    public static let definitionKinds: [String: EntryKind] = [
        "profile": .profile, "exercise": .exercise, "food": .food, "template": .template,
    ]

    public static let cardioTypes = ["run", "bike", "row", "swim", "walk", "elliptical", "ski"]
    public static let metconTypes = ["amrap", "emom", "fortime", "for-time"]

    public static let setTags: [String: SetTagSyntax.Kind] = [
        "warmup": .warmup, "w": .warmup, "drop": .drop, "d": .drop,
        "failure": .failure, "f": .failure, "rest": .rest,
    ]
}

/// Property keys, with the kinds that have them.
public enum PropertyKey: String, Hashable, Sendable, CaseIterable {
    case note, duration, rpe, template, distance, pace, rounds, result
    case name, height, unit, calories, protein, carbs, fat
    case category, muscles, equipment, aliases, brand, per100g = "per 100g", serving, kcal

    /// The keys an entry kind accepts, in the order completion offers them.
    public static func keys(for kind: EntryKind) -> [PropertyKey] {
        switch kind {
        case .lifting: [.note, .duration, .rpe, .template]
        case .cardio: [.distance, .duration, .pace, .note]
        case .metcon: [.rounds, .result, .duration, .note]
        case .meal, .bodyweight, .template: [.note]
        case .profile: [.name, .height, .unit, .calories, .protein, .carbs, .fat]
        case .exercise: [.category, .muscles, .equipment, .aliases]
        case .food: [.brand, .per100g, .kcal, .protein, .carbs, .fat, .serving, .category, .aliases]
        }
    }

    /// Whether entries of `kind` have items (exercises, movements, foods) besides properties.
    public static func kindHasItems(_ kind: EntryKind) -> Bool {
        switch kind {
        case .lifting, .metcon, .template, .meal: true
        default: false
        }
    }
}
