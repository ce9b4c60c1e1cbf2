import AntrainBasics
import AntrainSyntax

/// The single mutable owner of the analysis's input world: every log of a workspace (as read
/// from disk or as an editor holds it), the settings, and the analyses derived from them.
///
/// After rust-analyzer's `AnalysisHost`: the host does no I/O (the server and the commands
/// read files and hand it text), takes ``Change``s, and answers from analyses it keeps until
/// an input of theirs changes. What it derives is kept per athlete (``AthleteAnalysis``): an
/// edit in `anna/` re-reads the edited chunk and re-analyses Anna's logs only; Burak's
/// analysis is neither recomputed nor waited for. A file's text is parsed when the analysis
/// of its athlete is first asked for, so a request never waits for other athletes' files.
/// Docs/ARCHITECTURE.md draws the whole picture.
public struct AnalysisHost: Sendable {
    public private(set) var settings: AnalysisSettings
    fileprivate var files: [String: HostFile] = [:]
    /// File keys in the order the analysis sees them (path order, so an athlete's folder is
    /// contiguous and every analysis orders files alike); nil after a file came or went.
    private var orderedKeys: [String]?
    /// Who governs which file, from every file's undated entries; nil after a definition
    /// (or a file) changed.
    private var scope: AthleteScope?
    /// The latest analysis of each athlete, by ``AthleteScope/key(of:)``, kept after it went
    /// stale so that the next one can reuse what did not change.
    fileprivate var analyses: [String: AthleteAnalysis] = [:]
    fileprivate var stale: Set<String> = []
    /// Counts changes of undated entries: an analysis made before the latest one is stale.
    private var definitionsRevision = 0
    /// The scope read last and the revision it was read at, to tell whose files changed.
    private var lastScope: (scope: AthleteScope, revision: Int)?
    /// Files changed while the scope was waiting to be read again: their athletes are stale.
    private var changedWhileUnscoped: Set<String> = []
    fileprivate var generation = 0
    /// The files an editor shows (asked for with ``text(of:)``): their trees are held. With
    /// ``ModelKeeping/onDemand(_:)``, the other files' trees are dropped once their athlete is
    /// analysed, and parsed again from their chunks' texts when needed.
    private var shown: Set<String> = []
    /// Whether analyses build every file's full models, or only when a query reads them.
    public let keeping: ModelKeeping

    /// - Parameter keeping: ``ModelKeeping/always`` for a command that reads an athlete once;
    ///   a server that holds a whole repository builds models on demand.
    public init(settings: AnalysisSettings, keeping: ModelKeeping = .always) {
        self.settings = settings
        self.keeping = keeping
    }

    /// About how many lines of a file the host reads at a time: an edit re-reads that much
    /// (tests and the fuzzer write longer logs to cross the cuts).
    public static var chunkLines: Int { ChunkedText.chunkLines }

    // MARK: - Changes

    /// One change of the input world.
    public enum Change: Sendable {
        /// A file's whole text (read from disk, or opened in an editor). Text equal to what
        /// the host holds changes nothing: opening a saved file re-reads nothing.
        /// - `key`: the file's identity (a path or a URI); `name`: how messages name it;
        ///   `folder`: the folder that decides its athlete (LANGUAGE.md §4).
        case setText(key: String, name: String, folder: String, bytes: [UInt8])
        /// An edit: the bytes of `range` replaced (ranges are clamped to the text).
        case edit(key: String, range: TextRange, replacement: [UInt8])
        /// The file is gone.
        case remove(key: String)
        case settings(AnalysisSettings)
    }

    public mutating func apply(_ change: Change) {
        switch change {
        case .setText(let key, let name, let folder, let bytes):
            let old = files[key]
            if let old, old.name == name, old.folder == folder, old.source.bytes == bytes { return }
            let file = HostFile(name: name, folder: folder, source: SourceText(bytes: bytes))
            invalidate(key)
            files[key] = file
            if old == nil { orderedKeys = nil }
            if old == nil || old?.folder != folder { scope = nil }
            if old?.definitions != nil || file.definitions != nil { definitionsChanged() }
        case .edit(let key, let range, let replacement):
            guard var file = files.removeValue(forKey: key) else { return }
            let movedDefinitions = file.edit(range, replacement)
            files[key] = file
            invalidate(key)
            if movedDefinitions { definitionsChanged() }
        case .remove(let key):
            guard let file = files.removeValue(forKey: key) else { return }
            shown.remove(key)
            invalidate(key)
            orderedKeys = nil
            scope = nil
            if file.definitions != nil { definitionsChanged() }
        case .settings(let settings):
            guard settings != self.settings else { return }
            self.settings = settings
            stale.formUnion(analyses.keys)
        }
    }

