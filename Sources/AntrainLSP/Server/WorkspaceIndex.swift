import AntrainBasics
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `.antrain` files on disk under the workspace folders, parsed once and kept current
/// by `didChangeWatchedFiles`. Open documents override these.
struct WorkspaceIndex {
    /// Parsed disk files by URI.
    private(set) var files: [String: SyntaxTree] = [:]

    /// Every log under `folder`, as absolute paths (``LogDiscovery``'s rules, shared with the CLI).
    static func findLogs(under folder: String) -> [String] {
        LogDiscovery.logs(under: folder).map { PathText.appending(folder, $0) }
    }

    /// Reads and parses one file; a file that cannot be read is dropped.
    mutating func load(path: String) {
        let uri = FileURI.uri(path)
        guard let bytes = LogDiscovery.read(path) else {
            files[uri] = nil
            return
        }
        files[uri] = Parser.parse(SourceText(bytes: bytes))
    }

    mutating func remove(uri: String) { files[uri] = nil }
}
