import AntrainAnalysis
import AntrainModel
import AntrainReport
import AntrainSyntax
import Foundation
import Testing

/// The program page of `antrain report` (issue #26): weeks done and to come, planned against
/// done sets, each exercise's rule, loads and streak, in text, JSON and HTML.
@Suite struct ReportProgramTests {
    static let log = """
        template Novice A
          Barbell Squat: x5x3
            progress: linear +2.5kg stall 3 deload 10%
          Barbell Curl: x10x3

        program Novice Linear
          week 1
            mon: Novice A
            wed: Novice A
          week 2
            mon: Novice A
            wed: Novice A

        2026-10-05 program Novice Linear
        2026-10-05 lifting Novice A
          Barbell Squat: 100x5x3
          Barbell Curl: 30x10x3 @8
        2026-10-07 lifting Novice A
          Barbell Squat: 102.5x5, 102.5x5, 102.5x4
          Barbell Curl: 30x10x3
        2026-10-12 lifting Novice A
          Barbell Squat: 102.5x5, 102.5x4, 102.5x4
          Barbell Curl: 30x10, 30x10

        """

    static func report(to: LocalDate) -> ProgressReport {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: log)],
                                                 settings: AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 22)))
        return ProgressReport(figures: AthleteFigures(snapshot: snapshot, athlete: 0), from: nil, to: to, unit: .kg)
    }

    @Test func theTextPage() {
        let text = ReportText(Self.report(to: LocalDate(year: 2026, month: 10, day: 13))).text
        // Week 1: 2 days × (3 + 3) planned sets, 6 + 6 done; week 2: 12 planned, 3 + 2 done so far.
        // The squat: 100 → 102.5 (success), then two failures at 102.5.
        #expect(text.hasSuffix("""

            Program Novice Linear (since 2026-10-05): week 2 of 2
              week 1 (2026-10-05): 12 of 12 sets
              week 2 (2026-10-12): 5 of 12 sets · to come
              Barbell Back Squat: linear +2.5kg stall 3 deload 10% · 100 kg → 102.5 kg · failed 2 of 3
              Barbell Curl: rpe · 30 kg

            """), "\(text)")
    }

    @Test func theJSONAndTheHTML() throws {
        let report = Self.report(to: LocalDate(year: 2026, month: 11, day: 1))
        let page = try #require(report.program)
        #expect(page.isFinished)
        #expect(page.currentWeek == nil)
        #expect(page.weeks.map(\.doneSets) == [12, 5])
        #expect(page.exercises.map(\.origin) == [.item, .standard])
        #expect(page.exercises.first?.loads.map(\.kilograms) == [100, 102.5, 102.5])
        #expect(page.exercises.first?.failures == 2)
        let html = ReportHTML(report).html
        #expect(html.contains("<h2>Program Novice Linear (since 2026-10-05): finished, 2 weeks</h2>"))
        #expect(html.contains("<td><code>linear +2.5kg stall 3 deload 10%</code></td><td>100 kg → 102.5 kg</td><td>failed 2 of 3</td>"))
        let turkish = ReportText(report, language: .tr).text
        #expect(turkish.contains("Program Novice Linear (2026-10-05 tarihinden beri): bitti, 2 hafta"))
        #expect(turkish.contains("2. hafta (2026-10-12): 12 setin 5 tanesi"))
    }

    /// Issue #42 item 8: plan A (squat, Monday) and B (bench, Friday); Monday skipped; Friday
    /// the bench and curls the plan does not have.
    static let skippedMonday = """
        template A
          Barbell Squat: x5x3
            progress: linear +2.5kg stall 1
        template B
          Barbell Bench Press: x5x3
        program AB
          week 1
            mon: A
            fri: B
        2026-10-05 program AB
        2026-09-28 lifting A
          Barbell Squat: 100x5, 100x5, 100x3
        2026-10-09 lifting B
          Barbell Bench Press: 80x5x3
          Barbell Curl: 30x10x5

        """

    @Test func theWeekCountsOnlyThePlansSetsAndItsMissedDays() throws {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: Self.skippedMonday)],
                                                 settings: AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 22)))
        let report = ProgressReport(figures: AthleteFigures(snapshot: snapshot, athlete: 0), from: nil,
                                    to: LocalDate(year: 2026, month: 10, day: 10), unit: .kg)
        let page = try #require(report.program)
        // Planned: 3 squat sets Monday + 3 bench sets Friday = 6; done: the 3 bench sets (the
        // 5 sets of curls are not the plan's).
        #expect(page.weeks.map(\.doneSets) == [3])
        #expect(page.weeks.first?.missedDays == [LocalDate(year: 2026, month: 10, day: 5)])
        // The squat's one failure (3 of 5) with `stall 1` makes the next session the deload:
        // 100 × 0.9 = 90.
        #expect(page.exercises.first?.isDeloadDue == true)
        #expect(page.exercises.first?.nextLoad == 90)
        let text = ReportText(report).text
        #expect(text.contains("Program AB (since 2026-10-05): week 1 of 1"), "\(text)")
        #expect(text.contains("week 1 (2026-10-05): 3 of 6 sets · missed 2026-10-05 · to come"), "\(text)")
        #expect(text.contains("Barbell Back Squat: linear +2.5kg stall 1 deload 10% · – · failed 1 in a row: deload to 90 kg"), "\(text)")
        let turkish = ReportText(report, language: .tr).text
        #expect(turkish.contains("1. hafta (2026-10-05): 6 setin 3 tanesi · kaçırılan: 2026-10-05"), "\(turkish)")
        // A program of one week, finished: "1 week", not "1 weeks".
        let later = ProgressReport(figures: AthleteFigures(snapshot: snapshot, athlete: 0), from: nil,
                                   to: LocalDate(year: 2026, month: 11, day: 1), unit: .kg)
        #expect(ReportText(later).text.contains("Program AB (since 2026-10-05): finished, 1 week\n"))
    }

    /// A bodyweight lift's loads are what was added to the bodyweight (`BW → BW+5 kg`), not
    /// `0 kg` (the page wrote `0 kg` for every bodyweight lift).
    @Test func bodyweightLiftsShowWhatWasAdded() throws {
        let log = """
            profile
              unit: kg

            template A
              Pull Up: x5x3
                progress: linear +1kg
              Plank: 60s

            program Strength
              week 1
                mon: A
              week 2
                mon: A

            2026-11-02 program Strength
            2026-11-02 lifting A
              Pull Up: BWx5x3
              Plank: 60s
            2026-11-09 lifting A
              Pull Up: BW+5x5x3
              Plank: 60s

            """
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: log)],
                                                 settings: AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 22)))
        let report = ProgressReport(figures: AthleteFigures(snapshot: snapshot, athlete: 0), from: nil,
                                    to: LocalDate(year: 2026, month: 11, day: 10), unit: .kg)
        let page = try #require(report.program)
        let pullUp = try #require(page.exercises.first { $0.exercise == "Pull Up" })
        #expect(pullUp.loads.map(\.kilograms) == [0, 5])
        #expect(pullUp.loads.allSatisfy { $0.isBodyweight })
        let text = ReportText(report).text
        #expect(text.contains("  Pull Up: linear +1kg stall 3 deload 10% · BW → BW+5 kg\n"), "\(text)")
        #expect(!text.contains("Pull Up: linear +1kg stall 3 deload 10% · 0 kg"), "\(text)")
        #expect(ReportText(report, language: .tr).text.contains("BW → BW+5 kg"))
    }

    @Test func noPageWithoutAProgram() {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: "2026-10-05 lifting\n  Barbell Squat: 100x5\n")],
                                                 settings: AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 22)))
        let report = ProgressReport(figures: AthleteFigures(snapshot: snapshot, athlete: 0), from: nil, to: nil, unit: .kg)
        #expect(report.program == nil)
        #expect(!ReportText(report).text.contains("Program"))
    }
}
