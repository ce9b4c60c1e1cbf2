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
    ///
    /// A coach's repository has a hundred thousand entries: the index keeps each one's name
    /// (all names in one array of bytes) and the two figures of its folded form that the
    /// matcher tests first (``FuzzyMatcher/mayMatch(_:letterMask:)``), not the folded form
    /// itself, which is made again at search time for the names that pass that test only.
    public struct Index: Sendable {
        /// Every symbol's name in UTF-8, one after the other.
        let names: [UInt8]
        let entries: [Entry]

        /// One symbol, its name a range of ``names``.
        struct Entry: Sendable {
            var nameStart: Int32
            var nameEnd: Int32
            var kind: OutlineSymbol.Kind
            var fileIndex: Int32
            var snapshot: Int32
            var range: TextRange
            var letterMask: UInt64
            var compactCount: Int32
        }

        /// - Parameter files: the files to index, all of the snapshot's by default.
        public init(_ snapshot: WorkspaceSnapshot, files: [Int]? = nil) {
            var names: [UInt8] = []
            var entries: [Entry] = []
            for fileIndex in files ?? Array(snapshot.files.indices) {
                let tree = snapshot.files[fileIndex].tree
                for item in tree.items {
                    guard case .entry(let entry) = item, let kind = DocumentOutline.kind(of: entry) else { continue }
                    let name = DocumentOutline.name(of: entry, in: tree)
                    let search = SearchText(name)
                    let start = Int32(names.count)
                    names += name.utf8
                    entries.append(Entry(nameStart: start, nameEnd: Int32(names.count), kind: kind, fileIndex: Int32(fileIndex), snapshot: 0,
                                         range: entry.headerRange, letterMask: search.letterMask, compactCount: Int32(search.compact.count)))
                }
            }
            self.names = names
            self.entries = entries
        }

        /// The indices of several snapshots as one, each symbol marked with the position of
        /// its snapshot in `indices`.
        public init(merging indices: [Index]) {
            var names: [UInt8] = []
            var entries: [Entry] = []
            names.reserveCapacity(indices.reduce(0) { $0 + $1.names.count })
            entries.reserveCapacity(indices.reduce(0) { $0 + $1.entries.count })
            for (position, index) in indices.enumerated() {
                let shift = Int32(names.count)
                names += index.names
                for entry in index.entries {
                    var moved = entry
                    moved.nameStart += shift
                    moved.nameEnd += shift
                    moved.snapshot = Int32(position)
                    entries.append(moved)
                }
            }
            self.names = names
            self.entries = entries
        }

        func name(_ entry: Entry) -> String {
            String(decoding: names[Int(entry.nameStart)..<Int(entry.nameEnd)], as: UTF8.self)
        }

        func symbol(_ order: Int) -> WorkspaceSymbol {
            let entry = entries[order]
            return WorkspaceSymbol(name: name(entry), kind: entry.kind, fileIndex: Int(entry.fileIndex), snapshot: Int(entry.snapshot),
                                   range: entry.range)
        }
    }

    public static func search(_ query: String, in snapshot: WorkspaceSnapshot) -> [WorkspaceSymbol] {
        search(query, in: Index(snapshot))
    }

    public static func search(_ query: String, in index: Index) -> [WorkspaceSymbol] {
        let search = SearchText(query)
        var scored: [(score: MatchScore, order: Int)] = []
        for (order, entry) in index.entries.enumerated() {
            if search.compact.isEmpty {
                scored.append((MatchScore(quality: .prefix, tiebreak: -Int(entry.compactCount)), order))
            } else if FuzzyMatcher.mayMatch(search, letterMask: entry.letterMask),
                      let score = FuzzyMatcher.score(search, SearchText(index.name(entry))) {
                scored.append((score, order))
            }
        }
        // Best match first; among equals the latest entry first, as a log is read backwards.
        scored.sort { ($0.score, $0.order) > ($1.score, $1.order) }
        return scored.prefix(limit).map { index.symbol($0.order) }
    }
}
