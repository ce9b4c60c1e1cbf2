/// The entry kinds the format knows, as named after the date or at column 0.
public enum EntryKind: String, Hashable, Sendable, CaseIterable {
    case lifting, cardio, metcon, meal, bodyweight, profile, exercise, food, template
    /// `DATE max EXERCISE LOAD` (LANGUAGE.md §7.2).
    case trainingMax = "max"
    /// `DATE program NAME` or `DATE program none` (LANGUAGE.md §7.4).
    case programStart = "program start"
    /// `program NAME`, a program definition (LANGUAGE.md §7.4).
    case program

    /// Whether entries of this kind start with a date.
    public var isDated: Bool {
        switch self {
        case .lifting, .cardio, .metcon, .meal, .bodyweight, .trainingMax, .programStart: true
        case .profile, .exercise, .food, .template, .program: false
        }
    }
}

/// A calendar date as written, checked for being real.
public struct DateSyntax: Hashable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var range: TextRange
    public var isValid: Bool
}

/// A time of day as written (`07:30`), checked for being real.
public struct TimeSyntax: Hashable, Sendable {
    public var hour: Int
    public var minute: Int
    public var range: TextRange
    public var isValid: Bool
}

/// The meal names of LANGUAGE.md §3.4.
public enum MealKind: String, Hashable, Sendable, CaseIterable {
    case breakfast, lunch, dinner, snack
}

/// The header line of an entry, by kind.
public enum EntryHeaderSyntax: Hashable, Sendable {
    case lifting(title: NameSyntax?, duration: DurationSyntax?)
    case cardio(type: TextRange?, distance: DistanceSyntax?, duration: DurationSyntax?, pace: PaceSyntax?)
    case metcon(type: TextRange?, duration: DurationSyntax?, rounds: NumberSyntax?, result: NameSyntax?)
    /// A meal; `kind` is nil for `meal "NAME"`, whose name is then in `customName`.
    case meal(kind: MealKind?, customName: NameSyntax?)
    case bodyweight(weight: QuantitySyntax?)
    case profile
    case exerciseDefinition(name: NameSyntax?)
    case foodDefinition(name: NameSyntax?)
    case template(name: NameSyntax?)
    /// `DATE max EXERCISE LOAD`; the load is a weight (a percentage or `BW` is reported).
    case trainingMax(exercise: NameSyntax?, load: QuantitySyntax?)
    /// `DATE program NAME` or `DATE program none`; nil when nothing follows `program`.
    case programStart(ProgramStartTarget?)
    case programDefinition(name: NameSyntax?)
    /// A date followed by a word that is no entry kind (or by nothing).
    case unknownKind
    /// A column-0 line that is no entry at all.
    case unreadable

    public var kind: EntryKind? {
        switch self {
        case .lifting: .lifting
        case .cardio: .cardio
        case .metcon: .metcon
        case .meal: .meal
        case .bodyweight: .bodyweight
        case .profile: .profile
        case .exerciseDefinition: .exercise
        case .foodDefinition: .food
        case .template: .template
        case .trainingMax: .trainingMax
        case .programStart: .programStart
        case .programDefinition: .program
        case .unknownKind, .unreadable: nil
        }
    }
}

/// One entry: a header line and the indented body under it.
public struct EntrySyntax: Hashable, Sendable {
    /// 0-based line of the header.
    public var line: Int
    /// From the start of the header to the end of the last body line (line break included).
    public var range: TextRange
    /// The header line without its line break.
    public var headerRange: TextRange
    public var date: DateSyntax?
    public var time: TimeSyntax?
    /// The keyword that names the kind (`lifting`, `kahvaltı`, `profile`), if any.
    public var keyword: TextRange?
    public var header: EntryHeaderSyntax
    /// `# ...` at the end of the header line.
    public var note: TextRange?
    public var body: [BodyLineSyntax]

    public var kind: EntryKind? { header.kind }
}

/// A top-level piece of a file, in order: entries and the lines between them.
///
/// An entry is boxed (`indirect`): trivia lines outnumber entries, and an unboxed entry
/// would make every element of ``SyntaxTree/items`` as large as the largest entry header.
public enum TopLevelSyntax: Hashable, Sendable {
    indirect case entry(EntrySyntax)
    /// A blank line or a column-0 comment line outside any entry, or an indented line that
    /// belongs to no entry (with a diagnostic).
    case trivia(line: Int, range: TextRange, isComment: Bool)
}
