import AntrainAnalysis
import AntrainBasics

/// The MCP server's ``AnalysisHost`` and the one ``WorkspaceLoader`` that keeps it in step with
/// the disk, as every door does: a log whose stamp did not change is not read again, and a
/// question about one athlete of a coach's repository lowers that athlete's logs only.
///
/// Keys are paths from the root (`anna/2026.antrain`), which are also the names messages give.
struct WorkspaceHost {
    private(set) var host: AnalysisHost
    private var loader: WorkspaceLoader
    /// The logs on disk as last read, in discovery order, by key.
    private(set) var logs: [String] = []

    init(root: String, settings: AnalysisSettings) {
        host = AnalysisHost(settings: settings)
        loader = WorkspaceLoader(roots: [root], naming: .relativePaths(root: root))
    }

    /// Brings the host up to date with the disk: logs new or changed are read, logs gone or
    /// unreadable removed; `accepting` says which logs count (the sandbox's).
    mutating func sync(settings: AnalysisSettings, accepting: (String) -> Bool) {
        host.apply(.settings(settings))
        let sync = loader.sync(accepting: accepting)
        for change in sync.changes { host.apply(change) }
        let unreadable = Set(sync.unreadable)
        logs = loader.logPaths(accepting: accepting).filter { !unreadable.contains($0) }.map(loader.key(ofPath:))
    }

    /// A file with `text` in place of what the disk holds (or a new file), for a trial on a
    /// copy of the host: `log` checks entries appended to a log before writing it.
    mutating func setText(_ key: String, folder: String, text: String) {
        host.apply(.setText(key: key, name: key, folder: folder, bytes: Array(text.utf8)))
        if !logs.contains(key) { logs.append(key) }
    }

    /// The analysis of the athlete of the log `key`, made if the host has none up to date; no
    /// other athlete's logs are lowered.
    mutating func log(_ key: String) -> LogAnalysis? {
        let snapshot = host.snapshot()
        guard let analysis = snapshot.analysis(ofFile: key), let source = snapshot.source(of: key) else { return nil }
        return LogAnalysis(key: key, analysis: analysis, source: source)
    }

    /// The analysis of the athlete whose profile governs `folder` (absolute).
    mutating func analysis(ofFolder folder: String) -> AthleteAnalysis { host.snapshot().analysis(ofFolder: folder) }

    /// Whether `key` is one of the workspace's logs.
    func isLog(_ key: String) -> Bool { host.contains(key) }
}
