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

    /// Writes `bytes` through the one atomic writer (`AtomicFileWrite`): readers see the old
    /// log or the new one, never a mix, and it keeps its permissions. A symbolic link is
    /// followed, so the link stays a link and its target gets the new text.
    static func replace(_ path: String, with bytes: [UInt8]) throws {
        let path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        do {
            try AtomicFileWrite.replace(path, with: bytes)
        } catch {
            let reason = MessageArgument.text(error.reason)
            switch error.step {
            case .createFolder: throw Failure(text: LocalizedText(CommandMessages.folderNotCreated, ["folder": .text(error.path)]))
            case .createFile: throw Failure(text: LocalizedText(CommandMessages.fileNotCreated, ["folder": .text(error.path), "reason": reason]))
            case .write: throw Failure(text: LocalizedText(CommandMessages.fileNotWritten, ["path": .text(error.path), "reason": reason]))
            case .replace, .changedOnDisk: throw Failure(text: LocalizedText(CommandMessages.fileNotReplaced, ["path": .text(path), "reason": reason]))
            }
        }
    }
}
