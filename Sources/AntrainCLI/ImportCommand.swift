import AntrainAnalysis
import AntrainImport
import AntrainModel
import Foundation

/// `antrain import FILE.csv [--from strong|hevy|fitnotes|antrain] [--unit kg|lb] [-o OUT | --into LOG]`:
/// an app's export as `.antrain` text (Docs/IMPORT.md).
struct ImportCommand: Command {
    static let name = "import"
    static let summary = "Read a Strong, Hevy, FitNotes or Antrain CSV export into a log"
    static let usage = """
        antrain import FILE.csv [--from strong|hevy|fitnotes|antrain] [--unit kg|lb] [-o OUT | --into LOG]

          FILE.csv    the app's export; - for stdin
          --from      the app; without it the format is found from the header row
          --unit      the unit of loads the export does not name (Strong's Weight column); default kg
          -o OUT      write the log to OUT (replaced as a whole) instead of stdout
          --into LOG  append only the workouts LOG does not already hold (same date, start time
                      and exercises), so importing a newer export adds just the new sessions

        Loads in the log's own unit are written as plain numbers, others with their unit
        (`225lbx5`). Exercise names the library knows are written by their library name; the
        rest get an `exercise` definition. A summary of every row goes to stderr.
        Exit status 0, 1 when rows that did not read were skipped, 2 for unreadable input or an
        unknown format.
        """

    var file: String
    var format: ImportFormat?
    var unit: WeightUnit
    var output: String?
    var into: String?

    init(arguments: inout Arguments) throws {
        format = try arguments.option("--from", choices: ImportFormat.allCases.map(\.rawValue)).flatMap(ImportFormat.init(rawValue:))
        unit = try arguments.option("--unit", choices: WeightUnit.names).flatMap(WeightUnit.init(rawValue:)) ?? .kg
        output = try arguments.option("-o")
        into = try arguments.option("--into")
        let files = try arguments.positionals()
        guard files.count == 1 else { throw ValidationError("import reads one export file, not \(files.count)") }
        file = files[0]
        if output != nil, into != nil { throw ValidationError("-o and --into both say where to write; give one") }
    }

    func run(in context: CommandContext) -> ExitCode {
        let bytes: [UInt8]
        if file == "-" {
            bytes = context.readStandardInput()
        } else {
            guard let data = FileManager.default.contents(atPath: LogFiles.absolute(file, in: context)) else {
                context.printError("antrain import: \(file): cannot be read")
                return .usageError
            }
            bytes = [UInt8](data)
        }
        let destination = Destination(path: into ?? output, replacesFile: into == nil, in: context)
        guard let workspace = destination.analyze(in: context) else { return .usageError }
        let request = ImportRequest(
            format: format, exportUnit: unit, logUnit: workspace.unit, exercises: workspace.snapshot.definitions.exercises,
            foods: workspace.snapshot.definitions.foods, existing: into == nil ? [] : workspace.existing,
            sourceName: (file as NSString).lastPathComponent)
        let result: ImportResult
        do {
            result = try Importer.run(bytes, request)
        } catch {
            context.printError("antrain import: \(file): \(error.message)")
            return .usageError
        }
        for line in result.summary { context.printError(line) }
        do {
            try write(result, to: destination, in: context)
        } catch {
            context.printError("antrain import: \(destination.path ?? "stdout"): cannot be written (\(error)); nothing was changed")
            return .usageError
        }
        return result.malformedRows > 0 ? .problemsFound : .success
    }

    private func write(_ result: ImportResult, to destination: Destination, in context: CommandContext) throws {
        guard let path = destination.path else {
            context.standardOutput(result.text)
            return
        }
        let absolute = LogFiles.absolute(path, in: context)
        if into == nil {
            try AtomicFile.replace(absolute, with: Array(result.text.utf8))
            return
        }
        guard result.workoutsWritten > 0 else {
            context.printError("Nothing new for \(path): it was left as it was")
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
        context.printError("Appended to \(path)")
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
    }

    func analyze(in context: CommandContext) -> Workspace? {
        guard let around = WorkspaceAround.load(file: path, ignoringItsText: replacesFile, for: "import", in: context) else { return nil }
        let workouts = around.snapshot.files[around.fileIndex].lowered.workouts.map { WorkoutFingerprint($0.workout) }
        return Workspace(snapshot: around.snapshot, unit: around.snapshot.profile(ofFile: around.fileIndex).unit, existing: Set(workouts))
    }
}
