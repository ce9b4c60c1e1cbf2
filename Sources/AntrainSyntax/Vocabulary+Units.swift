/// The units of a duration (`45min`, `1h 10min`, `30dk`, `1sa 10dk`, `45sn`).
public enum DurationUnitWord: Vocabulary {
    case hours, minutes, seconds

    public var english: [StaticString] {
        switch self {
        case .hours: ["h", "hr", "hrs", "hour", "hours"]
        case .minutes: ["min", "mins", "minute", "minutes"]
        case .seconds: ["s", "sec", "secs", "second", "seconds"]
        }
    }

    /// `sa`/`saat` (saat), `dk`/`dakika` (dakika), `sn`/`saniye` (saniye).
    public var turkish: [StaticString] {
        switch self {
        case .hours: ["sa", "saat"]
        case .minutes: ["dk", "dakika"]
        case .seconds: ["sn", "saniye"]
        }
    }

    /// The spellings read after a larger unit's number (`1h 30min`, `1h30m`, `2min 30s`):
    /// there a lone `m` is minutes, where elsewhere it is metres.
    public var afterLargerUnit: [StaticString] {
        switch self {
        case .hours: []
        case .minutes: ["min", "mins", "m", "dk"]
        case .seconds: ["s", "sec", "sn"]
        }
    }

    /// The short forms a lifter glues to a number (`60s`, `45min`, `1h`; `45sn`, `30dk`,
    /// `1sa`): the lexer splits them off a number, and the editor grammars highlight them.
    public var glued: [StaticString] {
        switch self {
        case .hours: ["h", "sa"]
        case .minutes: ["min", "dk"]
        case .seconds: ["s", "sec", "sn"]
        }
    }

    /// What one unit is worth.
    public var seconds: Double {
        switch self {
        case .hours: 3600
        case .minutes: 60
        case .seconds: 1
        }
    }

    public static let matcher = WordMatcher(spellingTable())
}

/// The load units (`100kg`, `225lb`); the model's `WeightUnit` has one case of the same name
/// for each.
extension LoadUnit: Vocabulary {
    public var english: [StaticString] {
        switch self {
        case .kg: ["kg", "kgs"]
        case .lb: ["lb", "lbs"]
        }
    }

    public var turkish: [StaticString] { [] }

    public static let matcher = WordMatcher(spellingTable())
}

/// The distance units (`5.2km`, `2000m`, `3mi`): `m` is always metres.
extension DistanceSyntax.Unit: Vocabulary {
    public var english: [StaticString] {
        switch self {
        case .km: ["km"]
        case .m: ["m"]
        case .mi: ["mi", "mile", "miles"]
        }
    }

    public var turkish: [StaticString] { [] }

    public static let matcher = WordMatcher(spellingTable())
}
