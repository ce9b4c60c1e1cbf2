import AntrainSyntax

/// The text of one file as the host holds it, with the questions that need its trees but no
/// analysis: the outline, folding, selection ranges and formatting. Every answer is in the
/// file's offsets and lines; how the host cut the file is its own business.
public struct DocumentText: Sendable {
    let chunked: ChunkedText

    init(_ chunked: ChunkedText) { self.chunked = chunked }

    /// A text the host does not hold (a library preset's read-only view), parsed on its own.
    public init(bytes: [UInt8]) { chunked = ChunkedText(SourceText(bytes: bytes)) }

    /// The whole text, with its line index.
    public var source: SourceText { chunked.source }

    /// The same text with the bytes of `range` (clamped) replaced: for a text the host does
    /// not hold; the host's own files change through ``AnalysisHost/Change/edit(key:range:replacement:)``.
    public func replacing(_ range: TextRange, with replacement: [UInt8]) -> DocumentText {
        var text = chunked
        text.replace(range, with: replacement)
        return DocumentText(text)
    }

    /// The outline: entries with their exercises or foods (names read from ``source``).
    public var outline: [OutlineSymbol] {
        chunked.chunks.flatMap { chunk in DocumentOutline.symbols(chunk.tree).map { $0.shifted(by: chunk.base) } }
    }

    /// One range of lines per entry that spans more than one.
    public var foldingRanges: [(startLine: Int, endLine: Int)] {
        chunked.chunks.flatMap { chunk in
            FoldingRanges.ranges(chunk.tree).map { (chunk.firstLine + $0.startLine, chunk.firstLine + $0.endLine) }
        }
    }

    /// The ranges that enclose `offset`, innermost first: set, exercise, entry.
    public func selectionRanges(at offset: Int) -> [TextRange] {
        let chunk = chunked.chunks[chunked.chunkIndex(containing: offset)]
        return SelectionRanges.ranges(at: offset - chunk.base, in: chunk.tree).map { $0.shifted(by: chunk.base) }
    }

    /// The edits that give the whole file the canonical form of `antrain fmt`.
    public var formattingEdits: [TextEdit] { LogFormatter.formattingEdits(for: chunked.wholeTree) }

    /// The edits that give the entries `range` touches their canonical form.
    public func formattingEdits(in range: TextRange) -> [TextEdit] { LogFormatter.rangeFormattingEdits(for: chunked.wholeTree, in: range) }
}

extension OutlineSymbol {
    /// The same symbol of a text that starts `delta` bytes later (a chunk's, within its file).
    func shifted(by delta: Int) -> OutlineSymbol {
        guard delta != 0 else { return self }
        var moved = self
        moved.nameRange = nameRange.shifted(by: delta)
        moved.range = range.shifted(by: delta)
        moved.selectionRange = selectionRange.shifted(by: delta)
        if case .text(let range)? = detail { moved.detail = .text(range.shifted(by: delta)) }
        moved.children = Children(ArraySlice(children.items.map { item in
            var item = item
            item.nameRange = item.nameRange.shifted(by: delta)
            item.range = item.range.shifted(by: delta)
            item.selectionRange = item.selectionRange.shifted(by: delta)
            if case .text(let range)? = item.detail { item.detail = .text(range.shifted(by: delta)) }
            return item
        }))
        return moved
    }
}
