import AntrainAnalysis
import AntrainFixtures
import AntrainModel
import AntrainSyntax
import Foundation
import Testing

/// `antrain summary --date D` and `antrain report --to D` are "as of D": every part is what
/// the log written up to D gives, so they equal the same figures of the log cut after D
/// (issue #24, item 1).
@Suite struct AsOfTests {
    static let generator = LogGenerator(seed: 5)
    static let settings: AnalysisSettings = {
        let (year, month, day) = generator.options.today.components
        return AnalysisSettings(today: LocalDate(year: year, month: month, day: day))
    }()
    static let log = generator.generate(days: 240)

    /// The log without its entries dated after `day` (definitions have no date and stay).
    static func cut(_ text: String, after day: LocalDate) -> String {
        var kept: [Substring] = []
        var dropping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", first != "\t", first != "#" {
                dropping = LocalDate(String(line.prefix(10))).map { $0 > day } ?? false
            }
            if !dropping { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }

    static func figures(_ text: String) -> AthleteFigures {
        AthleteFigures(snapshot: WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: text)], settings: settings), athlete: 0)
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Days inside the generated log (which starts on its first dated line and runs 240
    /// days): its second week, a quarter, half and three quarters in.
    static var days: [LocalDate] {
        let first = log.split(separator: "\n").lazy.compactMap { LocalDate(String($0.prefix(10))) }.first!
        return [7, 60, 120, 180].map { first.adding(days: $0) }
    }

    @Test(arguments: days) func summaryOnADayIsTheSummaryOfTheLogUpToThatDay(day: LocalDate) throws {
        let whole = HomeSummary(figures: Self.figures(Self.log), date: day, time: LocalTime(hour: 20, minute: 0), unit: .kg)
        let cut = HomeSummary(figures: Self.figures(Self.cut(Self.log, after: day)), date: day, time: LocalTime(hour: 20, minute: 0), unit: .kg)
        #expect(!whole.records.isEmpty)
        #expect(try Self.json(whole) == Self.json(cut))
    }

    @Test(arguments: days) func reportToADayIsTheReportOfTheLogUpToThatDay(day: LocalDate) throws {
        let whole = ProgressReport(figures: Self.figures(Self.log), from: nil, to: day, unit: .kg)
        let cut = ProgressReport(figures: Self.figures(Self.cut(Self.log, after: day)), from: nil, to: day, unit: .kg)
        #expect(!whole.records.isEmpty)
        #expect(try Self.json(whole) == Self.json(cut))
    }

    /// The issue's log: 100×5 on 10-01, 105×5 on 10-08. On 10-01 the record is 100×5 (it was
    /// dropped, since the whole log's record is dated after the day); on 10-08, 105×5.
    @Test func theRecordOfADayIsTheRecordSetByThen() {
        let figures = Self.figures("""
            2026-10-01 lifting
              Barbell Bench Press 100x5
            2026-10-08 lifting
              Barbell Bench Press 105x5

            """)
        let first = HomeSummary(figures: figures, date: LocalDate(year: 2026, month: 10, day: 1), time: LocalTime(hour: 20, minute: 0), unit: .kg)
        #expect(first.records.map { "\($0.exercise) \($0.loadKg) × \($0.reps) \($0.date)" } == ["Barbell Bench Press 100.0 × 5 2026-10-01"])
        let second = HomeSummary(figures: figures, date: LocalDate(year: 2026, month: 10, day: 8), time: LocalTime(hour: 20, minute: 0), unit: .kg)
        #expect(second.records.map { "\($0.loadKg) \($0.date)" } == ["105.0 2026-10-08"])
        let report = ProgressReport(figures: figures, from: nil, to: LocalDate(year: 2026, month: 10, day: 7), unit: .kg)
        #expect(report.records.map { "\($0.exercise) \($0.heaviest?.loadKg ?? 0)" } == ["Barbell Bench Press 100.0"])
        #expect(report.workouts == 1)
    }
}
