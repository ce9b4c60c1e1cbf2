import AntrainAnalysis
import AntrainBasics
import AntrainFIT
import AntrainModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `antrain export --format fit -o DIR`: one FIT activity file per workout (Docs/EXPORT.md).
///
/// The workouts are every athlete's in the logs, within `--from`/`--to`; a lifting workout
/// with only planned sets is left out. A file already in the folder is kept unless `--force`;
/// each file is written atomically. The files written are listed on stdout, a summary goes
/// to stderr.
struct FITExport {
    struct Options {
        var folder: String
        var from: LocalDate?
        var to: LocalDate?
        var zone: FITZone
        var overwrites: Bool
    }

    var options: Options
    /// Whose workouts go out: each athlete's analysis, the athlete and the workouts of theirs
    /// to write, in the order of the export.
    var athletes: [(snapshot: WorkspaceSnapshot, athlete: Int, workouts: [WorkoutReference])]

    /// Every workout of every athlete of `snapshot`.
    init(options: Options, snapshot: WorkspaceSnapshot) {
        self.options = options
        athletes = snapshot.athletes.indices.map { (snapshot, $0, snapshot.histories[$0].workouts) }
    }

    /// The workouts of the named files, each from its athlete's analysis (read through the
    /// host with the workspace, as the JSON and CSV exports are).
    init(options: Options, logs: ExportedLogs) {
        self.options = options
        athletes = logs.analyses.compactMap { analysis in
            let files = logs.files(of: analysis)
            guard !files.isEmpty else { return nil }
            return (analysis.snapshot, analysis.athlete, analysis.workoutReferences(inFiles: files))
        }
    }

    /// The zone `--tz` names (an IANA name such as `Europe/Istanbul`, or `UTC`), else the system's.
    static func zone(named name: String?) throws -> FITZone {
        guard let name else { return .system }
        guard let zone = FITZone.named(name) else { throw ValidationError(CommandMessages.fitUnknownZone, ["zone": .text(name)]) }
        return zone
    }

    /// One file to write: its name and the activity in it.
    struct Planned {
        var name: String
        var activity: FITActivity
    }

    /// The files of the export, named and made unique, in date order.
    func plan() -> (files: [Planned], plannedOnly: Int) {
        var files: [Planned] = []
        var taken: Set<String> = []
        var plannedOnly = 0
        let clock = FITClock(zone: options.zone)
        for (snapshot, index, workouts) in athletes {
            let history = snapshot.histories[index]
            let unit: FITWeightUnit = snapshot.athletes[index].profile.unit == .lb ? .pound : .kilogram
            for reference in workouts {
                let workout = snapshot.workout(reference).workout
                if let from = options.from, workout.date < from { continue }
                if let to = options.to, workout.date > to { continue }
                let activity = FITActivity(workout: workout, bodyweight: history.bodyweight(on: workout.date),
                                           options: FITActivityOptions(clock: clock, weightUnit: unit, softwareVersion: Self.softwareVersion))
                guard activity.hasContent else { plannedOnly += 1; continue }
                let name = FITFileName.unique(FITFileName.name(for: workout), among: taken)
                taken.insert(name)
                files.append(Planned(name: name, activity: activity))
            }
        }
        return (files, plannedOnly)
    }

    func run(in context: CommandContext, language: Language) -> ExitCode {
        let M = CommandMessages.self
        let folder = URL(fileURLWithPath: LogFiles.absolute(options.folder, in: context))
        let (files, plannedOnly) = plan()
        var written: [Planned] = []
        var kept = 0
        for file in files {
            let path = folder.appendingPathComponent(file.name).path
            if !options.overwrites, FileManager.default.fileExists(atPath: path) {
                kept += 1
                continue
            }
            do {
                try AtomicFile.replace(path, with: file.activity.encode())
            } catch let failure as AtomicFile.Failure {
                context.printError(M.error(ExportCommand.name, failure.text), in: language)
                return .usageError
            } catch {
                context.printError(M.error(ExportCommand.name, .verbatim("\(error)")), in: language)
                return .usageError
            }
            context.print(path)
            written.append(file)
        }
        FITExportSummary(written: written.map(\.activity.workout), kept: kept, plannedOnly: plannedOnly, folder: options.folder)
            .print(in: context, language: language)
        return .success
    }

    /// The version in `device_info`, FIT's `software_version` (major.minor in hundredths):
    /// 0.3.1 → 0.3 → 30.
    static var softwareVersion: UInt16 {
        let parts = AntrainCommandLine.version.split(separator: ".").prefix(2).map { String($0.prefix(while: \.isNumber)) }
        let number = Double(parts.joined(separator: ".")) ?? 0
        return UInt16(clamping: Int((number * 100).rounded()))
    }
}
