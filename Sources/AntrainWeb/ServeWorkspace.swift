import AntrainAnalysis
import AntrainBasics
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The workspace `antrain serve` answers from: the one ``AnalysisHost``, fed the logs of the
/// workspace's folder (TOOLING.md §1) and kept in step with the disk.
///
/// The host does no I/O; this type reads the files and hands it their text, as the language
/// server and the commands do. It follows the files by looking at each log's size and
/// modification time once a second (an editor's save, a `git pull`, a new year's file), so
/// a page shows a change within two seconds without any platform's file-event API. Every
/// change that reached the host counts one ``revision``, which the event streams watch.
public final class ServeWorkspace: @unchecked Sendable {
    /// The workspace's folder, absolute, with its symbolic links resolved.
    public let root: String
    let lock = DispatchSemaphore(value: 1)
    var host: AnalysisHost
    /// Reads the workspace's logs: the loader every door uses.
    var loader: WorkspaceLoader
    var revisionCount = 0

    /// Models are built on demand within the same budget as the language server's, so a
    /// coach's repository costs the server what it costs the editor.
    /// - Parameter root: the workspace's folder (the caller applies §1's rule).
    public init(root: String, settings: AnalysisSettings) {
        self.root = PathText.resolvingLinks(root)
        host = AnalysisHost(settings: settings, keeping: .onDemand(ModelBudget()))
        loader = WorkspaceLoader(roots: [self.root], naming: .paths(namesFrom: self.root))
        _ = refresh()
    }

    /// Counts the changes the host has taken since the server started.
    public var revision: Int { locked { revisionCount } }

    /// The host as it is now, to answer a page from while the host takes the next change.
    public func snapshot() -> HostSnapshot {
        locked { host.snapshot() }
    }

    /// A snapshot in which every athlete's analysis is made, for a page about all of them:
    /// the host makes them one at a time, adopting each before the next, so the workspace's
    /// text is never held twice (as it would be by one snapshot asked for every athlete).
    public func snapshotOfEveryAthlete() -> HostSnapshot {
        locked {
            _ = host.analysesOfAll()
            return host.snapshot()
        }
    }

    /// Runs `body` with the host, alone: the host is one mutable owner (a write changes it).
    public func withHost<T>(_ body: (inout AnalysisHost) -> T) -> T {
        locked { body(&host) }
    }

    /// Reads every log whose size or modification time changed, adds new ones and removes
    /// the ones gone; returns whether anything changed.
    @discardableResult
    public func refresh() -> Bool {
        locked {
            var changes = loader.sync(accepting: isInsideRoot).changes
            // A server runs for days: `future-date` and every "today" move with the clock.
            let today = SystemClock.today()
            if host.settings.today != today {
                var settings = host.settings
                settings.today = today
                changes.append(.settings(settings))
            }
            guard !changes.isEmpty else { return false }
            for change in changes { host.apply(change) }
            revisionCount += 1
            return true
        }
    }

    /// Calls ``refresh()`` every `interval` until the process ends.
    public func follow(every interval: DispatchTimeInterval = .seconds(1)) {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "antrain.serve.follow"))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in self?.refresh() }
        timer.resume()
        followTimer = timer
    }

    private var followTimer: (any DispatchSourceTimer)?

    /// A log's path from the workspace's folder (`anna/2026.antrain`): how pages name it.
    public func relativePath(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// The absolute path of a log the host holds, from its path relative to the workspace;
    /// nil for anything else. Nothing from a URL reaches the file system: a page names a log
    /// only by a path the discovery already found inside the workspace.
    public func logPath(relative: String, in snapshot: HostSnapshot) -> String? {
        let path = root + "/" + relative
        return snapshot.contains(path) ? path : nil
    }

    private func isInsideRoot(_ path: String) -> Bool {
        let real = PathText.resolvingLinks(path)
        return real.hasPrefix(root + "/")
    }

    func locked<T>(_ body: () -> T) -> T {
        lock.wait()
        defer { lock.signal() }
        return body()
    }

}
