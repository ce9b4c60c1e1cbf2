@testable import AntrainCLI
import Foundation
import Testing

/// `antrain export --format fit` as a user runs it: names, the summary, `--force`, the dates
/// and the options' mistakes.
@Suite struct FITExportCommandTests {
    static let log = """
        2026-11-02 bodyweight 80kg

        2026-11-02 07:30 lifting Push Pull
          Bench Press 100x5x3 @8
          Pull Up BW+10x6

        2026-11-03 cardio run 10km 50:00

        2026-11-26 lifting Plan
          Bench Press
            [ ] 100x5
            [ ] 100x5

        """

    @Test func writesOneFilePerWorkoutAndSaysWhatItWrote() throws {
        let folder = try ExportFolder()
        try folder.write("log.antrain", Self.log)
        let result = folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--tz", "UTC"])
        #expect(result.exit == .success)
        #expect(try folder.names(in: "fit") == ["2026-11-02-0730-Push-Pull.fit", "2026-11-03-1200-run.fit"])
        #expect(result.output == folder.path("fit/2026-11-02-0730-Push-Pull.fit") + "\n" + folder.path("fit/2026-11-03-1200-run.fit") + "\n")
        #expect(result.errors == """
            Wrote 2 FIT files to fit: 1 lifting, 1 cardio, 0 metcon
            Left out 1 workout with only planned sets
            Set 12:00 as the start of 1 workout without a time of day

            """)
    }

    @Test func theSummaryInTurkish() throws {
        let folder = try ExportFolder()
        try folder.write("log.antrain", Self.log)
        let result = folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--tz", "UTC", "--lang", "tr"])
        #expect(result.exit == .success)
        #expect(result.errors == """
            fit klasörüne 2 FIT dosyası yazıldı: 1 ağırlık, 1 kardiyo, 0 metcon
            Yalnızca planlanmış setleri olan 1 antrenman dışarıda bırakıldı
            Saati yazılmamış 1 antrenman dosyalarda 12:00'de başlıyor

            """)
    }

    @Test func neverReplacesAFileWithoutForce() throws {
        let folder = try ExportFolder()
        try folder.write("log.antrain", Self.log)
        try FileManager.default.createDirectory(atPath: folder.path("fit"), withIntermediateDirectories: true)
        try folder.write("fit/2026-11-03-1200-run.fit", "mine")
        let kept = folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--tz", "UTC"])
        #expect(kept.exit == .success)
        #expect(try String(contentsOfFile: folder.path("fit/2026-11-03-1200-run.fit"), encoding: .utf8) == "mine")
        #expect(kept.errors.contains("Left 1 FIT file already in the folder as they were; --force replaces them"))
        let forced = folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--tz", "UTC", "--force"])
        #expect(forced.exit == .success)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.path("fit/2026-11-03-1200-run.fit")))
        #expect(bytes.count > 100 && Array(bytes[8..<12]) == Array(".FIT".utf8))
    }

    @Test func theSameLogGivesTheSameBytes() throws {
        let folder = try ExportFolder()
        try folder.write("log.antrain", Self.log)
        #expect(folder.run(["export", "log.antrain", "--format", "fit", "-o", "a", "--tz", "Europe/Istanbul"]).exit == .success)
        #expect(folder.run(["export", "log.antrain", "--format", "fit", "-o", "b", "--tz", "Europe/Istanbul"]).exit == .success)
        for name in try folder.names(in: "a") {
            #expect(FileManager.default.contents(atPath: folder.path("a/\(name)")) == FileManager.default.contents(atPath: folder.path("b/\(name)")), "\(name)")
        }
        #expect(try folder.names(in: "a").count == 2)
    }

    @Test func onlyTheDatesAsked() throws {
        let folder = try ExportFolder()
        try folder.write("log.antrain", Self.log)
        let result = folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--from", "2026-11-03", "--to", "2026-11-30"])
        #expect(result.exit == .success)
        #expect(try folder.names(in: "fit") == ["2026-11-03-1200-run.fit"])
    }

    @Test func mistakesInTheOptions() throws {
        let folder = try ExportFolder()
        try folder.write("log.antrain", Self.log)
        let noFolder = folder.run(["export", "log.antrain", "--format", "fit"])
        #expect(noFolder.exit == .usageError)
        #expect(noFolder.errors.hasPrefix("antrain export: --format fit writes one file per workout: give the folder with -o DIR"))
        let badZone = folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--tz", "Mars/Olympus"])
        #expect(badZone.exit == .usageError)
        #expect(badZone.errors.hasPrefix("antrain export: `Mars/Olympus` is not a time zone; write a name such as Europe/Istanbul or UTC"))
        let jsonWithFolder = folder.run(["export", "log.antrain", "-o", "fit"])
        #expect(jsonWithFolder.exit == .usageError)
        #expect(jsonWithFolder.errors.hasPrefix("antrain export: -o is an option of --format fit"))
        let backwards = folder.run(["export", "log.antrain", "--format", "fit", "-o", "fit", "--from", "2026-11-03", "--to", "2026-11-01"])
        #expect(backwards.exit == .usageError)
        #expect(!FileManager.default.fileExists(atPath: folder.path("fit")))
    }
}