    /// Marks the analysis of the athlete of `key` stale.
    private mutating func invalidate(_ key: String) {
        if let scope {
            if let athlete = scope.athleteKey(ofFile: key) { stale.insert(athlete) }
        } else {
            changedWhileUnscoped.insert(key)
        }
    }

    /// Some file's undated entries changed: who governs what must be read again, and every
    /// athlete's analysis reads those entries.
    private mutating func definitionsChanged() {
        scope = nil
        definitionsRevision += 1
    }

    // MARK: - Reading

    /// An editor shows `key`: its trees are held until ``release(_:)``, so the features of an
    /// open document never parse it again.
    public mutating func show(_ key: String) {
        guard files[key] != nil else { return }
        shown.insert(key)
    }

    /// The editor no longer shows `key`: its trees may be dropped like any other file's.
    public mutating func release(_ key: String) {
        shown.remove(key)
    }

    /// Whether the host holds `key`.
    public func contains(_ key: String) -> Bool { files[key] != nil }

    /// A file's whole text as the host holds it.
    public func source(of key: String) -> SourceText? { files[key]?.source }

    /// A file's text, parsed now if it was not yet (`mutating` for that alone: the parse is
    /// kept for the next question). Whether its trees stay held is ``show(_:)``'s to say.
    public mutating func text(of key: String) -> DocumentText? {
        guard var file = files.removeValue(forKey: key) else { return nil }
        let text = file.chunked()
        files[key] = file
        return DocumentText(text)
    }

    /// The analysis of the athlete whose logs hold `key`, computed if stale.
    public mutating func analysis(ofFile key: String) -> AthleteAnalysis? {
        guard files[key] != nil else { return nil }
        let scope = currentScope()
        guard let athlete = scope.athleteKey(ofFile: key) else { return nil }
        return analysis(ofAthlete: athlete, scope: scope)
    }

    /// Every athlete's analysis (workspace-wide features: references, rename, symbols).
    public mutating func analysesOfAll() -> [AthleteAnalysis] {
        let scope = currentScope()
        return scope.athleteKeys.map { analysis(ofAthlete: $0, scope: scope) }
    }

    /// The athletes the host holds an analysis of (up to date or stale), by key: whose logs
    /// have been lowered. Read-only, so that a test can see what a question cost.
    public var analysedAthletes: Set<String> { Set(analyses.keys) }

    /// How many analyses the host has made (the latest ``AthleteAnalysis/generation``):
    /// unchanged when a question is answered from analyses already made.
    public var analysesMade: Int { generation }

    /// Whether some athlete's analysis is missing or stale (what background indexing does next).
    public mutating func hasPendingWork() -> Bool {
        let scope = currentScope()
        return scope.athleteKeys.contains { analyses[$0] == nil || stale.contains($0) }
    }

    /// Brings one missing or stale athlete analysis up to date; returns how many of the
    /// workspace's athletes are done, of how many, or nil when nothing was left to do.
    public mutating func analyzeNext() -> (done: Int, total: Int)? {
        let scope = currentScope()
        guard let next = scope.athleteKeys.first(where: { analyses[$0] == nil || stale.contains($0) }) else { return nil }
        _ = analysis(ofAthlete: next, scope: scope)
        let done = scope.athleteKeys.filter { analyses[$0] != nil && !stale.contains($0) }.count
        return (done, scope.athleteKeys.count)
    }

    // MARK: - Deriving

    private mutating func keys() -> [String] {
        if let orderedKeys { return orderedKeys }
        let sorted = files.keys.sorted()
        orderedKeys = sorted
        return sorted
    }

