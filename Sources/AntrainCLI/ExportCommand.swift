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
    static let usage = LocalizedText(CommandHelp.exportUsage)

    var paths: [String]
    var format: ExportFormat
    var language: Language?
    /// The options of `--format fit`; nil for the other formats.
    var fit: FITExport.Options?

    init(arguments: inout Arguments) throws {
        format = try arguments.option("--format", as: ExportFormat.self) ?? .json
        language = try arguments.language()
        let output = try arguments.option("-o")
        let from = try arguments.option("--from").map(DateOption.date)
        let to = try arguments.option("--to").map(DateOption.date)
        let zone = try arguments.option("--tz")
        let force = arguments.flag("--force")
        if format == .fit {
            guard let output else { throw ValidationError(CommandMessages.fitNeedsOutput) }
            if let from, let to, to < from { throw ValidationError(CommandMessages.reportToBeforeFrom, ["to": .text("\(to)"), "from": .text("\(from)")]) }
            fit = FITExport.Options(folder: output, from: from, to: to, zone: try FITExport.zone(named: zone), overwrites: force)
        } else {
            let given = [("-o", output != nil), ("--from", from != nil), ("--to", to != nil), ("--tz", zone != nil), ("--force", force)]
            if let option = given.first(where: \.1)?.0 { throw ValidationError(CommandMessages.fitOnlyOption, ["option": .text(option)]) }
        }
        paths = try arguments.positionals()
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
