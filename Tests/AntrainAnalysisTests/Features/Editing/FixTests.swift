import AntrainAnalysis
import AntrainSyntax
import AntrainTestSupport
import Testing

/// The quick fixes of LANGUAGE.md §6: which fixes a diagnostic offers, in which order, and
/// that applying one leaves a log that checks clean.
@Suite struct FixTests {
    @Test func unknownExerciseOffersNearestNamesThenDefine() {
        let fixes = onlyDiagnostic("2026-11-20 lifting\n  Bench Pres 100x5\n", code: .unknownExercise)?.fixes ?? []
        #expect(fixes.count >= 2)
        #expect(fixes.first?.title == "Change to `Bench Press`")
        #expect(fixes.first?.isPreferred == true)
        #expect(fixes.dropFirst().allSatisfy { !$0.isPreferred })
        #expect(fixes.last?.title == "Define `Bench Pres` as a custom exercise")
        // At most three names, then the definition.
        #expect(fixes.count <= 4)
    }

    @Test func unknownExerciseWithNothingNearOnlyOffersDefine() {
        let fixes = onlyDiagnostic("2026-11-20 lifting\n  Xqzv 100x5\n", code: .unknownExercise)?.fixes ?? []
        #expect(fixes.map(\.title) == ["Define `Xqzv` as a custom exercise"])
    }

    @Test func definingAnUnknownExerciseLeavesACleanLog() {
        let source = "2026-11-20 lifting\n  Zercher Carry 100x5\n"
        let fix = onlyDiagnostic(source, code: .unknownExercise)?.fixes.last
        let fixed = String(decoding: TextEdits.apply(fix?.edits ?? [], to: Array(source.utf8)), as: UTF8.self)
        let snapshot = assertParse(fixed)
        #expect(snapshot.definitions.exercises.exercise(named: "Zercher Carry")?.isCustom == true)
    }

    @Test func definingAnUnknownFoodLeavesACleanLog() {
        let source = "2026-11-20 12:30 lunch\n  Grandma's Pie 1 serving"
        let fix = onlyDiagnostic(source, code: .unknownFood)?.fixes.last
        #expect(fix?.title == "Define `Grandma's Pie` as a custom food")
        let fixed = String(decoding: TextEdits.apply(fix?.edits ?? [], to: Array(source.utf8)), as: UTF8.self)
        let snapshot = assertParse(fixed)
        #expect(snapshot.files[0].lowered.meals.first?.meal.foods.first?.food.isCustom == true)
    }

    @Test func amountWithoutUnitOffersGramsThenServings() {
        let fixes = onlyDiagnostic("2026-11-20 lunch\n  Rice 150\n", code: .amountWithoutUnit)?.fixes ?? []
        #expect(fixes.map(\.title) == ["Change to `150g`", "Change to `150 servings`"])
        #expect(fixes.map(\.isPreferred) == [true, false])
    }

    @Test func amountWithoutUnitKeepsDecimals() {
        assertParse(
            "2026-11-20 lunch\n  Oats 1️⃣0.5\n",
            diagnostics: [DiagnosticSpec("1️⃣", code: "amount-without-unit")],
            fixedSource: "2026-11-20 lunch\n  Oats 0.5g\n"
        )
    }

    @Test func unknownEntryKindSuggestsOneKind() {
        let fixes = onlyDiagnostic("2026-11-20 liftng\n  Barbell Squat 100x5\n", code: .unknownEntryKind)?.fixes ?? []
        #expect(fixes.map(\.title) == ["Change to `lifting`"])
        #expect(fixes.first?.isPreferred == true)
    }

    @Test func unknownEntryKindFarFromEveryKindHasNoFix() {
        let diagnostic = onlyDiagnostic("2026-11-20 yoga 45min\n", code: .unknownEntryKind)
        #expect(diagnostic?.fixes.isEmpty == true)
        #expect(diagnostic?.message.contains("Expected lifting, cardio") == true)
    }

    @Test func fixedLogsCheckClean() {
        // Applying every preferred fix of a log with typos leaves no diagnostic.
        let source = """
            2026-11-20 liftng
              Barbell Squat 100x5
            2026-11-20 12:30 lunch
              Rice 150
            2026-11-21 cardio runn 5km 25:00
            exercise Landmine Press
              category: barbel
              muscles: shoulders

            """
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "typos.antrain", text: source)], settings: testSettings)
        let edits = snapshot.files[0].diagnostics.compactMap { $0.fixes.first(where: \.isPreferred) }.flatMap(\.edits)
        #expect(edits.count == 4)
        let fixed = String(decoding: TextEdits.apply(edits, to: Array(source.utf8)), as: UTF8.self)
        assertParse(fixed)
    }

    // MARK: - Helpers

    /// The one diagnostic with `code` in `source`.
    private func onlyDiagnostic(
        _ source: String, code: DiagnosticCode, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: source)], settings: testSettings)
        let found = snapshot.files[0].diagnostics.filter { $0.code == code }
        #expect(found.count == 1, "\(snapshot.files[0].diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return found.first
    }
}
