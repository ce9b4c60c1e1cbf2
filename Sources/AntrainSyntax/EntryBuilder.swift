/// Collects an entry's body lines as the parser reaches them, deciding for each line whether
/// it is an item, a property, or (deeper) a set line of the exercise above.
///
/// The builder never calls back into the parser: the parser asks where a line goes
/// (``place(_:startsSet:)``), reads it, and hands the result over. That keeps the builder
/// mutated in place inside the parser's state, never copied per line.
struct EntryBuilder {
    var entry: RawEntry
    /// The indentation in spaces of the entry's first space-indented body line: the item level.
    private var itemIndent: Int?
    /// Whether a body line has been placed: the first one is at the item level.
    private var hasPlacedLine = false
    /// The exercise that deeper lines belong to: the index of its line in the arena's
    /// `lines` and of its record in `exercises` (-1 when none is open).
    private var openLine: Int32 = -1
    private var openExercise: Int32 = -1
    /// Whether the body holds an exercise item yet (a `+` superset item needs one above it).
    private(set) var hasExerciseItem = false

    /// Where a body line goes.
    enum Placement { case setLineOfOpenExercise, item, tooDeep }

    init(header: RawEntry) { self.entry = header }

    /// A builder standing for no entry, which the parser holds between entries.
    static let idle = EntryBuilder(header: RawEntry(
        line: 0, bodyStart: 0, bodyEnd: 0, range: TextRange(start: 0, end: 0), headerRange: TextRange(start: 0, end: 0),
        date: nil, time: nil, keyword: nil, note: nil, header: 0, kind: nil
    ))

    var kind: EntryKind? { entry.kind }
    private var hasOpenExercise: Bool { openExercise >= 0 }

    /// Whether deciding the place of `line` needs to know if it starts with a set: the first
    /// space-indented line after tab-indented items may be the sets of a tab-indented
    /// exercise, or the item level.
    func needsSetProbe(_ line: PhysicalLine) -> Bool {
        !line.hasTab && itemIndent == nil && hasOpenExercise
    }

    /// Decides where `line` goes.
    ///
    /// A tab is one level whatever width the entry's spaces use (LANGUAGE.md §2): one tab is
    /// the item level, two tabs (or a tab and spaces) deeper. Spaces compare with the first
    /// space-indented line, so a tab on the first food of a meal indented by four spaces
    /// does not push the foods below it a level down.
    mutating func place(_ line: PhysicalLine, startsSet: Bool) -> Placement {
        let isDeeper: Bool
        let isFirstLine = !hasPlacedLine
        hasPlacedLine = true
        if line.hasTab {
            // The first line is never deeper, tabs or spaces: the formatter writes a line that
            // is too deep one level deeper than the items, and as a first line in spaces it
            // would read back as an item (found by fuzzing).
            let spaces = line.indentWidth - line.tabCount * Parser.tabWidth
            isDeeper = !isFirstLine && line.tabCount + (spaces > 0 ? 1 : 0) > 1
        } else if let itemIndent {
            isDeeper = line.indentWidth > itemIndent
        } else if hasOpenExercise, startsSet {
            isDeeper = true
        } else {
            itemIndent = line.indentWidth
            isDeeper = false
        }
        if isDeeper {
            if hasOpenExercise { return .setLineOfOpenExercise }
            // A program's days sit one level under their week, and are read as its own lines.
            return kind == .program ? .item : .tooDeep
        }
        return .item
    }

    /// Adds a set line (and the blank or comment lines before it) to the open exercise; its
    /// sets are already at the end of the arena's `sets`.
    mutating func appendSetLine(_ body: RawLine, after trivia: PendingLines, in arena: inout ArenaBuilder) {
        for index in 0..<trivia.count { arena.childLines.append(Self.triviaLine(trivia[index])) }
        arena.childLines.append(body)
        let end = body.range.end
        arena.lines[Int(openLine)].range.end = end
        arena.exercises[Int(openExercise)].childEnd = Int32(arena.childLines.count)
        arena.exercises[Int(openExercise)].setsEnd = Int32(arena.sets.count)
        entry.range.end = end
    }

    /// Adds an item-level (or unreadable) line, closing the open exercise.
    mutating func appendLine(_ body: RawLine, after trivia: PendingLines, in arena: inout ArenaBuilder) {
        openLine = -1
        openExercise = -1
        for index in 0..<trivia.count { arena.lines.append(Self.triviaLine(trivia[index])) }
        entry.range.end = body.range.end
        if body.kind == .exercise {
            hasExerciseItem = true
            openLine = Int32(arena.lines.count)
            openExercise = body.payload
        }
        arena.lines.append(body)
    }

    /// The finished entry, whose body ends with the arena's last line.
    func finished(in arena: ArenaBuilder) -> RawEntry {
        var finished = entry
        finished.bodyEnd = Int32(arena.lines.count)
        return finished
    }

    /// A blank or comment line inside a body.
    static func triviaLine(_ line: PhysicalLine) -> RawLine {
        let content = TextRange(line.contentStart, line.contentEnd)
        if line.isBlank { return Self.line(line, content: content, note: nil, .blank) }
        return Self.line(line, content: content, note: content, .comment)
    }

    static func line(
        _ line: PhysicalLine, content: TextRange, note: TextRange?, _ kind: RawLineKind,
        payload: Int = 0, payloadEnd: Int = 0
    ) -> RawLine {
        RawLine(
            line: Int32(line.number), indentWidth: Int32(truncatingIfNeeded: line.indentWidth), range: line.range,
            contentRange: content, noteRange: note ?? TextRange(start: 0, end: 0), kind: kind, hasNote: note != nil,
            payload: Int32(payload), payloadEnd: Int32(payloadEnd)
        )
    }
}
