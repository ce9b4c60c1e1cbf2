import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Issue #42 item 14: the hang snatch and the snatch and clean pulls are barbell lifts, so the
/// report's e1RM chart picks them as it picks the squat.
@Suite struct OlympicLiftTests {
    @Test func pullsAreChartedAsCompoundBarbellLifts() {
        let log = """
            2026-11-02 lifting
              Snatch Pull: 110x3x3
              Clean Pull: 140x3x3
              Hang Snatch: 60x2x3
            2026-11-09 lifting
              Snatch Pull: 112.5x3x3
              Clean Pull: 142.5x3x3
              Hang Snatch: 62.5x2x3

            """
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: log)], settings: testSettings)
        let report = ProgressReport(figures: AthleteFigures(snapshot: snapshot, athlete: 0), from: nil, to: nil, unit: .kg)
        // Both pulls train the back first (back, hamstrings, glutes): one line for the back,
        // the heavier, the clean pull (142.5 × 3 against 112.5 × 3). The hang snatch trains
        // the full body alone, not two muscle groups. As metcon movements none was charted
        // as a compound lift, and the chart fell back to the most trained.
        #expect(report.e1rmLifts == .heaviestCompound)
        #expect(report.e1rm.map(\.exercise) == ["Clean Pull"])
        #expect(report.records.first { $0.exercise == "Hang Snatch" }?.bestE1RM != nil)
    }
}
