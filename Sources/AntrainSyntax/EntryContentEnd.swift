/// Where an entry's content ends, without trailing blank and comment lines, and on which line.
///
/// An editor folds and outlines every entry of a document, so this is read from the arena's
/// line records directly, from its last line back, without making a view or a
/// ``BodyLineContent`` for each line.
public struct EntryContentEnd: Hashable, Sendable {
    /// The byte offset where the content ends: the end of the last item or property line
    /// (with its note), or of the last line under an exercise that is not blank; the header's
    /// end for an entry without content.
    public var offset: Int
    /// The 0-based line of ``offset``.
    public var line: Int

    @inlinable init(offset: Int, line: Int) {
        self.offset = offset
        self.line = line
    }
}

extension RawLine {
    /// The end of the line's content and note, whichever is later.
    @inlinable var contentEnd: Int {
        hasNote ? max(contentRange.upperBound, noteRange.upperBound) : contentRange.upperBound
    }

    /// Whether the line holds more than a blank or a comment.
    @inlinable var isContent: Bool { kind != .blank && kind != .comment }
}

extension EntrySyntax {
    /// The end of the entry without trailing blank and comment lines. Comments between an
    /// exercise's set lines belong to the exercise, so they count; a comment at the item
    /// level does not.
    ///
    /// Read from the last line back: the lines lie in the order of the text, and an
    /// exercise's deeper lines between it and the next line of the body, so the last line
    /// that counts ends furthest. An editor folds every entry of a document, and most
    /// entries end with a line that counts.
    @inlinable public var contentEnd: EntryContentEnd {
        let arena = arena
        let raw = arena.entries[Int(index)]
        var lineIndex = Int(raw.bodyEnd)
        while lineIndex > Int(raw.bodyStart) {
            lineIndex -= 1
            let line = arena.lines[lineIndex]
            guard line.isContent else { continue }
            if line.kind == .exercise {
                let exercise = Int(line.payload)
                var childIndex = Int(arena.exercises[exercise].childEnd)
                while childIndex > Int(arena.exercises[exercise].childStart) {
                    childIndex -= 1
                    let child = arena.childLines[childIndex]
                    if child.kind != .blank { return EntryContentEnd(offset: child.contentEnd, line: Int(child.line)) }
                }
            }
            return EntryContentEnd(offset: line.contentEnd, line: Int(line.line))
        }
        return EntryContentEnd(offset: raw.headerRange.upperBound, line: Int(raw.line))
    }
}

extension ExerciseItemSyntax {
    /// The end of the item's deeper lines that hold content (set lines, and lines that are
    /// neither blank nor a comment), with their notes; nil when it has none.
    @inlinable public var childContentEnd: Int? {
        let arena = arena
        let raw = arena.exercises[Int(index)]
        var end: Int?
        for childIndex in Int(raw.childStart)..<Int(raw.childEnd) {
            let child = arena.childLines[childIndex]
            if child.isContent { end = max(end ?? 0, child.contentEnd) }
        }
        return end
    }
}
