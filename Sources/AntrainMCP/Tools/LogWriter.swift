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

/// Writes a log so that a crash never leaves half of it: the new text goes to a file beside
/// the log, which is then renamed over it, as `antrain fmt` and `import` write (the CLI's
/// AtomicFile, which sits above this target). The log keeps its permissions; a log that
/// changed on disk since it was read is not overwritten.
enum LogWriter {
    /// - Parameters:
    ///   - path: the log, absolute, inside the workspace (``ConfinedPath``).
    ///   - expected: the bytes the log held when the new text was made; nil for a new log.
    static func replace(_ path: String, with bytes: [UInt8], expected: [UInt8]?) throws(ToolFailure) {
        let manager = FileManager.default
        let folder = PathText.deletingLastComponent(path)
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ToolFailure("The folder \(folder) could not be created: \(error)")
        }
        let current = manager.contents(atPath: path).map { [UInt8]($0) }
        guard current == expected else {
            throw ToolFailure("\(path) changed while the entries were being checked: nothing was written; call `log` again.")
        }
        let temporary = PathText.appending(
            folder, ".\(PathText.lastComponent(path)).antrain-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw ToolFailure("No file could be created in \(folder): \(String(cString: strerror(errno)))") }
        let written = bytes.withUnsafeBytes { buffer in write(descriptor, buffer.baseAddress, buffer.count) }
        let synced = fsync(descriptor)
        let closed = close(descriptor)
        guard written == bytes.count, synced == 0, closed == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ToolFailure("\(path) could not be written: \(reason)")
        }
        if let permissions = try? manager.attributesOfItem(atPath: path)[.posixPermissions] {
            try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ToolFailure("\(path) could not be replaced: \(reason)")
        }
    }
}
