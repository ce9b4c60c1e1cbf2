/// The lists of words that completion, hover and "did you mean" offer, derived from the
/// vocabularies (``DatedKindWord``, ``DefinitionWord``, ``CardioTypeWord``,
/// ``MetconTypeWord``, ``SetTagWord``), where each word is defined once.
public enum Keywords {
    /// The canonical logging kind words, offered in completion and suggestions.
    public static let canonicalDatedKinds = DatedKindWord.allCases.filter { $0.part == .logging }.map(\.spelling)

    /// The words of LANGUAGE.md §9 after a date, offered after ``planningDatedKinds``.
    public static let bodyDatedKinds = DatedKindWord.allCases.filter { $0.part == .body }.map(\.spelling)

    /// The planning words after a date (LANGUAGE.md §7), offered apart from
    /// ``canonicalDatedKinds`` so that "did you mean" for the logging kinds stays as it was.
    public static let planningDatedKinds = DatedKindWord.allCases.filter { $0.part == .planning }.map(\.spelling)

    /// The words "did you mean" picks from after a date: the logging kinds, their other English
    /// spellings (`lift`, `weight`), the body kinds, then the Turkish words. The English come
    /// first: on a tie the first candidate wins, so a Turkish word is suggested only when it is
    /// closer than every English one (`antrenmn`, `kardyo`).
    public static let suggestedDatedKinds: [String] = {
        let logging = DatedKindWord.allCases.filter { $0.part == .logging }
        return canonicalDatedKinds + logging.flatMap { $0.english.dropFirst().map(\.description) } + bodyDatedKinds
            + turkishDatedKinds.map(\.turkish)
    }()

    /// The canonical definition keywords, in the order completion offers them.
    public static let canonicalDefinitionKinds = DefinitionWord.allCases.map(\.spelling)

    /// `program none`: the word that ends the athlete's program (`program yok` in Turkish,
    /// ``turkishNoProgram``).
    public static let noProgram = WordLists.noProgram[0].description

    /// The cardio types as the model names them; ``cardioType(named:)`` reads the Turkish too.
    public static let cardioTypes = CardioTypeWord.allCases.map(\.spelling)

    /// The cardio type a word names (`run`, or the Turkish `koşu`) as ``cardioTypes`` spells
    /// it, or nil when the word is no cardio type. `word` is in lower case.
    public static func cardioType(named word: String) -> String? {
        CardioTypeWord.matching(word)?.spelling
    }

    /// The metcon types as the formatter writes them and completion offers them.
    public static let canonicalMetconTypes = MetconTypeWord.allCases.map(\.spelling)
    /// Every spelling of a metcon type the parser accepts.
    public static let metconTypes = MetconTypeWord.allSpellings
}

/// Property keys, with the kinds that have them: the vocabulary of `key:` lines (no key has a
/// Turkish alias yet; one would be a second spelling in ``matcher``'s table).
public enum PropertyKey: String, Hashable, Sendable, CaseIterable {
    case note, duration, rpe, template, distance, pace, rounds, result
    case name, height, unit, calories, protein, carbs, fat, language, rounding, bar, plates
    case category, muscles, equipment, aliases, brand, per100g = "per 100g", serving, kcal
    case difficulty, progression
    /// LANGUAGE.md §8: the athlete's e1RM formula, a progression rule, a one-side exercise.
    case e1rm, progress, unilateral
    /// `sex:` in a profile, for the body-fat estimate (LANGUAGE.md §9.1).
    case sex
    /// A recipe's `servings:` and `yield:` (LANGUAGE.md §9.3).
    case servings, yield
    /// Per 100 g in a food, daily goals in a profile (LANGUAGE.md §9.2).
    case fiber, sugar, satfat, sodium

    /// The key `source[range]` spells (ASCII letters in any case, `per 100g` with one space),
    /// read from the bytes without building a `String`.
    public static func matching(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> PropertyKey? {
        matcher.match(source, range)
    }

    private static let matcher = WordMatcher(allCases.map { ($0.rawValue, $0) })

    /// The keys the lexer reads as more than one token, those with a digit or a space
    /// (`e1rm`, `per 100g`), with their lowercase bytes: the parser matches them against a
    /// line's tokens (``LineReader/spells(_:tokensBefore:)``). Every other key is one word.
    static let multiTokenKeys: [(spelling: [UInt8], key: PropertyKey)] = allCases
        .filter { $0.rawValue.utf8.contains { !Lexer.isWordByte($0) } }
        .map { (Array($0.rawValue.utf8), $0) }

    /// The keys an entry kind accepts, in the order completion offers them.
    public static func keys(for kind: EntryKind) -> [PropertyKey] {
        // Constant arrays: the parser asks for every line that has a colon.
        switch kind {
        case .lifting: liftingKeys
        case .cardio: cardioKeys
        case .metcon: metconKeys
        case .meal, .bodyweight: noteOnly
        case .template: templateKeys
        case .profile: profileKeys
        case .exercise: exerciseKeys
        case .food: foodKeys
        case .trainingMax, .programStart: noteOnly
        case .program: programKeys
        case .measure: noteOnly
        case .recipe: recipeKeys
        }
    }

    /// `progress:` is read in a workout only to say it does nothing there (LANGUAGE.md §8.1).
    private static let liftingKeys: [PropertyKey] = [.note, .duration, .rpe, .template, .progress]
    private static let cardioKeys: [PropertyKey] = [.distance, .duration, .pace, .note]
    private static let metconKeys: [PropertyKey] = [.rounds, .result, .duration, .note]
    private static let noteOnly: [PropertyKey] = [.note]
    private static let profileKeys: [PropertyKey] = [
        .name, .height, .unit, .calories, .protein, .carbs, .fat, .language, .rounding, .bar, .plates,
        .e1rm, .progress,
        .sex, .fiber, .sugar, .satfat, .sodium,
    ]
    private static let templateKeys: [PropertyKey] = [.note, .progress]
    private static let exerciseKeys: [PropertyKey] = [.category, .muscles, .equipment, .aliases, .unilateral]
    private static let programKeys: [PropertyKey] = [.category, .difficulty, .progression, .note, .progress]
    private static let recipeKeys: [PropertyKey] = [.servings, .yield, .category, .aliases, .note]
    private static let foodKeys: [PropertyKey] = [
        .brand, .per100g, .kcal, .protein, .carbs, .fat, .serving, .category, .aliases, .fiber, .sugar, .satfat, .sodium,
    ]

    /// Whether entries of `kind` have items (exercises, movements, foods) besides properties.
    public static func kindHasItems(_ kind: EntryKind) -> Bool {
        switch kind {
        case .lifting, .metcon, .template, .meal, .program, .recipe: true
        default: false
        }
    }
}
