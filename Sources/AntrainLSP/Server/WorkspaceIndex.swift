import AntrainSyntax
import Foundation

/// The `.antrain` files on disk under the workspace folders, parsed once and kept current
/// by `didChangeWatchedFiles`. Open documents override these.
struct WorkspaceIndex {
    /// Parsed disk files by URI.
    private(set) var files: [String: SyntaxTree] = [:]

    /// Every `*.antrain` under `folder`, skipping hidden folders and `.build`.
    static func findLogs(under folder: String) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(
            at: URL(fileURLWithPath: folder), includingPropertiesForKeys: [.isDirectoryKey],
            options: [.skipsHiddenFiles, .skipsPackageDescendants]
        ) else { return [] }
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name == ".build" || name == "node_modules" || name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".antrain") { result.append(url.path) }
        }
        return result.sorted()
    }

    /// Reads and parses one file; a file that cannot be read is dropped.
    mutating func load(path: String) {
        let uri = FileURI.uri(path)
        guard let data = FileManager.default.contents(atPath: path), data.count < Int(UInt32.max) else {
            files[uri] = nil
            return
        }
        files[uri] = Parser.parse(SourceText(bytes: [UInt8](data)))
    }

    mutating func remove(uri: String) { files[uri] = nil }
}
