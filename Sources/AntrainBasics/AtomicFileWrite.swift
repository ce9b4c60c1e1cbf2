#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one way a log is written, by every door (`fmt`, `import`, `antrain mcp`'s `log`,
/// `antrain serve`'s pages): the new text goes to a file beside the log, with the log's
/// permissions, flushed, then renamed over it, so that a reader or a crash sees the old text or
/// the new one, never a mix; and, when asked, only if the log still holds the text the new one
/// was computed from (compare-and-swap: an editor's save in between is never overwritten).
public enum AtomicFileWrite {
    /// Which step failed, with the system's reason (`Permission denied`); each door says it in
    /// its own words.
    public struct Failure: Error, Sendable {
        public enum Step: Sendable { case createFolder, createFile, write, replace, changedOnDisk }
        public var step: Step
        public var path: String
        public var reason: String
    }

    /// - Parameters:
    ///   - expected: the bytes the file held when `bytes` were made (nil: it did not exist);
    ///     `.some` is checked, a missing argument is not.
    ///   - newFileMode: the permissions of a file that did not exist.
    ///   - isDurable: flushed before the rename (a log); false for a cache of the server's own.
    public static func replace(_ path: String, with bytes: [UInt8], expected: [UInt8]?? = .none, newFileMode: mode_t = 0o644,
                               folderMode: Int = 0o755, isDurable: Bool = true) throws(Failure) {
        let folder = PathText.deletingLastComponent(path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: folderMode])
        } catch {
            throw Failure(step: .createFolder, path: folder, reason: "\(error)")
        }
        if case .some(let expected) = expected, FileBytes.read(path) != expected {
            throw Failure(step: .changedOnDisk, path: path, reason: "")
        }
        var info = stat()
        let mode = stat(path, &info) == 0 ? mode_t(info.st_mode & 0o7777) : newFileMode
        let temporary = PathText.appending(folder, ".\(PathText.lastComponent(path)).antrain-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else { throw Failure(step: .createFile, path: folder, reason: systemReason()) }
        let written = bytes.withUnsafeBytes { Self.write(descriptor, $0.baseAddress, $0.count) }
        fchmod(descriptor, mode)
        let synced = !isDurable || fsync(descriptor) == 0
        let closed = close(descriptor) == 0
        guard written == bytes.count, synced, closed else {
            let reason = systemReason()
            unlink(temporary)
            throw Failure(step: .write, path: temporary, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = systemReason()
            unlink(temporary)
            throw Failure(step: .replace, path: path, reason: reason)
        }
    }

    private static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
        #elseif canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Musl.write(descriptor, buffer, count)
        #endif
    }

    private static func systemReason() -> String { String(cString: strerror(errno)) }
}
