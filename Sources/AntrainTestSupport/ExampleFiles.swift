import Foundation

/// The `.antrain` files under the package's `Examples/` folder, for tests that must hold for
/// every real log (round trip, no crash on any prefix, a clean check).
public enum ExampleFiles {
    /// `Examples/` next to `Sources/`, found from this file's own path.
    public static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // AntrainTestSupport
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // the package
            .appendingPathComponent("Examples", isDirectory: true)
            .resolvingSymlinksInPath()
    }

    /// Every `*.antrain` file under ``directory``, sorted by path, with its bytes.
    public static func all() -> [(name: String, bytes: [UInt8])] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [(name: String, bytes: [UInt8])] = []
        for case let url as URL in enumerator where url.pathExtension == "antrain" {
            guard let data = try? Data(contentsOf: url) else { continue }
            let name = String(url.path.dropFirst(directory.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            files.append((name, [UInt8](data)))
        }
        return files.sorted { $0.name < $1.name }
    }
}
