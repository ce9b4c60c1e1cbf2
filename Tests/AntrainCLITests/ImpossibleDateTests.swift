@testable import AntrainCLI
import AntrainModel
import Testing

/// Every date option refuses a day the calendar does not have, with the reason, instead of
/// reading it as another day or matching nothing (issue #42, item 15).
@Suite struct ImpossibleDateTests {
    static let log = """
        2026-11-20 07:30 lifting
          Bench Press 100x5

        """

    /// (arguments, the English reason, the Turkish reason). November has 30 days; 2026 is not
    /// a leap year (2026 % 4 = 2), so its February has 28.
    static let cases: [([String], String, String)] = [
        (["report", "--to", "2026-11-31"], "`2026-11-31` is not a date: 2026-11 has 30 days; write YYYY-MM-DD",
         "`2026-11-31` bir tarih değil: 2026-11 ayı 30 gün çeker; YYYY-AA-GG biçiminde yazın"),
        (["report", "--from", "2026-13-01"], "`2026-13-01` is not a date: a year has 12 months, not 13; write YYYY-MM-DD",
         "`2026-13-01` bir tarih değil: bir yılda 12 ay var, 13. ay yok; YYYY-AA-GG biçiminde yazın"),
        (["export", "--to", "2026-11-31"], "`2026-11-31` is not a date: 2026-11 has 30 days; write YYYY-MM-DD",
         "`2026-11-31` bir tarih değil: 2026-11 ayı 30 gün çeker; YYYY-AA-GG biçiminde yazın"),
        (["export", "--format", "fit", "-o", "out", "--from", "2026-13-01"],
         "`2026-13-01` is not a date: a year has 12 months, not 13; write YYYY-MM-DD",
         "`2026-13-01` bir tarih değil: bir yılda 12 ay var, 13. ay yok; YYYY-AA-GG biçiminde yazın"),
        (["summary", "--date", "2026-02-30"], "`2026-02-30` is not a date: 2026-02 has 28 days; write YYYY-MM-DD",
         "`2026-02-30` bir tarih değil: 2026-02 ayı 28 gün çeker; YYYY-AA-GG biçiminde yazın"),
        (["summary", "--date", "2026-13-45"], "`2026-13-45` is not a date: a year has 12 months, not 13; write YYYY-MM-DD",
         "`2026-13-45` bir tarih değil: bir yılda 12 ay var, 13. ay yok; YYYY-AA-GG biçiminde yazın"),
        (["summary", "--date", "2026-11-00"], "`2026-11-00` is not a date: 2026-11 has 30 days; write YYYY-MM-DD",
         "`2026-11-00` bir tarih değil: 2026-11 ayı 30 gün çeker; YYYY-AA-GG biçiminde yazın"),
    ]

    @Test(arguments: cases)
    func anImpossibleDateIsRefusedWithItsReason(arguments: [String], english: String, turkish: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.log)
        let inEnglish = folder.run(arguments)
        #expect(inEnglish.exit == .usageError)
        #expect(inEnglish.output.isEmpty)
        #expect(inEnglish.errors.contains(english), "\(inEnglish.errors)")
        let inTurkish = folder.run(arguments + ["--lang", "tr"])
        #expect(inTurkish.exit == .usageError)
        #expect(inTurkish.errors.contains(turkish), "\(inTurkish.errors)")
        #expect(try folder.names() == ["log.antrain"])
    }

    /// The last day of each month, and 29 February of a leap year (2028 % 4 = 0), are days.
    @Test func theLastDayOfAMonthIsADate() throws {
        #expect(LocalDate.reading("2026-11-30") == .date(LocalDate(year: 2026, month: 11, day: 30)))
        #expect(LocalDate.reading("2028-02-29") == .date(LocalDate(year: 2028, month: 2, day: 29)))
        #expect(LocalDate.reading("2026-02-29") == .noSuchDay(day: 29, daysInMonth: 28))
        #expect(LocalDate.reading("2100-02-29") == .noSuchDay(day: 29, daysInMonth: 28))
        #expect(LocalDate.reading("2026-1-5") == .notInTheForm)
        #expect(LocalDate.reading("2026-+1-05") == .notInTheForm)
        #expect(LocalDate("2026-13-45") == nil)
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.log)
        #expect(folder.run(["summary", "--date", "2026-11-30"]).exit == .success)
        #expect(folder.run(["report", "--from", "2026-11-01", "--to", "2026-11-30"]).exit == .success)
    }
}
