import AntrainBasics
import AntrainModel
import AntrainSyntax

/// A file, or one piece of a large file (see ``EntryChunks``), given to
/// ``WorkspaceSnapshot/check(_:settings:)`` as text: it is parsed when the check reaches it.
public struct UnparsedSource: Sendable {
    public var name: String
    public var text: SourceText
    /// See ``SourceFile/firstLine``.
    public var firstLine: Int
    /// See ``SourceFile/folder``.
    public var folder: String

    public init(name: String, text: SourceText, firstLine: Int = 0, folder: String = "") {
        self.name = name
        self.text = text
        self.firstLine = firstLine
        self.folder = folder
    }
}

extension WorkspaceSnapshot {
    /// Analyses files only to report their diagnostics (`antrain check`), keeping memory low.
    ///
    /// ``analyze(_:settings:reusing:)`` takes parsed files, so every syntax tree is alive at
    /// once; on a 10 MB log the trees are the larger part of the memory. Here the pieces are
    /// read on every core, and each entry is lowered as soon as it is parsed and then
    /// dropped, so no tree of a piece is ever built. Definitions must be known before
    /// lowering: the pieces that may hold one (a line that starts with a letter: `profile`,
    /// `exercise`, `food`, `template`) are first read for their undated entries only
    /// (``Parser/parseDefinitions(_:)``, which skips dated entries).
    ///
    /// The diagnostics are those of `analyze` (every row of the diagnostics table checks
    /// it). The snapshot's trees hold only the parser's diagnostics, not the entries, its
    /// files hold no meals (only their day totals) and its exercises no sets (only their
    /// counts and loads), so it is not for editor features.
    public static func check(_ sources: [UnparsedSource], settings: AnalysisSettings) -> WorkspaceSnapshot {
        let definingIndices = sources.indices.filter { mayHoldDefinitions(sources[$0].text) }
        let definingTrees = definingIndices.concurrentMap { Parser.parseDefinitions(sources[$0].text) }
        let treeOfIndex = Dictionary(uniqueKeysWithValues: zip(definingIndices, definingTrees))

        // The collector reads only the pieces that may define something; the others stand in
        // as empty trees, keeping each piece's index, name and first line.
        let definitionSources = sources.indices.map { index in
            SourceFile(name: sources[index].name, tree: treeOfIndex[index] ?? emptyTree(sources[index].text),
                       firstLine: sources[index].firstLine, folder: sources[index].folder)
        }
        var collector = DefinitionCollector(sources: definitionSources)
        let definitions = collector.collect()

        let today = settings.today
        let results = Array(sources.indices).concurrentMap { index -> (SourceFile, LoweredFile) in
            let name = sources[index].name
            let firstLine = sources[index].firstLine
            let text = sources[index].text
            let folder = sources[index].folder
            // The lowerer reads its source's text; the entries come from the parser.
            var lowerer = Lowerer(source: SourceFile(name: name, tree: emptyTree(text), firstLine: firstLine, folder: folder),
                                  fileIndex: index, definitions: definitions, today: today)
            lowerer.keepsMeals = false
            lowerer.keepsExerciseModels = false
            // Each entry is lowered as soon as it is read, while it is in the cache.
            let diagnostics = Parser.parse(text) { lowerer.lowerEntry($0) }.diagnostics
            let light = SyntaxTree(source: text, items: [], diagnostics: diagnostics, definitionItems: [])
            return (SourceFile(name: name, tree: light, firstLine: firstLine, folder: folder), lowerer.output)
        }
        return assemble(results.map(\.0), lowered: results.map(\.1), definitions: definitions,
                        definitionDiagnostics: collector.diagnostics, settings: settings)
    }

    private static func emptyTree(_ text: SourceText) -> SyntaxTree {
        SyntaxTree(source: text, items: [], diagnostics: [], definitionItems: [])
    }

    /// Whether some line of `text` starts with a letter (or a non-ASCII byte), as every
    /// undated entry's header does; dated headers start with a digit.
    static func mayHoldDefinitions(_ text: SourceText) -> Bool {
        let bytes = text.bytes
        for start in text.lineIndex.lineStarts where Int(start) < bytes.count {
            var offset = Int(start)
            // A byte order mark before the first line.
            if offset == 0 { offset = ByteOrderMark.length(in: bytes) }
            // Stray carriage returns are white space to the lexer: a header may follow them
            // (found by fuzzing).
            while offset < bytes.count, bytes[offset] == UInt8(ascii: "\r") { offset += 1 }
            guard offset < bytes.count else { continue }
            let byte = bytes[offset]
            if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0x80 { return true }
        }
        return false
    }
}
