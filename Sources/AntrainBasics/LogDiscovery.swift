#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which files are logs, and where to look for them: one rule for `antrain check` and the
/// language server's workspace index, so both see the same workspace.
public enum LogDiscovery {
    /// The extension of a log.
    public static let fileExtension = ".antrain"

    /// Folders (and files) never searched: hidden ones such as `.git`, SwiftPM's `.build`,
    /// and `node_modules`, which hold no logs of the user's and can be very large.
    public static func isSkipped(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "node_modules"
    }

    /// Every log under `folder`, as paths relative to it (`anna/2026.antrain`), names sorted
    /// within each folder and a folder's files before its subfolders' in that order.
    ///
    /// A link to a folder is followed once: each real folder is read once (a link back into
    /// the workspace lists no log twice), and a link to a folder that holds `folder` (`..`,
    /// the home folder, `/`) is not followed at all, so no link makes a loop or reads the disk.
    public static func logs(under folder: String) -> [String] {
        let root = PathText.resolvingLinks(folder)
        var visited: Set<String> = [root]
        return logs(under: folder, root: root, visited: &visited)
    }

    private static func logs(under folder: String, root: String, visited: inout Set<String>) -> [String] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        var result: [String] = []
        for name in names.sorted() where !isSkipped(name) {
            let path = PathText.appending(folder, name)
            let kind = PathText.kind(of: path)
            guard kind.exists else { continue }
            if kind.isFolder {
                let real = PathText.resolvingLinks(path)
                guard !root.hasPrefix(real.hasSuffix("/") ? real : real + "/"), visited.insert(real).inserted else { continue }
                result += logs(under: path, root: root, visited: &visited).map { PathText.appending(name, $0) }
            } else if name.hasSuffix(fileExtension) {
                result.append(name)
            }
        }
        return result
    }

    /// Every log under `folder` as a path that starts with `folder`: what the commands and the
    /// language server read of a workspace.
    public static func logPaths(under folder: String) -> [String] {
        logs(under: folder).map { PathText.appending(folder, $0) }
    }

    /// The folder whose logs make the workspace of a command given `folder` (TOOLING.md §1):
    /// the top folder of the git repository that holds it (logs are meant to live in git),
    /// else `folder` itself. Never a folder above the repository, the home folder or `/`
    /// just because the path lies inside it.
    public static func workspaceRoot(of folder: String) -> String {
        let standardized = PathText.standardizing(folder)
        var candidate = standardized
        while true {
            if FileManager.default.fileExists(atPath: PathText.appending(candidate, ".git")) { return candidate }
            let parent = PathText.deletingLastComponent(candidate)
            if parent == candidate || parent.isEmpty { return standardized }
            candidate = parent
        }
    }

    /// A log's bytes; `nil` when it cannot be read or is 4 GiB or more (offsets are 32-bit).
    public static func read(_ path: String) -> [UInt8]? {
        guard let bytes = FileBytes.read(path), bytes.count < Int(UInt32.max) else { return nil }
        return bytes
    }
}