    private mutating func currentScope() -> AthleteScope {
        if let scope { return scope }
        let keys = keys()
        let fresh = AthleteScope(keys: keys, files: keys.map { files[$0]! })
        // An athlete whose files or whose workspace's definitions changed is analysed again;
        // the others keep their analysis.
        for athlete in fresh.athleteKeys where analyses[athlete] != nil {
            if lastScope?.revision != definitionsRevision || lastScope?.scope.filesOfAthlete[athlete] != fresh.filesOfAthlete[athlete] {
                stale.insert(athlete)
            }
        }
        for key in changedWhileUnscoped {
            if let athlete = fresh.athleteKey(ofFile: key) { stale.insert(athlete) }
        }
        changedWhileUnscoped.removeAll()
        for athlete in analyses.keys where fresh.filesOfAthlete[athlete] == nil { analyses[athlete] = nil }
        stale.formIntersection(fresh.athleteKeys)
        scope = fresh
        lastScope = (fresh, definitionsRevision)
        return fresh
    }

    private mutating func analysis(ofAthlete athlete: String, scope: AthleteScope) -> AthleteAnalysis {
        if let done = analyses[athlete], !stale.contains(athlete) { return done }
        if case .diagnosticsOnly = keeping { return checkedAnalysis(ofAthlete: athlete, scope: scope) }
        var sources: [SourceFile] = []
        var origins: [ChunkOrigin] = []
        for key in scope.keys {
            guard var file = files.removeValue(forKey: key) else { continue }
            defer { files[key] = file }
            if scope.athleteKey(ofFile: key) == athlete {
                // A log no editor shows is not parsed here when it defines nothing: the analysis
                // parses each chunk as it lowers it (SourceFile.TreeKeeping.unparsed).
                let keeping = self.keeping.treeKeeping(isShown: shown.contains(key), definesSomething: file.definitions != nil)
                let chunks = keeping == .unparsed ? file.unparsedChunks() : file.chunked().chunks
                for chunk in chunks {
                    sources.append(SourceFile(name: file.name, tree: chunk.tree, firstLine: chunk.firstLine, folder: file.folder,
                                              keeping: keeping))
                    origins.append(ChunkOrigin(file: key, base: chunk.base, isOwned: true))
                }
                if keeping == .dropped { file.dropTrees() }
            } else if let definitions = file.definitions {
                // Another athlete's file that defines something: its undated entries only.
                sources.append(SourceFile(name: file.name, tree: definitions, folder: file.folder))
                origins.append(ChunkOrigin(file: key, base: 0, isOwned: false))
            }
        }
        let snapshot = WorkspaceSnapshot.analyze(sources, settings: settings, reusing: analyses[athlete]?.snapshot,
                                                  keeping: keeping)
        generation += 1
        let result = AthleteAnalysis(key: athlete, snapshot: snapshot, origins: origins, generation: generation)
        analyses[athlete] = result
        stale.remove(athlete)
        return result
    }
}

// MARK: - Diagnostics only

extension AnalysisHost {
    /// A log longer than twice this many lines is checked in pieces of about this many lines,
    /// on every core (see Docs/BENCHMARKS.md: 10,000 keeps both cores busy on a ten-year log).
    static let checkLinesPerPiece = 10_000

    /// The analysis ``ModelKeeping/diagnosticsOnly`` makes: the athlete's logs are checked in
    /// pieces that share each file's text (offsets and lines are the file's), the others read
    /// for their undated entries only, as the host already read them.
    fileprivate mutating func checkedAnalysis(ofAthlete athlete: String, scope: AthleteScope) -> AthleteAnalysis {
        var sources: [UnparsedSource] = []
        var origins: [ChunkOrigin] = []
        for key in scope.keys {
            guard let file = files[key] else { continue }
            let source = file.source
            if scope.athleteKey(ofFile: key) == athlete {
                let lines = 0..<source.lineIndex.lineCount
                let pieces = lines.count > Self.checkLinesPerPiece * 2
                    ? EntryChunks.lineRanges(source, lines: lines, linesPerPiece: Self.checkLinesPerPiece) : [lines]
                for (index, piece) in pieces.enumerated() {
                    var unparsed = UnparsedSource(name: file.name, text: source, lines: pieces.count == 1 ? nil : piece, folder: file.folder)
                    // The file's undated entries, read on arrival, stand for its first piece.
                    unparsed.knownDefinitions = .some(index == 0 ? file.definitions : nil)
                    sources.append(unparsed)
                    origins.append(ChunkOrigin(file: key, base: 0, isOwned: true))
                }
            } else if file.definitions != nil {
                var unparsed = UnparsedSource(name: file.name, text: source, folder: file.folder, role: .context)
                unparsed.knownDefinitions = .some(file.definitions)
                sources.append(unparsed)
                origins.append(ChunkOrigin(file: key, base: 0, isOwned: false))
            }
        }
        let snapshot = WorkspaceSnapshot.check(sources, settings: settings)
        generation += 1
        let result = AthleteAnalysis(key: athlete, snapshot: snapshot, origins: origins, generation: generation)
        analyses[athlete] = result
        stale.remove(athlete)
        return result
    }
}

