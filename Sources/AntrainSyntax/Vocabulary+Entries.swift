/// The words after a date that name an entry kind (LANGUAGE.md §3, §7, §9), in the order
/// completion offers them.
public enum DatedKindWord: Vocabulary {
    case lifting, cardio, metcon, breakfast, lunch, dinner, snack, meal, bodyweight
    /// `DATE max EXERCISE LOAD` (LANGUAGE.md §7.2).
    case trainingMax
    /// `DATE program NAME` (LANGUAGE.md §7.4).
    case programStart
    /// `DATE measure SITE VALUE` (LANGUAGE.md §9.1).
    case measure

    public var english: [StaticString] {
        switch self {
        case .lifting: ["lifting", "lift"]
        case .cardio: ["cardio"]
        case .metcon: ["metcon"]
        case .breakfast: ["breakfast"]
        case .lunch: ["lunch"]
        case .dinner: ["dinner"]
        case .snack: ["snack"]
        case .meal: ["meal"]
        case .bodyweight: ["bodyweight", "weight"]
        case .trainingMax: ["max", "tm"]
        case .programStart: ["program"]
        case .measure: ["measure", "measurements"]
        }
    }

    public var turkish: [StaticString] {
        switch self {
        case .lifting: ["antrenman"]
        case .cardio: ["kardiyo"]
        case .metcon: []
        case .breakfast: ["kahvaltı"]
        case .lunch: ["öğle"]
        case .dinner: ["akşam"]
        case .snack: ["atıştırmalık"]
        case .meal: ["öğün"]
        case .bodyweight: ["ağırlık", "kilo"]
        case .trainingMax: ["maks"]
        case .programStart: []
        case .measure: ["ölçü"]
        }
    }

    /// The kind of entry the word starts.
    public var entryKind: EntryKind {
        switch self {
        case .lifting: .lifting
        case .cardio: .cardio
        case .metcon: .metcon
        case .breakfast, .lunch, .dinner, .snack, .meal: .meal
        case .bodyweight: .bodyweight
        case .trainingMax: .trainingMax
        case .programStart: .programStart
        case .measure: .measure
        }
    }

    /// The meal a meal word names; nil for `meal`, which takes a name of its own.
    public var mealKind: MealKind? {
        switch self {
        case .breakfast: .breakfast
        case .lunch: .lunch
        case .dinner: .dinner
        case .snack: .snack
        default: nil
        }
    }

    /// Which part of the language the word belongs to: completion and "did you mean" treat the
    /// logging words apart from the planning (LANGUAGE.md §7) and body (§9) ones.
    public enum Part: Sendable { case logging, planning, body }

    public var part: Part {
        switch self {
        case .trainingMax, .programStart: .planning
        case .measure: .body
        default: .logging
        }
    }

    public static let matcher = WordMatcher(spellingTable())
}

/// The words that start a definition at column 0 (LANGUAGE.md §4).
public enum DefinitionWord: Vocabulary {
    case profile, exercise, food, template, program, recipe

    public var english: [StaticString] {
        switch self {
        case .profile: ["profile"]
        case .exercise: ["exercise"]
        case .food: ["food"]
        case .template: ["template"]
        case .program: ["program"]
        case .recipe: ["recipe"]
        }
    }

    public var turkish: [StaticString] {
        switch self {
        case .profile: ["profil"]
        case .exercise: ["egzersiz"]
        case .food: ["besin"]
        case .template: ["şablon"]
        case .program: []
        case .recipe: ["tarif"]
        }
    }

    /// The kind of entry the word starts.
    public var entryKind: EntryKind {
        switch self {
        case .profile: .profile
        case .exercise: .exercise
        case .food: .food
        case .template: .template
        case .program: .program
        case .recipe: .recipe
        }
    }

    public static let matcher = WordMatcher(spellingTable())
}
