import AntrainAnalysis
import AntrainBasics
import AntrainImport
import AntrainModel
import AntrainFIT
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain import FILE... [--from strong|hevy|fitnotes|antrain|cronometer|fit|apple-health] [--tz ZONE] [--unit kg|lb] [--date-order dmy|mdy] [-o OUT | --into LOG] [--lang en|tr]`:
/// an app's export as `.antrain` text (Docs/IMPORT.md).
struct ImportCommand: Command {
    static let name = "import"
    static let summary = LocalizedText(CommandHelp.importSummary)

    enum Option: CommandOption {
        case from, zone, unit, dateOrder, output, into, language

        var spec: OptionSpec {
            switch self {
            case .from: .option("--from", .choices(of: ImportFormat.self), help: ImportHelp.importFrom)
            case .zone: .option("--tz", .text, "ZONE", help: ImportHelp.importZone)
            case .unit: .option("--unit", .choices(of: WeightUnit.self), help: ImportHelp.importUnit)
            case .dateOrder: .option("--date-order", .choices(of: DateOrder.self), help: ImportHelp.importDateOrder)
            case .output: .option("-o", .file, "OUT", help: ImportHelp.importOutput)
            case .into: .option("--into", .logs, "LOG", help: ImportHelp.importInto)
            case .language: .language(help: ImportHelp.importLang)
            }
        }
    }

    /// The three kinds of export, each a form of the synopsis with the options it takes.
    static let csv = ArgumentSpec(placeholder: "FILE.csv", value: .csv, isOptional: false, rows: [HelpRow("FILE.csv", ImportHelp.importCSV)])
    static let fit = ArgumentSpec(placeholder: "FILE.fit... | FOLDER", value: .file, repeats: true, isOptional: false,
                                  rows: [HelpRow("FILE.fit", ImportHelp.importFit)])
    static let health = ArgumentSpec(placeholder: "export.xml|-", value: .file, isOptional: false,
                                     rows: [HelpRow("export.xml", ImportHelp.importHealth)])
    static let usage: CommandUsage = {
        let destination = SynopsisItem.bracketed([.alternatives([.option(Option.output), .option(Option.into)])])
        let csvFormats = ImportFormat.csvFormats.map(\.rawValue).joined(separator: "|")
        return CommandUsage(arguments: [csv, fit, health], forms: [
            [.argument(csv), .optional(Option.from, showing: csvFormats), .optional(Option.unit), .optional(Option.dateOrder), .lineBreak,
             destination, .optional(Option.language)],
            [.argument(fit), .optional(Option.from, showing: ImportFormat.fit.rawValue), .optional(Option.zone), destination, .optional(Option.language)],
            [.argument(health), .optional(Option.from, showing: ImportFormat.appleHealth.rawValue), .optional(Option.zone), destination,
             .optional(Option.language)],
        ], notes: ImportHelp.importNotes)
    }()

    /// The export, `-`, or several FIT files and folders of them.
    var files: [String]
    /// `--tz`: the zone FIT instants are shown in.
    var zone: FITZone?
    var format: ImportFormat?
    var unit: WeightUnit
    /// `--date-order`: how dates like `03/04/2025` read when no row tells.
    var dateOrder: DateOrder?
    var output: String?
    var into: String?
    /// The language of the command's messages, the summary of the rows included.
    var language: Language?

    init(_ arguments: ParsedArguments<Option>) throws {
        format = arguments.value(.from, as: ImportFormat.self)
        unit = arguments.value(.unit, as: WeightUnit.self) ?? .kg
        dateOrder = arguments.value(.dateOrder, as: DateOrder.self)
        output = arguments.value(.output)
        into = arguments.value(.into)
        zone = try arguments.value(.zone).map { try FITExport.zone(named: $0) }
        language = arguments.value(.language, as: Language.self)
        files = arguments.positionals
        guard !files.isEmpty else { throw ValidationError(CommandMessages.importOneFile, ["count": .integer(0)]) }
        if output != nil, into != nil { throw ValidationError(CommandMessages.importTwoDestinations) }
    }

    func run(in context: CommandContext) -> ExitCode {
        let M = CommandMessages.self
        guard let input = ImportSources.input(files, format: format, language: context.language(option: language), in: context) else { return .usageError }
        let file: String
        switch input {
        case .files(let sources): file = ImportSources.name(of: sources, paths: files)
        case .stream(let name, _): file = name
        }
        let destination = Destination(path: into ?? output, replacesFile: into == nil, in: context)
        guard let workspace = destination.analyze(language: context.language(option: language), in: context) else { return .usageError }
        // From here on, the destination's athlete decides when `--lang` does not.
        let language = context.language(option: language, profile: workspace.language)
        var request = ImportRequest(
            format: format, exportUnit: unit, logUnit: workspace.unit, exercises: workspace.snapshot.definitions.exercises,
            foods: workspace.snapshot.definitions.foods, existing: into == nil ? [] : workspace.existing,
            sourceName: file, dateOrder: dateOrder, zone: zone)
        if into != nil {
            request.existingMeals = workspace.existingMeals
            request.existingBody = workspace.existingBody
        }
        let result: ImportResult
        do {
            switch input {
            case .files(let sources):
                result = try Importer.run(sources, request)
            case .stream(_, let blocks):
                result = try Importer.runAppleHealth(blocks, request) { bytes in
                    context.printError(LocalizedText(AppleHealthMessages.progress, ["source": .text(file), "mebibytes": .integer(bytes >> 20)]), in: language)
                }
            }
        } catch {
            context.printError(M.error(Self.name, LocalizedText(M.pathMessage, ["path": .text(file), "message": .message(Self.text(of: error))])), in: language)
            return .usageError
        }
        for line in result.summary { context.printError(line, in: language) }
        do {
            try write(result, to: destination, language: language, in: context)
        } catch {
            context.printError(M.error(Self.name, LocalizedText(M.importNotWritten, [
                "path": .text(destination.path ?? "stdout"), "reason": .message(LogFiles.describe(error)),
            ])), in: language)
            return .usageError
        }
        return result.malformedRows + result.rejectedFiles > 0 ? .problemsFound : .success
    }

    /// Why an export could not be imported, in the catalogue's words.
    static func text(of failure: ImportFailure) -> LocalizedText {
        switch failure {
        case .empty:
            LocalizedText(CommandMessages.importEmpty)
        case .unknownHeader(let header):
            LocalizedText(CommandMessages.importUnknownHeader, [
                "known": .text(ImportFormat.csvFormats.map(\.displayName).joined(separator: ", ")), "header": .text(header),
            ])
        case .wrongFormat(let format, let header):
            LocalizedText(CommandMessages.importWrongFormat, ["format": .text(format.displayName), "header": .text(header)])
        case .ambiguousDates(let example):
            LocalizedText(CommandMessages.importAmbiguousDates, ["example": .text(example)])
        case .severalFilesNotFIT(let name):
            LocalizedText(ImportSourceMessages.severalNotFIT, ["name": .text(name)])
        case .notAppleHealth:
            LocalizedText(ImportSourceMessages.notAppleHealth)
        case .unreadableXML(let offset):
            LocalizedText(ImportSourceMessages.unreadableXML, ["offset": .integer(offset)])
        }
    }

    private func write(_ result: ImportResult, to destination: Destination, language: Language, in context: CommandContext) throws {
        guard let path = destination.path else {
            context.standardOutput(result.text)
            return
        }
        let absolute = LogFiles.absolute(path, in: context)
        if into == nil {
            try AtomicFile.replace(absolute, with: Array(result.text.utf8))
            return
        }
        guard result.entriesWritten > 0 else {
            context.printError(LocalizedText(CommandMessages.importNothingNew, ["path": .text(path)]), in: language)
            return
        }
        // The log's bytes stay as they are; the new entries follow after one blank line.
        var bytes = FileManager.default.contents(atPath: absolute).map { [UInt8]($0) } ?? []
        if !bytes.isEmpty {
            if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
            bytes.append(UInt8(ascii: "\n"))
        }
        bytes += Array(result.text.utf8)
        try AtomicFile.replace(absolute, with: bytes)
        context.printError(LocalizedText(CommandMessages.importAppended, ["path": .text(path)]), in: language)
    }
}

/// Where imported text goes, and what the workspace there already holds: its definitions
/// (so names it defines are not defined again), its athlete's unit, and for `--into` the
/// workouts of the log.
private struct Destination {
    var path: String?
    /// `-o`: the file is replaced, so what it holds now does not count.
    var replacesFile: Bool

    init(path: String?, replacesFile: Bool, in context: CommandContext) {
        self.path = path
        self.replacesFile = replacesFile
    }

    struct Workspace {
        var snapshot: WorkspaceSnapshot
        var unit: WeightUnit
        var existing: Set<WorkoutFingerprint>
        var existingMeals: Set<MealFingerprint> = []
        var existingBody: Set<BodyFingerprint> = []
        /// The destination athlete's `language:`.
        var language: Language?
    }

    func analyze(language: Language, in context: CommandContext) -> Workspace? {
        guard let around = WorkspaceAround.load(file: path, ignoringItsText: replacesFile, for: "import", language: language, in: context) else {
            return nil
        }
        // What the whole log holds, asked of the file: a long log's history is not only its first lines.
        let key = around.key ?? ""
        let analysis = around.analysis
        let workouts = analysis.workouts(ofFile: key).map { WorkoutFingerprint($0.workout) }
        let profile = analysis.profile
        let meals = analysis.meals(ofFile: key).map { MealFingerprint(date: $0.date, $0.meal) }
        let body = analysis.bodyweights(ofFile: key).map { BodyFingerprint(date: $0.entry.date, kind: BodyFingerprint.bodyweight) }
            + analysis.measurements(ofFile: key).map { BodyFingerprint(date: $0.measurement.date, kind: $0.measurement.site.rawValue) }
        return Workspace(snapshot: around.snapshot, unit: profile.unit, existing: Set(workouts), existingMeals: Set(meals),
                         existingBody: Set(body), language: profile.language)
    }
}
