import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// The folder `antrain mcp` serves: every log under it, read again for each call when it
/// changed (the user may edit them between two questions, and `log` writes them), analysed
/// by the ``AnalysisHost`` that the language server and the commands use: a question about
/// one athlete analyses that athlete's logs, with the others' profiles and definitions.
/// Nothing outside the root is read or written.
public struct MCPWorkspace: Sendable {
    /// The root, absolute, with symbolic links resolved.
    public let root: String
    /// Today's date and the time of day, injected so tests do not depend on when they run.
    let today: @Sendable () -> LocalDate
    let now: @Sendable () -> LocalTime
    /// The host, kept from one call to the next so that what did not change is not read,
    /// parsed or lowered again.
    private let box: HostBox

    public init(root: String, today: @escaping @Sendable () -> LocalDate = SystemClock.today,
                now: @escaping @Sendable () -> LocalTime = SystemClock.now) {
        self.root = ConfinedPath.realPath(PathText.standardizing(root))
        self.today = today
        self.now = now
        box = HostBox(WorkspaceHost(settings: AnalysisSettings(today: today())))
    }

    /// A path given by the assistant, inside the root.
    func confine(_ path: String) throws(ToolFailure) -> ConfinedPath {
        try ConfinedPath(path, root: root)
    }

    /// The logs under the root, as paths from it; a log that a symbolic link places outside
    /// the root is left out.
    func logPaths() -> [String] {
        LogDiscovery.logs(under: root).filter { relative in
            ConfinedPath.isInside(ConfinedPath.realPath(root + "/" + relative), root)
        }
    }

    var settings: AnalysisSettings { AnalysisSettings(today: today()) }

    /// `body` with the host brought up to date with the disk, one call at a time.
    func withHost<Value, Failure: Error>(_ body: (inout WorkspaceHost) throws(Failure) -> Value) throws(Failure) -> Value {
        let logs = logPaths()
        let settings = settings
        return try box.locked { (host: inout WorkspaceHost) throws(Failure) -> Value in
            host.sync(root: root, logs: logs, settings: settings)
            return try body(&host)
        }
    }

    /// The host as it is, not brought up to date (tests read what a call cost).
    func inspectHost<Value>(_ body: (AnalysisHost) -> Value) -> Value {
        box.locked { (host: inout WorkspaceHost) -> Value in body(host.host) }
    }

    /// The key of the file that stands for `place` in `host`: the log itself, or an empty
    /// stand-in in the folder (the athlete whose profile governs that folder).
    func key(of place: ConfinedPath, in host: inout WorkspaceHost) -> String {
        if host.isLog(place.relative) { return place.relative }
        let isFolder = PathText.kind(of: place.absolute).isFolder
        let folder = isFolder ? place.absolute : PathText.deletingLastComponent(place.absolute)
        return host.standIn(PathText.appending(place.relative, "-"), folder: folder)
    }

    /// The analysis that answers about the whole workspace's profiles and definitions (every
    /// athlete's analysis reads them all): the one of the root's stand-in.
    func rootAnalysis(in host: inout WorkspaceHost) throws(ToolFailure) -> LogAnalysis {
        let key = key(of: try confine(""), in: &host)
        guard let analysis = host.log(key) else { throw ToolFailure("The workspace could not be analysed.") }
        return analysis
    }

    /// A snapshot that holds the workspace's profiles and definitions (every athlete's
    /// analysis reads them all), with the fewest logs lowered.
    func definitionsSnapshot() throws(ToolFailure) -> WorkspaceSnapshot {
        try withHost { (host: inout WorkspaceHost) throws(ToolFailure) -> LogAnalysis in try rootAnalysis(in: &host) }.snapshot
    }

    /// The analysis of the athlete that `path` belongs to: the athlete of a log file, of a
    /// folder (the profile that governs it), or, without a path, the one athlete of the
    /// workspace. Several athletes and no path is a failure that names their folders.
    func athlete(at path: String?) throws(ToolFailure) -> (figures: AthleteFigures, fileIndex: Int) {
        let place: ConfinedPath
        if let path {
            place = try confine(path)
            guard FileManager.default.fileExists(atPath: place.absolute) else {
                throw ToolFailure("There is no file or folder ‘\(path)’ in the workspace.")
            }
        } else {
            place = try confine("")
        }
        let log = try withHost { (host: inout WorkspaceHost) throws(ToolFailure) -> LogAnalysis in
            let key = key(of: place, in: &host)
            guard var log = host.log(key) else { throw ToolFailure("‘\(place.relative)’ could not be analysed.") }
            let snapshot = log.snapshot
            if path == nil, !snapshot.athletes[log.athlete].hasProfile {
                let profiled = snapshot.athletes.indices.filter { snapshot.athletes[$0].hasProfile }
                if profiled.count == 1 {
                    // The one athlete's analysis, through one of their files (read here for its profile).
                    if let file = snapshot.files.indices.first(where: { snapshot.files[$0].athlete == profiled[0] }),
                       let theirs = host.log(log.analysis.origins[file].file) {
                        log = theirs
                    }
                } else if profiled.count > 1 {
                    let folders = profiled.compactMap { snapshot.athletes[$0].folder }.map(relative).sorted()
                    throw ToolFailure("The workspace holds several athletes (\(folders.joined(separator: ", "))): give `path`, the folder of the one you mean.")
                }
            }
            return log
        }
        return (AthleteFigures(snapshot: log.snapshot, athlete: log.athlete), log.fileIndex)
    }

    /// An absolute path inside the root as a path from it (`.` for the root).
    func relative(_ absolute: String) -> String {
        absolute == root ? "." : absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : absolute
    }
}

/// The ``WorkspaceHost`` behind a lock: tool calls run one at a time, but the workspace is a
/// value shared with the server's tasks.
final class HostBox: @unchecked Sendable {
    // @unchecked: `host` is read and written under `lock` only.
    private let lock = DispatchSemaphore(value: 1)
    private var host: WorkspaceHost

    init(_ host: WorkspaceHost) { self.host = host }

    func locked<Value, Failure: Error>(_ body: (inout WorkspaceHost) throws(Failure) -> Value) throws(Failure) -> Value {
        lock.wait()
        defer { lock.signal() }
        return try body(&host)
    }
}
