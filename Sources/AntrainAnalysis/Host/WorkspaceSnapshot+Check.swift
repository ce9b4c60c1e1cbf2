import AntrainBasics
import AntrainModel
import AntrainSyntax

/// A file, or one piece of a large file (see ``EntryChunks``), given to
/// ``WorkspaceSnapshot/check(_:settings:)`` as text: it is parsed when the check reaches it.
public struct UnparsedSource: Sendable {
    public var name: String
    public var text: SourceText
    /// The lines of `text` that are this piece's, starting at an entry header and ending
    /// before one (``EntryChunks``); nil for all of them. The pieces of a large file share its
    /// text, so offsets and line numbers are the file's.
    public var lines: Range<Int>?
    /// See ``SourceFile/firstLine``.
    public var firstLine: Int
    /// See ``SourceFile/folder``.
    public var folder: String
    /// What the check does with the file.
    public var role: Role
    /// The undated entries of the piece, when its reader already parsed them (the host reads
    /// every file's on arrival); nil to find them here.
    var knownDefinitions: SyntaxTree??

    /// Whether a file is checked, or only read for what it defines.
    public enum Role: Sendable {
        /// Parsed, lowered and reported.
        case checked
        /// Another log of the workspace (TOOLING.md §1): its profile and definitions count for
        /// the checked files, its dated entries are not read, and nothing is reported about it.
        case context
    }

    public init(name: String, text: SourceText, lines: Range<Int>? = nil, firstLine: Int = 0, folder: String = "", role: Role = .checked) {
        self.name = name
        self.text = text
        self.lines = lines
        self.firstLine = firstLine
        self.folder = folder
        self.role = role
    }

    /// The piece's lines, all of the text's when it is the whole file.
    var lineRange: Range<Int> { lines ?? 0..<text.lineIndex.lineCount }
}

extension WorkspaceSnapshot {
    /// Analyses files only to report their diagnostics (`antrain check`), keeping memory low.
    ///
    /// The lowering is ``analyze(_:settings:reusing:)``'s (the same ``Lowerer``), with another
    /// ``LoweringRetention``: `analyze` takes parsed files, so every syntax tree and model is
    /// alive at once; here the pieces are read on every core, each a part of
    /// ``linesPerPart`` lines at a time, and each part's tree is lowered keeping only what the
    /// workspace rules read (``LoweringRetention/ruleFigures``: not even the days' nutrition
    /// totals) and dropped before the next part is parsed. Definitions must be known before
    /// lowering: the pieces that may hold one (a line that starts with a letter: `profile`,
    /// `exercise`, `food`, `template`, `program`) are first read for their undated entries
    /// only (``Parser/parseDefinitions(_:lines:)``, which skips dated entries).
    ///
    /// The snapshot's trees hold only the parser's diagnostics, not the entries, its files hold
    /// no meals (not even their day totals) and its exercises no sets (only their counts and
    /// loads): it is for diagnostics only, not for editor features or summaries.
    public static func check(_ sources: [UnparsedSource], settings: AnalysisSettings) -> WorkspaceSnapshot {
        // Each piece is scanned for a line that may start a definition on its own core too:
        // the scan reads every line start of the workspace.
        let definingTrees = Array(sources.indices).concurrentMap { index -> SyntaxTree? in
            let piece = sources[index]
            if let known = piece.knownDefinitions { return known }
            guard mayHoldDefinitions(piece.text, lines: piece.lineRange) else { return nil }
            return Parser.parseDefinitions(piece.text, lines: piece.lineRange)
        }
        var treeOfIndex: [Int: SyntaxTree] = [:]
        for (index, tree) in definingTrees.enumerated() { if let tree { treeOfIndex[index] = tree } }

        // The collector reads only the pieces that may define something; the others stand in
        // as empty trees, keeping each piece's index, name and first line.
        let definitionSources = sources.indices.map { index in
            SourceFile(name: sources[index].name, tree: treeOfIndex[index] ?? SyntaxTree(source: sources[index].text),
                       firstLine: sources[index].firstLine, folder: sources[index].folder)
        }
        var collector = DefinitionCollector(sources: definitionSources)
        let definitions = collector.collect()

        let results = Array(sources.indices).concurrentMap { index -> (SourceFile, LoweredFile) in
            let piece = sources[index]
            let text = piece.text
            if piece.role == .context {
                let file = definitionSources[index]
                return (SourceFile(name: piece.name, tree: SyntaxTree(source: text), firstLine: piece.firstLine, folder: piece.folder),
                        lower(file, fileIndex: index, definitions: definitions, settings: settings, retention: ModelKeeping.diagnosticsOnly.loweringRetention))
            }
            // Parsed and lowered a part at a time: each part's tree is still in the cache when
            // it is lowered, and is dropped before the next is built.
            var lowerer = Lowerer(source: SourceFile(name: piece.name, tree: SyntaxTree(source: text), firstLine: piece.firstLine,
                                                     folder: piece.folder),
                                  fileIndex: index, definitions: definitions, today: settings.today, retention: ModelKeeping.diagnosticsOnly.loweringRetention)
            var diagnostics: [Diagnostic] = []
            for part in parts(of: text, lines: piece.lineRange) {
                let tree = Parser.parse(text, lines: part)
                diagnostics += tree.diagnostics
                lowerer.lower(tree)
            }
            let light = SyntaxTree(source: text, diagnostics: diagnostics)
            // Every piece's figures live until the workspace rules have run: kept in arrays no
            // larger than they are, not in the room they grew into.
            lowerer.output.compact()
            return (SourceFile(name: piece.name, tree: light, firstLine: piece.firstLine, folder: piece.folder), lowerer.output)
        }
        return assemble(results.map(\.0), lowered: results.map(\.1), definitions: definitions,
                        definitionDiagnostics: collector.diagnostics, settings: settings)
    }

    /// How many lines `check` parses and lowers at a time (about 35 KB of a typical log):
    /// small enough that a part's tree is still in the core's cache when it is lowered.
    static let linesPerPart = 2_000

    /// `lines` of `text` cut into parts, each starting at an entry header.
    private static func parts(of text: SourceText, lines: Range<Int>) -> [Range<Int>] {
        guard lines.count > linesPerPart * 2 else { return [lines] }
        return EntryChunks.lineRanges(text, lines: lines, linesPerPiece: linesPerPart)
    }

    /// Whether some line of `text` starts with a letter (or a non-ASCII byte), as every
    /// undated entry's header does (``LineStart/mayStartDefinition``); dated headers start
    /// with a digit.
    static func mayHoldDefinitions(_ text: SourceText, lines: Range<Int>) -> Bool {
        let starts = text.lineIndex.lineStarts
        return text.bytes.withUnsafeBufferPointer { bytes in
            starts[lines.clamped(to: starts.indices)].contains { start in
                guard Int(start) < bytes.count else { return false }
                // Most lines of a log are indented or dated: told apart by their first byte.
                // Only a line that starts with a carriage return (which does not indent) or
                // a byte-order mark needs the whole rule.
                let first = bytes[Int(start)]
                if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n")
                    || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) {
                    return false
                }
                return LineStart.of(bytes, at: Int(start)).mayStartDefinition
            }
        }
    }
}
