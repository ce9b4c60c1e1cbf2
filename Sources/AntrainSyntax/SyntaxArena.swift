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
    @usableFromInline let topLevel: [RawTopLevel]
    @usableFromInline let entries: [RawEntry]
    /// Each entry's header, apart from ``entries`` (see ``RawEntry/header``).
    @usableFromInline let headers: [EntryHeaderSyntax]
    /// The item-level lines of every entry's body.
    @usableFromInline let lines: [RawLine]
    /// The lines under exercises: set lines, and the blank, comment and unreadable lines
    /// among them.
    @usableFromInline let childLines: [RawLine]
    @usableFromInline let exercises: [RawExercise]
    /// Every set, compact (see ``SetRecord``); its numbers are read from ``bytes``.
    @usableFromInline let sets: [SetRecord]
    /// The sets too long for a record, whole.
    @usableFromInline let longSets: [SetSyntax]
    @usableFromInline let tags: [SetTagSyntax]
    @usableFromInline let properties: [PropertySyntax]
    @usableFromInline let foods: [FoodItemSyntax]
    @usableFromInline let weeks: [ProgramWeekSyntax]
    @usableFromInline let days: [ProgramDaySyntax]
    /// The `SITE VALUE` pairs of `measure` body lines (a line's are contiguous).
    @usableFromInline let measurements: [MeasurementSyntax]
    /// The pieces the grammar could not take, in file order.
    @usableFromInline let errors: [SyntaxError]
    /// The source's bytes (shared with its ``SourceText``, not copied), for what the nodes
    /// read on access.
    @usableFromInline let bytes: [UInt8]

    init(_ builder: consuming ArenaBuilder, bytes: [UInt8] = []) {
        self.bytes = bytes
        topLevel = builder.topLevel
        entries = builder.entries
        headers = builder.headers
        lines = builder.lines
        childLines = builder.childLines
        exercises = builder.exercises
        sets = builder.sets
        longSets = builder.longSets
        errors = builder.errors
        tags = builder.tags
        properties = builder.properties
        foods = builder.foods
        weeks = builder.weeks
        days = builder.days
        measurements = builder.measurements
    }

    /// An arena without nodes, for trees that hold only diagnostics.
    static let empty = SyntaxArena(ArenaBuilder())
}

/// The arrays of an arena while the parser fills them.
struct ArenaBuilder {
    var topLevel: [RawTopLevel] = []
    var entries: [RawEntry] = []
    var headers: [EntryHeaderSyntax] = []
    var lines: [RawLine] = []
    var childLines: [RawLine] = []
    var exercises: [RawExercise] = []
    var sets: [SetRecord] = []
    var longSets: [SetSyntax] = []
    var tags: [SetTagSyntax] = []
    var properties: [PropertySyntax] = []
    var foods: [FoodItemSyntax] = []
    var weeks: [ProgramWeekSyntax] = []
    var days: [ProgramDaySyntax] = []
    var measurements: [MeasurementSyntax] = []
    var errors: [SyntaxError] = []

    /// Appends `set`, as a record unless it is too long for one (then whole, its numbers
    /// read from `bytes`, the source's).
    mutating func append(_ set: SetDraft, bytes: UnsafeBufferPointer<UInt8>) {
        if let record = SetRecord(set) {
            sets.append(record)
        } else {
            let whole = SetSyntax(set, bytes: bytes)
            sets.append(SetRecord(long: whole, at: longSets.count))
            longSets.append(whole)
        }
    }

    /// Reserves room for a source of `lineCount` lines, so the large arrays grow rarely.
    mutating func reserve(lineCount: Int) {
        // A log has an entry about every five lines, an entry or a trivia line about every
        // two, three body lines in five, and about one set per line; reserving short of that
        // copies them once more as the arrays grow. Foods vary most (a log of meals has a food
        // line in two, one of workouts none): room for one in two costs a log without meals
        // nothing but address space (a large array's untouched pages are never mapped), and
        // spares a log of meals a copy of every food.
        topLevel.reserveCapacity(lineCount / 2 + 8)
        entries.reserveCapacity(lineCount / 5 + 4)
        headers.reserveCapacity(lineCount / 5 + 4)
        lines.reserveCapacity(lineCount * 5 / 8 + 4)
        childLines.reserveCapacity(lineCount / 8 + 4)
        exercises.reserveCapacity(lineCount / 8 + 4)
        foods.reserveCapacity(lineCount / 2 + 4)
        sets.reserveCapacity(lineCount / 2 + 4)
    }
}

/// A top-level piece of a file: an entry (by index) or a trivia line.
@usableFromInline struct RawTopLevel: Sendable {
    @usableFromInline var line: Int32
    /// The entry's index in ``SyntaxArena/entries``, or -1 for a trivia line.
    @usableFromInline var entry: Int32
    @usableFromInline var range: TextRange
    @usableFromInline var isComment: Bool
}

/// An entry's header and the range of its body lines in ``SyntaxArena/lines``.
@usableFromInline struct RawEntry: Sendable {
    @usableFromInline var line: Int32
    @usableFromInline var bodyStart: Int32
    @usableFromInline var bodyEnd: Int32
    @usableFromInline var range: TextRange
    @usableFromInline var headerRange: TextRange
    @usableFromInline var date: DateSyntax?
    @usableFromInline var time: TimeSyntax?
    @usableFromInline var keyword: TextRange?
    @usableFromInline var note: TextRange?
    /// The header's index in ``SyntaxArena/headers``. The header is an enum with arrays and
    /// strings in some cases; kept apart, this record holds plain values only, so the parser
    /// copies it (into the entry being built, then into the arena) without retains or
    /// outlined copies.
    @usableFromInline var header: Int32
    /// The header's kind, read without the header.
    @usableFromInline var kind: EntryKind?
}

/// What a body line holds; the payload (a property, exercise, food, week or day, or the
/// first of the line's sets) is at ``RawLine/payload`` in the array of its kind.
@usableFromInline enum RawLineKind: UInt8, Sendable {
    case blank, comment, property, exercise, food, sets, programWeek, programDay, unreadable
    /// `waist 82cm, hips 96cm`: payload..<payloadEnd in ``SyntaxArena/measurements``.
    case measurements
}

/// One physical line of a body.
@usableFromInline struct RawLine: Sendable {
    @usableFromInline var line: Int32
    @usableFromInline var indentWidth: Int32
    @usableFromInline var range: TextRange
    @usableFromInline var contentRange: TextRange
    /// The note's range; meaningful when ``hasNote``.
    @usableFromInline var noteRange: TextRange
    @usableFromInline var kind: RawLineKind
    @usableFromInline var hasNote: Bool
    @usableFromInline var payload: Int32
    /// For a set line, the end of its sets in ``SyntaxArena/sets``.
    @usableFromInline var payloadEnd: Int32

    @inlinable var note: TextRange? { hasNote ? noteRange : nil }
}

/// An exercise item: its name, and the ranges of its sets and of its deeper lines.
@usableFromInline struct RawExercise: Sendable {
    @usableFromInline var superset: TextRange?
    @usableFromInline var name: NameSyntax
    @usableFromInline var colon: TextRange?
    @usableFromInline var range: TextRange
    /// Its sets in ``SyntaxArena/sets``: `setsStart..<inlineEnd` on its own line, then up to
    /// `setsEnd` those of its set lines.
    @usableFromInline var setsStart: Int32
    @usableFromInline var inlineEnd: Int32
    @usableFromInline var setsEnd: Int32
    /// Its deeper lines in ``SyntaxArena/childLines``.
    @usableFromInline var childStart: Int32
    @usableFromInline var childEnd: Int32
}