// MARK: - Athletes by folder

extension AnalysisHost {
    /// One athlete of the workspace as a door names it: by the folder of their profile.
    public struct AthleteFolder: Sendable, Hashable {
        /// The athlete's identity in the host (see ``AthleteAnalysis/key``).
        public var key: String
        /// The folder their profile governs; nil for the logs no profile governs.
        public var folder: String?
    }

    /// Every athlete that governs at least one file, in the order of their files.
    public mutating func athleteFolders() -> [AthleteFolder] {
        currentScope().athleteKeys.map { AthleteFolder(key: $0, folder: $0.isEmpty ? nil : String($0.dropFirst())) }
    }

    /// The analysis of the athlete whose profile governs `folder` (the nearest profile at or
    /// above it, LANGUAGE.md §4), else of the logs no profile governs; nil when the host has
    /// neither. A door asks this for a folder the user names, with no file of it at hand.
    public mutating func analysis(ofFolder folder: String) -> AthleteAnalysis? {
        let keys = currentScope().athleteKeys
        let profiled = keys.filter { !$0.isEmpty }
        let governing = profiled.filter { AthleteScopes.governs(String($0.dropFirst()), folder) }
        // One profile in the workspace governs every log, wherever it is written.
        let lone = profiled.count == 1 ? profiled.first : nil
        guard let nearest = governing.max(by: { $0.utf8.count < $1.utf8.count }) ?? lone ?? keys.first(where: \.isEmpty) else {
            return analysisOfNoLogs()
        }
        return analysis(ofAthleteKey: nearest)
    }

    /// The analysis of the athlete no profile governs when they have no log yet (a command
    /// run in an empty folder, or at a coach's root): the default athlete, with no entries,
    /// and every file's definitions. The snapshot holds one empty text in no folder for them,
    /// so that the definitions' collector makes the default athlete; no key names it.
    private mutating func analysisOfNoLogs() -> AthleteAnalysis {
        if let done = analyses[""], !stale.contains("") { return done }
        let scope = currentScope()
        var sources: [SourceFile] = []
        var origins: [ChunkOrigin] = []
        for key in scope.keys {
            guard let definitions = files[key]?.definitions, let file = files[key] else { continue }
            sources.append(SourceFile(name: file.name, tree: definitions, folder: file.folder))
            origins.append(ChunkOrigin(file: key, base: 0, isOwned: false))
        }
        sources.append(SourceFile(name: "", tree: SyntaxTree(source: SourceText(bytes: [])), folder: ""))
        origins.append(ChunkOrigin(file: "", base: 0, isOwned: false))
        generation += 1
        let empty = AthleteAnalysis(key: "", snapshot: WorkspaceSnapshot.analyze(sources, settings: settings), origins: origins,
                                    generation: generation)
        analyses[""] = empty
        return empty
    }

    /// The analysis of the athlete with `key` (from ``athleteFolders()``), computed if stale.
    public mutating func analysis(ofAthleteKey key: String) -> AthleteAnalysis? {
        let scope = currentScope()
        guard scope.athleteKeys.contains(key) else { return nil }
        return analysis(ofAthlete: key, scope: scope)
    }

    /// Every file the host holds, by key, sorted.
    public var fileKeys: [String] { files.keys.sorted() }
}
