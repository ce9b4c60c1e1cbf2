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

    @Test func noPageWithoutAProgram() {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: "2026-10-05 lifting\n  Barbell Squat: 100x5\n")],
                                                 settings: AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 22)))
        let report = ProgressReport(figures: AthleteFigures(snapshot: snapshot, athlete: 0), from: nil, to: nil, unit: .kg)
        #expect(report.program == nil)
        #expect(!ReportText(report).text.contains("Program"))
    }
}
