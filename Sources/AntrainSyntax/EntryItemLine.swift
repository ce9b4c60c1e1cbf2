/// An exercise or food line of an entry's body, as the plain values an outline shows of it.
///
/// An editor outlines every entry of a document, so these are read from the arena's records
/// in one pass over the entry's lines (``EntrySyntax/itemLines``), without making
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
    /// The entry's exercise and food lines, in order, read one by one.
    ///
    /// An iterator rather than a closure: the caller's loop (an outline's, over every entry of
    /// a document) is compiled with the reading, not called once per item.
    @inlinable public var itemLines: EntryItemLines { EntryItemLines(self) }
}

/// The iterator of ``EntrySyntax/itemLines``.
public struct EntryItemLines: IteratorProtocol {
    @usableFromInline let arena: SyntaxArena
    @usableFromInline var lineIndex: Int
    @usableFromInline let bodyEnd: Int

    @inlinable init(_ entry: EntrySyntax) {
        arena = entry.arena
        let raw = arena.entries[Int(entry.index)]
        lineIndex = Int(raw.bodyStart)
        bodyEnd = Int(raw.bodyEnd)
    }

    @inlinable @inline(__always)
    public mutating func next() -> EntryItemLine? {
        while lineIndex < bodyEnd {
            let line = arena.lines[lineIndex]
            lineIndex += 1
            switch line.kind {
            case .exercise:
                let item = ExerciseItemSyntax(arena: arena, index: line.payload)
                return EntryItemLine(
                    kind: .exercise(setCount: item.setCount), name: arena.exercises[Int(line.payload)].name,
                    range: line.range, contentRange: line.contentRange, childContentEnd: item.childContentEnd)
            case .food:
                let food = arena.foods[Int(line.payload)]
                return EntryItemLine(
                    kind: .food(amount: food.amount?.range), name: food.name,
                    range: line.range, contentRange: line.contentRange, childContentEnd: nil)
            default:
                continue
            }
        }
        return nil
    }
}
