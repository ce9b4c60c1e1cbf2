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
        box = HostBox(WorkspaceHost(root: self.root, settings: AnalysisSettings(today: today())))
    }

    /// A path given by the assistant, inside the root.
    func confine(_ path: String) throws(ToolFailure) -> ConfinedPath {
        try ConfinedPath(path, root: root)
    }

    /// The logs under the root, as paths from it; a log that a symbolic link places outside
    /// the root is left out.
    func logPaths() -> [String] {
        LogDiscovery.logs(under: root).filter { isInside(PathText.appending(root, $0)) }
    }

    /// Whether a log (absolute) is inside the root once its symbolic links are followed.
    func isInside(_ path: String) -> Bool { ConfinedPath.isInside(ConfinedPath.realPath(path), root) }

    var settings: AnalysisSettings { AnalysisSettings(today: today()) }

    /// `body` with the host brought up to date with the disk, one call at a time.
    func withHost<Value, Failure: Error>(_ body: (inout WorkspaceHost) throws(Failure) -> Value) throws(Failure) -> Value {
        let settings = settings
        return try box.locked { (host: inout WorkspaceHost) throws(Failure) -> Value in
            host.sync(settings: settings, accepting: isInside)
            return try body(&host)
        }
    }

    /// The host as it is, not brought up to date (tests read what a call cost).
    func inspectHost<Value>(_ body: (AnalysisHost) -> Value) -> Value {
        box.locked { (host: inout WorkspaceHost) -> Value in body(host.host) }
    }

    /// The analysis of the athlete of `place`: of the log itself, else of the athlete whose
    /// profile governs its folder.
    func analysis(of place: ConfinedPath, in host: inout WorkspaceHost) -> AthleteAnalysis? {
        if host.isLog(place.relative) { return host.log(place.relative)?.analysis }
        let isFolder = PathText.kind(of: place.absolute).isFolder
        return host.analysis(ofFolder: isFolder ? place.absolute : PathText.deletingLastComponent(place.absolute))
    }

    /// A snapshot that holds the workspace's profiles and definitions (every athlete's
    /// analysis reads them all), with the fewest logs lowered: the root's athlete's.
    func definitionsSnapshot() throws(ToolFailure) -> WorkspaceSnapshot {
        try withHost { (host: inout WorkspaceHost) throws(ToolFailure) -> AthleteAnalysis in
            host.analysis(ofFolder: root)
        }.snapshot
    }

    /// The analysis of the athlete that `path` belongs to: the athlete of a log file, of a
    /// folder (the profile that governs it), or, without a path, the one athlete of the
    /// workspace. Several athletes and no path is a failure that names their folders.
    func athlete(at path: String?) throws(ToolFailure) -> AthleteAnalysis {
        let place: ConfinedPath
        if let path {
            place = try confine(path)
            guard FileManager.default.fileExists(atPath: place.absolute) else {
                throw ToolFailure("There is no file or folder ‘\(path)’ in the workspace.")
            }
        } else {
            place = try confine("")
        }
        return try withHost { (host: inout WorkspaceHost) throws(ToolFailure) -> AthleteAnalysis in
            guard let analysis = analysis(of: place, in: &host) else { throw ToolFailure("‘\(place.relative)’ could not be analysed.") }
            let snapshot = analysis.snapshot
            if path == nil, !snapshot.athletes[analysis.athlete].hasProfile {
                let profiled = snapshot.athletes.filter(\.hasProfile)
                if profiled.count > 1 {
                    let folders = profiled.compactMap(\.folder).map(relative).sorted()
                    throw ToolFailure("The workspace holds several athletes (\(folders.joined(separator: ", "))): give `path`, the folder of the one you mean.")
                }
            }
            return analysis
        }
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
