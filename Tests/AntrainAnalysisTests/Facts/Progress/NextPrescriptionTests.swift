import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Issue #42 item 6: one ``NextPrescription`` for the hover, "Start … now", "Fill from
/// template", the `progress:` set completion and a program day: each writes what the rule
/// gives, never the seed's `rpe` rule in its place. Every load worked out by hand.
@Suite struct NextPrescriptionTests {
    /// `linear +2.5kg stall 3 deload 10%`: a success at 100, then three failures at 102.5.
    static let threeFailures = """
        template Novice A
          Barbell Squat: x5x3

        program Novice Linear
          progress: linear +2.5kg stall 3 deload 10%
          week 1
            mon: Novice A
            wed: Novice A
            fri: Novice A
          week 2
            mon: Novice A
            wed: Novice A
            fri: Novice A

        2026-10-05 program Novice Linear
        2026-10-05 lifting Novice A
          Barbell Squat: 100x5x3
        2026-10-07 lifting Novice A
          Barbell Squat: 102.5x5, 102.5x5, 102.5x4
        2026-10-09 lifting Novice A
          Barbell Squat: 102.5x5, 102.5x4, 102.5x4
        2026-10-12 lifting Novice A
          Barbell Squat: 102.5x4x3

        """

    @Test func thePublicFunctionGivesTheDeload() throws {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: Self.threeFailures)], settings: testSettings)
        let template = try #require(snapshot.template(named: "Novice A"))
        let plan = snapshot.prescriptionPlan(template: "Novice A", ofFile: 0, on: LocalDate(year: 2026, month: 10, day: 14))
        #expect(plan.day?.weekNumber == 2)
        let next = snapshot.nextPrescription(for: template.exercises[0], in: plan, ofFile: 0)
        // Three failures in a row (stall 3): 102.5 × 0.9 = 92.25 → 92.5 on the 2.5 kg step.
        #expect(next.load == 92.5)
        #expect(next.state.isDeload)
        #expect(next.state.failures == 0)
        #expect(next.failuresLeftBeforeDeload == 3)
        #expect(next.applied.origin == .program)
        #expect(next.sets.map(\.weight) == [92.5, 92.5, 92.5])
        // The same from the day's planned workout, as a Home page asks it.
        let day = try #require(snapshot.plannedWorkout(ofFile: 0, on: LocalDate(year: 2026, month: 10, day: 14)))
        #expect(day.exercises.first?.prescription.load == 92.5)
    }

    @Test func fillAndStartWriteTheDeload() {
        // The seed's rule would write 102.5 × 1.025 = 105.06 → 105.
        checkAction(Self.threeFailures + "2026-10-14 1️⃣lifting Novice A\n", "Fill from template `Novice A`",
                    Self.threeFailures + "2026-10-14 lifting Novice A\n  Barbell Squat\n    [ ] 92.5x5x3\n")
        checkAction(Self.threeFailures + "1️⃣", "Start `Novice A` now (18:35)",
                    Self.threeFailures + "2026-11-22 18:35 lifting Novice A\n  Barbell Squat\n    [ ] 92.5x5x3")
        let marked = Self.threeFailures.replacingOccurrences(of: "  Barbell Squat: x5x3", with: "  Barbell 1️⃣Squat: x5x3")
        checkHover(marked, contains: ["failed 3 in a row: the load drops to 92.5 kg", "**Next:** 92.5 kg"])
    }

    static let double = """
        profile
          rounding: 1 kg
        template Pull Day
          Dumbbell Row: x8-12x3
            progress: double 8-12 +2kg
        2026-10-05 lifting Pull Day
          Dumbbell Row: 20x12x3
        2026-10-07 lifting Pull Day
          Dumbbell Row: 22x10x3

        """

    @Test func doubleWritesTheRuleLoadAndReps() {
        // 12, 12, 12 at 20: + 2 = 22 kg; then 10, 10, 10 at 22: not every set at 12, the same
        // 22 kg aiming at 10 + 1 = 11. The seed's rule wrote 22 × 1.025 = 22.55 → 23, `8-12`.
        checkAction(Self.double + "2026-10-09 1️⃣lifting Pull Day\n", "Fill from template `Pull Day`",
                    Self.double + "2026-10-09 lifting Pull Day\n  Dumbbell Row\n    [ ] 22x11x3\n")
        let marked = Self.double.replacingOccurrences(of: "  Dumbbell Row: x8-12x3", with: "  Dumbbell 1️⃣Row: x8-12x3")
        checkHover(marked, contains: ["**Next:** 22 kg × 11"])
    }

    static let sum = """
        profile
          rounding: 1 kg
        template Arms
          progress: sum 30 +2.5kg
          Barbell Curl: x10x3
        2026-10-05 lifting Arms
          Barbell Curl: 45x10, 45x8, 45x8

        """

    @Test func sumRepeatsTheLoadAfterAShortSession() {
        // 10 + 8 + 8 = 26 < 30: a failure, 45 again. The seed's rule wrote 45 × 1.025 = 46.125 → 46.
        checkAction(Self.sum + "1️⃣", "Start `Arms` now (18:35)", Self.sum + "2026-11-22 18:35 lifting Arms\n  Barbell Curl\n    [ ] 45x10x3")
        checkAction(Self.sum + "2026-10-07 1️⃣lifting Arms\n", "Fill from template `Arms`",
                    Self.sum + "2026-10-07 lifting Arms\n  Barbell Curl\n    [ ] 45x10x3\n")
    }

    static let peak = """
        profile
          unit: lb
        template Heavy Day
          Barbell Squat: x5x3
          Barbell Bench Press: x5x3
          Barbell Row: x5x3
        program Peak
          progress: linear +5lb
          week 1
            mon: Heavy Day
          week 2 intensity 90%
            mon: Heavy Day
        2026-10-05 program Peak
        2026-10-05 lifting Heavy Day
          Barbell Squat: 235x5x3
          Barbell Bench Press: 185x5x3
          Barbell Row: 95x5x3

        """

    @Test func theWeeksIntensityScalesWhatFillWrites() {
        // Week 2 at 90 %, on the 5 lb step: (235 + 5) × 0.9 = 216 → 215; (185 + 5) × 0.9 = 171
        // → 170; (95 + 5) × 0.9 = 90. The seed's rule wrote 240, 190 and 100.
        checkAction(Self.peak + "2026-10-12 1️⃣lifting Heavy Day\n", "Fill from template `Heavy Day`", Self.peak + """
            2026-10-12 lifting Heavy Day
              Barbell Squat
                [ ] 215x5x3
              Barbell Bench Press
                [ ] 170x5x3
              Barbell Row
                [ ] 90x5x3

            """)
        checkHover(Self.peak + "2026-10-12 lifting Heavy Day\n  Barbell Squat: 1️⃣[ ] 215x5x3\n", contains: ["**Next:** 215 lb"])
    }

    // MARK: - Helpers

    private static let now = RefactorActions.Now(date: testToday, time: LocalTime(hour: 18, minute: 35))

    private func checkAction(_ marked: String, _ title: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let source = MarkedSource(marked, sourceLocation: sourceLocation)
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: source.text)], settings: testSettings)
        let offset = source.offsets["1️⃣"] ?? 0
        let found = RefactorActions.actions(in: snapshot, fileIndex: 0, range: TextRange(offset, offset), now: Self.now)
        guard let action = found.first(where: { $0.title == title }) else {
            Issue.record("No action \"\(title)\"; found \(found.map(\.title))", sourceLocation: sourceLocation)
            return
        }
        #expect(FormatProperties.apply(action.edits, to: source.text) == expected, sourceLocation: sourceLocation)
    }

    private func checkHover(_ marked: String, contains: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let document = MarkedSource(marked, sourceLocation: sourceLocation)
        guard let cursor = document.offset(of: "1️⃣", sourceLocation: sourceLocation) else { return }
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: document.text)], settings: testSettings)
        let hover = HoverEngine.hover(in: snapshot, fileIndex: 0, offset: cursor, language: .en)
        for piece in contains {
            #expect(hover?.markdown.contains(piece) == true, "missing \"\(piece)\" in:\n\(hover?.markdown ?? "no hover")",
                    sourceLocation: sourceLocation)
        }
    }
}

