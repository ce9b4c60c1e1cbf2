import AntrainBasics

/// Reads a workspace's logs from disk as changes for an ``AnalysisHost``: the one loader of
/// every door (the commands, the language server, `antrain mcp`, `antrain serve`).
///
/// The host does no I/O; this type does, by TOOLING.md §1's rules (``LogDiscovery``). It
/// remembers each log's ``FileStamp``, so that following a workspace reads again only the
/// logs whose size, modification time or inode changed.
public struct WorkspaceLoader: Sendable {
    /// How the doors key and name files in the host.
    public enum Naming: Sendable, Hashable {
        /// Keys are absolute paths; messages name a log by its path from `folder` when it is
        /// inside it (the commands: the current folder; `serve`: the workspace's).
        case paths(namesFrom: String)
        /// Keys and names are paths from `root` (the MCP server's sandbox).
        case relativePaths(root: String)
        /// Keys are `file://` URIs, names the file's name (the language server).
        case uris
    }

    /// The folders whose logs make the workspace, absolute.
    public var roots: [String]
    public let naming: Naming
    /// Names given by the user for some logs (absolute path → the path as written), which
    /// messages use instead of the naming's.
    public var givenNames: [String: String] = [:]
    /// The stamp of each log as last read, by absolute path.
    private var stamps: [String: FileStamp] = [:]

    public init(roots: [String], naming: Naming) {
        self.roots = roots
        self.naming = naming
    }

    /// The workspace of `folders` (TOOLING.md §1): the top folder of the git repository that
    /// holds each, else the folder itself, each once.
    public static func workspaceRoots(of folders: [String]) -> [String] {
        var roots: [String] = []
        for folder in folders {
            let root = LogDiscovery.workspaceRoot(of: folder)
            if !roots.contains(root) { roots.append(root) }
        }
        return roots
    }

    /// A log's key in the host.
    public func key(ofPath path: String) -> String {
        switch naming {
        case .paths: path
        case .relativePaths(let root): Self.relative(path, to: root) ?? path
        case .uris: FileURI.uri(path)
        }
    }

    /// How messages name a log.
    public func name(ofPath path: String) -> String {
        if let given = givenNames[path] { return given }
        return switch naming {
        case .paths(let folder): Self.relative(path, to: folder) ?? path
        case .relativePaths(let root): Self.relative(path, to: root) ?? path
        case .uris: FileURI.displayName(FileURI.uri(path))
        }
    }

    /// The absolute path of a key, if it names a file.
    public func path(ofKey key: String) -> String? {
        switch naming {
        case .paths: key
        case .relativePaths(let root): PathText.appending(root, key)
        case .uris: FileURI.path(key)
        }
    }

    /// Every log of the workspace, as absolute paths, each once, in discovery order;
    /// `accepting` leaves some out (one outside a sandbox).
    public func logPaths(accepting: (String) -> Bool = { _ in true }) -> [String] {
        var seen: Set<String> = []
        return roots.flatMap(LogDiscovery.logPaths(under:)).filter { seen.insert($0).inserted && accepting($0) }
    }

    /// The change that gives the host a log's text as the disk holds it, or removes it when
    /// it cannot be read (gone, or not a file).
    public mutating func read(_ path: String) -> AnalysisHost.Change {
        let stamp = FileStamp(path)
        guard let bytes = LogDiscovery.read(path) else {
            stamps[path] = nil
            return .remove(key: key(ofPath: path))
        }
        stamps[path] = stamp
        return .setText(key: key(ofPath: path), name: name(ofPath: path), folder: PathText.deletingLastComponent(path), bytes: bytes)
    }

    /// What changed on disk since the last look.
    public struct Sync: Sendable {
        /// Logs new or changed (their text), and logs gone or unreadable (removed).
        public var changes: [AnalysisHost.Change] = []
        /// The logs found that could not be read, as absolute paths.
        public var unreadable: [String] = []
    }

    /// The changes that bring a host in step with the disk: logs new or changed since the
    /// last look are read, logs gone are removed.
    ///
    /// - Parameters:
    ///   - accepting: which logs count (see ``logPaths(accepting:)``).
    ///   - skipping: logs the disk does not decide (documents an editor has open), by key.
    public mutating func sync(accepting: (String) -> Bool = { _ in true }, skipping: (String) -> Bool = { _ in false }) -> Sync {
        var sync = Sync()
        var present: Set<String> = []
        for path in logPaths(accepting: accepting) {
            present.insert(path)
            let key = key(ofPath: path)
            guard !skipping(key) else { continue }
            if let known = stamps[path], known == FileStamp(path) { continue }
            let change = read(path)
            if case .remove = change {
                sync.unreadable.append(path)
                present.remove(path)
            }
            sync.changes.append(change)
        }
        for gone in stamps.keys.sorted() where !present.contains(gone) {
            stamps[gone] = nil
            if !skipping(key(ofPath: gone)) { sync.changes.append(.remove(key: key(ofPath: gone))) }
        }
        return sync
    }

    /// Forgets a log's stamp (an editor closed it: the disk decides again on the next look).
    public mutating func forget(_ path: String) { stamps[path] = nil }

    /// Notes that the door itself wrote `path` (and gave the host its text): the next look
    /// does not read it again.
    public mutating func noteWritten(_ path: String) { stamps[path] = FileStamp(path) }

    /// Whether the loader has read `path` from disk.
    public func hasRead(_ path: String) -> Bool { stamps[path] != nil }

    private static func relative(_ path: String, to folder: String) -> String? {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
    }
}
