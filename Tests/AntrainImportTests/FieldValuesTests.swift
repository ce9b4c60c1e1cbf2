@testable import AntrainImport
import AntrainModel
import Testing

/// The values app exports write.
@Suite struct FieldValuesTests {
    @Test func numbersWithAPointOrADecimalComma() throws {
        #expect(try FieldValues.number("12,5", column: "Weight") == 12.5)
        #expect(try FieldValues.number(" 100.0 ", column: "Weight") == 100)
        #expect(try FieldValues.number("", column: "Weight") == nil)
        let error = #expect(throws: FieldError.self) { try FieldValues.number("abc", column: "Weight") }
        #expect(error?.message.english == "Weight \"abc\" is not a number")
    }

    @Test func durationsInEveryShapeTheAppsWrite() throws {
        #expect(try FieldValues.duration("1h 14m", column: "Duration") == 4440)
        #expect(try FieldValues.duration("35m", column: "Duration") == 2100)
        #expect(try FieldValues.duration("45s", column: "Duration") == 45)
        #expect(try FieldValues.duration("2h", column: "Duration") == 7200)
        #expect(try FieldValues.duration("4463", column: "Duration") == 4463)
        #expect(try FieldValues.duration("0:18:30", column: "Time") == 1110)
        #expect(try FieldValues.duration("1h 5min", column: "Duration") == 3900)
        #expect(try FieldValues.duration("1h 5m", column: "Duration") == 3900)
        #expect(try FieldValues.duration("65m", column: "Duration") == 3900)
        #expect(try FieldValues.duration("1h05", column: "Duration") == 3900)
        #expect(try FieldValues.duration("1 Std. 5 Min.", column: "Duration") == 3900)
        #expect(try FieldValues.duration("45 Sek.", column: "Duration") == 45)
        #expect(throws: FieldError.self) { try FieldValues.duration("05 1h", column: "Duration") }
        #expect(throws: FieldError.self) { try FieldValues.duration("1h05x", column: "Duration") }
        #expect(throws: FieldError.self) { try FieldValues.duration("soon", column: "Duration") }
    }

    /// The log's Turkish units read in exports too (issue #24, item 9).
    @Test func turkishDurations() throws {
        #expect(try FieldValues.duration("30dk", column: "Süre") == 1800)
        #expect(try FieldValues.duration("45sn", column: "Süre") == 45)
        #expect(try FieldValues.duration("1sa 10dk", column: "Süre") == 4200)
        #expect(try FieldValues.duration("2 saat", column: "Süre") == 7200)
    }

    /// Day-first and month-first dates (FitNotes, issue #24 item 14): what one date proves.
    @Test func dayAndMonthDates() throws {
        #expect(DateOrder.evidence(in: "23/12/2025") == .dmy)
        #expect(DateOrder.evidence(in: "12/31/2025") == .mdy)
        #expect(DateOrder.evidence(in: "03/04/2025") == nil)
        #expect(DateOrder.evidence(in: "2025-12-23") == nil)
        #expect(DateOrder.settle(["03/04/2025", "23/04/2025"]) == .settled(.dmy))
        #expect(DateOrder.settle(["03/04/2025", "05/04/2025"]) == .unsettled(example: "03/04/2025"))
        #expect(DateOrder.settle(["2025-04-03"]) == .notNeeded)
        #expect(try FieldValues.dateTime("03/04/2025", column: "Date", order: .dmy).0 == LocalDate(year: 2025, month: 4, day: 3))
        #expect(try FieldValues.dateTime("03/04/2025", column: "Date", order: .mdy).0 == LocalDate(year: 2025, month: 3, day: 4))
        #expect(try FieldValues.dateTime("23.12.25", column: "Date", order: .dmy).0 == LocalDate(year: 2025, month: 12, day: 23))
        #expect(throws: FieldError.self) { try FieldValues.dateTime("03/04/2025", column: "Date") }
        #expect(throws: FieldError.self) { try FieldValues.dateTime("12/31/2025", column: "Date", order: .dmy) }
    }

    @Test func datesAndTimes() throws {
        let strong = try FieldValues.dateTime("2024-03-04 18:05:23", column: "Date")
        #expect(strong.0 == LocalDate(year: 2024, month: 3, day: 4))
        #expect(strong.1 == LocalTime(hour: 18, minute: 5))
        let hevy = try FieldValues.dateTime("15 Sep 2025, 07:48", column: "start_time")
        #expect(hevy.0 == LocalDate(year: 2025, month: 9, day: 15))
        #expect(hevy.1 == LocalTime(hour: 7, minute: 48))
        let fitNotes = try FieldValues.dateTime("2023-01-05", column: "Date")
        #expect(fitNotes.1 == nil)
        let american = try FieldValues.dateTime("Sep 15, 2025 7:48 PM", column: "Date")
        #expect(american.1 == LocalTime(hour: 19, minute: 48))
        let iso = try FieldValues.dateTime("2025-09-15T07:48:00.000Z", column: "start_time")
        #expect(iso.0 == LocalDate(year: 2025, month: 9, day: 15) && iso.1 == LocalTime(hour: 7, minute: 48))
        #expect(try FieldValues.dateTime("2025/09/15 18:02", column: "Date").1 == LocalTime(hour: 18, minute: 2))
        #expect(try FieldValues.dateTime("15 OCT 2025, 07:48", column: "start_time").0 == LocalDate(year: 2025, month: 10, day: 15))
        #expect(throws: FieldError.self) { try FieldValues.dateTime("2023-02-30", column: "Date") }
        #expect(throws: FieldError.self) { try FieldValues.dateTime("yesterday", column: "Date") }
    }
}
