import AntrainAnalysis
import AntrainModel
import AntrainSyntax

/// The workspace as the analysis sees it: the disk's logs, the open documents over them, and
/// the snapshot computed from both, kept until something changes.
struct WorkspaceState {
    var folders: [String] = []
    var index = WorkspaceIndex()
    private(set) var snapshot: WorkspaceSnapshot?
    /// Where each file of the current snapshot comes from, by file index: a disk file, or
    /// one chunk of an open document (its offsets start at `base` in the document).
    private(set) var files: [(uri: String, base: Int)] = []
    private(set) var isStale = true
    /// The workspace symbols of ``snapshot``, gathered on the first `workspace/symbol` after a change.
    private var symbolIndex: WorkspaceSymbols.Index?

    mutating func invalidate() { isStale = true }

    /// The analysis of the workspace as it is now, computed when something changed; files
    /// that did not change keep their lowered models.
    mutating func current(documents: DocumentStore, settings: AnalysisSettings) -> WorkspaceSnapshot {
        if let snapshot, !isStale { return snapshot }
        var sources: [SourceFile] = []
        var files: [(uri: String, base: Int)] = []
        for (uri, tree) in index.files.sorted(by: { $0.key < $1.key }) where documents[uri] == nil && !PresetFiles.contains(uri) {
            sources.append(SourceFile(name: FileURI.displayName(uri), tree: tree, folder: FileURI.folder(uri)))
            files.append((uri, 0))
        }
        for (uri, document) in documents.sorted where !PresetFiles.contains(uri) {
            // Once per document, not per chunk: the folder is standardized on the file system.
            let name = FileURI.displayName(uri), folder = FileURI.folder(uri)
            for chunk in document.chunks {
                sources.append(SourceFile(name: name, tree: chunk.tree, firstLine: chunk.firstLine, folder: folder))
                files.append((uri, chunk.base))
            }
        }
        let fresh = WorkspaceSnapshot.analyze(sources, settings: settings, reusing: snapshot)
        snapshot = fresh
        symbolIndex = nil
        self.files = files
        isStale = false
        return fresh
    }

    /// The workspace symbols of the current snapshot.
    mutating func symbols(of snapshot: WorkspaceSnapshot) -> WorkspaceSymbols.Index {
        if let symbolIndex { return symbolIndex }
        let index = WorkspaceSymbols.Index(snapshot)
        symbolIndex = index
        return index
    }

    /// Every file of the snapshot that is a chunk of `uri`, with its base offset.
    func chunkFiles(of uri: String) -> [(fileIndex: Int, base: Int)] {
        files.enumerated().filter { $0.element.uri == uri }.map { ($0.offset, $0.element.base) }
    }

    /// The file of the snapshot that is the chunk of `uri` starting at `base`.
    func fileIndex(of uri: String, base: Int) -> Int? {
        files.firstIndex { $0.uri == uri && $0.base == base }
    }

    /// The URI and base of a file of the snapshot.
    func origin(ofFile fileIndex: Int) -> (uri: String, base: Int) { files[fileIndex] }
}
