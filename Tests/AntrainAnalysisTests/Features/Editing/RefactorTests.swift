import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// The refactors of TOOLING.md §2: one test per action, each asserting the exact text
/// after the edits. 1️⃣ is the cursor (2️⃣ the end of a selection).
@Suite struct RefactorTests {
    // MARK: - Expand and collapse

    @Test func expandsARepeatedSetInline() {
        checkAction("2026-11-20 lifting\n  Squat: 1️⃣100x5x3 @8\n", "Expand into 3 sets",
                    "2026-11-20 lifting\n  Squat: 100x5 @8, 100x5 @8, 100x5 @8\n")
    }

    @Test func expandsAPlannedSetOnASetLine() {
        checkAction("2026-11-20 lifting\n  Squat\n    [ ] 1️⃣140 x 3 x 2 warmup # heavy\n", "Expand into 2 sets",
                    "2026-11-20 lifting\n  Squat\n    [ ] 140x3 warmup, [ ] 140x3 warmup # heavy\n")
    }

    @Test func expandsATimeSet() {
        checkAction("2026-11-20 lifting\n  Plank: 60s x31️⃣\n", "Expand into 3 sets", "2026-11-20 lifting\n  Plank: 60s, 60s, 60s\n")
    }

    @Test func collapsesIdenticalNeighbours() {
        checkAction("2026-11-20 lifting\n  Pull Up: BWx8, 1️⃣BWx8, BWx8 @9\n", "Collapse into BWx8x2",
                    "2026-11-20 lifting\n  Pull Up: BWx8x2, BWx8 @9\n")
    }

    @Test func collapsingAddsUpCounts() {
        checkAction("2026-11-20 lifting\n  Barbell Row: 70x8x2 @8, 1️⃣70 x 8 @8\n", "Collapse into 70x8x3 @8",
                    "2026-11-20 lifting\n  Barbell Row: 70x8x3 @8\n")
    }

    @Test func collapsesIdenticalSetLines() {
        checkAction("""
            2026-11-20 lifting
              Barbell Squat
                60x8 warmup
                100x5 @8
                1️⃣100x5 @8
                100x5 @8
                110x3

            """, "Collapse into 100x5x3 @8", """
            2026-11-20 lifting
              Barbell Squat
                60x8 warmup
                100x5x3 @8
                110x3

            """)
    }

    @Test func setLinesWithNotesAreNotCollapsed() {
        checkNoAction("2026-11-20 lifting\n  Squat\n    100x5 # belt\n    1️⃣100x5\n", titlePrefix: "Collapse")
        checkNoAction("2026-11-20 lifting\n  Squat\n    100x5\n    # a comment between\n    1️⃣100x5\n", titlePrefix: "Collapse")
    }

    @Test func aSingleSetHasNothingToExpandOrCollapse() {
        checkNoAction("2026-11-20 lifting\n  Squat: 1️⃣100x5, 105x5\n", titlePrefix: "Expand")
        checkNoAction("2026-11-20 lifting\n  Squat: 1️⃣100x5, 105x5\n", titlePrefix: "Collapse")
    }

    // MARK: - Units

    @Test func convertsASetToPounds() {
        checkAction("2026-11-20 lifting\n  Bench Press: 1️⃣100x5 @8\n", "Convert set to lb",
                    "2026-11-20 lifting\n  Bench Press: 220lbx5 @8\n")
    }

    @Test func convertsASetToKilograms() {
        checkAction("2026-11-20 lifting\n  Deadlift: 225 lb1️⃣ x 5\n", "Convert set to kg", "2026-11-20 lifting\n  Deadlift: 102kg x 5\n")
    }

    @Test func convertsAnAddedBodyweightLoad() {
        checkAction("2026-11-20 lifting\n  Pull Up: 1️⃣BW+10x6, BW-20 x 8\n", "Convert set to lb",
                    "2026-11-20 lifting\n  Pull Up: BW+22lbx6, BW-20 x 8\n")
        checkNoAction("2026-11-20 lifting\n  Pull Up: 1️⃣BWx6\n", titlePrefix: "Convert")
    }

