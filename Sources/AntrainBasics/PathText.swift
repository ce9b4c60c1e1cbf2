#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The path operations the CLI and the server need, on plain strings, as Foundation's
/// `NSString` path methods do them, so no module needs all of Foundation (and ICU's data) for
/// them; `PathTextTests` compares each with `NSString` on the same inputs.
public enum PathText {
    /// `path` with every symbolic link resolved; for a path that does not exist, its nearest
    /// existing ancestor resolved and the rest appended. Where a path really is decides what a
    /// door may read (`antrain mcp`'s sandbox, `antrain serve`'s logs).
    public static func resolvingLinks(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        let parent = deletingLastComponent(path)
        guard parent != path, !parent.isEmpty else { return path }
        return appending(resolvingLinks(parent), lastComponent(path))
    }

    /// `folder/name`: `name` alone when `folder` is empty, `folder` when `name` is; no
    /// slash doubled at the join.
    public static func appending(_ folder: String, _ name: String) -> String {
        if name.isEmpty { return folder }
        if folder.isEmpty { return name }
        if folder.hasSuffix("/") { return folder + name }
        return folder + "/" + name
    }

    /// The last component: `b` of `/a/b/`; `/` of `/`.
    public static func lastComponent(_ path: String) -> String {
        if isOnlySlashes(path) { return "" }
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let slash = fixed.lastIndex(of: "/") else { return fixed }
        return String(fixed[fixed.index(after: slash)...])
    }

    /// Everything before the last component: `/a` of `/a/b`, `/` of `/a`, `` of `a`.
    public static func deletingLastComponent(_ path: String) -> String {
        if isOnlySlashes(path) { return "" }
        let fixed = fixingSlashes(path)
        if fixed == "/" || fixed.isEmpty { return fixed }
        guard let slash = fixed.lastIndex(of: "/") else { return "" }
        if slash == fixed.startIndex { return "/" }
        return String(fixed[..<slash])
    }

    /// `~` expanded, slashes single, `.` dropped, and in an absolute path `..` taken back.
    public static func standardizing(_ path: String) -> String {
        let expanded = expandingTilde(path)
        guard expanded.hasPrefix("/") else {
            // A relative path keeps its first component, even `.`, and every `..`.
            let components = expanded.split(separator: "/", omittingEmptySubsequences: true)
            guard let first = components.first else { return expanded }
            return ([first] + components.dropFirst().filter { $0 != "." }).joined(separator: "/")
        }
        var components: [Substring] = []
        for component in expanded.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// Whether `path` names something, and whether that is a folder (symbolic links followed).
    public static func kind(of path: String) -> (exists: Bool, isFolder: Bool) {
        #if canImport(FoundationEssentials)
        var isFolder = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        return (exists, isFolder)
        #else
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        return (exists, isFolder.boolValue)
        #endif
    }

    /// `~` and `~/…` with the home folder (`HOME`); any other path as it is.
    static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return path }
        return fixingSlashes(home + path.dropFirst())
    }

    /// `//`, `///`: what NSString's last-component methods answer with "" (`/` alone is `/`).
    static func isOnlySlashes(_ path: String) -> Bool { path.count > 1 && path.allSatisfy { $0 == "/" } }

    /// Runs of slashes as one, and no slash at the end but for `/` itself.
    static func fixingSlashes(_ path: String) -> String {
        var result = ""
        result.reserveCapacity(path.utf8.count)
        var previousWasSlash = false
        for character in path {
            if character == "/" {
                if previousWasSlash { continue }
                previousWasSlash = true
            } else {
                previousWasSlash = false
            }
            result.append(character)
        }
        if result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
