import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
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

/// What became of a write.
enum WriteOutcome {
    /// Written; the file's new text.
    case written(path: String)
    /// The result would have errors: nothing was written; the diagnostics of the changed lines.
    case refused([Diagnostic], source: SourceText)
    /// The page's view is out of date where the change lands (the set changed elsewhere).
    case stale(SessionText.Refusal)
    /// The file could not be written.
    case failed(String)
}

extension ServeWorkspace {
    /// The one validated write of the pages: `change` computed on the file's text as it is,
    /// checked with the workspace (refused when a changed line has an error), then the file
    /// replaced atomically, keeping its mode, only if the disk still holds the text the change
    /// was computed from (compare-and-swap). An editor's save that lands in between is read
    /// and the change computed again on it, so it is never overwritten; no byte outside the
    /// change moves.
    func write(_ change: SessionText.Change, to path: String) -> WriteOutcome {
        locked {
            for _ in 0..<3 {
                let before = host.source(of: path)?.bytes ?? []
                let after: [UInt8]
                switch SessionText.apply(change, to: before) {
                case .failure(let refusal): return .stale(refusal)
                case .success(let text): after = text
                }
                let edit = Self.difference(before, after)
                applyToHost(path: path, before: before, after: after, edit: edit)
                let source = host.source(of: path) ?? SourceText(bytes: after)
                let changed = edit.range.lowerBound..<(edit.range.lowerBound + edit.replacement.count)
                let diagnostics = host.snapshot().analysis(ofFile: path)?.diagnostics(ofFile: path) ?? []
                let errors = diagnostics.filter {
                    $0.severity == .error && changed.overlaps($0.range.lowerBound..<max($0.range.upperBound, $0.range.lowerBound + 1))
                }
                guard errors.isEmpty else {
                    revertHost(path: path, before: before, after: after)
                    return .refused(errors, source: source)
                }
                // Compare-and-swap: the disk must still hold what the change was computed from.
                let onDisk = LogDiscovery.read(path)
                if let onDisk, onDisk != before {
                    revertHost(path: path, before: before, after: after)
                    host.apply(loader.read(path))
                    continue
                }
                if onDisk == nil, !before.isEmpty {
                    revertHost(path: path, before: before, after: after)
                    return .failed("the file is gone")
                }
                do {
                    try Self.replaceAtomically(path, with: after)
                } catch {
                    revertHost(path: path, before: before, after: after)
                    return .failed("\(error)")
                }
                loader.noteWritten(path)
                revisionCount += 1
                return .written(path: path)
            }
            return .failed("the file kept changing while it was written")
        }
    }

    /// The log a new entry dated `date` goes to: the athlete's file that already holds that
    /// date's entries, else `FOLDER/YEAR.antrain` (created when missing).
    func logForNewEntry(dated date: LocalDate, athleteFolder: String?, ownedFiles: [String]) -> String {
        let day = Array("\(date) ".utf8)
        let folder = athleteFolder.map { $0.isEmpty ? root : root + "/" + $0 } ?? root
        let byYear = folder + "/\(date.year).antrain"
        return locked {
            for file in ownedFiles.sorted() {
                guard let bytes = host.source(of: file)?.bytes else { continue }
                if Self.hasLine(starting: day, in: bytes) { return file }
            }
            return byYear
        }
    }

    private static func hasLine(starting prefix: [UInt8], in bytes: [UInt8]) -> Bool {
        var start = 0
        while start + prefix.count <= bytes.count {
            if bytes[start..<start + prefix.count].elementsEqual(prefix) { return true }
            guard let next = bytes[start...].firstIndex(of: 0x0A) else { return false }
            start = next + 1
        }
        return false
    }

    private func applyToHost(path: String, before: [UInt8], after: [UInt8], edit: (range: TextRange, replacement: [UInt8])) {
        if host.contains(path) {
            host.apply(.edit(key: path, range: edit.range, replacement: edit.replacement))
        } else {
            host.apply(.setText(key: path, name: loader.name(ofPath: path), folder: PathText.deletingLastComponent(path), bytes: after))
        }
    }

    private func revertHost(path: String, before: [UInt8], after: [UInt8]) {
        if before.isEmpty, !loader.hasRead(path) {
            host.apply(.remove(key: path))
            return
        }
        let undo = Self.difference(after, before)
        host.apply(.edit(key: path, range: undo.range, replacement: undo.replacement))
    }

    /// The one range that changed between two texts: their common start and end left out.
    static func difference(_ before: [UInt8], _ after: [UInt8]) -> (range: TextRange, replacement: [UInt8]) {
        var start = 0
        while start < before.count, start < after.count, before[start] == after[start] { start += 1 }
        var endBefore = before.count, endAfter = after.count
        while endBefore > start, endAfter > start, before[endBefore - 1] == after[endAfter - 1] {
            endBefore -= 1
            endAfter -= 1
        }
        return (TextRange(start, endBefore), Array(after[start..<endAfter]))
    }

    /// The one atomic writer (`AtomicFileWrite`), its failure said as text.
    static func replaceAtomically(_ path: String, with bytes: [UInt8], newFileMode: mode_t = 0o644, folderMode: Int = 0o755,
                                  isDurable: Bool = true) throws {
        do {
            try AtomicFileWrite.replace(path, with: bytes, newFileMode: newFileMode, folderMode: folderMode, isDurable: isDurable)
        } catch {
            throw WriteError(description: "\(error.path) cannot be written: \(error.reason)")
        }
    }
}

struct WriteError: Error, CustomStringConvertible {
    var description: String
}