/// The `progress:` set completion under a written rule (issue #42 item 6).
extension CompletionTests {
    @Test func progressCompletionFollowsTheWrittenRule() {
        // 102.5 × 0.9 = 92.25 → 92.5 after three failures; the template's x5, three sets.
        checkCompletion(NextPrescriptionTests.threeFailures + "2026-10-14 lifting Novice A\n  Barbell Squat: 1️⃣",
                        first: ["repeat last: 102.5x4, 102.5x4, 102.5x4", "progress: 92.5x5x3"], replaces: "")
        // 10 + 8 + 8 = 26 < 30: 45 again, not 46.
        checkCompletion(NextPrescriptionTests.sum + "2026-10-07 lifting Arms\n  Barbell Curl: 1️⃣",
                        first: ["repeat last: 45x10, 45x8, 45x8", "progress: 45x10x3"], replaces: "")
    }

    @Test func streakHoverSaysHowManyFailuresAreLeft() {
        // `stall 3`, one failure (5, 5, 4 of 5): two more before the deload, in both languages.
        let log = NextPrescriptionTests.threeFailures.components(separatedBy: "2026-10-09 lifting")[0]
            .replacingOccurrences(of: "  Barbell Squat: x5x3", with: "  Barbell 1️⃣Squat: x5x3")
        let document = MarkedSource(log)
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: document.text)], settings: testSettings)
        let offset = document.offsets["1️⃣"] ?? 0
        let english = HoverEngine.hover(in: snapshot, fileIndex: 0, offset: offset, language: .en)?.markdown ?? ""
        // 102.5 × 0.9 = 92.25 → 92.5.
        #expect(english.contains("failed 1 of 3: 2 more and the load drops to 92.5 kg"), "\(english)")
        let turkish = HoverEngine.hover(in: snapshot, fileIndex: 0, offset: offset, language: .tr)?.markdown ?? ""
        #expect(turkish.contains("3 denemenin 1 tanesi başarısız: 2 tane daha ve yük 92,5 kg olur"), "\(turkish)")
    }
}

