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
    /// The settings of `.git/config`, in the order they are written, for a driver run as
    /// `executable` (the name `antrain`, or an absolute path the shell reads as one word).
    static func settings(executable: String = "antrain") -> [(key: String, value: String)] {
        [("merge.antrain.name", "Antrain log merge (by entries)"), ("merge.antrain.driver", "\(executable) merge %O %A %B -o %A")]
    }

    let context: CommandContext
    let language: Language
    /// Where this executable is and what `PATH` finds; nil when unknown (the name is written).
    var location: ExecutableLocation? = .current()

    /// How git's shell should call antrain: by name when `PATH` finds this executable, else by
    /// this one's absolute path, with a note saying why (a driver git cannot run fails every
    /// later merge with `antrain: not found`).
    private func driverExecutable() -> String {
        guard let location else { return "antrain" }
        switch location.match {
        case .same:
            return "antrain"
        case .missing:
            context.printError(LocalizedText(MergeMessages.notOnPath, ["path": .text(location.running)]), in: language)
        case .other(let other):
            context.printError(LocalizedText(MergeMessages.otherOnPath, ["other": .text(other), "path": .text(location.running)]),
                               in: language)
        }
        return Self.shellWord(location.running)
    }

    /// `path` as one word of a POSIX shell: as it is when it has only safe characters, else in
    /// single quotes.
    static func shellWord(_ path: String) -> String {
        let safe = path.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || "0123456789/._-+".unicodeScalars.contains($0) }
        return safe ? path : "'" + path.replacing("'", with: "'\\''") + "'"
    }

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
        for (key, value) in Self.settings(executable: driverExecutable()) {
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
