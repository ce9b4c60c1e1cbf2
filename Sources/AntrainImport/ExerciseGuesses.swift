import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AntrainModel

/// The muscles of an exercise the library does not know, guessed from the words of its
/// name (`curl` → biceps) or FitNotes' category, so the definition the import writes is
/// complete; the user can correct it in one place.
enum MuscleGuess {
    /// Words of a name and the muscle they point at, most telling first.
    private static let words: [(String, MuscleGroup)] = [
        ("tricep", .triceps), ("pushdown", .triceps), ("skull", .triceps), ("dip", .triceps), ("kickback", .triceps),
        ("curl", .biceps), ("bicep", .biceps),
        ("calf", .calves), ("calves", .calves),
        ("hip thrust", .glutes), ("glute", .glutes), ("bridge", .glutes), ("abduct", .glutes),
        ("leg curl", .hamstrings), ("hamstring", .hamstrings), ("romanian", .hamstrings), ("rdl", .hamstrings),
        ("good morning", .hamstrings), ("deadlift", .back),
        ("squat", .quads), ("lunge", .quads), ("leg press", .quads), ("leg extension", .quads), ("step up", .quads),
        ("bench", .chest), ("chest", .chest), ("fly", .chest), ("flye", .chest), ("pec", .chest), ("push up", .chest),
        ("lateral raise", .shoulders), ("shoulder", .shoulders), ("overhead", .shoulders), ("military", .shoulders),
        ("face pull", .shoulders), ("delt", .shoulders), ("shrug", .back),
        ("row", .back), ("pull", .back), ("chin", .back), ("lat", .back), ("back", .back),
        ("crunch", .core), ("plank", .core), ("ab ", .core), ("abs", .core), ("sit up", .core), ("leg raise", .core),
        ("twist", .core), ("core", .core), ("press", .shoulders),
    ]

    /// FitNotes' categories.
    private static let categories: [String: MuscleGroup] = [
        "chest": .chest, "back": .back, "shoulders": .shoulders, "biceps": .biceps, "triceps": .triceps,
        "legs": .quads, "abs": .core, "core": .core, "glutes": .glutes, "calves": .calves,
    ]

    static func muscles(for name: String, hint: ExerciseHint) -> [MuscleGroup] {
        let lower = " " + name.lowercased().replacingScalar("-", with: " ") + " "
        if let (_, muscle) = words.first(where: { lower.contains($0.0) }) { return [muscle] }
        if let category = hint.category?.lowercased(), let muscle = categories[category] { return [muscle] }
        return [.fullBody]
    }
}

/// Words that name a kind of cardio, for rows `cardio` entries can hold.
enum CardioWords {
    private static let words: [(String, CardioType)] = [
        ("treadmill", .run), ("run", .run), ("jog", .run), ("sprint", .run),
        ("cycl", .bike), ("bike", .bike), ("spin", .bike),
        ("rowing", .row), ("rower", .row), ("erg", .row),
        ("swim", .swim), ("walk", .walk), ("hik", .walk), ("ruck", .walk), ("elliptical", .elliptical),
        ("ski", .ski),
    ]

    /// The type whose word starts a word of the name (`Running`, `Treadmill`, but not
    /// `Crunch`); a ski erg is skiing, not rowing.
    static func type(of name: String) -> CardioType? {
        let nameWords = name.lowercased().split(whereSeparator: { !$0.isLetter })
        if nameWords.contains(where: { $0.hasPrefix("ski") }) { return .ski }
        for (word, type) in words where nameWords.contains(where: { $0.hasPrefix(word) }) { return type }
        return nil
    }
}
