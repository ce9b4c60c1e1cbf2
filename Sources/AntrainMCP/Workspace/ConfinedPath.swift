#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AntrainBasics

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A path the assistant gave, checked to lie inside the workspace's root: the one gate every
/// read and write of the server passes.
///
/// Refused: any `..` component (even one that would come back inside: a path that climbs is
/// never what an assistant means), an absolute path outside the root, and a path whose real
/// location, once symbolic links are followed, is outside the root. A path that does not exist
/// yet (a new year's log) is checked through its nearest existing folder.
struct ConfinedPath: Equatable {
    /// The absolute path, symbolic links resolved, inside ``root``.
    var absolute: String
    /// The path from the root (`anna/2026.antrain`); empty for the root itself.
    var relative: String

    /// - Parameter root: the workspace's root, absolute with its links resolved.
    init(_ given: String, root: String) throws(ToolFailure) {
        let trimmed = given.trimmingWhiteSpace
        if trimmed.split(separator: "/", omittingEmptySubsequences: true).contains("..") {
            throw ToolFailure("The path ‘\(given)’ contains ‘..’: give a path inside the workspace \(root), without ‘..’.")
        }
        if trimmed.contains("\0") { throw ToolFailure("The path ‘\(given)’ contains a NUL character.") }
        let joined = trimmed.hasPrefix("/") ? trimmed : root + "/" + trimmed
        // Empty and `.` components dropped by hand: Foundation's standardizing would also follow
        // links, and a link that leaves the root deserves its own message.
        let standardized = "/" + joined.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        // What counts is where the path really is; the spelling only chooses the message. (An
        // absolute path through a link to the root, such as macOS's /tmp for /private/tmp, is inside.)
        let real = Self.realPath(standardized)
        guard Self.isInside(real, root) else {
            throw ToolFailure(Self.isInside(standardized, root)
                ? "The path ‘\(given)’ leads outside the workspace \(root) through a symbolic link: refused."
                : "The path ‘\(given)’ is outside the workspace \(root): only files inside it can be read or written.")
        }
        absolute = real
        relative = real == root ? "" : String(real.dropFirst(root.count + 1))
    }

    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    static func realPath(_ path: String) -> String { PathText.resolvingLinks(path) }
}
