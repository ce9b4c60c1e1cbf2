import AntrainModel
import AntrainSyntax

/// An entry or definition found by name or date across the workspace.
public struct WorkspaceSymbol: Sendable, Hashable {
    public var name: String
    public var kind: OutlineSymbol.Kind
    public var fileIndex: Int
    /// Which of the snapshots an index was merged from holds the symbol (see
    /// ``WorkspaceSymbols/Index/init(merging:)``): each athlete has one.
    public var snapshot = 0
    /// The header line: where the editor jumps.
    public var range: TextRange
}

/// "Go to symbol in workspace": entries (`2026-11-20 lifting Push A`) and definitions
/// (`exercise Landmine Press`), matched fuzzily as completion matches names, best first.
///
/// The names and their folded search forms are gathered once per snapshot (``Index``): a
/// picker sends a query per keystroke while the logs stay the same.
public enum WorkspaceSymbols {
    /// At most this many answers: an editor lists them in a picker, and a query of one
    /// letter would otherwise return every entry of years of logs.
    public static let limit = 200

    /// Every entry of a snapshot, ready to be matched.
    public struct Index: Sendable {
        let symbols: [WorkspaceSymbol]
        let searchTexts: [SearchText]

        /// - Parameter files: the files to index, all of the snapshot's by default.
        public init(_ snapshot: WorkspaceSnapshot, files: [Int]? = nil) {
            var symbols: [WorkspaceSymbol] = []
            for fileIndex in files ?? Array(snapshot.files.indices) {
                let tree = snapshot.files[fileIndex].tree
                for item in tree.items {
                    guard case .entry(let entry) = item, let kind = DocumentOutline.kind(of: entry) else { continue }
                    symbols.append(WorkspaceSymbol(name: DocumentOutline.name(of: entry, in: tree), kind: kind, fileIndex: fileIndex,
                                                   range: entry.headerRange))
                }
            }
            self.symbols = symbols
            searchTexts = symbols.map { SearchText($0.name) }
        }

        /// The indices of several snapshots as one, each symbol marked with the position of
        /// its snapshot in `indices`.
        public init(merging indices: [Index]) {
            symbols = indices.enumerated().flatMap { position, index in
                index.symbols.map { symbol in
                    var marked = symbol
                    marked.snapshot = position
                    return marked
                }
            }
            searchTexts = indices.flatMap(\.searchTexts)
        }
    }

    public static func search(_ query: String, in snapshot: WorkspaceSnapshot) -> [WorkspaceSymbol] {
        search(query, in: Index(snapshot))
    }

    public static func search(_ query: String, in index: Index) -> [WorkspaceSymbol] {
        let search = SearchText(query)
        var scored: [(score: MatchScore, order: Int)] = []
        for order in index.symbols.indices {
            if let score = FuzzyMatcher.score(search, index.searchTexts[order]) { scored.append((score, order)) }
        }
        // Best match first; among equals the latest entry first, as a log is read backwards.
        scored.sort { ($0.score, $0.order) > ($1.score, $1.order) }
        return scored.prefix(limit).map { index.symbols[$0.order] }
    }
}
