import AntrainBasics
import AntrainModel
import AntrainSyntax

/// A rewrite the user may ask for at the cursor, beside the quick fixes of diagnostics (the
/// server offers it as an LSP `refactor.rewrite` action).
public struct RefactorAction: Hashable, Sendable {
    public var title: String
    /// Byte ranges of the file the action was asked for.
    public var edits: [TextEdit]

    public init(title: String, edits: [TextEdit]) {
        self.title = title
        self.edits = edits
    }
}

/// The refactors of TOOLING.md §2, in editor-agnostic terms (byte offsets, plain titles):
/// expand `100x5x3` into three sets and back, convert loads between kg and lb, and fill a
/// workout from its template.
public enum RefactorActions {
    /// Up to this many sets are written out by "expand".
    public static let maximumExpandedSets = 20

    /// The refactors available for `range` (a cursor or a selection) in file `fileIndex`.
    ///
    /// - Parameter now: the moment of asking, for "start workout" and "finish workout"; nil
    ///   leaves those out.
    /// - Parameter language: the language of the titles.
    public static func actions(
        in snapshot: WorkspaceSnapshot, fileIndex: Int, range: TextRange, now: Now? = nil, language: Language = .en
    ) -> [RefactorAction] {
        guard snapshot.files.indices.contains(fileIndex) else { return [] }
        let tree = snapshot.files[fileIndex].tree
        let offset = min(range.lowerBound, tree.source.count)
        guard let entry = tree.entry(at: offset), offset < entry.range.upperBound || entry.range.upperBound == tree.source.count
            && tree.source.bytes.last != UInt8(ascii: "\n") else {
            return now.map { startActions(in: snapshot, fileIndex: fileIndex, offset: offset, now: $0, language: language) } ?? []
        }
        let context = RefactorContext(snapshot: snapshot, fileIndex: fileIndex, entry: entry, range: range, language: language)
        let session = now.map(context.finishAction) ?? []
        return context.setActions() + context.unitActions() + context.templateActions() + context.warmupActions() + session + context.recipeActions()
    }
}

/// One line of sets: an exercise's own line, or a deeper line under it.
struct SetLine {
    var line: Int
    var sets: SetList
    var hasNote: Bool
    /// The line's index among its exercise's children; nil for the exercise's own line.
    var childIndex: Int?
}

/// What the refactors need to know about the cursor's entry.
struct RefactorContext {
    let snapshot: WorkspaceSnapshot
    let fileIndex: Int
    let tree: SyntaxTree
    let entry: EntrySyntax
    let range: TextRange
    /// The language of the titles.
    let language: Language
    /// Per exercise item of the entry, its lines of sets in order.
    let exercises: [(item: ExerciseItemSyntax, lines: [SetLine])]

    init(snapshot: WorkspaceSnapshot, fileIndex: Int, entry: EntrySyntax, range: TextRange, language: Language) {
        self.snapshot = snapshot
        self.language = language
        self.fileIndex = fileIndex
        self.tree = snapshot.files[fileIndex].tree
        self.entry = entry
        self.range = range
        var exercises: [(ExerciseItemSyntax, [SetLine])] = []
        for line in entry.body {
            guard case .exercise(let item) = line.content else { continue }
            var lines: [SetLine] = []
            if !item.inlineSets.isEmpty {
                lines.append(SetLine(line: line.line, sets: item.inlineSets, hasNote: line.note != nil, childIndex: nil))
            }
            for (index, child) in item.children.enumerated() {
                if case .sets(let sets) = child.content {
                    lines.append(SetLine(line: child.line, sets: sets, hasNote: child.note != nil, childIndex: index))
                }
            }
            exercises.append((item, lines))
        }
        self.exercises = exercises
    }

    /// A title of ``RefactorMessages`` in the context's language.
    func title(_ key: MessageKey, _ arguments: [String: MessageArgument]) -> String {
        LocalizedText(key, arguments).text(in: language)
    }

    /// Whether the cursor is on `target` (touching it), or the selection overlaps it.
    func isUnderCursor(_ target: TextRange) -> Bool {
        if range.isEmpty { return target.touches(range.lowerBound) }
        return target.lowerBound < range.upperBound && range.lowerBound < target.upperBound
    }

