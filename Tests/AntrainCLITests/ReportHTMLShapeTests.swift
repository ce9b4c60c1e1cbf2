@testable import AntrainCLI
@testable import AntrainReport
import Foundation
import Testing

/// The HTML report's shapes (issue #42, item 18): a macro goal is a line a reader sees with one
/// week of meals, and a record's date does not wrap in its table cell.
@Suite struct ReportHTMLShapeTests {
    @Test func oneWeekOfMealsDrawsTheGoalLinesAcrossTheChart() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", """
            profile
              calories: 2200
              protein: 150
              carbs: 250
              fat: 70

            2026-11-17 12:30 lunch
              Chicken Breast 200g
              Rice 150g

            """)
        let run = folder.run(["report", "--format", "html"])
        #expect(run.exit == .success, "\(run.errors)")
        let dashed = run.output.components(separatedBy: "<polyline ").dropFirst()
            .filter { $0.contains("stroke-dasharray=\"6 4\"") }
            .map { $0.components(separatedBy: "points=\"")[1].components(separatedBy: "\"")[0] }
        // Protein, carbs and fat goals: each from the chart's left edge (64) to its right
        // (760 − 16 = 744), over the week of the 16th (Monday) to the 22nd.
        #expect(dashed.count == 3, "\(dashed)")
        for points in dashed {
            let xs = points.split(separator: " ").map { $0.split(separator: ",")[0] }
            #expect(xs == ["64", "744"], "\(points)")
        }
    }

    @Test func aDateDoesNotWrap() throws {
        #expect(ReportHTML.style.contains(".date{white-space:nowrap}"))
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", "2026-11-20 07:30 lifting\n  Bench Press 100x5\n")
        let html = folder.run(["report", "--format", "html"]).output
        #expect(html.contains("<span class=\"date\">2026-11-20</span>"))
    }
}
