/// The cardio types after `cardio` (LANGUAGE.md §3.2); the model's `CardioType` has one case
/// of the same name for each.
public enum CardioTypeWord: Vocabulary {
    case run, bike, row, swim, walk, elliptical, ski

    public var english: [StaticString] {
        switch self {
        case .run: ["run"]
        case .bike: ["bike"]
        case .row: ["row"]
        case .swim: ["swim"]
        case .walk: ["walk"]
        case .elliptical: ["elliptical"]
        case .ski: ["ski"]
        }
    }

    public var turkish: [StaticString] {
        switch self {
        case .run: ["koşu"]
        case .bike: ["bisiklet"]
        case .row: ["kürek"]
        case .swim: ["yüzme"]
        case .walk: ["yürüyüş"]
        case .elliptical: ["eliptik"]
        case .ski: []
        }
    }

    public static let matcher = WordMatcher(spellingTable())
}

/// The metcon types after `metcon` (LANGUAGE.md §3.3); the model's `MetconType` has one case
/// of the same name for each. The same in Turkish.
public enum MetconTypeWord: Vocabulary {
    case amrap, emom, fortime

    /// `for-time` is three tokens to the lexer; the parser joins them into one type.
    public var english: [StaticString] {
        switch self {
        case .amrap: ["amrap"]
        case .emom: ["emom"]
        case .fortime: ["fortime", "for-time"]
        }
    }

    public var turkish: [StaticString] { [] }

    public static let matcher = WordMatcher(spellingTable())
}

/// The marks after a set (LANGUAGE.md §3.1): `warmup`, `drop`, `failure`, and `rest` with its
/// duration. The model's `SetTag` has the first three; a rest is a duration, not a tag.
public enum SetTagWord: Vocabulary {
    case warmup, drop, failure, rest

    public var english: [StaticString] {
        switch self {
        case .warmup: ["warmup", "w"]
        case .drop: ["drop", "d"]
        case .failure: ["failure", "f"]
        case .rest: ["rest"]
        }
    }

    public var turkish: [StaticString] { [] }

    /// The tag as the tree holds it.
    public var kind: SetTagSyntax.Kind {
        switch self {
        case .warmup: .warmup
        case .drop: .drop
        case .failure: .failure
        case .rest: .rest
        }
    }

    public static let matcher = WordMatcher(spellingTable())
}
