import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// "Add warm-up sets" (TOOLING.md §2): bar × 10, then about 40, 60 and 80 % of the working
/// load × 5, 3, 2, each the load the plates make nearest to it. Loads by hand, default kg
/// plates 25, 20, 15, 10, 5, 2.5, 1.25 on a 20 kg bar (loads in steps of 2.5 kg).
@Suite struct WarmupTests {
    @Test func theIssuesExample() {
        // 40 % of 140 = 56 → 55 (1 away; 57.5 is 1.5); 60 % = 84 → 85; 80 % = 112 → 112.5.
        #expect(WarmupSets.plan(working: 140, bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25])
            .map { "\($0.load)x\($0.reps)" } == ["20.0x10", "55.0x5", "85.0x3", "112.5x2"])
        checkAction("2026-11-20 lifting\n  Barbell Squat: 1️⃣140x5x3\n",
                    "2026-11-20 lifting\n  Barbell Squat: 20x10 warmup, 55x5 warmup, 85x3 warmup, 112.5x2 warmup, 140x5x3\n")
    }

    @Test func stepsThatCollapseIntoTheBarAreDropped() {
        // 40 kg: 16 → under the bar, dropped; 24 → 25; 32 → 32.5.
        checkAction("2026-11-20 lifting\n  Barbell Bench Press\n    1️⃣40x8x3\n",
                    "2026-11-20 lifting\n  Barbell Bench Press\n    20x10 warmup, 25x3 warmup, 32.5x2 warmup, 40x8x3\n")
    }

    @Test func theAthletesBarAndPlates() {
        // A 15 kg bar and plates of 20, 10, 5: loads in steps of 10 kg from 15.
        // 100 kg: 40 → 35 (5 away; 45 is 5 too, the lighter on a tie); 60 → 55 (65 is 5 too) ; 80 → 75 (85 too).
        let profile = "profile\n  bar: 15 kg\n  plates: 20, 10, 5\n"
        checkAction(profile + "2026-11-20 lifting\n  Barbell Deadlift: 1️⃣100x5\n",
                    profile + "2026-11-20 lifting\n  Barbell Deadlift: 15x10 warmup, 35x5 warmup, 55x3 warmup, 75x2 warmup, 100x5\n")
    }

    @Test func poundsOnAPoundBar() {
        // 45 lb bar, plates 45, 35, 25, 10, 5, 2.5 (steps of 5 lb). 225: 90 → 90; 135 → 135; 180 → 180.
        let profile = "profile\n  unit: lb\n"
        checkAction(profile + "2026-11-20 lifting\n  Barbell Bench Press: 1️⃣225x5\n",
                    profile + "2026-11-20 lifting\n  Barbell Bench Press: 45x10 warmup, 90x5 warmup, 135x3 warmup, 180x2 warmup, 225x5\n")
    }

    @Test func nothingForLightLoadsBodyweightOrAWarmUpAlready() {
        // 25 kg is under 1.5 × 20 = 30.
        checkNoAction("2026-11-20 lifting\n  Barbell Curl: 1️⃣25x10\n")
        checkNoAction("2026-11-20 lifting\n  Pull Up: 1️⃣BW+20x5\n")
        checkNoAction("2026-11-20 lifting\n  Barbell Squat: 60x5 warmup, 1️⃣140x5\n")
    }

    /// Issue #42 item 12: warm-ups before planned sets are planned; a dumbbell ramps in
    /// dumbbell loads, not from the empty bar.
    @Test func warmupsBeforePlannedSetsArePlanned() {
        checkAction("2026-11-30 lifting\n  Barbell Squat\n    1️⃣[ ] 140x5x3\n",
                    "2026-11-30 lifting\n  Barbell Squat\n    [ ] 20x10 warmup, [ ] 55x5 warmup, [ ] 85x3 warmup, [ ] 112.5x2 warmup, [ ] 140x5x3\n")
    }

    @Test func dumbbellsRampInDumbbellLoads() {
        // One 40 kg dumbbell, on the 2.5 kg step: 25 % = 10 → 10 × 10; 40 % = 16 → 15 × 5;
        // 60 % = 24 → 25 × 3; 80 % = 32 → 32.5 × 2. The bar's ramp gave 20, 25, 32.5.
        checkAction("2026-11-20 lifting\n  Dumbbell Bench Press: 1️⃣40x8\n",
                    "2026-11-20 lifting\n  Dumbbell Bench Press: 10x10 warmup, 15x5 warmup, 25x3 warmup, 32.5x2 warmup, 40x8\n")
        // 12.5 kg is under 6 steps of 2.5 (15 kg): no ramp.
        checkNoAction("2026-11-20 lifting\n  Dumbbell Curl: 1️⃣12.5x10\n")
    }

    @Test func theTitleInTurkish() {
        let source = MarkedSource("2026-11-20 lifting\n  Barbell Squat: 1️⃣140x5\n")
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: source.text)], settings: testSettings)
        let offset = source.offsets["1️⃣"] ?? 0
        let titles = RefactorActions.actions(in: snapshot, fileIndex: 0, range: TextRange(offset, offset), language: .tr).map(\.title)
        #expect(titles.contains("Isınma setleri ekle"))
    }

    // MARK: - Helpers

    private func actions(_ source: MarkedSource) -> [RefactorAction] {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: source.text)], settings: testSettings)
        let offset = source.offsets["1️⃣"] ?? 0
        return RefactorActions.actions(in: snapshot, fileIndex: 0, range: TextRange(offset, offset)).filter { $0.title == "Add warm-up sets" }
    }

    private func checkAction(_ marked: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let source = MarkedSource(marked, sourceLocation: sourceLocation)
        guard let action = actions(source).first else {
            Issue.record("no \"Add warm-up sets\"", sourceLocation: sourceLocation)
            return
        }
        #expect(FormatProperties.apply(action.edits, to: source.text) == expected, sourceLocation: sourceLocation)
    }

    private func checkNoAction(_ marked: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actions(MarkedSource(marked, sourceLocation: sourceLocation)).isEmpty, sourceLocation: sourceLocation)
    }
}
