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

/// The folder `antrain mcp` serves: every log under it, read fresh for each call (the user
/// may edit them between two questions, and `log` writes them), analysed together as
/// `antrain check` would. Nothing outside the root is read or written.
public struct MCPWorkspace: Sendable {
    /// The root, absolute, with symbolic links resolved.
    public let root: String
    /// Today's date and the time of day, injected so tests do not depend on when they run.
    let today: @Sendable () -> LocalDate
    let now: @Sendable () -> LocalTime
    /// The files as last read and the last analysis, so a question on an unchanged workspace
    /// does not read, parse and lower every log again.
    private let cache = AnalysisCache()

    public init(root: String, today: @escaping @Sendable () -> LocalDate = SystemClock.today,
                now: @escaping @Sendable () -> LocalTime = SystemClock.now) {
        self.root = ConfinedPath.realPath(PathText.standardizing(root))
        self.today = today
        self.now = now
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

    /// Every log, read; `replacing` gives some files other text (by path from the root),
    /// including files that do not exist yet (`log` checks a new year's file before writing it).
    func sources(replacing: [String: String] = [:]) -> [SourceFile] {
        var paths = logPaths()
        for path in replacing.keys.sorted() where !paths.contains(path) { paths.append(path) }
        return paths.compactMap { relative in
            let absolute = root + "/" + relative
            let folder = PathText.deletingLastComponent(absolute)
            if let text = replacing[relative] { return SourceFile(name: relative, text: text, folder: folder) }
            return cache.source(relative, at: absolute, folder: folder)
        }
    }

    var settings: AnalysisSettings { AnalysisSettings(today: today()) }

    /// The whole workspace analysed.
    func snapshot(replacing: [String: String] = [:]) -> WorkspaceSnapshot {
        analyze(sources(replacing: replacing))
    }

    /// `sources` analysed, reusing the models of the files the last analysis had unchanged.
    func analyze(_ sources: [SourceFile]) -> WorkspaceSnapshot {
        cache.analyze(sources, settings: settings)
    }

    /// The workspace analysed with the athlete that `path` belongs to: the athlete of a log
    /// file, of a folder (the profile that governs it), or, without a path, the one athlete
    /// of the workspace. Several athletes and no path is a failure that names their folders.
    func athlete(at path: String?) throws(ToolFailure) -> (figures: AthleteFigures, fileIndex: Int) {
        var sources = sources()
        let place: ConfinedPath
        if let path {
            place = try confine(path)
            guard FileManager.default.fileExists(atPath: place.absolute) else {
                throw ToolFailure("There is no file or folder ‘\(path)’ in the workspace.")
            }
        } else {
            place = try confine("")
        }
        let isFolder = PathText.kind(of: place.absolute).isFolder
        var index = sources.firstIndex { $0.name == place.relative }
        if index == nil {
            // A folder stands for a file in it: the athlete whose profile governs that folder.
            let folder = isFolder ? place.absolute : PathText.deletingLastComponent(place.absolute)
            sources.append(SourceFile(name: PathText.appending(place.relative, "-"), text: "", folder: folder))
            index = sources.count - 1
        }
        let snapshot = analyze(sources)
        var athlete = snapshot.files[index!].athlete
        if path == nil, !snapshot.athletes[athlete].hasProfile {
            let profiled = snapshot.athletes.indices.filter { snapshot.athletes[$0].hasProfile }
            if profiled.count == 1 {
                athlete = profiled[0]
                index = snapshot.files.indices.first { snapshot.files[$0].athlete == athlete } ?? index
            } else if profiled.count > 1 {
                let folders = profiled.compactMap { snapshot.athletes[$0].folder }.map(relative).sorted()
                throw ToolFailure("The workspace holds several athletes (\(folders.joined(separator: ", "))): give `path`, the folder of the one you mean.")
            }
        }
        return (AthleteFigures(snapshot: snapshot, athlete: athlete), index!)
    }

    /// An absolute path inside the root as a path from it (`.` for the root).
    func relative(_ absolute: String) -> String {
        absolute == root ? "." : absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : absolute
    }
}

/// The logs as last read (by path, with their size and modification time) and the last
/// analysis: an unchanged file keeps its tree object, so ``WorkspaceSnapshot/analyze(_:settings:reusing:)``
/// reuses its models, and an unchanged workspace reuses the whole snapshot.
final class AnalysisCache: @unchecked Sendable {
    // @unchecked: every member is read and written under `lock`.
    private let lock = DispatchSemaphore(value: 1)
    private var files: [String: (stamp: Stamp, source: SourceFile)] = [:]
    private var last: (sources: [SourceFile], snapshot: WorkspaceSnapshot)?

    /// `body` under the lock.
    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.wait()
        defer { lock.signal() }
        return body()
    }

    struct Stamp: Equatable {
        var size: Int
        var modified: Date
    }

    /// The log at `absolute`, read again only when its size or modification time changed.
    func source(_ relative: String, at absolute: String, folder: String) -> SourceFile? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: absolute)
        let stamp = (attributes?[.size] as? Int).flatMap { size in (attributes?[.modificationDate] as? Date).map { Stamp(size: size, modified: $0) } }
        if let stamp, let cached = locked({ files[relative] }), cached.stamp == stamp, cached.source.folder == folder {
            return cached.source
        }
        guard let bytes = LogDiscovery.read(absolute) else { return nil }
        let source = SourceFile(name: relative, tree: Parser.parse(SourceText(bytes: bytes)), folder: folder)
        if let stamp { locked { files[relative] = (stamp, source) } }
        return source
    }

    func analyze(_ sources: [SourceFile], settings: AnalysisSettings) -> WorkspaceSnapshot {
        let previous = locked { last }
        if let previous, previous.snapshot.settings == settings, previous.sources.count == sources.count,
           zip(previous.sources, sources).allSatisfy({ $0.tree.source === $1.tree.source && $0.name == $1.name && $0.folder == $1.folder }) {
            return previous.snapshot
        }
        let snapshot = WorkspaceSnapshot.analyze(sources, settings: settings, reusing: previous?.snapshot)
        locked { last = (sources, snapshot) }
        return snapshot
    }
}
