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
    /// Every file the host ever held, interned (``FileID``).
    private var table = FileTable()
    private var files: [FileID: HostFile] = [:]
    /// File keys in the order the analysis sees them (path order, so an athlete's folder is
    /// contiguous and every analysis orders files alike); nil after a file came or went.
    private var orderedKeys: [FileID]?
    /// Who governs which file, from every file's undated entries; nil after a definition
    /// (or a file) changed.
    private var scope: AthleteScope?
    /// The latest analysis of each athlete, by ``AthleteScope/key(of:)``, kept after it went
    /// stale so that the next one can reuse what did not change.
    private var analyses: [String: AthleteAnalysis] = [:]
    private var stale: Set<String> = []
    /// Counts changes of undated entries: an analysis made before the latest one is stale.
    private var definitionsRevision = 0
    /// The scope read last and the revision it was read at, to tell whose files changed.
    private var lastScope: (scope: AthleteScope, revision: Int)?
    /// Files changed while the scope was waiting to be read again: their athletes are stale.
    private var changedWhileUnscoped: Set<FileID> = []
    /// Counts the changes applied: a snapshot is of one revision.
    private var revision = 0
    /// What snapshots derived, until the host adopts it (shared with every snapshot it gave).
    private var memo = SnapshotMemo()
    /// Referenced by this host and its copies only: a copy (a door's trial change) that takes
    /// a change while the original lives gets a memo of its own, so neither adopts what the
    /// other's world derived.
    private var lineage = Lineage()
    private final class Lineage: Sendable {}
    /// The files an editor shows (``show(_:)``): their trees are held. With
    /// ``ModelKeeping/onDemand(_:)``, the other files' trees are dropped once their athlete is
    /// analysed, and parsed again from their chunks' texts when needed.
    private var shown: Set<FileID> = []
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
        adopt()
        if !isKnownUniquelyReferenced(&lineage) {
            lineage = Lineage()
            memo = SnapshotMemo(revision: revision, generation: memo.analysesMade)
        }
        guard applied(change) else { return }
        revision += 1
        memo.advance(to: revision)
    }

    /// Applies `change`; false when it changed nothing.
    private mutating func applied(_ change: Change) -> Bool {
        switch change {
        case .setText(let key, let name, let folder, let bytes):
            let id = table.intern(key)
            let old = files[id]
            if let old, old.name == name, old.folder == folder, old.source.bytes == bytes { return false }
            let file = HostFile(name: name, folder: folder, source: SourceText(bytes: bytes))
            invalidate(id)
            files[id] = file
            if old == nil { orderedKeys = nil }
            if old == nil || old?.folder != folder { scope = nil }
            if old?.definitions != nil || file.definitions != nil { definitionsChanged() }
        case .edit(let key, let range, let replacement):
            guard let id = table.id(of: key), var file = files.removeValue(forKey: id) else { return false }
            let movedDefinitions = file.edit(range, replacement)
            files[id] = file
            invalidate(id)
            if movedDefinitions { definitionsChanged() }
        case .remove(let key):
            guard let id = table.id(of: key), let file = files.removeValue(forKey: id) else { return false }
            shown.remove(id)
            invalidate(id)
            orderedKeys = nil
            scope = nil
            if file.definitions != nil { definitionsChanged() }
        case .settings(let settings):
            guard settings != self.settings else { return false }
            self.settings = settings
            stale.formUnion(analyses.keys)
        }
        return true
    }

    /// Marks the analysis of the athlete of `file` stale.
    private mutating func invalidate(_ file: FileID) {
        if let scope {
            if let athlete = scope.athleteKey(ofFile: file) { stale.insert(athlete) }
        } else {
            changedWhileUnscoped.insert(file)
        }
    }

    /// Some file's undated entries changed: who governs what must be read again, and every
    /// athlete's analysis reads those entries.
    private mutating func definitionsChanged() {
        scope = nil
        definitionsRevision += 1
    }

    // MARK: - Reading

    /// An editor shows `key`: its trees are parsed now and held until ``release(_:)``, so the
    /// features of an open document never parse it again.
    public mutating func show(_ key: String) {
        adopt()
        guard let id = table.id(of: key), var file = files.removeValue(forKey: id) else { return }
        _ = file.chunked()
        files[id] = file
        shown.insert(id)
    }

    /// The editor no longer shows `key`: its trees may be dropped like any other file's.
    public mutating func release(_ key: String) {
        if let id = table.id(of: key) { shown.remove(id) }
    }

    /// Whether the host holds `key`.
    public func contains(_ key: String) -> Bool { table.id(of: key).map { files[$0] != nil } ?? false }

    /// A file's whole text as the host holds it.
    public func source(of key: String) -> SourceText? { table.id(of: key).flatMap { files[$0]?.source } }

    /// The input world as it is now, to ask questions of (see ``HostSnapshot``). Takes in what
    /// queries on earlier snapshots of this revision derived, so nothing is derived twice.
    public mutating func snapshot() -> HostSnapshot {
        adopt()
        let scope = currentScope()
        return HostSnapshot(revision: revision, table: table, files: files, scope: scope, settings: settings, keeping: keeping,
                            shown: shown, analyses: analyses, stale: stale, memo: memo)
    }

    /// Every athlete's analysis, for a door that asks one question at a time (no change can
    /// come in between). Made one athlete at a time, each adopted before the next: the texts
    /// an analysis cuts into chunks replace the host's whole texts at once, so a workspace's
    /// text is never held twice (one snapshot asked for every athlete holds both until it
    /// is let go).
    public mutating func analysesOfAll() -> [AthleteAnalysis] {
        let athletes = snapshot().athleteFolders()
        return athletes.compactMap { snapshot().analysis(ofAthleteKey: $0.key) }
    }

    /// The athletes the host holds an analysis of (up to date or stale), by key: whose logs
    /// have been lowered. Read-only, so that a test can see what a question cost.
    public var analysedAthletes: Set<String> {
        Set(analyses.keys).union(memo.athletes(at: revision)).subtracting([HostSnapshot.noLogs])
    }

    /// How many analyses the host's snapshots have made (the latest
    /// ``AthleteAnalysis/generation``): unchanged when a question is answered from analyses
    /// already made.
    public var analysesMade: Int { memo.analysesMade }

    /// Whether some athlete's analysis is missing or stale (what background indexing does next).
    public mutating func hasPendingWork() -> Bool {
        adopt()
        let scope = currentScope()
        return scope.athleteKeys.contains { analyses[$0] == nil || stale.contains($0) }
    }

    /// Brings one missing or stale athlete analysis up to date; returns how many of the
    /// workspace's athletes are done, of how many, or nil when nothing was left to do.
    public mutating func analyzeNext() -> (done: Int, total: Int)? {
        let snapshot = snapshot()
        guard let next = snapshot.scope.athleteKeys.first(where: { analyses[$0] == nil || stale.contains($0) }) else { return nil }
        _ = snapshot.analysis(ofAthlete: next)
        adopt()
        let done = snapshot.scope.athleteKeys.filter { analyses[$0] != nil && !stale.contains($0) }.count
        return (done, snapshot.scope.athleteKeys.count)
    }

    /// Takes in what snapshots of the current revision derived: their analyses are up to
    /// date, and the files they parsed or cut replace the host's.
    private mutating func adopt() {
        let made = memo.takeNew(at: revision)
        for (athlete, analysis) in made.analyses {
            analyses[athlete] = analysis
            stale.remove(athlete)
        }
        for (key, file) in made.files where files[key] != nil { files[key] = file }
    }

    // MARK: - Deriving

    /// The files in the order the analysis sees them: by key (path order).
    private mutating func keys() -> [FileID] {
        if let orderedKeys { return orderedKeys }
        let sorted = files.keys.sorted { table.key(of: $0) < table.key(of: $1) }
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

    /// Every file the host holds, by key, sorted.
    public var fileKeys: [String] { files.keys.map(table.key(of:)).sorted() }
}
