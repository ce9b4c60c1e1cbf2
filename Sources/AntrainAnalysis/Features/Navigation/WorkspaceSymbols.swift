import AntrainModel
import AntrainSyntax

/// An entry or definition found by name or date across the workspace.
public struct WorkspaceSymbol: Sendable, Hashable {
    public var name: String
    public var kind: OutlineSymbol.Kind
    /// The snapshot's file the symbol was found in.
    var fileIndex: Int
    /// Where the symbol is written, in the file's offsets.
    public var place: FileRange
    /// The file's name, as messages name it.
    public var fileName: String
    /// Which of the snapshots an index was merged from holds the symbol (see
    /// ``WorkspaceSymbols/Index/init(analyses:)``): each athlete has one.
    public var snapshot = 0
    /// The header line in the snapshot's file (``place`` is where the editor jumps).
    var range: TextRange
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
    /// (a file's names in one array of bytes) and the two figures of its folded form that the
    /// matcher tests first (``FuzzyMatcher/mayMatch(_:letterMask:)``), not the folded form
    /// itself, which is made again at search time for the names that pass that test only. It
    /// is kept per file, each file's arrays no larger than they are, so that building it never
    /// holds the whole index twice.
    public struct Index: Sendable {
        let segments: [Segment]

        /// One file's symbols.
        struct Segment: Sendable {
            var snapshot: Int
            var fileIndex: Int
            var file: String
            var base: Int
            var fileName: String
            /// Every symbol's name in UTF-8, one after the other.
            var names: [UInt8]
            var entries: [Entry]
        }

        /// One symbol, its name a range of its segment's names.
        struct Entry: Sendable {
            var letterMask: UInt64
            var range: TextRange
            var nameStart: Int32
            var nameEnd: Int32
            var compactCount: Int32
            var kind: OutlineSymbol.Kind
        }

        /// - Parameter files: the files to index, all of the snapshot's by default.
        /// Several snapshots' files as one index (one per athlete), each symbol marked with the
        /// position of its snapshot in `snapshots`.
        /// The symbols of every athlete's own logs; a symbol names its analysis by its position in `analyses`.
        public init(analyses: [AthleteAnalysis]) {
            self.init(snapshots: analyses.map { analysis in
                (analysis.snapshot, analysis.ownedFileIndices.map { ($0, analysis.key(of: analysis.origins[$0].file), analysis.origins[$0].base) })
            })
        }

        public init(_ snapshot: WorkspaceSnapshot, files: [Int]? = nil) {
            self.init(snapshots: [(snapshot, (files ?? Array(snapshot.files.indices)).map { ($0, snapshot.files[$0].name, 0) })])
        }

        init(snapshots: [(snapshot: WorkspaceSnapshot, files: [(fileIndex: Int, key: String, base: Int)])]) {
            var segments: [Segment] = []
            var folded = FoldedName()
            for (position, part) in snapshots.enumerated() {
                for (fileIndex, key, base) in part.files {
                    let tree = part.snapshot.files[fileIndex].tree
                    var names: [UInt8] = []
                    var entries: [Entry] = []
                    for item in tree.items {
                        guard case .entry(let entry) = item, let kind = DocumentOutline.kind(of: entry) else { continue }
                        let name = DocumentOutline.name(of: entry, in: tree)
                        let letterMask: UInt64, compactCount: Int
                        if folded.load(name) {
                            (letterMask, compactCount) = (folded.letterMask, folded.compactCount)
                        } else {
                            let search = SearchText(name)
                            (letterMask, compactCount) = (search.letterMask, search.compact.count)
                        }
                        let start = Int32(names.count)
                        names += name.utf8
                        entries.append(Entry(letterMask: letterMask, range: entry.headerRange, nameStart: start,
                                             nameEnd: Int32(names.count), compactCount: Int32(compactCount), kind: kind))
                    }
                    guard !entries.isEmpty else { continue }
                    segments.append(Segment(snapshot: position, fileIndex: fileIndex, file: key, base: base,
                                            fileName: part.snapshot.files[fileIndex].name, names: Self.exact(names), entries: Self.exact(entries)))
                }
            }
            self.segments = segments
        }

        /// `array` in storage of its own size: grown by doubling, it has up to half spare.
        private static func exact<Element>(_ array: [Element]) -> [Element] {
            [Element](unsafeUninitializedCapacity: array.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: array)
            }
        }

        func name(_ entry: Entry, in segment: Segment) -> String {
            String(decoding: segment.names[Int(entry.nameStart)..<Int(entry.nameEnd)], as: UTF8.self)
        }

        func symbol(segment: Int, entry: Int) -> WorkspaceSymbol {
            let segment = segments[segment]
            let found = segment.entries[entry]
            return WorkspaceSymbol(name: name(found, in: segment), kind: found.kind, fileIndex: segment.fileIndex,
                                   place: FileRange(file: segment.file, range: found.range.shifted(by: segment.base)),
                                   fileName: segment.fileName, snapshot: segment.snapshot, range: found.range)
        }
    }

    public static func search(_ query: String, in snapshot: WorkspaceSnapshot) -> [WorkspaceSymbol] {
        search(query, in: Index(snapshot))
    }

    public static func search(_ query: String, in index: Index) -> [WorkspaceSymbol] {
        let search = SearchText(query)
        var scored: [(score: MatchScore, order: Int, segment: Int, entry: Int)] = []
        var order = 0
        // Each name that passes the masks' test is folded into these same buffers.
        var folded = FoldedName()
        for (segmentIndex, segment) in index.segments.enumerated() {
            for (entryIndex, entry) in segment.entries.enumerated() {
                defer { order += 1 }
                if search.compact.isEmpty {
                    scored.append((MatchScore(quality: .prefix, tiebreak: -Int(entry.compactCount)), order, segmentIndex, entryIndex))
                } else if FuzzyMatcher.mayMatch(search, letterMask: entry.letterMask),
                          let score = Self.score(search, segment.names[Int(entry.nameStart)..<Int(entry.nameEnd)], folded: &folded) {
                    scored.append((score, order, segmentIndex, entryIndex))
                }
            }
        }
        // Best match first; among equals the latest entry first, as a log is read backwards.
        scored.sort { ($0.score, $0.order) > ($1.score, $1.order) }
        return scored.prefix(limit).map { index.symbol(segment: $0.segment, entry: $0.entry) }
    }

    /// The score of one name (UTF-8) against `query`: folded into `folded`'s buffers when it
    /// is ASCII, through a ``SearchText`` (Foundation's folding) when it is not.
    private static func score(_ query: SearchText, _ name: ArraySlice<UInt8>, folded: inout FoldedName) -> MatchScore? {
        if folded.load(name) { return FuzzyMatcher.score(query, folded) }
        return FuzzyMatcher.score(query, SearchText(String(decoding: name, as: UTF8.self)))
    }
}
