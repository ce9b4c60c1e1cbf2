import AntrainAnalysis
import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The server's side of the ``AnalysisHost`` (the one the language server and the commands
/// use): it reads the workspace's logs from disk and hands the host only what changed, and
/// asks the host for the analysis of the athlete a question is about, so that a question
/// about one athlete of a coach's repository lowers that athlete's logs only (the others are
/// read for their profiles and definitions).
///
/// Keys are paths from the root (`anna/2026.antrain`), which are also the names messages give.
struct WorkspaceHost {
    /// A log's size and modification time: a log whose stamp did not change is not read again.
    struct Stamp: Equatable {
        var size: Int
        var modified: Date
    }

    private(set) var host: AnalysisHost
    /// The logs on disk as last read, in discovery order (``LogDiscovery/logs(under:)``).
    private(set) var logs: [String] = []
    private var stamps: [String: Stamp] = [:]
    /// Empty files that stand for a folder (`anna/-`): the athlete whose profile governs the
    /// folder. Kept in the host (so the athlete's analysis is not made again for each
    /// question) until their folder is gone.
    private var standIns: [String: String] = [:]

    init(settings: AnalysisSettings) {
        host = AnalysisHost(settings: settings)
    }

    /// Brings the host up to date with the disk: `logs` (paths from `root`) are read again
    /// when their size or modification time changed (text equal to the host's changes
    /// nothing), logs that are gone or unreadable are removed.
    mutating func sync(root: String, logs paths: [String], settings: AnalysisSettings) {
        host.apply(.settings(settings))
        let present = Set(paths)
        for key in logs where !present.contains(key) { forget(key) }
        var readable: [String] = []
        for relative in paths {
            let absolute = root + "/" + relative
            let stamp = Self.stamp(of: absolute)
            if let stamp, stamps[relative] == stamp, host.contains(relative) {
                readable.append(relative)
                continue
            }
            guard let bytes = LogDiscovery.read(absolute) else {
                forget(relative)
                continue
            }
            host.apply(.setText(key: relative, name: relative, folder: PathText.deletingLastComponent(absolute), bytes: bytes))
            stamps[relative] = stamp
            readable.append(relative)
        }
        for (key, folder) in standIns where !PathText.kind(of: folder).isFolder {
            host.apply(.remove(key: key))
            standIns[key] = nil
        }
        logs = readable
    }

    private mutating func forget(_ key: String) {
        host.apply(.remove(key: key))
        stamps[key] = nil
    }

    private static func stamp(of path: String) -> Stamp? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? Int, let modified = attributes?[.modificationDate] as? Date else { return nil }
        return Stamp(size: size, modified: modified)
    }

    /// A file with `text` in place of what the disk holds (or a new file), for a trial on a
    /// copy of the host: `log` checks entries appended to a log before writing it.
    mutating func setText(_ key: String, folder: String, text: String) {
        host.apply(.setText(key: key, name: key, folder: folder, bytes: Array(text.utf8)))
        if !logs.contains(key) { logs.append(key) }
    }

    /// The key of the empty file that stands for `folder` (absolute) in the host, `key` (a
    /// path from the root ending in `-`) added if it was not.
    mutating func standIn(_ key: String, folder: String) -> String {
        if standIns[key] != folder {
            standIns[key] = folder
            host.apply(.setText(key: key, name: key, folder: folder, bytes: []))
        }
        return key
    }

    /// The analysis of the athlete of the file `key` (a log or a stand-in), made if the host
    /// has none up to date; no other athlete's logs are lowered.
    mutating func log(_ key: String) -> LogAnalysis? {
        guard let analysis = host.analysis(ofFile: key), let source = host.source(of: key) else { return nil }
        return LogAnalysis(key: key, analysis: analysis, source: source)
    }

    /// Whether `key` is one of the workspace's logs (not a stand-in).
    func isLog(_ key: String) -> Bool { host.contains(key) && standIns[key] == nil }
}
