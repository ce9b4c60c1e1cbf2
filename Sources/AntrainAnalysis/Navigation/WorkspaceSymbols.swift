import AntrainModel
import AntrainSyntax

/// An entry or definition found by name or date across the workspace.
public struct WorkspaceSymbol: Sendable, Hashable {
    public var name: String
    public var kind: OutlineSymbol.Kind
    public var fileIndex: Int
    /// The header line: where the editor jumps.
    public var range: TextRange
}

/// "Go to symbol in workspace": entries (`2026-11-20 lifting Push A`) and definitions
/// (`exercise Landmine Press`), matched fuzzily as completion matches names, best first.
public enum WorkspaceSymbols {
    /// At most this many answers: an editor lists them in a picker, and a query of one
    /// letter would otherwise return every entry of years of logs.
    public static let limit = 200

    public static func search(_ query: String, in snapshot: WorkspaceSnapshot) -> [WorkspaceSymbol] {
        let search = SearchText(query)
        var scored: [(score: MatchScore, order: Int, symbol: WorkspaceSymbol)] = []
        var order = 0
        for fileIndex in snapshot.files.indices {
            let tree = snapshot.files[fileIndex].tree
            for item in tree.items {
                guard case .entry(let entry) = item, let kind = DocumentOutline.kind(of: entry) else { continue }
                let name = DocumentOutline.name(of: entry, in: tree)
                order += 1
                guard let score = FuzzyMatcher.score(search, SearchText(name)) else { continue }
                scored.append((score, order, WorkspaceSymbol(name: name, kind: kind, fileIndex: fileIndex, range: entry.headerRange)))
            }
        }
        // Best match first; among equals the latest entry first, as a log is read backwards.
        scored.sort { ($0.score, $0.order) > ($1.score, $1.order) }
        return scored.prefix(limit).map(\.symbol)
    }
}
