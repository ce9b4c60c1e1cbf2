@testable import AntrainCLI
import Foundation
import Testing

/// `antrain import` of FIT activity files: files written by fit-tool (an encoder from PyPI,
/// not ours) with strength sets, rests, an exercise with no preset, a hold, a set in pounds,
/// a run and a tennis session, among them a truncated file and one with a changed byte; and
/// the round trip through our own `export --format fit`.
@Suite struct FITImportTests {
    static let fixtureScript = FITDecoders.script.deletingLastPathComponent().appendingPathComponent("make_fit_fixtures.py")

    /// Runs make_fit_fixtures.py into `folder/fit`.
    static func makeFixtures(in folder: ExportFolder) throws {
        let python = try #require(FITDecoders.python)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [fixtureScript.path, folder.path("fit")]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "make_fit_fixtures.py exited with \(process.terminationStatus)")
    }

    @Test(.enabled(if: FITDecoders.python != nil || FITDecoders.isCI, "no ANTRAIN_PYTHON with fit-tool (see .ci/run)"))
    func filesFromAnIndependentEncoder() throws {
        let folder = try ExportFolder()
        try Self.makeFixtures(in: folder)
        // No --tz: the files' activity messages say local time is UTC+3.
        let result = folder.run(["import", "fit", "-o", "log.antrain"])
        // Two files rejected: exit 1, the others written.
        #expect(result.exit == .problemsFound)
        let text = try String(contentsOfFile: folder.path("log.antrain"), encoding: .utf8)
        // 07:30 UTC is 10:30 at +3; the session lasts 831 s = 13:51 (sets and rests: 15+120+15+90+15+150+24+90+30+60+30+60
        // +60+60+12). 102.0625 kg (1633/16, the nearest sixteenth to 225 lb) / 0.45359237 = 225.01 lb → 225lb.
        // The run: 5020 m = 5.02 km in 1513 s = 25:13, from 05:15 UTC = 08:15.
        #expect(text == """
            # Imported from fit (FIT export)

            # FIT exercise_category bench_press (0), category_subtype 37
            exercise FIT Bench Press 37
              category: barbell
              muscles: chest
              equipment: barbell

            # FIT exercise_category shoulder_press (24)
            exercise FIT Shoulder Press
              category: barbell
              muscles: shoulders
              equipment: barbell

            2026-11-20 10:30 lifting 13:51
              Barbell Back Squat:
                100x5 rest 2:00
                100x5 rest 1:30
                102.5x5 rest 2:30
              Barbell Bench Press:
                80x8 rest 1:30
              FIT Bench Press 37:
                20x10 rest 1:00
              FIT Shoulder Press:
                10x12 rest 1:00
              Plank:
                60s rest 1:00
              Barbell Deadlift:
                225lbx3

            2026-11-21 08:15 cardio run 5.02km 25:13 # FIT running; avg HR 152 bpm, 320 kcal

            """)
        #expect(result.errors.contains("Read 5 FIT files; 2 rejected"))
        #expect(result.errors.contains("  truncated.fit: not imported: the file is cut short: its header announces 865 bytes, it holds 432"))
        #expect(result.errors.contains("  bad-crc.fit: not imported: the file's CRC is 0x"))
        #expect(result.errors.contains("  tennis.fit: a tennis session was left out: no entry of the log holds that sport"))
        // The result checks with no errors.
        #expect(folder.run(["check", "log.antrain"]).exit == .success)
        // --tz wins over the file's offset.
        let utc = folder.run(["import", "fit/run.fit", "--tz", "UTC"])
        #expect(utc.output.contains("2026-11-21 05:15 cardio run 5.02km 25:13"))
        #expect(utc.exit == .success)
    }

    /// A second `--into` of the watch's files finds its own definitions (`FIT Bench Press 37`)
    /// in the log and adds nothing.
    @Test(.enabled(if: FITDecoders.python != nil || FITDecoders.isCI, "no ANTRAIN_PYTHON with fit-tool (see .ci/run)"))
    func intoTwiceWithDefinitions() throws {
        let folder = try ExportFolder()
        try Self.makeFixtures(in: folder)
        try folder.write("log.antrain", "")
        #expect(folder.run(["import", "fit/strength.fit", "fit/run.fit", "--into", "log.antrain"]).exit == .success)
        let after = try String(contentsOfFile: folder.path("log.antrain"), encoding: .utf8)
        #expect(after.contains("exercise FIT Bench Press 37\n"))
        let second = folder.run(["import", "fit/strength.fit", "fit/run.fit", "--into", "log.antrain"])
        #expect(second.errors.contains("Left out 2 workouts the log already holds"))
        #expect(!second.errors.contains("Defined"))
        #expect(try String(contentsOfFile: folder.path("log.antrain"), encoding: .utf8) == after)
        #expect(folder.run(["check", "log.antrain"]).exit == .success)
    }

    /// The reasons in Turkish.
    @Test(.enabled(if: FITDecoders.python != nil || FITDecoders.isCI, "no ANTRAIN_PYTHON with fit-tool (see .ci/run)"))
    func rejectedFilesInTurkish() throws {
        let folder = try ExportFolder()
        try Self.makeFixtures(in: folder)
        let result = folder.run(["import", "fit/truncated.fit", "fit/run.fit", "--lang", "tr"])
        #expect(result.errors.contains("  truncated.fit: alınmadı: dosya yarım kalmış: başlığı 865 bayt bildiriyor, dosyada 432 bayt var"))
        #expect(result.errors.contains("2 FIT dosyası okundu; 1 dosya reddedildi"))
    }

    static let roundTripLog = """
        2026-11-02 07:30 lifting Push Pull
          Barbell Bench Press: 60x10 warmup, 100x5x3 @8
          Barbell Back Squat: 140x3 rest 3:00, 142.5x3
          Plank: 60s

        2026-11-03 18:00 cardio run 10km 50:00

        """

    /// Export, then import: the same working sets (load and reps), the warm-up an ordinary set
    /// (FIT has no warm-up tag) and no RPE (FIT has none); rests as exported, three seconds a
    /// rep and 90 s between sets where the log wrote none (Docs/EXPORT.md).
    @Test func roundTripThroughOurExport() throws {
        let folder = try ExportFolder()
        try folder.write("log.antrain", Self.roundTripLog)
        #expect(folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--tz", "Europe/Istanbul"]).exit == .success)
        let result = folder.run(["import", "fit", "--tz", "Europe/Istanbul", "-o", "back.antrain"])
        #expect(result.exit == .success)
        // Elapsed: active 30+15+15+15+9+9+60 = 153 s, rests 90×4 (written none) + 180 + 90 = 630 s: 783 s = 13:03.
        #expect(try String(contentsOfFile: folder.path("back.antrain"), encoding: .utf8) == """
            # Imported from fit (FIT export)

            2026-11-02 07:30 lifting 13:03
              Barbell Bench Press:
                60x10 rest 1:30
                100x5x3 rest 1:30
              Barbell Back Squat:
                140x3 rest 3:00
                142.5x3 rest 1:30
              Plank:
                60s

            2026-11-03 18:00 cardio run 10km 50:00 # FIT running

            """)
    }

    /// `--into` appends what the log lacks, once: the second run adds nothing and leaves the
    /// bytes as they were; the result checks clean.
    @Test func intoAppendsOnce() throws {
        let folder = try ExportFolder()
        try folder.write("log.antrain", Self.roundTripLog)
        #expect(folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--tz", "UTC"]).exit == .success)
        try folder.write("mine.antrain", "2026-11-03 18:00 cardio run 10km 50:00\n")
        let first = folder.run(["import", "fit", "--tz", "UTC", "--into", "mine.antrain"])
        #expect(first.exit == .success)
        #expect(first.errors.contains("Left out 1 workout the log already holds"))
        let after = try String(contentsOfFile: folder.path("mine.antrain"), encoding: .utf8)
        #expect(after.hasPrefix("2026-11-03 18:00 cardio run 10km 50:00\n\n# Imported from fit (FIT export)\n\n2026-11-02 07:30 lifting"))
        let second = folder.run(["import", "fit", "--tz", "UTC", "--into", "mine.antrain"])
        #expect(second.errors.contains("Nothing new for mine.antrain"))
        #expect(try String(contentsOfFile: folder.path("mine.antrain"), encoding: .utf8) == after)
        #expect(folder.run(["check", "mine.antrain"]).exit == .success)
    }
}

/// What the command says of FIT input it cannot use.
@Suite struct FITImportUsageTests {
    @Test func anUnknownZoneAndAFolderWithoutFITFiles() throws {
        let folder = try ExportFolder()
        try FileManager.default.createDirectory(atPath: folder.path("empty"), withIntermediateDirectories: true)
        let zone = folder.run(["import", "empty", "--tz", "Mars/Olympus"])
        #expect(zone.exit == .usageError)
        #expect(zone.errors.contains("`Mars/Olympus` is not a time zone"))
        let empty = folder.run(["import", "empty"])
        #expect(empty.exit == .usageError)
        #expect(empty.errors == "antrain import: empty is a folder with no .fit files in it\n")
    }

    /// A watch's folder copied off it can hold a `.fit` file that is empty (a copy cut off) or
    /// no FIT file at all: like a damaged one it is named with its reason and left out, the
    /// others import, and the exit status is 1. First in name order, it decides nothing.
    @Test func anEmptyOrNonFITFileInAFolderIsRejectedByName() throws {
        let folder = try ExportFolder()
        try folder.write("log.antrain", FITImportTests.roundTripLog)
        #expect(folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--tz", "UTC"]).exit == .success)
        let exported = try folder.names(in: "fit").count
        try folder.write("fit/0-empty.fit", "")
        try folder.write("fit/notes.fit", "Garmin sync log: nothing to see here\n")
        let result = folder.run(["import", "fit", "--tz", "UTC", "-o", "back.antrain"])
        #expect(result.exit == .problemsFound)
        #expect(result.errors.contains("Read \(exported + 2) FIT files; 2 rejected\n"
            + "  0-empty.fit: not imported: the file holds 0 bytes, fewer than a FIT header\n"
            + "  notes.fit: not imported: the file is not a FIT file (no \".FIT\" in its header)\n"), "\(result.errors)")
        let text = try String(contentsOfFile: folder.path("back.antrain"), encoding: .utf8)
        #expect(text.contains("2026-11-02 07:30 lifting"))
        #expect(text.contains("2026-11-03 18:00 cardio run 10km 50:00 # FIT running\n"))
        let turkish = folder.run(["import", "fit", "--tz", "UTC", "--lang", "tr"])
        #expect(turkish.errors.contains("  0-empty.fit: alınmadı: dosyada 0 bayt var, bir FIT başlığından az\n"))
    }

    /// Several files are FIT activities only: a CSV among them is named.
    @Test func aCSVAmongSeveralFiles() throws {
        let folder = try ExportFolder()
        try folder.write("log.antrain", FITImportTests.roundTripLog)
        #expect(folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--tz", "UTC"]).exit == .success)
        try folder.write("strong.csv", "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n")
        let names = try folder.names(in: "fit")
        let result = folder.run(["import", "strong.csv", "fit/" + names[0]])
        #expect(result.exit == .usageError)
        #expect(result.errors.contains("several files can be imported only as FIT activities; strong.csv is not a FIT file"))
    }
}
