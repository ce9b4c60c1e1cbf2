import AntrainAnalysis
import AntrainBasics
import AntrainReport
import AntrainModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain export [PATH...] --format json|csv [--lang en|tr]`: the domain models for other
/// programs; `--format fit -o DIR`: each workout as a FIT activity file (``FITExport``).
struct ExportCommand: Command {
    static let name = "export"
    static let summary = LocalizedText(CommandHelp.exportSummary)
    /// Two forms: to JSON or CSV on stdout, and to FIT files in a folder with the options only
    /// that form takes.
    static let usage = CommandUsage(arguments: [.logPaths], forms: [
        [.optional(.logPaths), .optional(Option.format, showing: ExportFormat.toStandardOutput.map(\.rawValue).joined(separator: "|")),
         .optional(Option.language)],
        [.optional(.logPaths), .option(Option.format, showing: ExportFormat.fit.rawValue), .option(Option.output),
         .optional(Option.from, showing: "D"), .optional(Option.to, showing: "D"), .optional(Option.zone), .optional(Option.force),
         .optional(Option.language)],
    ], notes: CommandHelp.exportNotes)

    enum Option: CommandOption {
        case format, output, from, to, zone, force, language

        var spec: OptionSpec {
            switch self {
            case .format: .option("--format", .choices(of: ExportFormat.self), help: CommandHelp.exportFormat)
            case .output: .option("-o", .folder, "DIR", help: CommandHelp.exportOutput)
            case .from: .option("--from", .date, help: CommandHelp.exportPeriod)
            case .to: .option("--to", .date, help: CommandHelp.exportPeriod)
            case .zone: .option("--tz", .text, "ZONE", help: CommandHelp.exportZone)
            case .force: .flag("--force", help: CommandHelp.exportForce)
            case .language: .language(help: CommandHelp.languageOfProfile)
            }
        }

        /// The options only `--format fit` takes.
        static let ofFIT: [Option] = [.output, .from, .to, .zone, .force]
    }

    var paths: [String]
    var format: ExportFormat
    var language: Language?
    /// The options of `--format fit`; nil for the other formats.
    var fit: FITExport.Options?

    init(_ arguments: ParsedArguments<Option>) throws {
        format = arguments.value(.format, as: ExportFormat.self) ?? .json
        language = arguments.value(.language, as: Language.self)
        if format == .fit {
            guard let output = arguments.value(.output) else { throw ValidationError(CommandMessages.fitNeedsOutput) }
            let from = try arguments.date(.from)
            let to = try arguments.date(.to)
            if let from, let to, to < from { throw ValidationError(CommandMessages.reportToBeforeFrom, ["to": .text("\(to)"), "from": .text("\(from)")]) }
            fit = FITExport.Options(folder: output, from: from, to: to, zone: try FITExport.zone(named: arguments.value(.zone)),
                                    overwrites: arguments.has(.force))
        } else if let option = Option.ofFIT.first(where: arguments.has) {
            throw ValidationError(CommandMessages.fitOnlyOption, ["option": .text(option.spec.name)])
        }
        paths = arguments.positionals
    }

    func run(in context: CommandContext) -> ExitCode {
        // Every format reads the workspace through the host, as `check` and `summary` do.
        guard let logs = ExportedLogs.load(paths, for: "export", language: context.language(option: language), in: context) else { return .usageError }
        let profile = logs.onlyAthletesLanguage
        if let fit {
            let exit = FITExport(options: fit, logs: logs).run(in: context, language: context.language(option: language, profile: profile))
            guard exit == .success else { return exit }
        } else {
            let export = LogExport(logs: logs)
            context.print(format == .json ? JSONOutput.encode(export) : export.csv())
        }
        let errors = logs.errorCount
        if errors > 0 {
            // Like check's summary line: the language of the command, else of the one athlete.
            let M = CommandMessages.self
            context.printError(M.error(Self.name, LocalizedText(M.exportErrors, ["errors": M.count(errors, one: M.errorOne, other: M.errorOther)])),
                               in: context.language(option: language, profile: profile))
            return .problemsFound
        }
        return .success
    }
}