    @Test func convertsAWholeWorkoutFromItsHeader() {
        let log = """
            2026-11-20 1️⃣lifting Push
              Bench Press: 100x5, 102.5x3
              Pull Up: BWx8, BW+5x6
              Deadlift
                315lb x 5

            """
        checkAction(log, "Convert all loads to lb", """
            2026-11-20 lifting Push
              Bench Press: 220lbx5, 226lbx3
              Pull Up: BWx8, BW+11lbx6
              Deadlift
                315lb x 5

            """)
        checkAction(log, "Convert all loads to kg", """
            2026-11-20 lifting Push
              Bench Press: 100x5, 102.5x3
              Pull Up: BWx8, BW+5x6
              Deadlift
                143kg x 5

            """)
    }

    @Test func unitlessLoadsAreInTheProfileUnit() {
        let log = "profile\n  unit: lb\n\n2026-11-20 lifting\n  Squat: 1️⃣225x5\n"
        checkAction(log, "Convert set to kg", "profile\n  unit: lb\n\n2026-11-20 lifting\n  Squat: 102kgx5\n")
        checkNoAction(log, titlePrefix: "Convert set to lb")
    }

    // MARK: - Fill from template

    private static let upperA = """
        template Upper A
          Bench Press: x5x3 @8
          Barbell Row: x8x3
          Pull Up: x8x3
          Plank: 60s x3

        2026-11-02 lifting Upper A
          Bench Press: 95x5 @7.5, 95x5 @8, 97.5x5 @8.5
          Barbell Row: 70x8x3 @9
          Pull Up: BW+5x8, BWx8

        """

    // MARK: - The workout session

    @Test func startsAWorkoutNowOnAnEmptyLine() {
        checkAction("2026-11-20 bodyweight 80kg\n\n1️⃣\n", "Start a workout now (18:35)",
                    "2026-11-20 bodyweight 80kg\n\n2026-11-22 18:35 lifting\n")
    }

    @Test func startsATemplatesWorkoutWithItsPlannedSets() {
        // The suggested loads are those "Fill from template" writes (after 2026-11-02's session).
        checkAction(Self.upperA + "1️⃣", "Start `Upper A` now (18:35)", Self.upperA + """
            2026-11-22 18:35 lifting Upper A
              Bench Press
                [ ] 100x5x3 @8
              Barbell Row
                [ ] 67.5x8x3
              Pull Up
                [ ] BW+5x8x3
              Plank
                [ ] 60s x3
            """)
        checkNoAction("2026-11-20 lifting\n  Bench 1️⃣Press: 100x5\n", titlePrefix: "Start")
    }

    @Test func finishesTodaysWorkoutWithItsDuration() {
        // 17:30 to 18:35 is 65 minutes: 1h05, before the header's note.
        checkAction("2026-11-22 17:30 lifting Push 1️⃣Day # heavy\n  Bench Press: 100x5\n", "Finish workout: 1h05 since 17:30",
                    "2026-11-22 17:30 lifting Push Day 1h05 # heavy\n  Bench Press: 100x5\n")
        checkAction("2026-11-22 18:00 1️⃣lifting\n  Bench Press: 100x5\n", "Finish workout: 35min since 18:00",
                    "2026-11-22 18:00 lifting 35min\n  Bench Press: 100x5\n")
        // Not another day's, not one with a duration already, not one without a start time.
        checkNoAction("2026-11-21 17:30 1️⃣lifting\n  Bench Press: 100x5\n", titlePrefix: "Finish")
        checkNoAction("2026-11-22 17:30 1️⃣lifting 1h\n  Bench Press: 100x5\n", titlePrefix: "Finish")
        checkNoAction("2026-11-22 1️⃣lifting\n  Bench Press: 100x5\n", titlePrefix: "Finish")
    }

    @Test func fillsANamedWorkoutFromItsTemplate() {
        checkAction(Self.upperA + "2026-11-06 1️⃣lifting Upper A\n", "Fill from template `Upper A`", Self.upperA + """
            2026-11-06 lifting Upper A
              Bench Press
                [ ] 100x5x3 @8
              Barbell Row
                [ ] 67.5x8x3
              Pull Up
                [ ] BW+5x8x3
              Plank
                [ ] 60s x3

            """)
    }

