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
    var folders: [String] = []
    /// Full models are built for the entries a query touches, not for the whole workspace:
    /// a coach's repository holds twelve athletes' logs.
    private(set) var host = AnalysisHost(settings: AnalysisSettings(today: SystemClock.today()), keeping: .onDemand(ModelBudget()))
    /// The workspace symbols of every athlete, gathered on the first `workspace/symbol` after a
    /// change (a picker sends a query per keystroke), with the generations of the analyses they
    /// were gathered from, so that an analysis made since cannot be missed.
    private var symbolIndex: (generations: [Int], index: WorkspaceSymbols.Index)?

    /// Every log under the workspace folders, as absolute paths (``LogDiscovery``'s rules,
    /// shared with the CLI).
    func findLogs() -> [String] {
        folders.flatMap(LogDiscovery.logPaths(under:))
    }

    /// Reads a file from disk into the host, unless the editor has it open (its text wins);
    /// a file that cannot be read is dropped.
    mutating func load(path: String, documents: DocumentStore) {
        let uri = FileURI.uri(path)
        guard documents[uri] == nil, !PresetFiles.contains(uri) else { return }
        guard let bytes = LogDiscovery.read(path) else {
            change(.remove(key: uri))
            return
        }
        change(.setText(key: uri, name: FileURI.displayName(uri), folder: FileURI.folder(uri), bytes: bytes))
    }

    /// A file deleted on disk (an open document keeps its text).
    mutating func remove(uri: String, documents: DocumentStore) {
        guard documents[uri] == nil else { return }
        change(.remove(key: uri))
    }

    /// A document opened in the editor: its text replaces the disk's (equal text changes nothing).
    mutating func open(_ uri: String, bytes: [UInt8]) -> ChunkedText? {
        guard !PresetFiles.contains(uri) else { return nil }
        change(.setText(key: uri, name: FileURI.displayName(uri), folder: FileURI.folder(uri), bytes: bytes))
        return host.text(of: uri)
    }

    /// An edit in an open document, in byte offsets; the document's text afterwards.
    mutating func edit(_ uri: String, range: TextRange, replacement: [UInt8]) -> ChunkedText? {
        change(.edit(key: uri, range: range, replacement: replacement))
        return host.text(of: uri)
    }

    /// A document closed: the disk's text counts again, or the file leaves the workspace.
    mutating func close(_ uri: String, documents: DocumentStore) {
        host.release(uri)
        guard let path = FileURI.path(uri), folders.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }),
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
    mutating func analysis(of uri: String) -> AthleteAnalysis? { host.analysis(ofFile: uri) }

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
        let index = WorkspaceSymbols.Index(snapshots: analyses.map { ($0.snapshot, $0.ownedFileIndices) })
        symbolIndex = (generations, index)
        return index
    }
}
