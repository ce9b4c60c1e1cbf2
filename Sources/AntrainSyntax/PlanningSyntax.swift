/// The planning lines of LANGUAGE.md §7: training maxes, program starts, and a program's
/// weeks and days.

/// A day of the week as a program names it (`mon`, or the Turkish `pzt`): a vocabulary.
public enum ProgramWeekday: String, Hashable, Sendable, CaseIterable, Vocabulary {
    case mon, tue, wed, thu, fri, sat, sun

    /// 0 for Monday through 6 for Sunday, as ``ProgramWeekday/allCases`` orders them.
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    public var english: [StaticString] {
        switch self {
        case .mon: ["mon"]
        case .tue: ["tue"]
        case .wed: ["wed"]
        case .thu: ["thu"]
        case .fri: ["fri"]
        case .sat: ["sat"]
        case .sun: ["sun"]
        }
    }

    /// The Turkish abbreviation of the day (`pzt` … `paz`).
    public var turkish: [StaticString] {
        switch self {
        case .mon: ["pzt"]
        case .tue: ["sal"]
        case .wed: ["çar"]
        case .thu: ["per"]
        case .fri: ["cum"]
        case .sat: ["cmt"]
        case .sun: ["paz"]
        }
    }

    public static let matcher = WordMatcher(spellingTable())
}

/// A phase a program week may be tagged with (`week 4 deload`): a vocabulary, the same in
/// Turkish (`deload` is what Turkish gyms say too).
public enum ProgramPhase: String, Hashable, Sendable, CaseIterable, Vocabulary {
    case accumulation, intensification, realization, deload

    public var english: [StaticString] {
        switch self {
        case .accumulation: ["accumulation"]
        case .intensification: ["intensification"]
        case .realization: ["realization"]
        case .deload: ["deload"]
        }
    }

    public var turkish: [StaticString] { [] }

    public static let matcher = WordMatcher(spellingTable())
}

/// `intensity 105%` or `volume 90%`: a percentage that scales loads or set counts.
public struct ModifierSyntax: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case intensity, volume }
    public var kind: Kind
    /// The percentage as written (`105` of `105%`).
    public var percent: NumberSyntax
    public var range: TextRange
}

/// `week N ["NAME"] [PHASE] [intensity P%] [volume P%]`: the start of a program week.
public struct ProgramWeekSyntax: Hashable, Sendable {
    /// The word `week` (or `hafta`).
    public var keyword: TextRange
    /// `N`, missing when the line says only `week` (reported).
    public var number: NumberSyntax?
    /// The quoted name (`"5s"`).
    public var name: NameSyntax?
    public var phase: ProgramPhase?
    public var phaseRange: TextRange?
    public var intensity: ModifierSyntax?
    public var volume: ModifierSyntax?
    /// The line's content without its note.
    public var range: TextRange
}

/// `DAY: TEMPLATE [@RPE] [intensity P%] [volume P%]`: one training day of a program week.
public struct ProgramDaySyntax: Hashable, Sendable {
    public var day: ProgramWeekday
    public var dayRange: TextRange
    /// The template the day follows.
    public var template: NameSyntax?
    /// The day's suggested RPE (`@8`).
    public var rpe: NumberSyntax?
    public var intensity: ModifierSyntax?
    public var volume: ModifierSyntax?
    /// The line's content without its note.
    public var range: TextRange
}

/// What a `DATE program ...` line starts: a named program, or none (`program none`).
public enum ProgramStartTarget: Hashable, Sendable {
    case program(NameSyntax)
    /// `program none`: the athlete follows no program from that date.
    case none(TextRange)
}
