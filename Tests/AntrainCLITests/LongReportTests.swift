@testable import AntrainCLI
import AntrainAnalysis
import AntrainModel
import AntrainReport
import AntrainSyntax
import Foundation
import Testing

/// Years of logs in the report (issue #24, item 11): the e1RM chart draws the best of each
/// week or month over a long period, follows the heaviest compound lifts (or `--lifts`), and
/// the bodyweight chart puts the average over faint weigh-ins.
@Suite struct LongReportTests {
    /// Four years of Mondays, 2022-01-03 to 2025-12-29 (209 weeks): squats rising 0.5 kg a
    /// week, so a month's best is its last Monday; the bench on the first Monday of each month;
    /// curls twice a week, the most trained and the lightest, on the biceps alone.
    static let fourYears: String = {
        var log = ""
        let first = LocalDate(year: 2022, month: 1, day: 3)
        for week in 0..<209 {
            let monday = first.adding(days: 7 * week)
            let squat = 100 + Double(week) * 0.5
            log += "\(monday) 07:00 lifting\n  Barbell Back Squat \(Format.number(squat, grouping: false))x5\n  Barbell Curl 40x10\n"
            if monday.day <= 7 { log += "  Barbell Bench Press 90x5\n" }
            log += "\(monday.adding(days: 3)) 07:00 lifting\n  Barbell Curl 40x10\n"
        }
        return log
    }()

    static func report(from: LocalDate? = nil, to: LocalDate? = nil, lifts: [Exercise]? = nil) -> ProgressReport {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: fourYears)],
                                                 settings: AnalysisSettings(today: TemporaryFolder.today))
        return ProgressReport(figures: AthleteFigures(snapshot: snapshot, athlete: 0), from: from, to: to, unit: .kg, lifts: lifts)
    }

    @Test func fourYearsAreDrawnByMonthWithTheHeaviestCompoundLifts() throws {
        let report = Self.report()
        #expect(report.e1rmResolution == .month)
        #expect(report.e1rmLifts == .heaviestCompound)
        // Curls are trained twice as often, but train one muscle: not followed.
        #expect(report.e1rm.map(\.exercise) == ["Barbell Back Squat", "Barbell Bench Press"])
        let squat = report.e1rm[0].points
        // 48 months, each at its last Monday: 2022-01-31 is week 4, 100 + 4 × 0.5 = 102 kg,
        // e1RM (Brzycki) 102 / (1.0278 − 0.0278 × 5) = 114.76.
        #expect(squat.count == 48)
        #expect(squat.first?.date == LocalDate(year: 2022, month: 1, day: 31))
        #expect(abs((squat.first?.kilograms ?? 0) - 102 / (1.0278 - 0.0278 * 5)) < 1e-9)
        #expect(squat.last?.date == LocalDate(year: 2025, month: 12, day: 29))
        for point in squat { #expect(point.date.adding(days: 7).month != point.date.month, "\(point.date) is its month's last Monday") }
        #expect(report.e1rm[1].points.count == 48)
    }

    @Test func aYearIsDrawnByWeekAndAMonthBySession() {
        let year = Self.report(from: LocalDate(year: 2024, month: 1, day: 1), to: LocalDate(year: 2024, month: 12, day: 31))
        #expect(year.e1rmResolution == .week)
        #expect(year.e1rm.first?.points.count == 53)  // the Mondays of 2024: 1 Jan to 30 Dec
        let month = Self.report(from: LocalDate(year: 2024, month: 3, day: 1), to: LocalDate(year: 2024, month: 3, day: 31))
        #expect(month.e1rmResolution == .session)
        #expect(month.e1rm.first?.points.map(\.date.day) == [4, 11, 18, 25])
    }

    @Test func liftsAskedForByName() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.fourYears)
        let run = folder.run(["report", "--format", "json", "--lifts", "Barbell Curl, squat"])
        #expect(run.exit == .success)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect((json["e1rm"] as? [[String: Any]])?.map { $0["exercise"] as? String } == ["Barbell Curl", "Barbell Back Squat"])
        #expect(json["e1rmLifts"] as? String == "asked" && json["e1rmResolution"] as? String == "month")
        let html = folder.run(["report", "--format", "html", "--lifts", "Barbell Curl"]).output
        #expect(html.contains("Best e1RM of each month (brzycki), the lifts asked for with --lifts"))
        #expect(folder.run(["report", "--lifts", "squat"]).output.contains("\ne1RM over time (brzycki, the best of each month)\n  Barbell Back Squat: 2022-01-31 "))
        #expect(folder.run(["report", "--lifts", "squat", "--lang", "tr"]).output.contains("\nZaman içinde e1RM (brzycki, her ayın en iyisi)\n"))
        let unknown = folder.run(["report", "--lifts", "Curlz"])
        #expect(unknown.exit == .usageError)
        #expect(unknown.errors == "antrain report: --lifts: `Curlz` is not a preset or custom exercise\n")
        #expect(folder.run(["report", "--lifts", "Curlz", "--lang", "tr"]).errors == "antrain report: --lifts: `Curlz` hazır ya da özel bir egzersiz değil\n")
    }

    @Test func theBodyweightAverageIsDrawnOverFaintWeighIns() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", "2026-11-20 bodyweight 80kg\n2026-11-21 bodyweight 81kg\n2026-11-22 bodyweight 79kg\n")
        let html = folder.run(["report", "--format", "html"]).output
        // The faint weigh-ins first (under), the 7-day average after (on top): 80, 80.5, 80.
        let faint = try #require(html.range(of: "stroke-width=\"1\" stroke-opacity=\"0.3\""))
        let average = try #require(html.range(of: "stroke-width=\"2\"", range: faint.upperBound..<html.endIndex))
        #expect(faint.lowerBound < average.lowerBound)
        #expect(html.contains("The 7-day average, over each weigh-in drawn faint"))
        #expect(html.contains("<svg class=\"swatch faint\""))
    }
}
