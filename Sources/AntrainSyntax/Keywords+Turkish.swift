/// The Turkish words of the format (issue #17), each with its English twin: the twin says
/// what the word means, so the parser, completion and "did you mean" read them from here.
///
/// Only words a Turkish lifter would type in place of the English are here. `metcon`, the
/// metcon types, the set tags and the units are the same in both languages; so are
/// `program` and the phases of a week (`deload` is what Turkish gyms say too).
extension Keywords {
    /// A Turkish word and the English word it stands for.
    public typealias TurkishTwin = (turkish: String, english: String)

    /// Turkish entry kinds after a date, in the order completion offers them.
    public static let turkishDatedKinds: [TurkishTwin] = [
        ("antrenman", "lifting"), ("kardiyo", "cardio"),
        ("kahvaltı", "breakfast"), ("öğle", "lunch"), ("akşam", "dinner"), ("atıştırmalık", "snack"),
        ("öğün", "meal"), ("ağırlık", "bodyweight"), ("kilo", "bodyweight"), ("maks", "max"),
        ("ölçü", "measure"),
    ]

    /// Turkish words that start a definition.
    public static let turkishDefinitionKinds: [TurkishTwin] = [
        ("profil", "profile"), ("egzersiz", "exercise"), ("besin", "food"), ("şablon", "template"), ("tarif", "recipe"),
    ]

    /// Turkish cardio types; ``cardioType(named:)`` maps them to the model's type.
    public static let turkishCardioTypes: [TurkishTwin] = [
        ("koşu", "run"), ("bisiklet", "bike"), ("kürek", "row"), ("yüzme", "swim"), ("yürüyüş", "walk"),
        ("eliptik", "elliptical"),
    ]

    /// `program yok`: the Turkish of `program none`.
    public static let turkishNoProgram = WordLists.noProgram[1].description
}
