import AntrainAnalysis
import AntrainModel
import AntrainReport
import AntrainSyntax
import Foundation
import Testing

/// A bodyweight exercise's record reads as written (`BW+5 kg × 8`), with the total load in
/// parentheses, alike in summary, report (text, JSON, HTML), hover and lens (issue #24, item 6).
@Suite struct BodyweightRecordTests {
    /// Bodyweight 79 kg from the 10th. Pull Up: BW × 10 = 79 kg on the 18th, BW+5 × 8 = 84 kg on
    /// the 21st (the heaviest); Dip BW-20 × 5 = 59 kg; Barbell Squat stays a plain load.
    static let log = """
        2026-11-10 bodyweight 79kg
        2026-11-18 lifting
          Pull Up: BWx10
          Barbell Back Squat 100x5
        2026-11-21 lifting
          Pull Up: BW+5x8
          Dip: BW-20x5

        """

    @Test func summaryAndReportWriteTheRecordAsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.log)
        let summary = folder.run(["summary", "--time", "09:00"]).output
        #expect(summary.contains("  Pull Up                      BW+5 kg × 8 (84 kg)  4d ago\n"))
        #expect(summary.contains("  Dip                          BW-20 kg × 5 (59 kg)  4d ago\n"))
        #expect(summary.contains("  Barbell Back Squat           100 kg × 5           1w ago\n"))
        let report = folder.run(["report"]).output
        #expect(report.contains("  Pull Up                      BW+5 kg × 8 (84 kg) (2026-11-21) "))
        #expect(report.contains("  Barbell Back Squat           100 kg × 5 (2026-11-18) "))
        #expect(folder.run(["report", "--format", "html"]).output.contains("<td data-label=\"heaviest set\">BW+5 kg × 8 (84 kg) <span class=\"date\">2026-11-21</span></td>"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(folder.run(["report", "--format", "json"]).output.utf8)) as? [String: Any])
        let pullUp = try #require((json["records"] as? [[String: Any]])?.first { $0["exercise"] as? String == "Pull Up" })
        let heaviest = try #require(pullUp["heaviest"] as? [String: Any])
        #expect(heaviest["loadKg"] as? Double == 84 && heaviest["bodyweightOffsetKg"] as? Double == 5 && heaviest["reps"] as? Int == 8)
        let turkish = folder.run(["summary", "--time", "09:00", "--lang", "tr"]).output
        #expect(turkish.contains("BW+5 kg × 8 (84 kg)"))
    }

    @Test func hoverAndLensWriteTheSetAsWritten() throws {
        let text = Self.log.replacingOccurrences(of: "BW+5x8", with: "BW+2.5x8")
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: text)],
                                                 settings: AnalysisSettings(today: TemporaryFolder.today))
        let offset = try #require(text.range(of: "Pull Up: BW+2.5")).lowerBound.utf16Offset(in: text)
        let hover = try #require(HoverEngine.hover(in: snapshot, fileIndex: 0, offset: offset)).markdown
        // BW+2.5 at 79 kg: 81.5 kg × 8, heavier than 79 × 10 but not a better e1RM
        // (Brzycki 81.5 × 36 / 29 = 101.2 < 79 × 36 / 27 = 105.3) nor volume (652 < 790).
        #expect(hover.contains("top set BW+2.5 kg × 8 (81.5 kg)"), "\(hover)")
        #expect(hover.contains("heaviest BW+2.5 kg × 8 (81.5 kg) (2026-11-21)"), "\(hover)")
        let turkish = try #require(HoverEngine.hover(in: snapshot, fileIndex: 0, offset: offset, language: .tr)).markdown
        #expect(turkish.contains("en ağır set BW+2,5 kg × 8 (81,5 kg)"), "\(turkish)")
        let lenses = WorkoutLenses.lenses(snapshot: snapshot, fileIndex: 0).map(\.title)
        #expect(lenses.last?.contains("Pull Up (heaviest set BW+2.5 kg × 8 (81.5 kg))") == true, "\(lenses)")
    }

    @Test func oneFormatForEveryKindOfSet() {
        #expect(Format.lift(100, reps: 5, bodyweightOffset: nil, unit: .kg) == "100 kg × 5")
        #expect(Format.lift(79, reps: 10, bodyweightOffset: 0, unit: .kg) == "BW × 10 (79 kg)")
        #expect(Format.lift(84, reps: 8, bodyweightOffset: 5, unit: .kg) == "BW+5 kg × 8 (84 kg)")
        #expect(Format.lift(59, reps: 5, bodyweightOffset: -20, unit: .kg) == "BW-20 kg × 5 (59 kg)")
        // 10 lb = 4.536 kg added to 80 kg (176.4 lb → 186.4 lb, rounded to 186.5).
        #expect(Format.lift(84.536, reps: 6, bodyweightOffset: 4.536, unit: .lb) == "BW+10 lb × 6 (186.5 lb)")
    }
}
