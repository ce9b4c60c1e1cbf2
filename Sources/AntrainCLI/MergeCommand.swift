import AntrainAnalysis
import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain merge BASE OURS THEIRS [-o OUT]` and `antrain merge --install`: git's merge
/// driver for `.antrain` files (TOOLING.md §7).
///
/// The merge itself is ``LogMerge`` in the analysis; this reads the three files, writes the
/// result (atomically, so git never reads half of it) and maps the outcome to git's driver
/// convention: exit 0 clean, 1 conflicts left in the text. When a version does not parse
/// whole, the entries cannot be told apart safely, so the lines are merged by git's own
/// `merge-file`, and the result is never worse than git's.
struct MergeCommand: Command {
    static let name = "merge"
    static let summary = LocalizedText(CommandHelp.mergeSummary)
    /// Git gives the driver three files: the common ancestor and the two sides.
    static let base = ArgumentSpec(placeholder: "BASE", value: .text, isOptional: false, rows: [HelpRow("BASE OURS THEIRS", CommandHelp.mergeFiles)])
    static let ours = ArgumentSpec(placeholder: "OURS", value: .text, isOptional: false)
    static let theirs = ArgumentSpec(placeholder: "THEIRS", value: .text, isOptional: false)
    static let usage = CommandUsage(arguments: [base, ours, theirs], forms: [
        [.argument(base), .argument(ours), .argument(theirs), .optional(Option.output), .optional(Option.language)],
        [.option(Option.install), .optional(Option.language)],
    ], notes: CommandHelp.mergeNotes, column: 18)

    enum Option: CommandOption {
        case output, install, language

        var spec: OptionSpec {
            switch self {
            case .output: .option("-o", .file, "OUT", help: CommandHelp.mergeOutput)
            case .install: .flag("--install", help: CommandHelp.mergeInstall)
            case .language: .language(help: CommandHelp.languageOfSystem)
            }
        }
    }

    /// What the command was asked to do.
    enum Mode {
        case merge(base: String, ours: String, theirs: String, output: String?)
        case install
    }

    var mode: Mode
    var language: Language?

    init(_ arguments: ParsedArguments<Option>) throws {
        let output = arguments.value(.output)
        language = arguments.value(.language, as: Language.self)
        let files = arguments.positionals
        if arguments.has(.install) {
            guard files.isEmpty, output == nil else { throw ValidationError(MergeMessages.installTakesNoFiles) }
            mode = .install
            return
        }
        guard files.count == 3 else { throw ValidationError(MergeMessages.threeFiles, ["count": .integer(files.count)]) }
        mode = .merge(base: files[0], ours: files[1], theirs: files[2], output: output)
    }

    func run(in context: CommandContext) -> ExitCode {
        let language = context.language(option: language)
        switch mode {
        case .install:
            return MergeInstaller(context: context, language: language).install()
        case .merge(let base, let ours, let theirs, let output):
            return merge(paths: [base, ours, theirs], output: output, in: context, language: language)
        }
    }

    private func merge(paths: [String], output: String?, in context: CommandContext, language: Language) -> ExitCode {
        var texts: [[UInt8]] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: LogFiles.absolute(path, in: context)) else {
                context.printError(CommandMessages.error(Self.name, LocalizedText(CommandMessages.unreadable, ["path": .text(path)])), in: language)
                return .usageError
            }
            texts.append([UInt8](data))
        }
        let merged: [UInt8]
        var status = ExitCode.success
        switch LogMerge.merge(base: texts[0], ours: texts[1], theirs: texts[2]) {
        case .merged(let bytes, let conflicts):
            merged = bytes
            for conflict in conflicts {
                let message = switch conflict {
                case .entry(let identity): LocalizedText(MergeMessages.conflict, ["entry": .text(identity.description)])
                case .linesAfterLastEntry: LocalizedText(MergeMessages.conflictAfterLastEntry)
                }
                context.printError(CommandMessages.error(Self.name, message), in: language)
            }
            if !conflicts.isEmpty { status = .problemsFound }
        case .unreadable(let side):
            let path = paths[side == .base ? 0 : side == .ours ? 1 : 2]
            context.printError(CommandMessages.error(Self.name, LocalizedText(MergeMessages.lineMerge, [
                "path": .text(path), "side": .text(side.rawValue.uppercased()),
            ])), in: language)
            guard let (bytes, lineStatus) = lineMerge(paths: paths, texts: texts, in: context, language: language) else { return .usageError }
            merged = bytes
            status = lineStatus
        }
        guard let output else {
            context.standardOutput(String(decoding: merged, as: UTF8.self))
            return status
        }
        do {
            try AtomicFile.replace(LogFiles.absolute(output, in: context), with: merged)
        } catch {
            context.printError(CommandMessages.error(Self.name, LocalizedText(MergeMessages.notWritten, [
                "path": .text(output), "reason": .message(LogFiles.describe(error)),
            ])), in: language)
            return .usageError
        }
        return status
    }

    /// Git's `merge-file` on the three files: its text, and exit 1 when it left conflicts.
    /// Without git, the whole of both sides between conflict markers (exit 1); nil when git
    /// failed.
    private func lineMerge(paths: [String], texts: [[UInt8]], in context: CommandContext, language: Language) -> ([UInt8], ExitCode)? {
        guard let git = GitProcess() else {
            context.printError(CommandMessages.error(Self.name, LocalizedText(MergeMessages.noGit)), in: language)
            var whole: [UInt8] = Array("<<<<<<< ours\n".utf8) + texts[1]
            if let last = whole.last, last != UInt8(ascii: "\n") { whole.append(UInt8(ascii: "\n")) }
            whole += Array("=======\n".utf8) + texts[2]
            if let last = whole.last, last != UInt8(ascii: "\n") { whole.append(UInt8(ascii: "\n")) }
            whole += Array(">>>>>>> theirs\n".utf8)
            return (whole, .problemsFound)
        }
        let absolute = paths.map { LogFiles.absolute($0, in: context) }
        let arguments = ["merge-file", "-p", "-L", "ours", "-L", "base", "-L", "theirs", absolute[1], absolute[0], absolute[2]]
        // merge-file exits with the number of conflicts, or a negative number (255) when it failed.
        let run = git.run(arguments, in: context.currentDirectory)
        guard let result = run, (0..<128).contains(result.status) else {
            let reason = GitProcess.Result.reason(of: run)
            context.printError(CommandMessages.error(Self.name, LocalizedText(MergeMessages.gitFailed, ["reason": .text(reason)])), in: language)
            return nil
        }
        return (result.output, result.status == 0 ? .success : .problemsFound)
    }
}

extension GitProcess.Result {
    /// Why a run failed, in git's words, for a message.
    static func reason(of result: GitProcess.Result?) -> String {
        guard let result else { return "git could not be started" }
        let text = result.errors.trimmingWhiteSpaceAndNewlines
        return text.isEmpty ? "exit status \(result.status)" : text
    }
}
