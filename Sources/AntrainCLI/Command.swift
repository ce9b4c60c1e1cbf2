import AntrainAnalysis
import AntrainBasics
import AntrainModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a command ended: 0 fine, 1 problems found, 2 bad usage or unreadable input
/// (TOOLING.md §1).
public struct ExitCode: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let success = ExitCode(rawValue: 0)
    public static let problemsFound = ExitCode(rawValue: 1)
    public static let usageError = ExitCode(rawValue: 2)
}

/// A mistake in how a command was called; printed with the command's usage, exit 2.
public struct ValidationError: Error, Sendable {
    /// What was wrong, in every language.
    public var text: LocalizedText
    public init(_ text: LocalizedText) { self.text = text }
    public init(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) { text = LocalizedText(key, arguments) }

    public var message: String { text.english }
}

/// Where a command reads and writes, injected so tests can capture everything.
public final class CommandContext: @unchecked Sendable {
    // @unchecked: the buffers are only touched from the one thread that runs the command.
    public var standardOutput: (String) -> Void
    public var standardError: (String) -> Void
    public var readStandardInput: () -> [UInt8]
    public var currentDirectory: String
    /// Whether stdout is a terminal (colour is used only then).
    public var isTerminal: Bool
    /// Today's date, for `future-date` and relative dates; injected so tests do not depend
    /// on the day they run.
    public var today: () -> LocalDate
    /// The time of day, for `summary`'s greeting; injected like `today`.
    public var now: () -> LocalTime
    /// `NO_COLOR` is set: no colour even on a terminal (no-color.org).
    public var noColour: Bool
    /// The language of `LC_ALL`/`LC_MESSAGES`/`LANG`, used when neither `--lang` nor the
    /// athlete's profile says one.
    public var systemLanguage: Language?
    /// Whether the process ends with the command (the `antrain` executable), so what the
    /// command built may be left to the exit (see ``leaveToTheExit(_:)``); false in tests,
    /// which run many commands in one process.
    public var endsWithTheProcess = false
    /// Standard input in blocks, for a reader that streams it (`import -` of a multi-gigabyte
    /// Apple Health export); nil in tests, where it is ``readStandardInput``'s bytes.
    public var standardInputBlocks: (() -> ByteBlocks)?

    public init(
        standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void,
        readStandardInput: @escaping () -> [UInt8], currentDirectory: String, isTerminal: Bool = false,
        today: @escaping () -> LocalDate = SystemClock.today, now: @escaping () -> LocalTime = SystemClock.now,
        noColour: Bool = false, systemLanguage: Language? = nil
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readStandardInput = readStandardInput
        self.currentDirectory = currentDirectory
        self.isTerminal = isTerminal
        self.today = today
        self.now = now
        self.noColour = noColour
        self.systemLanguage = systemLanguage
    }

    /// The analysis settings of a command: today from the injected clock.
    public var analysisSettings: AnalysisSettings { AnalysisSettings(today: today()) }

    /// The real process streams.
    public static func process() -> CommandContext {
        let context = CommandContext(
            standardOutput: { StandardStreams.write($0, to: 1) },
            standardError: { StandardStreams.write($0, to: 2) },
            readStandardInput: { StandardStreams.readAll(0) },
            currentDirectory: FileManager.default.currentDirectoryPath,
            isTerminal: StandardStreams.isTerminal(1),
            noColour: !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty,
            systemLanguage: Language.ofEnvironment(ProcessInfo.processInfo.environment)
        )
        context.endsWithTheProcess = true
        context.standardInputBlocks = { ByteBlocks(descriptor: 0) }
        return context
    }

    /// Leaves `value` to be dropped by the process's exit instead of freed piece by piece,
    /// when the process ends with the command: the analysis of a large log holds tens of
    /// thousands of arrays, and freeing each one as the command returns only delays the exit.
    func leaveToTheExit<Value>(_ value: Value) {
        guard endsWithTheProcess else { return }
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }

    public func print(_ line: String) { standardOutput(line + "\n") }
    public func printError(_ line: String) { standardError(line + "\n") }
    func print(_ text: LocalizedText, in language: Language) { print(text.text(in: language)) }
    func printError(_ text: LocalizedText, in language: Language) { printError(text.text(in: language)) }

    /// The language of a command's messages: its `--lang`, else the athlete's `language:`
    /// (when the command has read the logs), else the system's, else English.
    func language(option: Language?, profile: Language? = nil) -> Language {
        Language.choose(option: option, profile: profile, fallback: systemLanguage)
    }
}

/// A subcommand in the shape of swift-argument-parser's `ParsableCommand`, without the
/// dependency: a name, a table of options and arguments, parsing from that table, and `run`.
///
/// The command declares its options once, as the cases of `Option`, and the rest of its usage
/// (arguments, synopsis forms, notes) beside them in ``usage``; ``syntax`` joins the two, and
/// the parser, the help, the manual page and the shell completions all read that one table.
protocol Command {
    /// The command's options: ``syntax``'s options are `Option.allCases`, and ``init(_:)``
    /// reads the command line only through them.
    associatedtype Option: CommandOption
    static var name: String { get }
    /// One line for `antrain help`.
    static var summary: LocalizedText { get }
    /// The rest of its usage: arguments, synopsis forms, notes.
    static var usage: CommandUsage { get }
    /// The command, from a command line its table has read.
    init(_ arguments: ParsedArguments<Option>) throws
    func run(in context: CommandContext) -> ExitCode
    /// The names the command's argument takes (exercises, foods, programs), which the shell
    /// completions ask for with `antrain completions --names COMMAND`; empty for most.
    static func completionNames() -> [String]
}

extension Command {
    static func completionNames() -> [String] { [] }

    /// The command's table. Not a requirement, so no command can declare another: its options
    /// are always `Option.allCases`, the same cases its parser knows.
    static var syntax: CommandSyntax {
        let options = Option.allCases.map(\.spec)
        return CommandSyntax(command: name, options: options, arguments: usage.arguments,
                             forms: usage.forms ?? [SynopsisItem.defaultForm(arguments: usage.arguments, options: options.filter(\.isShown))],
                             notes: usage.notes, column: usage.column)
    }

    /// The command `words` (what follows its name) call for.
    static func parse(_ words: [String]) throws -> Self { try Self(ParsedArguments(words)) }

    /// `antrain help NAME` in `language`.
    static func usageText(in language: Language) -> String { syntax.usage(in: language) }
}

/// A value kept alive until the process exits (``CommandContext/leaveToTheExit(_:)``).
private final class KeptUntilExit<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
