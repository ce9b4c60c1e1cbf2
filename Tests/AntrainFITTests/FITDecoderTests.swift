@testable import AntrainCLI
import AntrainAnalysis
import AntrainFIT
import AntrainFixtures
import AntrainModel
import Foundation
import Testing

/// Exported files read back by Garmin's FIT SDK and by fitdecode: both find them whole (CRCs
/// valid, no errors), agree with each other, and read the log's sets, reps, weights,
/// exercises, durations and distances, by hand for a small workout and for every workout of
/// the examples and of a generated year.
@Suite(.enabled(if: FITDecoders.python != nil || FITDecoders.isCI, "no ANTRAIN_PYTHON with garmin-fit-sdk and fitdecode (see .ci/run)"))
struct FITDecoderTests {
    @Test(.enabled(if: FITDecoders.isCI, "only CI must have the decoders"))
    func pythonIsThereInCI() {
        #expect(FITDecoders.python != nil, "ANTRAIN_PYTHON is not set; .ci/run makes the virtual environment")
    }

    @Test func theSmallWorkoutByHand() async throws {
        let folder = try ExportFolder()
        try folder.write("log.antrain", FITExportCommandTests.log)
        #expect(folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--tz", "UTC"]).exit == .success)
        let decoded = try await FITDecoders.decode([folder.path("fit/2026-11-02-0730-Push-Pull.fit"), folder.path("fit/2026-11-03-1200-run.fit")])
        let lifting = try checkWhole(try #require(decoded[folder.path("fit/2026-11-02-0730-Push-Pull.fit")]))
        let start = 1_162_539_000  // 2026-11-02 07:30 UTC
        func bench(_ at: Int) -> FITDecoders.DecodedSet {
            .init(type: 1, reps: 5, weight: 100, category: 0, subtype: 1, duration: 15, start: start + at, end: start + at + 15,
                  categoryName: "bench_press", name: "barbell_bench_press")
        }
        func rest(_ at: Int) -> FITDecoders.DecodedSet { .init(type: 0, duration: 90, start: start + at, end: start + at + 90) }
        #expect(lifting.sets == [
            bench(0), rest(15), bench(105), rest(120), bench(210), rest(225),
            .init(type: 1, reps: 6, weight: 90, category: 21, subtype: 38, duration: 18, start: start + 315, end: start + 333,
                  categoryName: "pull_up", name: "pull_up"),
        ])
        #expect(lifting.sessions == [.init(sport: 10, subSport: 20, start: start, end: start + 333, elapsed: 333, timer: 333, cycles: 21,
                                           sportName: "training")])
        #expect(lifting.events == ["0/0@\(start)", "0/4@\(start + 333)"])
        #expect(lifting.fileType == 4)
        #expect(lifting.laps == 1 && lifting.activities == 1)

        let run = try checkWhole(try #require(decoded[folder.path("fit/2026-11-03-1200-run.fit")]))
        let noon = 1_162_641_600  // 2026-11-03 12:00 UTC
        #expect(run.sessions == [.init(sport: 1, subSport: 0, start: noon, end: noon + 3000, elapsed: 3000, timer: 3000, distance: 10_000,
                                       speed: 3.333, sportName: "running")])
        #expect(run.records == [.init(time: noon, distance: 0), .init(time: noon + 3000, distance: 10_000)])
        #expect(run.sets.isEmpty)
    }

    @Test func everyWorkoutOfTheExamples() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let count = try await checkExport(of: root.appendingPathComponent("Examples").path, zone: "Europe/Istanbul")
        #expect(count == 10)
    }

    @Test func everyWorkoutOfAGeneratedYear() async throws {
        let folder = try ExportFolder()
        let options = LogGenerator.Options(startDate: FixtureDate(year: 2025, month: 1, day: 6)!, today: FixtureDate(year: 2026, month: 1, day: 4)!)
        try folder.write("year.antrain", LogGenerator(seed: 29, options: options).generate(days: 364))
        let count = try await checkExport(of: folder.path("year.antrain"), zone: "America/New_York")
        #expect(count > 200, "a year of training: \(count) workouts")
    }

    @Test func everyPresetReadsBackAsItsExerciseInGarminsProfile() async throws {
        // One workout with a set of every preset: the SDK names each (category, number) as the
        // table's profile name, so no number in the table is off by one or in the wrong family.
        let library = PresetExerciseLibrary.shared
        let items = try FITExerciseMapping.rows.enumerated().map { index, row in
            WorkoutExercise(exercise: try #require(library.exercise(named: row.preset)), writtenName: row.preset, orderIndex: index,
                            sets: [WorkoutSet(orderIndex: 0, reps: 5, weight: 20, restTime: 60)])
        }
        let workout = Workout(date: LocalDate(year: 2026, month: 1, day: 5), time: LocalTime(hour: 18, minute: 0), type: .lifting,
                              exercises: items, source: LogLocation(file: "all.antrain", line: 1))
        let folder = try ExportFolder()
        let path = folder.path("all.fit")
        let activity = FITActivity(workout: workout, bodyweight: nil, options: FITActivityOptions(clock: FITClock(timeZone: TimeZone(identifier: "UTC")!)))
        try Data(activity.encode()).write(to: URL(fileURLWithPath: path))
        let reading = try checkWhole(try #require(try await FITDecoders.decode([path])[path]), path)
        let active = reading.sets.filter { $0.type == Int(FITSetType.active.rawValue) }
        #expect(active.count == FITExerciseMapping.rows.count)
        for (row, decoded) in zip(FITExerciseMapping.rows, active) {
            #expect(decoded.categoryName == row.exercise.category.profileName, "\(row.preset)")
            #expect(decoded.name == row.exercise.profileName, "\(row.preset)")
        }
    }

    /// Exports `path` and checks every file against its workout; the number of files.
    private func checkExport(of path: String, zone: String) async throws -> Int {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-fit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let folder = try ExportFolder()
        let result = folder.run(["export", path, "--format", "fit", "-o", output.path, "--tz", zone])
        #expect(result.exit == .success, "\(result.errors)")
        // The same plan the command followed, for the workouts behind the files.
        let context = CommandContext(standardOutput: { _ in }, standardError: { _ in }, readStandardInput: { [] },
                                     currentDirectory: folder.url.path, today: { LocalDate(year: 2026, month: 11, day: 25) })
        let logs = try #require(ExportedLogs.load([path], for: "export", language: .en, in: context))
        let plan = FITExport(options: .init(folder: output.path, zone: FITZone(TimeZone(identifier: zone)!), overwrites: false), logs: logs).plan()
        let paths = plan.files.map { output.appendingPathComponent($0.name).path }
        let decoded = try await FITDecoders.decode(paths)
        #expect(decoded.count == plan.files.count)
        for (file, path) in zip(plan.files, paths) {
            let reading = try checkWhole(try #require(decoded[path]), path)
            check(reading, against: file.activity, path)
        }
        return plan.files.count
    }

    /// Both decoders found the file whole and read the same numbers; the SDK's reading.
    @discardableResult
    private func checkWhole(_ both: FITDecoders.Both, _ path: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> FITDecoders.Reading {
        for reading in [both.sdk, both.fitdecode] {
            #expect(reading.integrity, "\(path): CRC or header invalid", sourceLocation: sourceLocation)
            #expect(reading.errors.isEmpty, "\(path): \(reading.errors)", sourceLocation: sourceLocation)
        }
        #expect(both.sdk.sets.map(\.numbers) == both.fitdecode.sets, "\(path): the decoders disagree on the sets", sourceLocation: sourceLocation)
        var sessions = both.sdk.sessions
        for index in sessions.indices { sessions[index].sportName = nil }
        #expect(sessions == both.fitdecode.sessions, "\(path): the decoders disagree on the session", sourceLocation: sourceLocation)
        #expect(both.sdk.records == both.fitdecode.records && both.sdk.events == both.fitdecode.events, "\(path)", sourceLocation: sourceLocation)
        return both.sdk
    }

    /// The decoded file says what the log says: each done set in order with its reps, load,
    /// exercise and (for time sets) duration; the sport; the distance and time of cardio.
    private func check(_ reading: FITDecoders.Reading, against activity: FITActivity, _ path: String) {
        let workout = activity.workout
        let sport = FITSportKind.of(workout)
        #expect(reading.sessions.map(\.sport) == [Int(sport.sport.rawValue)], "\(path)")
        #expect(reading.sessions.map(\.subSport) == [Int(sport.subSport.rawValue)], "\(path)")
        switch workout.type {
        case .lifting:
            let done = workout.exercises.flatMap { item in item.sets.filter(\.isCompleted).map { (item.exercise, $0) } }
            let active = reading.sets.filter { $0.type == Int(FITSetType.active.rawValue) }
            #expect(active.count == done.count, "\(path): sets")
            for ((exercise, set), decoded) in zip(done, active) {
                let mapped = FITExerciseMapping.exercise(for: exercise)
                #expect(decoded.reps == (set.reps > 0 ? set.reps : nil), "\(path): reps of \(exercise.name)")
                let load = set.isBodyweight ? (activity.bodyweight.map { $0 + set.bodyweightOffset } ?? set.bodyweightOffset) : set.weight
                if load > 0 {
                    #expect(abs((decoded.weight ?? -1) - load) <= 1.0 / 32, "\(path): weight of \(exercise.name): \(String(describing: decoded.weight)) for \(load)")
                } else {
                    #expect(decoded.weight == nil, "\(path): no weight for \(exercise.name)")
                }
                #expect(decoded.category == Int(mapped.category.rawValue) && decoded.categoryName == mapped.category.profileName, "\(path): \(exercise.name)")
                #expect(decoded.subtype == mapped.name.map(Int.init) && decoded.name == mapped.profileName, "\(path): \(exercise.name) is \(String(describing: decoded.name))")
                if set.isTimeSet, let duration = set.duration { #expect(decoded.duration == duration, "\(path): duration of \(exercise.name)") }
            }
            let rests = reading.sets.filter { $0.type == Int(FITSetType.rest.rawValue) }
            #expect(rests.count <= max(0, done.count - 1), "\(path): rests only between sets")
            #expect(reading.sessions.first?.cycles == done.reduce(0) { $0 + $1.1.reps }, "\(path): total reps")
            // The written duration, or the sets and rests when they take longer (durations are
            // rounded to the millisecond each).
            let sum = reading.sets.reduce(0) { $0 + ($1.duration ?? 0) }
            let elapsed = reading.sessions.first?.elapsed ?? -1
            #expect(abs(elapsed - max(workout.duration, sum)) <= 0.001 * Double(reading.sets.count + 1), "\(path): elapsed \(elapsed)")
        case .cardio:
            let quick = workout.quickLog
            #expect(reading.sessions.first?.distance == quick?.distanceKm.map { ($0 * 100_000).rounded() / 100 }, "\(path): distance")
            if let duration = quick?.duration { #expect(reading.sessions.first?.elapsed == duration, "\(path): time") }
            #expect(reading.records.count == 2, "\(path): a record at the start and one at the end")
        case .metcon:
            #expect(reading.sessions.first?.elapsed == (workout.quickLog?.duration ?? workout.duration), "\(path): time")
            #expect(reading.sets.isEmpty)
            #expect(reading.records.map(\.distance) == [nil, nil], "\(path): two timed records, no distance")
        }
    }
}
