import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The server's side of the ``AnalysisHost``: it reads the workspace's logs from disk and
/// turns documents opened, edited and closed into the host's changes. Files are keyed by URI.
struct WorkspaceState {
    /// The workspace folders, absolute.
    var folders: [String] {
        get { loader.roots }
        set { loader.roots = newValue }
    }
    /// Reads the logs under the folders, keyed by URI: the loader every door uses.
    private var loader = WorkspaceLoader(roots: [], naming: .uris)
    /// Full models are built for the entries a query touches, not for the whole workspace:
    /// a coach's repository holds twelve athletes' logs.
    private(set) var host = AnalysisHost(settings: AnalysisSettings(today: SystemClock.today()), keeping: .onDemand(ModelBudget()))
    /// The workspace symbols of every athlete, gathered on the first `workspace/symbol` after a
    /// change (a picker sends a query per keystroke), with the generations of the analyses they
    /// were gathered from, so that an analysis made since cannot be missed.
    private var symbolIndex: (generations: [Int], index: WorkspaceSymbols.Index)?

    /// Reads every log under the workspace folders that the editor does not have open (its
    /// text wins); returns how many logs the workspace has.
    mutating func loadAll(documents: DocumentStore) -> Int {
        let sync = loader.sync(skipping: { documents[$0] != nil || PresetFiles.contains($0) })
        for found in sync.changes { change(found) }
        return loader.logPaths().count
    }

    /// Reads a file from disk into the host, unless the editor has it open (its text wins);
    /// a file that cannot be read is dropped.
    mutating func load(path: String, documents: DocumentStore) {
        let uri = loader.key(ofPath: path)
        guard documents[uri] == nil, !PresetFiles.contains(uri) else { return }
        change(loader.read(path))
    }

    /// A file deleted on disk (an open document keeps its text).
    mutating func remove(uri: String, documents: DocumentStore) {
        guard documents[uri] == nil else { return }
        change(.remove(key: uri))
    }

    /// A document opened in the editor: its text replaces the disk's (equal text changes
    /// nothing); false for a document the host does not analyse (a preset's view).
    mutating func open(_ uri: String, bytes: [UInt8]) -> Bool {
        guard !PresetFiles.contains(uri) else { return false }
        change(.setText(key: uri, name: FileURI.displayName(uri), folder: FileURI.folder(uri), bytes: bytes))
        host.show(uri)
        return true
    }

    /// An edit in an open document, in byte offsets; false when the host does not hold it.
    mutating func edit(_ uri: String, range: TextRange, replacement: [UInt8]) -> Bool {
        guard host.contains(uri) else { return false }
        change(.edit(key: uri, range: range, replacement: replacement))
        return true
    }

    /// An open document's text as the host holds it (parsed, its trees held while it is open).
    mutating func text(of uri: String) -> DocumentText? { host.snapshot().text(of: uri) }

    /// A document closed: the disk's text counts again, or the file leaves the workspace.
    mutating func close(_ uri: String, documents: DocumentStore) {
        host.release(uri)
        guard let path = loader.path(ofKey: uri), folders.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }),
              path.hasSuffix(".antrain") else {
            change(.remove(key: uri))
            return
        }
        load(path: path, documents: documents)
    }

    /// Every request applies the settings first: equal settings change nothing, and keep the
    /// symbol index.
    mutating func apply(settings: AnalysisSettings) {
        guard settings != host.settings else { return }
        change(.settings(settings))
    }

    private mutating func change(_ change: AnalysisHost.Change) {
        host.apply(change)
        // Not kept until the next query: the memory is better spent on the analysis it waits for.
        symbolIndex = nil
    }

    /// The analysis of the athlete whose logs hold `uri`.
    mutating func analysis(of uri: String) -> AthleteAnalysis? { host.snapshot().analysis(ofFile: uri) }

    /// Brings one athlete's analysis up to date (background indexing).
    mutating func analyzeNext() -> (done: Int, total: Int)? {
        let step = host.analyzeNext()
        if step != nil { symbolIndex = nil }
        return step
    }

    /// Every athlete's analysis, for features that span the workspace.
    mutating func analysesOfAll() -> [AthleteAnalysis] { host.analysesOfAll() }

    /// The workspace symbols of every athlete's own files, as one index whose symbols name
    /// their analysis by its position in `analyses`.
    mutating func symbols(of analyses: [AthleteAnalysis]) -> WorkspaceSymbols.Index {
        // An analysis kept through a change keeps its generation; a new one has a new number.
        let generations = analyses.map(\.generation)
        if let symbolIndex, symbolIndex.generations == generations { return symbolIndex.index }
        symbolIndex = nil
        let index = WorkspaceSymbols.Index(analyses: analyses)
        symbolIndex = (generations, index)
        return index
    }
}
