import AntrainSyntax

/// One file as the host holds it: its text, parsed in chunks once an analysis needs it, and
/// its undated entries (what other athletes' analyses read of it).
struct HostFile: Sendable {
    var name: String
    var folder: String
    /// The whole text; nil while the chunks' texts hold it (after ``dropTrees()``, for a file cut
    /// in several chunks), so that a log no editor shows is held once, not twice.
    private var wholeSource: SourceText?
    /// The whole text (joined from the chunks' texts when they hold it).
    var source: SourceText {
        if let wholeSource { return wholeSource }
        return SourceText(bytes: Array((keptChunks ?? []).map(\.tree.source.bytes).joined()))
    }
    /// The text in chunks; nil until an analysis or an edit needs the file's entries, and
    /// after ``dropTrees()``.
    private var text: ChunkedText?
    /// The chunks' texts once their trees were dropped: parsed again, they are the same
    /// objects, so an analysis made after reuses what it lowered from them.
    private var keptChunks: [TextChunk]?
    /// The file's undated entries (profile, definitions) at their offsets in the file, read
    /// without reading its dated entries; nil when it has none.
    private(set) var definitions: SyntaxTree?
    /// The end of the last undated entry: an edit before it moves a definition.
    private var definitionsEnd = 0

    init(name: String, folder: String, source: SourceText) {
        self.name = name
        self.folder = folder
        wholeSource = source
        readDefinitions()
    }

    /// The text in chunks if it is parsed (a snapshot reads it without parsing).
    var parsedText: ChunkedText? { text }

    /// The text in chunks, parsed now if it was not yet.
    mutating func chunked() -> ChunkedText {
        if let text { return text }
        let parsed = keptChunks.map { ChunkedText(source, reparsing: $0) } ?? ChunkedText(source)
        text = parsed
        wholeSource = parsed.source
        keptChunks = nil
        return parsed
    }

    /// Forgets the chunks' trees, keeping their texts (a log no editor shows, once analysed:
    /// its analysis parses a chunk again when a query reads it).
    mutating func dropTrees() {
        guard let text else { return }
        keptChunks = text.chunks.map { TextChunk(base: $0.base, firstLine: $0.firstLine, tree: SyntaxTree(source: $0.tree.source)) }
        self.text = nil
        if text.chunks.count > 1 { wholeSource = nil }
    }

    /// The chunks' texts without their trees (``TextChunk/tree`` holds the text only), cut
    /// as ``ChunkedText`` cuts them but not parsed; the trees are dropped if there were any.
    mutating func unparsedChunks() -> [TextChunk] {
        dropTrees()
        if let keptChunks { return keptChunks }
        let chunks = ChunkedText.cut(source)
        keptChunks = chunks
        if chunks.count > 1 { wholeSource = nil }
        return chunks
    }

    /// Applies an edit; whether the file's undated entries (or their places) changed. An edit
    /// in a chunk that holds a definition reads them again, and counts only if their text or
    /// places moved: a set typed under the profile changes no definition.
    mutating func edit(_ range: TextRange, _ replacement: [UInt8]) -> Bool {
        var text = chunked()
        self.text = nil
        let touchedDefinitions = text.replace(range, with: replacement)
        let before = definitionsWithPlaces()
        wholeSource = text.source
        self.text = text
        guard touchedDefinitions || (definitions != nil && range.lowerBound < definitionsEnd) else { return false }
        readDefinitions()
        return definitionsWithPlaces() != before
    }

    /// Each undated entry's place in the file and its bytes (what other athletes read).
    private func definitionsWithPlaces() -> [DefinitionPlace] {
        guard let definitions else { return [] }
        let bytes = definitions.source.bytes
        return definitions.entries.map { entry in
            let range = Int(entry.range.lowerBound)..<Int(entry.range.upperBound)
            return DefinitionPlace(range: range, bytes: bytes[range])
        }
    }

    private struct DefinitionPlace: Equatable {
        var range: Range<Int>
        var bytes: ArraySlice<UInt8>
    }

    private mutating func readDefinitions() {
        let lines = 0..<source.lineIndex.lineCount
        guard WorkspaceSnapshot.mayHoldDefinitions(source, lines: lines) else {
            definitions = nil
            definitionsEnd = 0
            return
        }
        let tree = Parser.parseDefinitions(source)
        let entries = tree.entries
        definitions = entries.isEmpty ? nil : tree
        definitionsEnd = entries.last.map { Int($0.range.upperBound) } ?? 0
    }
}
