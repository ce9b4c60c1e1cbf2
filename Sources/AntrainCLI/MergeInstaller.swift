import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain merge --install`: makes git merge this repository's logs with `antrain merge`.
///
/// Two settings do it, and both are written only when missing, so a second run writes
/// nothing: the `.gitattributes` line at the repository's top (committed, so every clone
/// asks for the driver) and the driver's command in the repository's own git config (not
/// committed: git never runs a command a repository names without the user's say).
struct MergeInstaller {
    /// The line of `.gitattributes`.
    static let attributesLine = "*.antrain merge=antrain"
    /// The settings of `.git/config`, in the order they are written.
    static let settings: [(key: String, value: String)] = [
        ("merge.antrain.name", "Antrain log merge (by entries)"),
        ("merge.antrain.driver", "antrain merge %O %A %B -o %A"),
    ]

    let context: CommandContext
    let language: Language

    func install() -> ExitCode {
        guard let git = GitProcess(),
              let top = git.run(["rev-parse", "--show-toplevel"], in: context.currentDirectory), top.status == 0
        else {
            fail(LocalizedText(MergeMessages.notARepository))
            return .usageError
        }
        let root = String(decoding: top.output, as: UTF8.self).trimmingWhiteSpaceAndNewlines
        var wroteSomething = false
        // The attributes line, added to the file's end unless a line says it already.
        let attributes = PathText.appending(root, ".gitattributes")
        let existing = FileManager.default.contents(atPath: attributes).map { [UInt8]($0) } ?? []
        let lines = String(decoding: existing, as: UTF8.self).split(whereSeparator: \.isNewline)
        if !lines.contains(where: { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") == Self.attributesLine }) {
            var text = existing
            if let last = text.last, last != UInt8(ascii: "\n") { text.append(UInt8(ascii: "\n")) }
            text += Array((Self.attributesLine + "\n").utf8)
            do {
                try AtomicFile.replace(attributes, with: text)
            } catch {
                fail(LocalizedText(MergeMessages.notWritten, ["path": .text(attributes), "reason": .message(LogFiles.describe(error))]))
                return .usageError
            }
            context.print(LocalizedText(MergeMessages.wroteAttributes, ["line": .text(Self.attributesLine), "path": .text(attributes)]),
                          in: language)
            wroteSomething = true
        }
        for (key, value) in Self.settings {
            let current = git.run(["config", "--local", "--get", key], in: root)
            if let current, current.status == 0, String(decoding: current.output, as: UTF8.self).trimmingWhiteSpaceAndNewlines == value {
                continue
            }
            let set = git.run(["config", "--local", key, value], in: root)
            guard let set, set.status == 0 else {
                fail(LocalizedText(MergeMessages.configNotSet, ["key": .text(key), "reason": .text(GitProcess.Result.reason(of: set))]))
                return .usageError
            }
            context.print(LocalizedText(MergeMessages.setConfig, ["key": .text(key), "value": .text(value)]), in: language)
            wroteSomething = true
        }
        if !wroteSomething {
            context.print(LocalizedText(MergeMessages.alreadyInstalled, ["path": .text(root)]), in: language)
        }
        return .success
    }

    private func fail(_ message: LocalizedText) {
        context.printError(CommandMessages.error(MergeCommand.name, message), in: language)
    }
}