/// The hover of a template item and of a program day shows the next program day's
/// prescription, with that week's intensity, as Start writes it.
extension NextPrescriptionTests {
    /// Today (testToday) is Sunday 2026-11-22, in week 2; the next Monday, 11-23, is week 3 at
    /// 110 %. The squat succeeded at 100 under `linear +5kg`: 105 × 1.1 = 115.5 → 115 on the
    /// 2.5 kg step.
    static let intensity = """
        template Novice A
          Barbell Squat: x5x3
            progress: linear +5kg

        program Peak
          week 1
            mon: Novice A
          week 2
            mon: Novice A
          week 3 intensity 110%
            mon: Novice A

        2026-11-09 program Peak
        2026-11-16 lifting Novice A
          Barbell Squat: 100x5x3

        """

    @Test func theHoverShowsTheNextProgramDaysIntensity() {
        let item = Self.intensity.replacingOccurrences(of: "  Barbell Squat: x5x3", with: "  Barbell 1️⃣Squat: x5x3")
        checkHover(item, contains: ["**Next:** 115 kg"])
        let day = Self.intensity.replacingOccurrences(of: "week 3 intensity 110%\n    mon: Novice A", with: "week 3 intensity 110%\n    1️⃣mon: Novice A")
        checkHover(day, contains: ["**Next:** 115 kg"])
    }
}

/// A bodyweight lift under a rule: the rule steps what is added to the bodyweight.
extension NextPrescriptionTests {
    /// `sum 30 +2.5kg` on a pull-up done at bodyweight: 12 + 10 + 9 = 31 ≥ 30, a success, so the
    /// next session adds 2.5 kg to the bodyweight. Written `BW+2.5`, never a 2.5 kg pull-up.
    static let pullUps = """
        template Pulls
          Pull Up: BWx5+x3
            progress: sum 30 +2.5kg

        2026-10-05 bodyweight 80kg
        2026-10-05 lifting Pulls
          Pull Up: BWx12, BWx10, BWx9

        """

