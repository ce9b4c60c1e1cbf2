/// An exercise or food line of an entry's body, as the plain values an outline shows of it.
///
/// An editor outlines every entry of a document, so these are read from the arena's records
/// in one pass over the entry's lines (``EntrySyntax/forEachItemLine(_:)``), without making
/// a view of each line and each item.
public struct EntryItemLine: Sendable {
    public enum Kind: Sendable {
        /// An exercise and how many sets it stands for (``SetList/setCount``), inline and on
        /// its set lines.
        case exercise(setCount: Int)
        /// A food and its amount's range, if it has one.
        case food(amount: TextRange?)
    }

    public var kind: Kind
    public var name: NameSyntax
    /// The whole line, with its indentation and line break.
    public var range: TextRange
    /// The line without indentation, trailing spaces, note and line break.
    public var contentRange: TextRange
    /// For an exercise, ``ExerciseItemSyntax/childContentEnd``; nil for a food.
    public var childContentEnd: Int?

    @inlinable init(kind: Kind, name: NameSyntax, range: TextRange, contentRange: TextRange, childContentEnd: Int?) {
        self.kind = kind
        self.name = name
        self.range = range
        self.contentRange = contentRange
        self.childContentEnd = childContentEnd
    }
}

extension EntrySyntax {
    /// Calls `body` with each of the entry's exercise and food lines, in order, and returns
    /// where the entry's content ends (``contentEnd``).
    ///
    /// An outline needs both, and both are read in this one pass over the entry's lines and
    /// its exercises' deeper lines.
    @discardableResult
    @inlinable @inline(__always)
    public func forEachItemLine(_ body: (EntryItemLine) throws -> Void) rethrows -> EntryContentEnd {
        let arena = arena
        let raw = arena.entries[Int(index)]
        var end = EntryContentEnd(offset: raw.headerRange.upperBound, line: Int(raw.line))
        for lineIndex in Int(raw.bodyStart)..<Int(raw.bodyEnd) {
            let line = arena.lines[lineIndex]
            guard line.isContent else { continue }
            end.extend(to: line)
            switch line.kind {
            case .exercise:
                let exercise = Int(line.payload)
                // The entry's end counts every deeper line that is not blank (comments between
                // set lines belong to the exercise); the item's only those that hold content
                // (``ExerciseItemSyntax/childContentEnd``).
                var childContentEnd: Int?
                for childIndex in Int(arena.exercises[exercise].childStart)..<Int(arena.exercises[exercise].childEnd) {
                    let child = arena.childLines[childIndex]
                    guard child.kind != .blank else { continue }
                    end.extend(to: child)
                    if child.kind != .comment { childContentEnd = max(childContentEnd ?? 0, child.contentEnd) }
                }
                let item = ExerciseItemSyntax(arena: arena, index: line.payload)
                try body(EntryItemLine(
                    kind: .exercise(setCount: item.setCount), name: arena.exercises[exercise].name,
                    range: line.range, contentRange: line.contentRange, childContentEnd: childContentEnd))
            case .food:
                let food = arena.foods[Int(line.payload)]
                try body(EntryItemLine(
                    kind: .food(amount: food.amount?.range), name: food.name,
                    range: line.range, contentRange: line.contentRange, childContentEnd: nil))
            default:
                continue
            }
        }
        return end
    }
}
