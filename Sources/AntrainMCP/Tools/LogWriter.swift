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

/// Writes a log through the one atomic writer (`AtomicFileWrite`): a crash never leaves half of
/// it, the log keeps its permissions, and a log that changed on disk since it was read is not
/// overwritten.
enum LogWriter {
    /// - Parameters:
    ///   - path: the log, absolute, inside the workspace (``ConfinedPath``).
    ///   - expected: the bytes the log held when the new text was made; nil for a new log.
    static func replace(_ path: String, with bytes: [UInt8], expected: [UInt8]?) throws(ToolFailure) {
        do {
            try AtomicFileWrite.replace(path, with: bytes, expected: .some(expected))
        } catch {
            switch error.step {
            case .createFolder: throw ToolFailure("The folder \(error.path) could not be created: \(error.reason)")
            case .changedOnDisk: throw ToolFailure("\(path) changed while the entries were being checked: nothing was written; call `log` again.")
            case .createFile: throw ToolFailure("No file could be created in \(error.path): \(error.reason)")
            case .write: throw ToolFailure("\(path) could not be written: \(error.reason)")
            case .replace: throw ToolFailure("\(path) could not be replaced: \(error.reason)")
            }
        }
    }
}
