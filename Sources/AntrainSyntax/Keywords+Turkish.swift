/// The Turkish words of the format (issue #17), each with its English twin: the twin says
/// what the word means, so completion and "did you mean" read them from here. Derived from
/// the vocabularies' ``Vocabulary/turkish`` spellings.
///
/// Only words a Turkish lifter would type in place of the English are there. `metcon`, the
/// metcon types, the set tags and most units are the same in both languages; so are
/// `program` and the phases of a week (`deload` is what Turkish gyms say too).
extension Keywords {
    /// A Turkish word and the English word it stands for.
    public typealias TurkishTwin = (turkish: String, english: String)

    /// Turkish entry kinds after a date, in the order completion offers them.
    public static let turkishDatedKinds: [TurkishTwin] = turkishTwins(DatedKindWord.self)

    /// Turkish words that start a definition.
    public static let turkishDefinitionKinds: [TurkishTwin] = turkishTwins(DefinitionWord.self)

    /// Turkish cardio types; ``cardioType(named:)`` maps them to the model's type.
    public static let turkishCardioTypes: [TurkishTwin] = turkishTwins(CardioTypeWord.self)

    /// `program yok`: the Turkish of `program none`.
    public static let turkishNoProgram = WordLists.noProgram[1].description

    /// Every Turkish alias of `vocabulary` with its word's canonical English spelling.
    static func turkishTwins<Word: Vocabulary>(_ vocabulary: Word.Type) -> [TurkishTwin] {
        Word.allCases.flatMap { word in word.turkish.map { (turkish: $0.description, english: word.spelling) } }
    }
}
