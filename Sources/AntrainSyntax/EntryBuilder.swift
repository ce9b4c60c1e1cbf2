/// Collects an entry's body lines as the parser reaches them, deciding for each line whether
/// it is an item, a property, or (deeper) a set line of the exercise above.
///
/// The builder never calls back into the parser: the parser asks where a line goes
/// (``place(_:startsSet:)``), reads it, and hands the result over. That keeps the builder
/// mutated in place inside the parser's state, never copied per line.
struct EntryBuilder {
    var entry: EntrySyntax
    /// The indentation in spaces of the entry's first space-indented body line: the item level.
    private var itemIndent: Int?
    /// Whether a body line has been placed: the first one is at the item level.
    private var hasPlacedLine = false
    /// The exercise that deeper lines belong to, kept out of `entry.body` until the next
    /// item-level line so that appending a set line never copies its children: its line
    /// (with blank content) and its item, moved back together when it closes.
    private var openLine: BodyLineSyntax?
    private var openItem: ExerciseItemSyntax?
    /// Whether the body holds an exercise item yet (a `+` superset item needs one above it).
    private(set) var hasExerciseItem = false

    /// Where a body line goes.
    enum Placement { case setLineOfOpenExercise, item, tooDeep }

    init(header: EntrySyntax) { self.entry = header }

    var kind: EntryKind? { entry.kind }

    /// Whether deciding the place of `line` needs to know if it starts with a set: the first
    /// space-indented line after tab-indented items may be the sets of a tab-indented
    /// exercise, or the item level.
    /// (Mutating only so that `entry!.needsSetProbe` reads the builder in place.)
    mutating func needsSetProbe(_ line: PhysicalLine) -> Bool {
        !line.hasTab && itemIndent == nil && openItem != nil
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
        } else if openItem != nil, startsSet {
            isDeeper = true
        } else {
            itemIndent = line.indentWidth
            isDeeper = false
        }
        if isDeeper {
            if openItem != nil { return .setLineOfOpenExercise }
            // A program's days sit one level under their week, and are read as its own lines.
            return entry.kind == .program ? .item : .tooDeep
        }
        return .item
    }

    /// Adds a set line (and the blank or comment lines before it) to the open exercise.
    mutating func appendSetLine(_ body: consuming BodyLineSyntax, after trivia: [PhysicalLine]) {
        // An exercise written a set per line usually has three to five: allocate once for four.
        if openItem!.children.capacity == 0 { openItem!.children.reserveCapacity(4) }
        for waiting in trivia { openItem!.children.append(Self.triviaLine(waiting)) }
        let end = body.range.end
        openItem!.children.append(body)
        openLine!.range.end = end
        entry.range.end = end
    }

    /// Adds an item-level (or unreadable) line, closing the open exercise.
    mutating func appendLine(_ body: consuming BodyLineSyntax, after trivia: [PhysicalLine]) {
        closeExercise()
        // Most entries have a handful of lines: allocate once for four, not for 1, 2 and 4.
        if entry.body.capacity == 0 { entry.body.reserveCapacity(4) }
        for waiting in trivia { entry.body.append(Self.triviaLine(waiting)) }
        entry.range.end = body.range.end
        if case .exercise(let item) = body.content {
            body.content = .blank  // the item lives in `openItem` until it closes
            hasExerciseItem = true
            openLine = body
            openItem = item
        } else {
            entry.body.append(body)
        }
    }

    /// Moves the open exercise, with all its set lines, into the body.
    private mutating func closeExercise() {
        // Taken, not copied: the item's arrays stay uniquely referenced, so nothing is retained.
        guard var line = openLine.take(), let item = openItem.take() else { return }
        line.content = .exercise(item)
        entry.body.append(line)
    }

    /// The finished entry; the builder is used up.
    consuming func finish() -> EntrySyntax {
        closeExercise()
        return entry
    }

    /// A blank or comment line inside a body.
    static func triviaLine(_ line: PhysicalLine) -> BodyLineSyntax {
        let content = TextRange(line.contentStart, line.contentEnd)
        if line.isBlank { return Self.line(line, content: content, note: nil, .blank) }
        return Self.line(line, content: content, note: content, .comment)
    }

    static func line(
        _ line: PhysicalLine, content: TextRange, note: TextRange?, _ kind: BodyLineContent
    ) -> BodyLineSyntax {
        BodyLineSyntax(
            line: line.number, range: line.range, contentRange: content,
            indentWidth: line.indentWidth, content: kind, note: note
        )
    }
}
