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
    /// Calls `body` with each of the entry's exercise and food lines, in order.
    @inlinable public func forEachItemLine(_ body: (EntryItemLine) throws -> Void) rethrows {
        let arena = arena
        let raw = arena.entries[Int(index)]
        for lineIndex in Int(raw.bodyStart)..<Int(raw.bodyEnd) {
            let line = arena.lines[lineIndex]
            switch line.kind {
            case .exercise:
                let item = ExerciseItemSyntax(arena: arena, index: line.payload)
                try body(EntryItemLine(
                    kind: .exercise(setCount: item.setCount), name: arena.exercises[Int(line.payload)].name,
                    range: line.range, contentRange: line.contentRange, childContentEnd: item.childContentEnd))
            case .food:
                let food = arena.foods[Int(line.payload)]
                try body(EntryItemLine(
                    kind: .food(amount: food.amount?.range), name: food.name,
                    range: line.range, contentRange: line.contentRange, childContentEnd: nil))
            default:
                continue
            }
        }
    }
}
