import AntrainBasics
import AntrainSyntax

/// A piece of a file made of whole entries, parsed on its own.
///
/// Offsets in `tree` count from `base`; lines from `firstLine`. A chunk starts at a line
/// that starts an entry, so the pieces read exactly as the whole text would.
struct TextChunk: Sendable {
    var base: Int
    var firstLine: Int
    var tree: SyntaxTree

    var end: Int { base + tree.source.count }
}

/// A file's text and its text in chunks.
///
/// Large logs are split into chunks of about ``chunkLines`` lines at entry boundaries, so
/// that an edit re-reads one chunk (and the analysis re-lowers one chunk) instead of the
/// whole file: keystrokes stay fast on a ten-year log. Files on disk and open documents are
/// cut by the same rule, so opening a file whose text is on disk re-reads nothing.
struct ChunkedText: Sendable {
    /// A chunk is cut at the first entry after this many lines: fewer lines make an edit
    /// re-read less, more make fewer files for the analysis to walk (see Docs/BENCHMARKS.md).
    /// The fuzz build cuts after 8 lines, so that the fuzzer's short inputs cross chunk
    /// boundaries without being repeated into logs of thousands of lines (Docs/FUZZING.md).
    #if FUZZING
    static let chunkLines = 8
    #else
    static let chunkLines = 800
    #endif

    private(set) var source: SourceText
    private(set) var chunks: [TextChunk]

    init(_ source: SourceText) {
        self.source = source
        self.chunks = Self.split(source, from: 0, to: source.count, firstLine: 0)
    }

    /// The chunks of `source` whose trees were dropped (``HostFile/dropTrees()``), parsed
    /// again from their own texts: the same cut, the same text objects.
    init(_ source: SourceText, reparsing chunks: [TextChunk]) {
        self.source = source
        self.chunks = chunks.concurrentMap { TextChunk(base: $0.base, firstLine: $0.firstLine, tree: Parser.parse($0.tree.source)) }
    }

    /// The whole file parsed as one tree (for formatting, which works on the file).
    var wholeTree: SyntaxTree {
        chunks.count == 1 ? chunks[0].tree : Parser.parse(source)
    }

    /// The chunk that holds `offset` (the last one for the end of the text).
    func chunkIndex(containing offset: Int) -> Int {
        var low = 0
        var high = chunks.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if chunks[mid].base <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Replaces the bytes of `range` (clamped to the text) and re-reads the chunks it touched.
    ///
    /// - Returns: whether a chunk read again held an undated entry before or after the edit,
    ///   so that the caller knows whether the workspace's definitions may have changed.
    @discardableResult
    mutating func replace(_ range: TextRange, with replacement: [UInt8]) -> Bool {
        let lower = min(max(0, range.lowerBound), source.count)
        let target = TextRange(lower, min(max(lower, range.upperBound), source.count))
        var bytes = source.bytes
        bytes.replaceSubrange(target.lowerBound..<target.upperBound, with: replacement)
        let newSource = SourceText(bytes: bytes, lineIndex: source.lineIndex.replacing(target, with: replacement))
        let touchedDefinitions = rechunk(edited: target, delta: replacement.count - target.length, newSource: newSource)
        source = newSource
        return touchedDefinitions
    }

    /// Re-reads the chunks an edit touched and moves the ones after it.
    private mutating func rechunk(edited: TextRange, delta: Int, newSource: SourceText) -> Bool {
        var first = chunkIndex(containing: edited.lowerBound)
        // An edit in a chunk's first line may turn it into a body line of the entry before
        // (two spaces typed at its start, or after a stray carriage return, which has no
        // width): then read the previous chunk again too. The chunk's start is before the
        // edit, so it is the same offset in the new text.
        if first > 0, !EntryChunks.startsEntry(newSource.bytes, at: chunks[first].base) { first -= 1 }
        var last = chunkIndex(containing: edited.upperBound)
        // The chunk after the edited ones must still start with an entry.
        while last + 1 < chunks.count, !EntryChunks.startsEntry(newSource.bytes, at: chunks[last + 1].base + delta) {
            last += 1
        }
        let start = chunks[first].base
        let end = last + 1 < chunks.count ? chunks[last + 1].base + delta : newSource.count
        let oldLines = (last + 1 < chunks.count ? chunks[last + 1].firstLine : source.lineIndex.lineCount) - chunks[first].firstLine
        let replacement = Self.split(newSource, from: start, to: end, firstLine: chunks[first].firstLine)
        let newLines = (last + 1 < chunks.count ? newSource.lineIndex.line(containing: end) : newSource.lineIndex.lineCount)
            - chunks[first].firstLine
        let lineDelta = newLines - oldLines
        for index in (last + 1)..<chunks.count {
            chunks[index].base += delta
            chunks[index].firstLine += lineDelta
        }
        let touchedDefinitions = chunks[first...last].contains { !$0.tree.definitionItems.isEmpty }
            || replacement.contains { !$0.tree.definitionItems.isEmpty }
        chunks.replaceSubrange(first...last, with: replacement)
        return touchedDefinitions
    }

    /// The chunks ``init(_:)`` cuts `source` into, not parsed: each tree holds its chunk's
    /// text only.
    static func cut(_ source: SourceText) -> [TextChunk] {
        if source.lineIndex.lineCount <= chunkLines * 2 { return [TextChunk(base: 0, firstLine: 0, tree: SyntaxTree(source: source))] }
        return EntryChunks.cut(source, from: 0, to: source.count, firstLine: 0, linesPerPiece: chunkLines).map { piece in
            TextChunk(base: piece.start, firstLine: piece.firstLine, tree: SyntaxTree(source: EntryChunks.text(of: piece, in: source)))
        }
    }

    /// Splits `source[from..<to]` (whole lines) into chunks of about ``chunkLines`` lines
    /// cut before entry headers, parsed on every core.
    static func split(_ source: SourceText, from: Int, to: Int, firstLine: Int) -> [TextChunk] {
        if from == 0, to == source.count, source.lineIndex.lineCount <= chunkLines * 2 {
            return [TextChunk(base: 0, firstLine: 0, tree: Parser.parse(source))]
        }
        let pieces = EntryChunks.cut(source, from: from, to: to, firstLine: firstLine, linesPerPiece: chunkLines)
        return pieces.concurrentMap { piece in
            TextChunk(base: piece.start, firstLine: piece.firstLine, tree: Parser.parse(EntryChunks.text(of: piece, in: source)))
        }
    }
}
