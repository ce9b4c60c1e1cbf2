@testable import AntrainCLI
import Foundation
import Testing

/// What `import` writes for workouts a lifter logged without a time, and for durations no
/// session has (a timer left running): nothing doubled, nothing lost, a log that checks clean.
@Suite struct ImportMatchingTests {
    static let strongHeader = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"

    /// Strong's rows of one workout of three squat sets at 100 kg × 5.
    static func squats(_ date: String, duration: String = "1h", notes: String = "") -> String {
        (1...3).map { "\(date),\"Full Body\",\(duration),\"Squat (Barbell)\",\($0),100.0,5,0,0,\"\",\"\(notes)\"," }.joined(separator: "\n") + "\n"
    }

    @Test func aWorkoutLoggedWithoutATimeIsTheImportedOneOfThatDay() throws {
        let folder = try TemporaryFolder()
        let mine = "2025-10-10 lifting Full Body\n  Barbell Back Squat: 100x5x3\n"
        try folder.write("log.antrain", mine)
        try folder.write("strong.csv", Self.strongHeader + Self.squats("2025-10-10 07:30:00"))
        let run = folder.run(["import", "strong.csv", "--into", "log.antrain"])
        #expect(run.exit == .success, "\(run.errors)")
        #expect(run.errors.contains("Left out 1 workout the log already holds"), "\(run.errors)")
        #expect(run.errors.contains("Nothing new for log.antrain"))
        #expect(try folder.read("log.antrain") == mine)
    }

    @Test func anUntimedImportMatchesATimedWorkoutOfTheDayButNotAnotherDay() throws {
        let folder = try TemporaryFolder()
        let mine = "2023-01-05 18:00 lifting\n  Barbell Back Squat: 100x5x3\n"
        try folder.write("log.antrain", mine)
        // FitNotes writes no time: the 5th is the logged session, the 6th is new.
        try folder.write("fitnotes.csv", "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment\n"
            + "2023-01-05,Barbell Squat,Legs,100.0,5,,,,\n2023-01-06,Barbell Squat,Legs,100.0,5,,,,\n")
        let run = folder.run(["import", "fitnotes.csv", "--into", "log.antrain"])
        #expect(run.exit == .success, "\(run.errors)")
        #expect(run.errors.contains("Left out 1 workout the log already holds"), "\(run.errors)")
        let after = try folder.read("log.antrain")
        #expect(after.hasPrefix(mine))
        #expect(after.contains("2023-01-06 lifting\n"))
        #expect(!after.dropFirst(mine.count).contains("2023-01-05"))
    }

    @Test func aDurationOverADayGoesIntoTheNoteAndTheLogChecksClean() throws {
        let folder = try TemporaryFolder()
        // 42h 13m = 42 × 3600 + 13 × 60 = 151,980 s, and 30h = 108,000 s: both over a day
        // (86,400 s, the longest plausible session); 1h 14m = 4,440 s is written as it is.
        try folder.write("strong.csv", Self.strongHeader + Self.squats("2024-03-04 18:05:23", duration: "42h 13m", notes: "Felt good")
            + Self.squats("2024-03-06 18:00:00", duration: "30h") + Self.squats("2024-03-08 18:00:00", duration: "1h 14m"))
        let run = folder.run(["import", "strong.csv", "-o", "log.antrain"])
        #expect(run.exit == .success, "\(run.errors)")
        #expect(run.errors.contains("2 lifting workouts lasted over 24 hours by the app (a timer left running): "
            + "the figure is written in the note, not as a duration"), "\(run.errors)")
        let log = try folder.read("log.antrain")
        #expect(log.contains("2024-03-04 18:05 lifting Full Body\n  note: recorded duration 42h13; Felt good\n"), "\(log)")
        #expect(log.contains("2024-03-06 18:00 lifting Full Body\n  note: recorded duration 30h\n"), "\(log)")
        #expect(log.contains("2024-03-08 18:00 lifting Full Body 1h14\n"), "\(log)")
        let check = folder.run(["check", "log.antrain"])
        #expect(check.exit == .success, "\(check.output)")
        #expect(check.output.isEmpty, "\(check.output)")
        // In Turkish too.
        let turkish = folder.run(["import", "strong.csv", "--lang", "tr"])
        #expect(turkish.errors.contains("Uygulamaya göre 24 saatten uzun süren 2 ağırlık antrenmanı"), "\(turkish.errors)")
    }
}
