/// The entry kinds the format knows, as named after the date or at column 0.
public enum EntryKind: String, Hashable, Sendable, CaseIterable {
    case lifting, cardio, metcon, meal, bodyweight, profile, exercise, food, template
    /// `DATE max EXERCISE LOAD` (LANGUAGE.md §7.2).
    case trainingMax = "max"
    /// `DATE program NAME` or `DATE program none` (LANGUAGE.md §7.4).
    case programStart = "program start"
    /// `program NAME`, a program definition (LANGUAGE.md §7.4).
    case program
    /// `DATE measure SITE VALUE, ...` (LANGUAGE.md §9.1).
    case measure
    /// `recipe NAME`, a food made of foods (LANGUAGE.md §9.3).
    case recipe

    /// Whether entries of this kind start with a date.
    public var isDated: Bool {
        switch self {
        case .lifting, .cardio, .metcon, .meal, .bodyweight, .trainingMax, .programStart, .measure: true
        case .profile, .exercise, .food, .template, .program, .recipe: false
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
    /// `DATE measure` and the measurements written on the header line (more may follow in the body).
    case measure(measurements: [MeasurementSyntax])
    /// `recipe NAME` (LANGUAGE.md §9.3).
    case recipeDefinition(name: NameSyntax?)
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
        case .measure: .measure
        case .recipeDefinition: .recipe
        case .unknownKind, .unreadable: nil
        }
    }
}

/// One entry: a header line and the indented body under it (a view on its tree's arena).
public struct EntrySyntax: Equatable, Sendable {
    @usableFromInline let arena: SyntaxArena
    @usableFromInline let index: Int32

    @inlinable init(arena: SyntaxArena, index: Int32) {
        self.arena = arena
        self.index = index
    }

    @inlinable var raw: RawEntry { arena.entries[Int(index)] }

    /// 0-based line of the header.
    @inlinable public var line: Int { Int(arena.entries[Int(index)].line) }
    /// From the start of the header to the end of the last body line (line break included).
    @inlinable public var range: TextRange { arena.entries[Int(index)].range }
    /// The header line without its line break.
    @inlinable public var headerRange: TextRange { arena.entries[Int(index)].headerRange }
    @inlinable public var date: DateSyntax? { arena.entries[Int(index)].date }
    @inlinable public var time: TimeSyntax? { arena.entries[Int(index)].time }
    /// The keyword that names the kind (`lifting`, `kahvaltı`, `profile`), if any.
    @inlinable public var keyword: TextRange? { arena.entries[Int(index)].keyword }
    @inlinable public var header: EntryHeaderSyntax { arena.headers[Int(arena.entries[Int(index)].header)] }
    /// `# ...` at the end of the header line.
    @inlinable public var note: TextRange? { arena.entries[Int(index)].note }
    /// The body lines at the item level, in order (an exercise's set lines are its children).
    @inlinable public var body: BodyLines {
        let raw = arena.entries[Int(index)]
        return BodyLines(arena: arena, range: raw.bodyStart..<raw.bodyEnd, isChildren: false)
    }

    @inlinable public var kind: EntryKind? { arena.entries[Int(index)].kind }

    /// Two entries are equal when they read the same, wherever their trees are.
    public static func == (left: EntrySyntax, right: EntrySyntax) -> Bool {
        let a = left.raw
        let b = right.raw
        return a.line == b.line && a.range == b.range && a.headerRange == b.headerRange && a.date == b.date
            && a.time == b.time && a.keyword == b.keyword && a.note == b.note && left.header == right.header
            && left.body.elementsEqual(right.body)
    }
}
