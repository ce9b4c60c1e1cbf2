import AntrainAnalysis
import AntrainBasics
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain fmt [--check] [PATH...|-] [--lang en|tr]`: rewrite logs in canonical form (Grammar/CANONICAL_FORM.md).
///
/// Files are rewritten in place, and only when they change, through a temporary file in the
/// same folder renamed over the original, so a crash never leaves half a log. A file that
/// cannot be read whole, or is not UTF-8 text, is never written.
struct FmtCommand: Command {
    static let name = "fmt"
    static let summary = LocalizedText(CommandHelp.fmtSummary)
    static let paths = ArgumentSpec(placeholder: "PATH...|-", value: .logs, repeats: true,
                                    rows: [HelpRow("PATH", CommandHelp.fmtPath), HelpRow("-", CommandHelp.fmtStdin)])
    static let usage = CommandUsage(arguments: [paths], forms: [[.optional(Option.check), .optional(paths), .optional(Option.language)]],
                                    notes: CommandHelp.fmtNotes)

    enum Option: CommandOption {
        case check, language

        var spec: OptionSpec {
            switch self {
            case .check: .flag("--check", help: CommandHelp.fmtCheck)
            case .language: .language(help: CommandHelp.languageOfSystem)
            }
        }
    }

    var paths: [String]
    var isCheck: Bool
    /// The messages' language (`fmt` reads no profile).
    var language: Language?

    init(_ arguments: ParsedArguments<Option>) throws {
        isCheck = arguments.has(.check)
        language = arguments.value(.language, as: Language.self)
        paths = arguments.positionals
    }

    func run(in context: CommandContext) -> ExitCode {
        let files: [String]
        do {
            files = try LogFiles.collect(paths, in: context)
        } catch {
            context.printError(CommandMessages.error(Self.name, LogFiles.describe(error)), in: context.language(option: language))
            return .usageError
        }
        var failed = false
        var wouldChange = false
        for path in files {
            switch format(path, in: context) {
            case .unchanged: break
            case .changed: wouldChange = true
            case .failed: failed = true
            }
        }
        if failed { return .usageError }
        return isCheck && wouldChange ? .problemsFound : .success
    }

    private enum Outcome { case unchanged, changed, failed }

    private func format(_ path: String, in context: CommandContext) -> Outcome {
        let name = path == "-" ? "<stdin>" : path
        let M = CommandMessages.self
        let language = context.language(option: language)
        func fail(_ key: MessageKey, _ arguments: [String: MessageArgument]) -> Outcome {
            context.printError(M.error(Self.name, LocalizedText(key, arguments)), in: language)
            return .failed
        }
        let bytes: [UInt8]
        if path == "-" {
            bytes = context.readStandardInput()
        } else {
            guard let data = FileManager.default.contents(atPath: LogFiles.absolute(path, in: context)) else {
                return fail(M.unreadable, ["path": .text(path)])
            }
            bytes = [UInt8](data)
        }
        guard bytes.count < Int(UInt32.max) else {
            return fail(M.fmtTooLarge, ["path": .text(name)])
        }
        guard Self.isValidUTF8(bytes) else {
            return fail(M.fmtNotUTF8, ["path": .text(name)])
        }
        let result = LogFormatter.format(Parser.parse(SourceText(bytes: bytes)))
        if isCheck {
            if result.isChanged { context.print(name) }
            return result.isChanged ? .changed : .unchanged
        }
        if path == "-" {
            context.standardOutput(result.text)
            return result.isChanged ? .changed : .unchanged
        }
        guard result.isChanged else { return .unchanged }
        do {
            try AtomicFile.replace(LogFiles.absolute(path, in: context), with: result.bytes)
        } catch {
            return fail(M.fmtNotWritten, ["path": .text(path), "reason": .message(LogFiles.describe(error))])
        }
        return .changed
    }

    /// Whether `bytes` are UTF-8 text (a formatter that repaired them would change the log).
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
