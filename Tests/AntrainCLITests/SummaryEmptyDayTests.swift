@testable import AntrainCLI
import Testing

/// A day with nothing logged is one line, not four empty bars, and names the next day the
/// program plans (issue #24, item 10).
@Suite struct SummaryEmptyDayTests {
    /// Started on Wednesday the 18th: week 1 is Mon 16–Sun 22 (its Monday before the start),
    /// week 2 is Mon 23–Sun 29; the program trains on Mondays.
    static let log = SummaryProgramTests.log + """
        2026-11-24 07:00 lifting
          Bench Press 100x5

        """

    @Test func nothingLoggedNamesTheNextProgramDay() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.log)
        let thursday = folder.run(["summary", "--date", "2026-11-19", "--time", "09:00"]).output
        #expect(thursday.contains("Good morning!\n\nToday: nothing logged · next program day: Push on Mon 2026-11-23 (Two Weeks, week 2)\n\nPersonal records\n"))
        #expect(!thursday.contains("░"))
        let monday = folder.run(["summary", "--date", "2026-11-23", "--time", "09:00", "--lang", "tr"]).output
        #expect(monday.contains("\nBugün: kayıt yok · bugün planlanan: Push (Two Weeks, 2. hafta)\n"))
        let thursdayInTurkish = folder.run(["summary", "--date", "2026-11-19", "--time", "09:00", "--lang", "tr"]).output
        #expect(thursdayInTurkish.contains("\nBugün: kayıt yok · sıradaki program günü: Push, 2026-11-23 Pzt (Two Weeks, 2. hafta)\n"))
    }

    /// A day with only a `measure` entry, or a workout before the last one, is a day with
    /// something logged; and Turkish calls a lifting workout by its keyword, `antrenman`, not
    /// `ağırlık` (a weigh-in) (issue #42, item 18).
    @Test func aMeasureEntryIsSomethingLoggedAndTurkishSaysAntrenman() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", """
            2026-11-20 07:30 lifting
              Bench Press 100x5
            2026-11-21 measure waist 80cm
            2026-11-22 07:30 lifting
              Bench Press 100x5

            """)
        let measured = folder.run(["summary", "--date", "2026-11-21", "--time", "09:00"]).output
        #expect(measured.contains("\nToday: no meals logged\n"), "\(measured)")
        let earlier = folder.run(["summary", "--date", "2026-11-20", "--time", "09:00"]).output
        #expect(earlier.contains("\nToday: no meals logged\n"), "\(earlier)")
        let turkish = folder.run(["summary", "--date", "2026-11-22", "--time", "09:00", "--lang", "tr"]).output
        #expect(turkish.contains("  bugün        antrenman · 07:30 · 1 set\n"), "\(turkish)")
        #expect(!turkish.contains("ağırlık ·"))
    }

    @Test func aWorkoutWithoutMealsAndADayAfterTheProgram() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.log)
        // The 24th has a workout; the program's last Monday (the 23rd) is behind: nothing planned next.
        let tuesday = folder.run(["summary", "--date", "2026-11-24", "--time", "09:00"]).output
        #expect(tuesday.contains("\nToday: no meals logged\n\nPersonal records\n"))
        let json = folder.run(["summary", "--date", "2026-11-19", "--time", "09:00", "--format", "json"]).output
        #expect(json.contains("\"loggedOnDay\" : false"))
        #expect(json.contains("\"nextProgramDay\" : {"))
        #expect(json.contains("\"template\" : \"Push\""))
    }
}
