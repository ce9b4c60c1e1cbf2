import Foundation

/// Writing a file so that a crash never leaves half of it: `fmt`, `import -o` and
/// `import --into` all write this way.
enum AtomicFile {
    /// Writes `bytes` to a new file beside `path`, with `path`'s permissions (when it exists), and renames it
    /// over `path`: readers see the old log or the new one, never a mix. A symbolic link is
    /// followed, so the link stays a link and its target gets the new text.
    static func replace(_ path: String, with bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let path = url.path
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).antrain-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        let manager = FileManager.default
        // `import -o new/log.antrain` may name a folder that does not exist yet.
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        guard manager.createFile(atPath: temporary.path, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        do {
            if manager.fileExists(atPath: path), let permissions = try manager.attributesOfItem(atPath: path)[.posixPermissions] {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw error
        }
    }
}
