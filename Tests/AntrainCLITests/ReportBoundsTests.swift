@testable import AntrainAnalysis
@testable import AntrainCLI
import AntrainModel
@testable import AntrainReport
import Testing

/// What data can do to a report is bounded (issue #24, item 12): an implausible figure is a
/// diagnostic and stays out of the figures, and no chart sizes anything from a value.
@Suite struct ReportBoundsTests {
    /// The mutation that found it: a typo's bodyweight and a bodyweight exercise made the HTML
    /// report step an axis from 0 to 1.3e32 by 0.5 (35 GB, then an abort).
    static let mutation = """
        2025-11-22 bodyweight 99999999999999999999999999999976.1kg
        2025-11-23 lifting
          Pull Up: BWx10

        """

    @Test func theFuzzersLogIsReportedAndLeftOut() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.mutation)
        for format in ["text", "json", "html"] {
            let run = folder.run(["report", "--format", format])
            #expect(run.exit == .success)
            #expect(run.errors.hasPrefix("antrain report: the logs read have 1 error,"))
        }
        // With the weigh-in left out, the pull-ups have no load to make records of.
        let summary = folder.run(["summary", "--date", "2025-11-23", "--time", "09:00"])
        #expect(summary.output.contains("No records yet: log a workout"))
        #expect(summary.output.contains("No bodyweight logged yet"))
        let check = folder.run(["check"])
        #expect(check.output.contains("log.antrain:1:23: error: Bodyweight of 99999999999999999999999999999976.1kg is outside the plausible range of 20–400 kg: a typo? [implausible-value]"))
    }

    @Test func axisTicksAreCountedWhateverTheValues() {
        for values in [[1.3e32], [70, 1.3e32], [1e308, -1e308], [Double.infinity, 80], [.nan], [], [79.99999, 80], [0.001, 0.002]] {
            let axis = SVGChart.axis(values)
            #expect(axis.ticks.count >= 2 && axis.ticks.count <= SVGChart.maximumTicks, "\(values)")
        }
        // Ordinary values keep their round ticks: 71–79 kg, a quarter of the span is 2, from 70 to 80.
        #expect(SVGChart.axis([71, 79]).ticks == [70, 72, 74, 76, 78, 80])
    }

    @Test func summaryBarsStayTwentyCellsPastIntsRange() {
        #expect(SummaryText.bar(1e30, colour: false) == String(repeating: "█", count: 20))
        #expect(SummaryText.bar(-.infinity, colour: false) == String(repeating: "░", count: 20))
        #expect(SummaryText.bar(.nan, colour: false) == String(repeating: "░", count: 20))
    }

    @Test func aProgramsVolumeSizesNoMoreThanAHundredSets() {
        let set = WorkoutSet(orderIndex: 0, reps: 5, weight: 100, isBodyweight: false, bodyweightOffset: 0, isCompleted: false,
                             rpe: nil, tags: [], duration: nil, restTime: nil, notes: nil)
        #expect(SuggestedLoads.scaled([set, set, set], by: 1e30).count == SuggestedLoads.maximumSets)
        #expect(SuggestedLoads.scaled([set, set, set], by: 2).count == 6)
        #expect(SuggestedLoads.scaled([set, set, set], by: 0).count == 1)
    }

    @Test func aSparklineOfValuesSpanningEveryDouble() {
        #expect(Sparkline.render([-1e308, 1e308, 0]) == "▄▄▄")
    }
}