    @Test func fillsOnlyWhatIsMissingAfterATemplateProperty() {
        checkAction(Self.upperA + "2026-11-06 lifting1️⃣\n    template: upper a\n    Bench Press: 100x5x3 @8", "Fill from template `Upper A`",
                    Self.upperA + """
            2026-11-06 lifting
                template: upper a
                Bench Press: 100x5x3 @8
                Barbell Row
                  [ ] 67.5x8x3
                Pull Up
                  [ ] BW+5x8x3
                Plank
                  [ ] 60s x3

            """)
    }

    @Test func anEmptyWorkoutOffersEveryTemplate() {
        let log = Self.upperA + "template Lower A\n  Barbell Squat: x5x3 @8\n\n2026-11-06 lifting\n  note: 1️⃣tired\n"
        checkAction(log, "Fill from template `Lower A`", log.replacingOccurrences(of: "1️⃣", with: "") + "  Barbell Squat\n    [ ] x5x3 @8\n")
        checkAction(log, "Fill from template `Upper A`", log.replacingOccurrences(of: "1️⃣", with: "") + """
              Bench Press
                [ ] 100x5x3 @8
              Barbell Row
                [ ] 67.5x8x3
              Pull Up
                [ ] BW+5x8x3
              Plank
                [ ] 60s x3

            """)
    }

    @Test func loadsInPoundsRoundToFivePounds() {
        let log = """
            profile
              unit: lb
            template Push
              Bench Press: x5x3 @8
            2026-11-02 lifting
              Bench Press: 225x5 @6
            2026-11-06 lifting1️⃣ Push

            """.replacingOccurrences(of: "\n", with: "\r\n")
        checkAction(log, "Fill from template `Push`", log.replacingOccurrences(of: "1️⃣", with: "") + "  Bench Press\r\n    [ ] 235x5x3 @8\r\n")
    }

    @Test func noFillAwayFromTheHeaderOfAWorkoutWithExercises() {
        checkNoAction(Self.upperA + "2026-11-06 lifting Upper A\n  Bench Press: 1️⃣100x5\n", titlePrefix: "Fill")
        checkNoAction("2026-11-06 1️⃣lifting\n  Squat: 100x5\n", titlePrefix: "Fill")
    }

    @Test func noActionsOutsideEntries() {
        checkNoAction("# a comment 1️⃣\n\n2026-11-06 lifting\n  Squat: 100x5x3\n", titlePrefix: "")
    }

    // MARK: - Helpers

    private static let settings = AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 22))

    /// The moment the session actions take for now: the tests' today, 18:35.
    private static let now = RefactorActions.Now(date: LocalDate(year: 2026, month: 11, day: 22), time: LocalTime(hour: 18, minute: 35))

    private func actions(_ source: MarkedSource) -> [RefactorAction] {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: source.text)], settings: Self.settings)
        let start = source.offsets["1️⃣"] ?? 0
        let end = source.offsets["2️⃣"] ?? start
        return RefactorActions.actions(in: snapshot, fileIndex: 0, range: TextRange(start, end), now: Self.now)
    }

    private func checkAction(
        _ marked: String, _ title: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let source = MarkedSource(marked, sourceLocation: sourceLocation)
        let found = actions(source)
        guard let action = found.first(where: { $0.title == title }) else {
            Issue.record("No action \"\(title)\"; found \(found.map(\.title))", sourceLocation: sourceLocation)
            return
        }
        #expect(FormatProperties.apply(action.edits, to: source.text) == expected, sourceLocation: sourceLocation)
    }

    private func checkNoAction(_ marked: String, titlePrefix: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found = actions(MarkedSource(marked, sourceLocation: sourceLocation)).filter { $0.title.hasPrefix(titlePrefix) }
        #expect(found.isEmpty, "unexpected actions \(found.map(\.title))", sourceLocation: sourceLocation)
    }
}
