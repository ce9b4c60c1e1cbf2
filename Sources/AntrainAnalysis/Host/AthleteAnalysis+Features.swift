import AntrainBasics
import AntrainModel
import AntrainSyntax

/// The editor's features asked of a file and an offset in it, answered in the file's offsets.
///
/// Each finds the chunk that holds the offset, asks the feature of that chunk, and moves the
/// answer back into the file: the one place where a chunk's base is added.
extension AthleteAnalysis {
    public func hover(inFile file: String, at offset: Int, language: Language) -> HoverResult? {
        guard let (fileIndex, base) = chunk(of: file, at: offset),
              var result = HoverEngine.hover(in: snapshot, fileIndex: fileIndex, offset: max(0, offset - base), language: language) else { return nil }
        result.range = result.range.shifted(by: base)
        return result
    }

    public func completion(inFile file: String, at offset: Int, language: Language) -> CompletionResult {
        guard let (fileIndex, base) = chunk(of: file, at: offset) else { return .empty }
        var result = CompletionEngine.complete(in: snapshot, fileIndex: fileIndex, offset: max(0, offset - base), language: language)
        for index in result.items.indices {
            result.items[index].replaceRange = result.items[index].replaceRange.shifted(by: base)
            result.items[index].additionalEdits = result.items[index].additionalEdits.map { $0.shifted(by: base) }
        }
        return result
    }

    /// The inlay hints of the part of `file` that `range` covers.
    public func inlayHints(inFile file: String, range: TextRange, language: Language) -> [InlayHintItem] {
        chunkFiles(of: file).flatMap { fileIndex, base -> [InlayHintItem] in
            let length = snapshot.files[fileIndex].source.count
            guard base <= range.upperBound, base + length >= range.lowerBound else { return [] }
            let local = TextRange(max(0, range.lowerBound - base), min(length, range.upperBound - base))
            return InlayHints.hints(in: local, snapshot: snapshot, fileIndex: fileIndex, language: language).map { hint in
                var moved = hint
                moved.offset += base
                return moved
            }
        }
    }

    /// The semantic tokens of a whole file, in order.
    public func semanticTokens(ofFile file: String) -> [SemanticToken] {
        chunkFiles(of: file).flatMap { fileIndex, base in
            SemanticHighlighter.tokens(in: snapshot, fileIndex: fileIndex).map { token in
                var moved = token
                moved.range = token.range.shifted(by: base)
                return moved
            }
        }
    }

    /// The lenses of the programs a file defines, with their titles.
    public func programLenses(ofFile file: String, language: Language) -> [EntryLens] {
        chunkFiles(of: file).flatMap { fileIndex, base in
            ProgramLenses.lenses(snapshot: snapshot, fileIndex: fileIndex, language: language).map { $0.shifted(by: base) }
        }
    }

    /// Where a file's workout lenses go, without their titles (resolved one by one).
    public func workoutLensRanges(ofFile file: String) -> [TextRange] {
        chunkFiles(of: file).flatMap { fileIndex, base in WorkoutLenses.ranges(snapshot: snapshot, fileIndex: fileIndex).map { $0.shifted(by: base) } }
    }

    /// A file's workout lenses with their titles.
    public func workoutLenses(ofFile file: String, language: Language) -> [EntryLens] {
        chunkFiles(of: file).flatMap { fileIndex, base in
            WorkoutLenses.lenses(snapshot: snapshot, fileIndex: fileIndex, language: language).map { $0.shifted(by: base) }
        }
    }

    /// The workout lens at `offset`, with its title.
    public func workoutLens(inFile file: String, at offset: Int, language: Language) -> EntryLens? {
        guard let (fileIndex, base) = chunk(of: file, at: offset) else { return nil }
        return WorkoutLenses.lens(at: max(0, offset - base), snapshot: snapshot, fileIndex: fileIndex, language: language)?.shifted(by: base)
    }

    /// The refactors available for `range` (a cursor or a selection) in `file`.
    public func refactors(inFile file: String, range: TextRange, now: RefactorActions.Now?, language: Language) -> [RefactorAction] {
        guard let (fileIndex, base) = chunk(of: file, at: range.lowerBound) else { return [] }
        let local = TextRange(max(0, range.lowerBound - base), max(0, range.upperBound - base))
        return RefactorActions.actions(in: snapshot, fileIndex: fileIndex, range: local, now: now, language: language).map { action in
            RefactorAction(title: action.title, edits: action.edits.map { $0.shifted(by: base) })
        }
    }
}

extension TextEdit {
    /// The same edit `delta` bytes later.
    func shifted(by delta: Int) -> TextEdit { TextEdit(range: range.shifted(by: delta), newText: newText) }
}

extension EntryLens {
    func shifted(by delta: Int) -> EntryLens { EntryLens(range: range.shifted(by: delta), title: title) }
}
