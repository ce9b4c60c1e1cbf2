import AntrainBasics
import AntrainSyntax

/// The host's input world at one revision, answering questions: cheap to take
/// (``AnalysisHost/snapshot()`` copies nothing but references), immutable and `Sendable`, so a
/// door may answer from it on any thread while the host takes the next change.
///
/// Every query is a function of (snapshot, file, offset): the analyses it answers from are
/// the ones the host had made, or are made now, once per revision, and kept for the host to
/// adopt (``SnapshotMemo``). An answer about one athlete is always given (an older world's
/// answer is still that world's); a question over every athlete stops with ``Cancelled``
/// once the host has moved on, and the caller asks a fresh snapshot.
public struct HostSnapshot: Sendable {
    /// The host's revision when the snapshot was taken: it counts the changes applied.
    public let revision: Int
    let table: FileTable
    let files: [FileID: HostFile]
    let scope: AthleteScope
    public let settings: AnalysisSettings
    let keeping: ModelKeeping
    let shown: Set<FileID>
    /// Each athlete's latest analysis, up to date unless in ``stale`` (a stale one is what the
    /// next analysis of that athlete reuses).
    let analyses: [String: AthleteAnalysis]
    let stale: Set<String>
    let memo: SnapshotMemo

    /// The host has taken a change since this snapshot: its answers are about an older world.
    public struct Cancelled: Error, Sendable {}

    /// Whether the host has moved on (a long task on this snapshot may stop and ask again).
    public var isCancelled: Bool { memo.latest > revision }

    // MARK: - Files

    /// The file a door names `key`, if the snapshot holds it.
    public func fileID(of key: String) -> FileID? { table.id(of: key).flatMap { files[$0] != nil ? $0 : nil } }

    /// The key a door names `file` by.
    public func key(of file: FileID) -> String { table.key(of: file) }

    /// Whether the snapshot holds `key`.
    public func contains(_ key: String) -> Bool { fileID(of: key) != nil }

    /// Every file, by key, sorted.
    public var fileKeys: [String] { scope.keys.map(table.key(of:)) }

    /// A file's whole text.
    public func source(of key: String) -> SourceText? { fileID(of: key).flatMap { files[$0]?.source } }

    /// A file's text, parsed: the host holds the trees of the files an editor shows; another
    /// file is parsed now, once per revision.
    public func text(of key: String) -> DocumentText? {
        guard let id = fileID(of: key), let file = files[id] else { return nil }
        if let text = file.parsedText ?? memo.file(id, at: revision)?.parsedText { return DocumentText(text) }
        var parsed = file
        let text = parsed.chunked()
        memo.keep(parsed: parsed, as: id, at: revision)
        return DocumentText(text)
    }

    // MARK: - Analyses

    /// The analysis of the athlete whose logs hold `key`.
    public func analysis(ofFile key: String) -> AthleteAnalysis? {
        guard let id = fileID(of: key), let athlete = scope.athleteKey(ofFile: id) else { return nil }
        return analysis(ofAthlete: athlete)
    }

    /// Every athlete's analysis (workspace-wide features: references, rename, symbols).
    public func analysesOfAll() throws(Cancelled) -> [AthleteAnalysis] {
        var all: [AthleteAnalysis] = []
        for athlete in scope.athleteKeys {
            if isCancelled { throw Cancelled() }
            all.append(analysis(ofAthlete: athlete))
        }
        return all
    }

    /// Every athlete that governs at least one file, in the order of their files.
    public func athleteFolders() -> [AnalysisHost.AthleteFolder] {
        scope.athleteKeys.map { AnalysisHost.AthleteFolder(key: $0, folder: $0.isEmpty ? nil : String($0.dropFirst())) }
    }

    /// The analysis of the athlete with `key` (from ``athleteFolders()``).
    public func analysis(ofAthleteKey key: String) -> AthleteAnalysis? {
        guard scope.athleteKeys.contains(key) else { return nil }
        return analysis(ofAthlete: key)
    }

    /// The analysis of the athlete whose profile governs `folder` (the nearest profile at or
    /// above it, LANGUAGE.md §4), else of the logs no profile governs, else of the default
    /// athlete with no logs. A door asks this for a folder the user names, with no file of it
    /// at hand.
    public func analysis(ofFolder folder: String) -> AthleteAnalysis {
        let keys = scope.athleteKeys
        let profiled = keys.filter { !$0.isEmpty }
        let governing = profiled.filter { AthleteScopes.governs(String($0.dropFirst()), folder) }
        // One profile in the workspace governs every log, wherever it is written.
        let lone = profiled.count == 1 ? profiled.first : nil
        guard let nearest = governing.max(by: { $0.utf8.count < $1.utf8.count }) ?? lone ?? keys.first(where: \.isEmpty) else {
            return analysis(ofAthlete: Self.noLogs)
        }
        return analysis(ofAthlete: nearest)
    }

    /// The memo's name for the analysis of the default athlete with no logs (no athlete key
    /// starts with a space).
    static let noLogs = " no logs"

    func analysis(ofAthlete athlete: String) -> AthleteAnalysis {
        if let done = analyses[athlete], !stale.contains(athlete) { return done }
        return memo.analysis(of: athlete, at: revision) { generation in
            if athlete == Self.noLogs { return (analysisOfNoLogs(generation: generation), [:]) }
            if case .diagnosticsOnly = keeping { return (checkedAnalysis(ofAthlete: athlete, generation: generation), [:]) }
            return fullAnalysis(ofAthlete: athlete, generation: generation)
        }
    }
}
