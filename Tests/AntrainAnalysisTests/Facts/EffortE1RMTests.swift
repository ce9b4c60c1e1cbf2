import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Effort-aware e1RM (LANGUAGE.md §8.3): `e1rm: rpe` counts the reps in reserve before
/// Brzycki, everywhere an e1RM is shown. Figures by hand: Brzycki is w / (1.0278 − 0.0278 × r).
@Suite struct EffortE1RMTests {
    @Test func rpeAddsTheRepsInReserve() throws {
        // 5 + (10 − 8) = 7 reps: 100 / (1.0278 − 0.1946) = 100 / 0.8332 = 120.019.
        let estimate = try #require(OneRepMaxFormula.rpe.estimate(weight: 100, reps: 5, rpe: 8))
        #expect(abs(estimate - 120.019) < 0.001)
        // Without an RPE it is Brzycki: 100 / (1.0278 − 0.139) = 100 / 0.8888 = 112.511.
        let plain = try #require(OneRepMaxFormula.rpe.estimate(weight: 100, reps: 5, rpe: nil))
        #expect(abs(plain - 112.511) < 0.001)
        // Brzycki and Epley ignore the effort: 100 × (1 + 5 / 30) = 116.667.
        #expect(OneRepMaxFormula.brzycki.estimate(weight: 100, reps: 5, rpe: 8) == OneRepMaxFormula.brzycki.estimate(weight: 100, reps: 5))
        let epley = try #require(OneRepMaxFormula.epley.estimate(weight: 100, reps: 5, rpe: 8))
        #expect(abs(epley - 116.667) < 0.001)
    }

    @Test func halfRPEsCountHalfReps() throws {
        // 3 + (10 − 8.5) = 4.5 reps: 140 / (1.0278 − 0.1251) = 140 / 0.9027 = 155.090.
        let estimate = try #require(OneRepMaxFormula.rpe.estimate(weight: 140, reps: 3, rpe: 8.5))
        #expect(abs(estimate - 155.090) < 0.001)
    }

    @Test func moreThanTwelveEffectiveRepsGiveNoEstimate() {
        // 10 + (10 − 7) = 13 > 12; 10 × at RPE 8 is 12, still estimated.
        #expect(OneRepMaxFormula.rpe.estimate(weight: 60, reps: 10, rpe: 7) == nil)
        #expect(OneRepMaxFormula.rpe.estimate(weight: 60, reps: 10, rpe: 8) != nil)
    }

    @Test func theSetHoverFollowsTheProfile() {
        let text = "profile\n  e1rm: rpe\n2026-11-20 lifting\n  Bench Press: 1️⃣100x5 @8\n"
        // 120.019 → 120 (loads are shown to 0.5 kg).
        checkSetHover(text, contains: "e1RM 120 kg (rpe)")
        checkSetHover("2026-11-20 lifting\n  Bench Press: 1️⃣100x5 @8\n", contains: "e1RM 112.5 kg (brzycki)")
    }

    @Test func rirCountsTheSameAsRPE() {
        // RIR2 is RPE 8: 120 kg as above.
        checkSetHover("profile\n  e1rm: rpe\n2026-11-20 lifting\n  Bench Press: 1️⃣100x5 RIR2\n", contains: "e1RM 120 kg (rpe)")
    }

    @Test func theEditorSettingStillOverridesForDisplay() {
        let settings = AnalysisSettings(today: testToday, oneRepMaxFormula: .brzycki)
        checkSetHover("profile\n  e1rm: rpe\n2026-11-20 lifting\n  Bench Press: 1️⃣100x5 @8\n", settings: settings,
                      contains: "e1RM 112.5 kg (brzycki)")
    }

    @Test func recordsAndTheReportUseTheProfilesFormula() throws {
        let text = """
            profile
              e1rm: rpe
            2026-11-10 lifting
              Bench Press: 100x5 @8
            2026-11-17 lifting
              Bench Press: 105x5 @10

            """
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: text)], settings: testSettings)
        let bench = try #require(PresetExerciseLibrary.shared.exercise(named: "Bench Press"))
        let records = ExerciseStatistics.records(of: bench, in: snapshot, ofFile: 0, before: Int.max)
        // 100 × 5 @8 → 120.019 beats 105 × 5 @10 → 105 / 0.8888 = 118.137.
        let best = try #require(records.bestE1RM)
        #expect(abs(best.value - 120.019) < 0.001)
        #expect(best.date == LocalDate(year: 2026, month: 11, day: 10))
        let report = ProgressReport(figures: AthleteFigures(snapshot: snapshot, athlete: 0), from: nil, to: nil, unit: .kg)
        #expect(report.formula == .rpe)
        let reported = try #require(report.records.first { $0.exercise == bench.name }?.bestE1RM)
        #expect(abs(reported.kilograms - 120.019) < 0.001)
    }

    private func checkSetHover(
        _ marked: String, settings: AnalysisSettings = testSettings, contains piece: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let document = MarkedSource(marked, sourceLocation: sourceLocation)
        guard let cursor = document.offset(of: "1️⃣", sourceLocation: sourceLocation) else { return }
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: document.text)], settings: settings)
        let hover = HoverEngine.hover(in: snapshot, fileIndex: 0, offset: cursor)
        #expect(hover?.markdown.contains(piece) == true, "missing \"\(piece)\" in:\n\(hover?.markdown ?? "no hover")",
                sourceLocation: sourceLocation)
    }
}