    @Test func aBodyweightLiftProgressesWhatIsAdded() throws {
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: Self.pullUps)], settings: testSettings)
        let template = try #require(snapshot.template(named: "Pulls"))
        let plan = snapshot.prescriptionPlan(template: "Pulls", ofFile: 0, on: LocalDate(year: 2026, month: 10, day: 7))
        let next = snapshot.nextPrescription(for: template.exercises[0], in: plan, ofFile: 0)
        #expect(next.load == nil)
        #expect(next.state.nextBodyweightOffset == 2.5)
        #expect(next.bodyweightOffset == 2.5)
        #expect(next.sets.map(\.weight) == [nil, nil, nil])
        #expect(next.sets.map { SuggestedWorkoutText.setText($0, count: 1, unit: .kg) } == ["BW+2.5x5+", "BW+2.5x5+", "BW+2.5x5+"])
        checkAction(Self.pullUps + "2026-10-07 1️⃣lifting Pulls\n", "Fill from template `Pulls`",
                    Self.pullUps + "2026-10-07 lifting Pulls\n  Pull Up\n    [ ] BW+2.5x5+x3\n")
        let marked = Self.pullUps.replacingOccurrences(of: "  Pull Up: BWx5+x3", with: "  Pull 1️⃣Up: BWx5+x3")
        checkHover(marked, contains: ["BW × 12, 10, 9", "**Next:** BW+2.5 kg"])
    }

    /// A failed session (8 + 8 + 7 = 23 < 30) keeps what was added: `BW+5` again.
    @Test func aFailedBodyweightSessionKeepsTheAddedLoad() throws {
        let text = Self.pullUps.replacingOccurrences(of: "BWx12, BWx10, BWx9", with: "BW+5x8, BW+5x8, BW+5x7")
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: text)], settings: testSettings)
        let template = try #require(snapshot.template(named: "Pulls"))
        let plan = snapshot.prescriptionPlan(template: "Pulls", ofFile: 0, on: LocalDate(year: 2026, month: 10, day: 7))
        let next = snapshot.nextPrescription(for: template.exercises[0], in: plan, ofFile: 0)
        #expect(next.state.lastSucceeded == false)
        #expect(next.sets.map { SuggestedWorkoutText.setText($0, count: 1, unit: .kg) }.first == "BW+5x5+")
    }

    /// The gym page's "last" line writes a bodyweight set as it was written: `BW+5x8`, not `BWx8`.
    @Test func theSessionGuideWritesTheAddedLoad() {
        let text = Self.pullUps.replacingOccurrences(of: "BWx12, BWx10, BWx9", with: "BW+5x8, BW+5x7, BWx8")
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: text)], settings: testSettings)
        let guide = SessionGuide.guide(for: "Pull Up", figures: AthleteFigures(snapshot: snapshot, athlete: 0), fileIndex: 0,
                                       on: LocalDate(year: 2026, month: 10, day: 7), unit: .kg)
        #expect(guide.lastSets == ["BW+5x8", "BW+5x7", "BWx8"])
        // Brzycki of 80 + 5 = 85 kg × 8: 85 / (1.0278 − 0.0278 × 8) = 105.55 kg.
        #expect(abs((guide.lastE1RM ?? 0) - 85 / (1.0278 - 0.0278 * 8)) < 0.01, "\(guide.lastE1RM ?? 0)")
    }

    /// A template's rest after a set (`rest 3:30`) is planned with the set, so the session the
    /// pages and "Start" write keeps it (the rpe rule: 100 @8 → 102.5).
    @Test func aTemplatesRestIsPlannedWithTheSet() throws {
        let text = """
            template Legs
              Barbell Squat: x5x2 @8 rest 3:30

            2026-10-05 lifting Legs
              Barbell Squat: 100x5 @8, 100x5 @8

            """
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: text)], settings: testSettings)
        let template = try #require(snapshot.template(named: "Legs"))
        let plan = snapshot.prescriptionPlan(template: "Legs", ofFile: 0, on: LocalDate(year: 2026, month: 10, day: 7))
        let next = snapshot.nextPrescription(for: template.exercises[0], in: plan, ofFile: 0)
        #expect(next.sets.map { SuggestedWorkoutText.setText($0, count: 1, unit: .kg) } == ["102.5x5 @8 rest 3:30", "102.5x5 @8 rest 3:30"])
    }
}

