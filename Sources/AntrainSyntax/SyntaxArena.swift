/// The nodes of one syntax tree, in a few flat arrays addressed by index.
///
/// A log is read line by line and its nodes nest only three deep (entry → body line → set),
/// so instead of a tree of values, with an array per body, item and set line, the parser
/// appends every node to the array of its kind, in file order, and a parent keeps the index
/// range of its children: an entry's body lines are contiguous in ``lines``, an exercise's
/// set lines in ``childLines``, and all of an exercise's sets (those on its own line first)
/// in ``sets``. Building a tree is a few amortised appends per line and freeing it a dozen
/// releases, whatever its size (the idea of rust-analyzer's green tree and swift-syntax's
/// arena of raw nodes, in the simplest form a line-based format needs).
///
/// The arena is read through views (``EntrySyntax``, ``BodyLineSyntax``,
/// ``ExerciseItemSyntax``, ``SetList``) that hold it and an index; they read their fields
/// from here when asked, so a reader that only classifies a line never copies the rest.
public final class SyntaxArena: Sendable {
    let topLevel: [RawTopLevel]
    let entries: [RawEntry]
    /// The item-level lines of every entry's body.
    let lines: [RawLine]
    /// The lines under exercises: set lines, and the blank, comment and unreadable lines
    /// among them.
    let childLines: [RawLine]
    let exercises: [RawExercise]
    let sets: [SetSyntax]
    let tags: [SetTagSyntax]
    let properties: [PropertySyntax]
    let foods: [FoodItemSyntax]
    let weeks: [ProgramWeekSyntax]
    let days: [ProgramDaySyntax]

    init(_ builder: consuming ArenaBuilder) {
        topLevel = builder.topLevel
        entries = builder.entries
        lines = builder.lines
        childLines = builder.childLines
        exercises = builder.exercises
        sets = builder.sets
        tags = builder.tags
        properties = builder.properties
        foods = builder.foods
        weeks = builder.weeks
        days = builder.days
    }

    /// An arena without nodes, for trees that hold only diagnostics.
    static let empty = SyntaxArena(ArenaBuilder())
}

/// The arrays of an arena while the parser fills them.
struct ArenaBuilder {
    var topLevel: [RawTopLevel] = []
    var entries: [RawEntry] = []
    var lines: [RawLine] = []
    var childLines: [RawLine] = []
    var exercises: [RawExercise] = []
    var sets: [SetSyntax] = []
    var tags: [SetTagSyntax] = []
    var properties: [PropertySyntax] = []
    var foods: [FoodItemSyntax] = []
    var weeks: [ProgramWeekSyntax] = []
    var days: [ProgramDaySyntax] = []

    /// Reserves room for a source of `lineCount` lines, so the large arrays grow rarely.
    mutating func reserve(lineCount: Int) {
        // A log has an entry or a trivia line about every four lines, and about one set per line.
        topLevel.reserveCapacity(lineCount / 4 + 8)
        entries.reserveCapacity(lineCount / 8 + 4)
        lines.reserveCapacity(lineCount / 2 + 4)
        sets.reserveCapacity(lineCount / 2 + 4)
    }
}

/// A top-level piece of a file: an entry (by index) or a trivia line.
struct RawTopLevel: Sendable {
    var line: Int32
    /// The entry's index in ``SyntaxArena/entries``, or -1 for a trivia line.
    var entry: Int32
    var range: TextRange
    var isComment: Bool
}

/// An entry's header and the range of its body lines in ``SyntaxArena/lines``.
struct RawEntry: Sendable {
    var line: Int32
    var bodyStart: Int32
    var bodyEnd: Int32
    var range: TextRange
    var headerRange: TextRange
    var date: DateSyntax?
    var time: TimeSyntax?
    var keyword: TextRange?
    var note: TextRange?
    var header: EntryHeaderSyntax
}

/// What a body line holds; the payload (a property, exercise, food, week or day, or the
/// first of the line's sets) is at ``RawLine/payload`` in the array of its kind.
enum RawLineKind: UInt8, Sendable {
    case blank, comment, property, exercise, food, sets, programWeek, programDay, unreadable
}

/// One physical line of a body.
struct RawLine: Sendable {
    var line: Int32
    var indentWidth: Int32
    var range: TextRange
    var contentRange: TextRange
    /// The note's range; meaningful when ``hasNote``.
    var noteRange: TextRange
    var kind: RawLineKind
    var hasNote: Bool
    var payload: Int32
    /// For a set line, the end of its sets in ``SyntaxArena/sets``.
    var payloadEnd: Int32

    var note: TextRange? { hasNote ? noteRange : nil }
}

/// An exercise item: its name, and the ranges of its sets and of its deeper lines.
struct RawExercise: Sendable {
    var superset: TextRange?
    var name: NameSyntax
    var colon: TextRange?
    var range: TextRange
    /// Its sets in ``SyntaxArena/sets``: `setsStart..<inlineEnd` on its own line, then up to
    /// `setsEnd` those of its set lines.
    var setsStart: Int32
    var inlineEnd: Int32
    var setsEnd: Int32
    /// Its deeper lines in ``SyntaxArena/childLines``.
    var childStart: Int32
    var childEnd: Int32
}
