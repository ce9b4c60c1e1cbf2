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
    /// The entry's exercise and food lines, in order, read one by one; once they are read,
    /// ``EntryItemLines/contentEnd`` is where the entry's content ends (``contentEnd``).
    ///
    /// An outline needs both, and both are read in this one pass over the entry's lines and
    /// its exercises' deeper lines. An iterator rather than a closure: the caller's loop is
    /// compiled with the reading, not called once per item.
    @inlinable public var itemLines: EntryItemLines { EntryItemLines(self) }
}

/// The iterator of ``EntrySyntax/itemLines``.
public struct EntryItemLines: IteratorProtocol {
    @usableFromInline let arena: SyntaxArena
    @usableFromInline var lineIndex: Int
    @usableFromInline let bodyEnd: Int
    /// Where the entry's content ends among the lines read so far: the whole entry's once
    /// ``next()`` has returned nil.
    @inlinable public var contentEnd: EntryContentEnd { end }
    @usableFromInline var end: EntryContentEnd

    @inlinable init(_ entry: EntrySyntax) {
        arena = entry.arena
        let raw = arena.entries[Int(entry.index)]
        lineIndex = Int(raw.bodyStart)
        bodyEnd = Int(raw.bodyEnd)
        end = EntryContentEnd(offset: raw.headerRange.upperBound, line: Int(raw.line))
    }

    @inlinable @inline(__always)
    public mutating func next() -> EntryItemLine? {
        while lineIndex < bodyEnd {
            let line = arena.lines[lineIndex]
            lineIndex += 1
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
                return EntryItemLine(
                    kind: .exercise(setCount: item.setCount), name: arena.exercises[exercise].name,
                    range: line.range, contentRange: line.contentRange, childContentEnd: childContentEnd)
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
