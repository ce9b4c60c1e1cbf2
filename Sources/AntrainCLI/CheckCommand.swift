import AntrainAnalysis
import AntrainBasics
import AntrainReport
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain check [PATH...] [--strict] [--format text|json] [--lang en|tr]`: parse and validate.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = LocalizedText(CommandHelp.checkSummary)
    static let usage = CommandUsage(arguments: [.logPaths], notes: CommandHelp.checkNotes)

    enum Option: CommandOption {
        case strict, quiet, format, language

        var spec: OptionSpec {
            switch self {
            case .strict: .flag("--strict", help: CommandHelp.checkStrict)
            case .quiet: .flag("--quiet", help: CommandHelp.checkQuiet)
            case .format: .option("--format", .choices(of: TextOrJSON.self), help: CommandHelp.checkFormat)
            case .language: .language(help: CommandHelp.languageOfProfile)
            }
        }
    }

    var paths: [String]
    var isStrict: Bool
    var format: TextOrJSON
    var language: Language?
    /// Whether to leave out the result line.
    var isQuiet: Bool

    init(_ arguments: ParsedArguments<Option>) throws {
        isStrict = arguments.has(.strict)
        isQuiet = arguments.has(.quiet)
        format = arguments.value(.format, as: TextOrJSON.self) ?? .text
        language = arguments.value(.language, as: Language.self)
        paths = arguments.positionals
    }

    func run(in context: CommandContext) -> ExitCode {
        PresetLibraries.startLoading()
        let commandLanguage = context.language(option: language)
        guard var checked = CheckedLogs.load(paths, language: commandLanguage, in: context) else { return .usageError }
        var errors = 0
        var warnings = 0
        var records: [DiagnosticRecord] = []
        var profileLanguages: Set<Language?> = []
        let snapshot = checked.host.snapshot()
        for file in checked.files {
            guard let analysis = snapshot.analysis(ofFile: file.key), let source = snapshot.source(of: file.key) else { continue }
            let fileLanguage = Language.choose(option: language, profile: analysis.profile.language, fallback: context.systemLanguage)
            profileLanguages.insert(analysis.profile.language)
            for diagnostic in analysis.diagnostics(ofFile: file.key) {
                if diagnostic.severity == .error { errors += 1 }
                if diagnostic.severity == .warning { warnings += 1 }
                records.append(DiagnosticRecord(file: file.name, diagnostic: diagnostic, source: source, language: fileLanguage))
            }
        }
        // The summary line: the language of the command, else of the one athlete, else English.
        let summaryLanguage = Language.choose(option: language, profile: profileLanguages.count == 1 ? profileLanguages.first! : nil,
                                              fallback: context.systemLanguage)
        if format == .json {
            context.print(JSONOutput.encode(records))
        } else {
            for record in records { context.print(record.line(colour: context.isTerminal)) }
        }
        if !isQuiet {
            let M = CommandMessages.self
            let files = M.count(checked.files.count, one: M.fileOne, other: M.fileOther)
            let result = errors == 0 && warnings == 0
                ? LocalizedText(M.checkedClean, ["files": files])
                : LocalizedText(M.checked, [
                    "files": files, "errors": M.count(errors, one: M.errorOne, other: M.errorOther),
                    "warnings": M.count(warnings, one: M.warningOne, other: M.warningOther),
                ])
            context.printError(result.text(in: summaryLanguage))
        }
        context.leaveToTheExit(checked.host)
        return errors > 0 || (isStrict && warnings > 0) ? .problemsFound : .success
    }
}

extension DiagnosticRecord {
    /// ``text``, with the severity in colour on a terminal.
    func line(colour: Bool) -> String {
        guard colour else { return text }
        let code = severity == "error" ? "31" : severity == "warning" ? "33" : "36"
        return "\(file):\(line):\(column): \u{1B}[1;\(code)m\(severity)\u{1B}[0m: \(message) [\(self.code)]"
    }
}
