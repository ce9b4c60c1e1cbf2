import Dispatch

/// What queries on the host's snapshots derived (athletes' analyses, files parsed), kept while
/// the host stays at that revision: a snapshot is immutable, so what it computes lives here,
/// and the host adopts what was computed at its current revision before its next change or
/// snapshot.
///
/// One memo per host, shared by its snapshots. An analysis is made once per revision however
/// many snapshots of that revision ask for it (the first asker makes it under the lock).
final class SnapshotMemo: @unchecked Sendable {
    // @unchecked: every property below is touched under `lock` only.
    private let lock = DispatchSemaphore(value: 1)
    private var latestRevision: Int
    private var generation: Int
    private var analyses: [String: Made] = [:]
    private var parsed: [FileID: (revision: Int, file: HostFile)] = [:]
    /// The analyses the host has adopted already (kept for the snapshots that still ask).
    private var adoptedAnalyses: Set<String> = []

    /// One athlete's analysis and the files its making parsed or cut, at a revision.
    struct Made: Sendable {
        var revision: Int
        var analysis: AthleteAnalysis
        var files: [FileID: HostFile]
    }

    /// - Parameters: `revision`: the host's; `generation`: analyses already made by its line.
    init(revision: Int = 0, generation: Int = 0) {
        latestRevision = revision
        self.generation = generation
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.wait()
        defer { lock.signal() }
        return try body()
    }

    /// The host's newest revision: a snapshot of an older one is cancelled.
    var latest: Int { locked { latestRevision } }

    /// The host moved on: what was made for older revisions is forgotten, and what a snapshot
    /// of an older revision makes from now on is not kept.
    func advance(to revision: Int) {
        locked {
            latestRevision = revision
            analyses.removeAll()
            parsed.removeAll()
            adoptedAnalyses.removeAll()
        }
    }

    /// How many analyses were made (see ``AnalysisHost/analysesMade``).
    var analysesMade: Int { locked { generation } }

    /// The athletes whose analysis was made at `revision` and not yet adopted.
    func athletes(at revision: Int) -> Set<String> {
        locked { Set(analyses.filter { $0.value.revision == revision }.keys) }
    }

    /// The analysis of `athlete` at `revision`, made by `make` (given the analysis's
    /// generation) unless a snapshot of the same revision made it already. One made for a
    /// revision the host has moved past is answered but not kept.
    func analysis(of athlete: String, at revision: Int,
                  make: (_ generation: Int) -> (analysis: AthleteAnalysis, files: [FileID: HostFile])) -> AthleteAnalysis {
        locked {
            if let made = analyses[athlete], made.revision == revision { return made.analysis }
            generation += 1
            let result = make(generation)
            if revision == latestRevision {
                analyses[athlete] = Made(revision: revision, analysis: result.analysis, files: result.files)
            }
            return result.analysis
        }
    }

    /// A file as a snapshot of `revision` last left it (parsed, or cut by an analysis).
    func file(_ key: FileID, at revision: Int) -> HostFile? {
        locked {
            if let hit = parsed[key], hit.revision == revision { return hit.file }
            return analyses.values.first { $0.revision == revision && $0.files[key] != nil }?.files[key]
        }
    }

    /// Keeps a file a snapshot of `revision` parsed, for the host to adopt.
    func keep(parsed file: HostFile, as key: FileID, at revision: Int) {
        locked { if revision == latestRevision { parsed[key] = (revision, file) } }
    }

    /// What was made at `revision` since the host last asked, handed to the host. The
    /// analyses stay for the snapshots of that revision that ask again; the files are let go,
    /// so that the host's next edit of a file changes its text in place, not a shared copy.
    func takeNew(at revision: Int) -> (analyses: [String: AthleteAnalysis], files: [FileID: HostFile]) {
        locked {
            var files: [FileID: HostFile] = [:]
            var made: [String: AthleteAnalysis] = [:]
            for (athlete, entry) in analyses where entry.revision == revision && adoptedAnalyses.insert(athlete).inserted {
                made[athlete] = entry.analysis
                files.merge(entry.files) { _, new in new }
                analyses[athlete]?.files = [:]
            }
            for (key, entry) in parsed where entry.revision == revision && files[key] == nil { files[key] = entry.file }
            parsed.removeAll()
            return (made, files)
        }
    }
}
