/// Every name a generated log writes: the presets it expects the libraries to hold, and the
/// custom definitions it writes itself.
///
/// A valid log must resolve every exercise and food to a preset of `AntrainModel` or to one of
/// its own definitions, and a definition must never take a preset's name. This file, with
/// `FixtureVocabulary+Exercises.swift` and `FixtureVocabulary+Foods.swift`, is the one place
/// that ties the fixtures to the libraries: when a preset is renamed, change it there, and a
/// test can compare the lists below with the library.
public enum FixtureVocabulary {
    /// Preset exercises used in lifting entries.
    public static var presetExerciseNames: [String] {
        Lift.allCases.filter { !$0.isCustom }.map(\.name)
    }

    /// Preset exercises used as metcon movements.
    public static var presetMovementNames: [String] {
        Movement.allCases.filter { !$0.isCustom }.map(\.name)
    }

    /// Preset foods used in meals.
    public static var presetFoodNames: [String] {
        Food.allCases.filter { !$0.isCustom }.map(\.name)
    }

    /// Names of the custom exercises the log defines (none of them a preset).
    public static var customExerciseNames: [String] {
        customExercises.map(\.name)
    }

    /// Names of the custom foods the log defines (none of them a preset).
    public static var customFoodNames: [String] {
        customFoods.map(\.name)
    }

    /// Names of the templates the log defines.
    public static var templateNames: [String] {
        Session.allCases.compactMap { $0.hasTemplate ? $0.title : nil }
    }

    /// The `exercise` definitions, as property lines under the name.
    static let customExercises: [(name: String, properties: [String])] = [
        (
            "Landmine Press",
            [
                "category: barbell", "muscles: shoulders, triceps, core", "equipment: barbell",
                "aliases: landmine",
            ]
        ),
        ("Zercher Carry Hold", ["category: barbell", "muscles: core, quads, back", "equipment: barbell"]),
        (
            "Sandbag Over Shoulder",
            ["category: metcon", "muscles: fullBody, back, glutes", "equipment: none", "aliases: sandbag toss"]
        ),
    ]

    /// The `food` definitions, as property lines under the name: one with the `per 100g:`
    /// shorthand and a brand, one without a brand, one with the four macros as properties.
    static let customFoods: [(name: String, properties: [String])] = [
        (
            "Protein Bar",
            ["brand: Acme", "per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat", "serving: 60g", "category: protein"]
        ),
        (
            "Grandma's Lentil Stew",
            ["per 100g: 120 kcal, 7 protein, 16 carbs, 3 fat", "serving: 350g", "category: other", "aliases: grandma stew"]
        ),
        (
            "Recovery Shake",
            [
                "brand: Gainz Lab", "kcal: 390", "protein: 75", "carbs: 12", "fat: 5", "serving: 40g",
                "category: protein",
            ]
        ),
    ]

    static let profileNames = ["Burak", "Elif Yılmaz", "Ayşe", "Marco Rossi", "Sam", "Zeynep", "Jonas Müller"]

    static let workoutTitles = ["Heavy day", "Hotel gym", "Quick session", "Strength", "Push and pull"]
    static let workoutNotes = [
        "shoulder felt tight", "slept badly, kept it short", "gym crowded, swapped the order",
        "great pump", "new shoes", "knees fine today", "trained with Ali", "lower back a bit stiff",
        "felt strong 💪", "music too loud, focus was fine",
    ]
    static let exerciseNotes = ["paused reps", "slow eccentric", "tempo 3-1-1", "felt easy", "grip gave out", "new PR?"]
    static let setNotes = ["grindy", "fast", "form broke down", "spotter helped", "last rep ugly", "PR!"]
    static let cardioNotes = [
        "easy, zone 2", "intervals 6x400m", "hilly route", "with the club", "windy", "treadmill", "recovery pace",
    ]
    static let metconNotes = ["scaled", "rx", "partner workout", "lungs burning"]
    static let mealNotes = ["cheat meal", "eaten out", "meal prep", "at the office"]
    static let foodNotes = ["homemade", "from the canteen", "estimate", "leftovers"]
    static let bodyComments = ["superset with the next one", "cable station taken", "short rest today"]
    static let layoffComments = ["vacation, no gym", "sick, resting", "work trip", "moving house"]
}