    /// The first set under the cursor: its exercise, line and position on the line.
    func setUnderCursor() -> (exercise: Int, line: Int, position: Int)? {
        for (exerciseIndex, exercise) in exercises.enumerated() {
            for (lineIndex, line) in exercise.lines.enumerated() {
                if let position = line.sets.firstIndex(where: { isUnderCursor($0.range) }) {
                    return (exerciseIndex, lineIndex, position)
                }
            }
        }
        return nil
    }

    /// A printer loaded with line `number` of this file.
    func printer(forLine number: Int) -> LinePrinter {
        var printer = LinePrinter(bytes: tree.source.bytes)
        let slice = tree.lineSlice(number)
        printer.load(from: slice.contentStart, to: slice.contentEnd)
        return printer
    }

    var isOnHeader: Bool { isUnderCursor(entry.headerRange) }

    // MARK: - Expand and collapse

    func setActions() -> [RefactorAction] {
        guard let (exerciseIndex, lineIndex, position) = setUnderCursor() else { return [] }
        let lines = exercises[exerciseIndex].lines
        let line = lines[lineIndex]
        let set = line.sets[position]
        var printer = printer(forLine: line.line)
        var actions: [RefactorAction] = []
        if let count = set.count, count.isWhole, count.value >= 2, count.value <= Double(RefactorActions.maximumExpandedSets) {
            let one = printer.setText(line.sets, at: position, options: SetPrintOptions(count: .none))
            let text = Array(repeating: one, count: Int(count.value)).joined(separator: ", ")
            actions.append(RefactorAction(
                title: title(RefactorMessages.expand, ["count": .text(String(Int(count.value)))]), edits: [TextEdit(range: set.range, newText: text)]))
        }
        if let collapse = collapseAction(lines: lines, lineIndex: lineIndex, position: position, printer: &printer) {
            actions.append(collapse)
        }
        return actions
    }

    /// Identical sets next to each other on one line (`100x5, 100x5, 100x5`), or alone on
    /// consecutive lines without notes, become one set with a count (`100x5x3`).
    private func collapseAction(lines: [SetLine], lineIndex: Int, position: Int, printer: inout LinePrinter) -> RefactorAction? {
        let line = lines[lineIndex]
        let key = printer.setText(line.sets, at: position, options: SetPrintOptions(count: .none))
        var first: SetSyntax
        var last: SetSyntax
        var total = 0
        if line.sets.count > 1 {
            let keys = line.sets.indices.map { printer.setText(line.sets, at: $0, options: SetPrintOptions(count: .none)) }
            var low = position
            var high = position
            while low > 0, keys[low - 1] == key { low -= 1 }
            while high + 1 < keys.count, keys[high + 1] == key { high += 1 }
            guard high > low else { return nil }
            first = line.sets[low]
            last = line.sets[high]
            total = line.sets[low...high].reduce(0) { $0 + $1.repeatCount }
        } else {
            // One set per line: look at the neighbouring lines of the same exercise.
            func loneKey(_ index: Int) -> String? {
                let other = lines[index]
                guard other.sets.count == 1, !other.hasNote, let child = other.childIndex, let mine = line.childIndex,
                      abs(child - mine) == abs(index - lineIndex) else { return nil }
                var otherPrinter = self.printer(forLine: other.line)
                return otherPrinter.setText(other.sets, at: 0, options: SetPrintOptions(count: .none))
            }
            guard !line.hasNote, line.childIndex != nil else { return nil }
            var low = lineIndex
            var high = lineIndex
            while low > 0, loneKey(low - 1) == key { low -= 1 }
            while high + 1 < lines.count, loneKey(high + 1) == key { high += 1 }
            guard high > low else { return nil }
            first = lines[low].sets[0]
            last = lines[high].sets[0]
            total = lines[low...high].reduce(0) { $0 + $1.sets[0].repeatCount }
        }
        let text = printer.setText(line.sets, at: position, options: SetPrintOptions(count: .value(total)))
        return RefactorAction(
            title: title(RefactorMessages.collapse, ["sets": .text(text)]),
            edits: [TextEdit(range: TextRange(start: first.range.start, end: last.range.end), newText: text)])
    }
}
