import AntrainSyntax

/// One file as the host holds it: its text, parsed in chunks once an analysis needs it, and
/// its undated entries (what other athletes' analyses read of it).
struct HostFile: Sendable {
    var name: String
    var folder: String
    private(set) var source: SourceText
    /// The text in chunks; nil until an analysis or an edit needs the file's entries.
    private var text: ChunkedText?
    /// The file's undated entries (profile, definitions) at their offsets in the file, read
    /// without reading its dated entries; nil when it has none.
    private(set) var definitions: SyntaxTree?
    /// The end of the last undated entry: an edit before it moves a definition.
    private var definitionsEnd = 0

    init(name: String, folder: String, source: SourceText) {
        self.name = name
        self.folder = folder
        self.source = source
        readDefinitions()
    }

    /// The text in chunks, parsed now if it was not yet.
    mutating func chunked() -> ChunkedText {
        if let text { return text }
        let parsed = ChunkedText(source)
        text = parsed
        return parsed
    }

    /// Applies an edit; whether the file's undated entries (or their places) changed.
    mutating func edit(_ range: TextRange, _ replacement: [UInt8]) -> Bool {
        var text = chunked()
        self.text = nil
        let touchedDefinitions = text.replace(range, with: replacement)
        source = text.source
        self.text = text
        guard touchedDefinitions || (definitions != nil && range.lowerBound < definitionsEnd) else { return false }
        readDefinitions()
        return true
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
