import Foundation

/// A folder of `.antrain` files under the temporary directory, as a workspace.
public struct TemporaryFolder {
    public let path: String

    public init(files: [String: String]) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        path = base.appendingPathComponent("antrain-in-process-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    public var uri: String { "file://" + path }

    public func uri(of name: String) -> String { uri + "/" + name }

    public func write(_ name: String, _ text: String) throws {
        let file = URL(fileURLWithPath: path + "/" + name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    public func delete(_ name: String) throws { try FileManager.default.removeItem(atPath: path + "/" + name) }

    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
