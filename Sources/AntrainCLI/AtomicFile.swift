import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writing a file so that a crash never leaves half of it: `fmt`, `import -o` and
/// `import --into` all write this way.
enum AtomicFile {
    /// Why a file could not be written: what failed, in the catalogue's words, and why, in
    /// the system's (`Permission denied`).
    struct Failure: Error, CustomStringConvertible {
        var text: LocalizedText
        var description: String { text.english }

        static func fromErrno(_ key: MessageKey, _ arguments: [String: MessageArgument]) -> Failure {
            Failure(text: LocalizedText(key, arguments.merging(["reason": .text(String(cString: strerror(errno)))]) { first, _ in first }))
        }
    }

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
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(text: LocalizedText(CommandMessages.folderNotCreated, ["folder": .text(folder.path)]))
        }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw Failure.fromErrno(CommandMessages.fileNotCreated, ["folder": .text(folder.path)]) }
        let written = bytes.withUnsafeBytes { buffer in write(descriptor, buffer.baseAddress, buffer.count) }
        let closed = close(descriptor)
        guard written == bytes.count, closed == 0 else {
            let failure = Failure.fromErrno(CommandMessages.fileNotWritten, ["path": .text(temporary.path)])
            unlink(temporary.path)
            throw failure
        }
        do {
            if manager.fileExists(atPath: path), let permissions = try manager.attributesOfItem(atPath: path)[.posixPermissions] {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, path) == 0 else { throw Failure.fromErrno(CommandMessages.fileNotReplaced, ["path": .text(path)]) }
        } catch {
            try? manager.removeItem(at: temporary)
            throw error
        }
    }
}
