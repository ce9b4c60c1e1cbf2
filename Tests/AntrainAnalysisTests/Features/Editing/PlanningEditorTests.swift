import AntrainAnalysis
import AntrainFixtures
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Completion and hover for planning (LANGUAGE.md §7), on a two-week program; today is
/// Sunday 2026-11-22, the last day of week 1 (the program started Monday 2026-11-16).
@Suite struct PlanningEditorTests {
    static let log = """
        template Lower A
          Squat 100x5x3 @8
          Romanian Deadlift x8-12x3

        template Upper A
          Bench Press 75%x5x3
          Barbell Row x8-12x3

        program Wave
          category: strength
          week 1 "5s"
            mon: Upper A
            thu: Lower A @8
          week 2 "3s" intensity 105% volume 67%
            mon: Upper A
            thu: Lower A

        2026-11-01 max Bench Press 120kg

        2026-11-09 lifting
          Squat 100x7 @9

        2026-11-16 program Wave

        2026-11-16 lifting Upper A
          Bench Press 90x5x3

        2026-11-19 lifting
          Bench Press 75%x5

        """

    static func snapshot(_ text: String = log) -> WorkspaceSnapshot {
        WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: text)], settings: testSettings)
    }

    static func offset(_ needle: String, in text: String = log) -> Int {
        text.utf8.count - (text.range(of: needle).map { text[$0.lowerBound...].utf8.count } ?? 0)
    }

    @Test func theLogChecksClean() {
        #expect(Self.snapshot().files[0].diagnostics.map(\.message) == [])
    }

    @Test func completionAfterAProgramDayGivesItsWorkoutWithSuggestedLoads() throws {
        // Thursday of week 2: Lower A. Squat's last top set 100×7 @9 → −2.5 % = 97.5 kg,
        // × 105 % = 102.375 → 102.5 kg; 3 sets × 67 % = 2.01 → 2; Romanian Deadlift has no
        // history, so no load.
        let text = Self.log + "2026-11-26 "
        let result = CompletionEngine.complete(in: Self.snapshot(text), fileIndex: 0, offset: text.utf8.count)
        let first = try #require(result.items.first)
        #expect(first.label == "lifting Lower A")
        #expect(first.detail == "Wave: week 2 of 2 · thu")
        #expect(first.insertText == "lifting Lower A\n  Squat\n    [ ] 102.5x5x2 @8\n  Romanian Deadlift\n    [ ] x8-12x2")
        // What it writes checks without errors.
        let written = Self.snapshot(text + first.insertText + "\n").files[0].diagnostics.filter { $0.severity == .error }
        #expect(written.map(\.message) == [])
    }

    @Test func aPercentSetIsTheTrainingMaxTimesTheWeeksIntensity() throws {
        // Monday of week 2: Upper A. 75 % of 120 kg = 90 kg, × 105 % = 94.5 → 95 kg (2.5 kg steps).
        let text = Self.log + "2026-11-23 "
        let first = try #require(CompletionEngine.complete(in: Self.snapshot(text), fileIndex: 0, offset: text.utf8.count).items.first)
        #expect(first.insertText == "lifting Upper A\n  Bench Press\n    [ ] 95x5x2\n  Barbell Row\n    [ ] x8-12x2")
    }

    @Test func noProgramDayNoWorkoutCandidate() {
        // Tuesday: the program has no day.
        let text = Self.log + "2026-11-24 "
        let labels = CompletionEngine.complete(in: Self.snapshot(text), fileIndex: 0, offset: text.utf8.count).items.map(\.label)
        #expect(labels.first == "lifting")
        #expect(labels.contains("max") && labels.contains("program"))
    }

    @Test func programNamesThenNoneThenPresetsThatAddTheirDefinitions() throws {
        let text = Self.log + "2026-11-30 program "
        let items = CompletionEngine.complete(in: Self.snapshot(text), fileIndex: 0, offset: text.utf8.count).items
        #expect(Array(items.map(\.label).prefix(2)) == ["Wave", "none"])
        #expect(items.dropFirst(2).map(\.label) == ProgramPresets.all.map(\.name))
        let preset = try #require(items.last)
        let edit = try #require(preset.additionalEdits.first)
        #expect(edit.range == TextRange(text.utf8.count, text.utf8.count))
        #expect(edit.newText.hasSuffix(ProgramPresets.all.last!.text))
        // Typed part of a name narrows the list.
        let typed = Self.log + "2026-11-30 program wa"
        #expect(CompletionEngine.complete(in: Self.snapshot(typed), fileIndex: 0, offset: typed.utf8.count).items.first?.label == "Wave")
    }

    @Test func hoverOnAProgramDayWorkoutComparesPlannedAndDone() throws {
        // Week 1, Monday, Upper A: planned Bench 3 × 90 kg × 5 (75 % of 120) and rows without
        // a load = 6 sets, 1,350 kg; done 3 sets of 90 × 5 = 1,350 kg.
        let snapshot = Self.snapshot()
        let hover = try #require(HoverEngine.hover(in: snapshot, fileIndex: 0, offset: Self.offset("2026-11-16 lifting") + 3))
        #expect(hover.markdown.hasPrefix("**Wave** — week 1 of 2 · mon · Upper A\n\nPlanned 6 sets, volume 1350 kg · done 3 sets, volume 1350 kg"))
    }

    /// Issue #42 item 11: planned volume counts both sides of a one-side lift, as logged volume does.
    @Test func plannedVolumeCountsBothSidesOfAOneSideLift() throws {
        let log = """
            template Legs
              Bulgarian Split Squat: x10x3
                progress: none
            program Split
              week 1
                mon: Legs
              week 2
                mon: Legs
            2026-11-09 program Split
            2026-11-09 lifting Legs
              Bulgarian Split Squat: 20x10x3
            2026-11-16 lifting Legs
              Bulgarian Split Squat: 20x10x3

            """
        // `none` keeps 20 kg; 3 sets of 10 reps a side: 20 × (10 + 10) × 3 = 1200 kg planned,
        // and the same 1200 kg done (not 600 planned against 1200 done).
        let hover = try #require(HoverEngine.hover(in: Self.snapshot(log), fileIndex: 0, offset: Self.offset("2026-11-16 lifting", in: log) + 3))
        #expect(hover.markdown.contains("Planned 3 sets, volume 1200 kg · done 3 sets, volume 1200 kg"), "\(hover.markdown)")
    }

    @Test func hoverOnAPercentSetAProgramAndAMax() throws {
        let snapshot = Self.snapshot()
        let set = try #require(HoverEngine.hover(in: snapshot, fileIndex: 0, offset: Self.offset("  Bench Press 75%x5\n") + 15))
        #expect(set.markdown.contains("75 % of your training max 120 kg (2026-11-01) = 90 kg"))
        let program = try #require(HoverEngine.hover(in: snapshot, fileIndex: 0, offset: Self.offset("program Wave\n  category") + 9))
        #expect(program.markdown.hasPrefix("**Program: Wave** — 2 weeks · strength"))
        #expect(program.markdown.contains("week 2 \"3s\" · intensity 105 % · volume 67 %: mon Upper A, thu Lower A"))
        #expect(program.markdown.contains("You are in week 1 of 2 (started 2026-11-16)"))
        let max = try #require(HoverEngine.hover(in: snapshot, fileIndex: 0, offset: Self.offset("max Bench") + 1))
        #expect(max.markdown == "**Training max: Barbell Bench Press**\n\n2026-11-01: 120 kg\n\n`%` sets from 2026-11-01 on count from 120 kg")
    }

    @Test func aProgramsLensSaysItsWeeksAndWhereTheAthleteIs() {
        // Started 2026-11-16 (a Monday), today 2026-11-20: week 1 of 2.
        let header = TextRange(Self.offset("program Wave"), Self.offset("program Wave") + "program Wave".utf8.count)
        let now = ProgramLenses.lenses(snapshot: Self.snapshot(), fileIndex: 0)
        #expect(now.map(\.range) == [header])
        #expect(now.map(\.title) == ["2 weeks · you are in week 1 (since 2026-11-16)"])
        #expect(ProgramLenses.lenses(snapshot: Self.snapshot(), fileIndex: 0, language: .tr).map(\.title)
            == ["2 hafta · 1. haftadasınız (2026-11-16 tarihinden beri)"])
        // On 2026-12-01 the two weeks since 2026-11-16 are over.
        let later = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: Self.log)],
                                              settings: AnalysisSettings(today: LocalDate(year: 2026, month: 12, day: 1)))
        #expect(ProgramLenses.lenses(snapshot: later, fileIndex: 0).map(\.title) == ["2 weeks · finished (started 2026-11-16)"])
        // Without its start line, nobody follows it.
        let unstarted = Self.snapshot(Self.log.replacingOccurrences(of: "2026-11-16 program Wave\n", with: ""))
        #expect(ProgramLenses.lenses(snapshot: unstarted, fileIndex: 0).map(\.title) == ["2 weeks · not followed now"])
    }

    @Test(arguments: [ProfileLanguage.en, .tr])
    func everyPresetProgramChecksClean(in language: ProfileLanguage) {
        for preset in ProgramPresets.all {
            let text = preset.text(in: language)
            let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "preset.antrain", text: text)], settings: testSettings)
            #expect(snapshot.files[0].diagnostics.map { "\($0.code) \($0.message)" } == [], "\(preset.name)")
            #expect(snapshot.definitions.program(named: preset.name)?.durationWeeks == preset.weekCount, "\(preset.name)")
            // Only the description's comment lines differ between the languages.
            let definitions = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("#") } }
            #expect(definitions(text) == definitions(preset.text), "\(preset.name)")
        }
    }

    @Test func aTurkishAthleteIsOfferedThePresetsInTurkish() throws {
        let text = "profile\n  language: tr\n\n" + Self.log + "2026-11-30 program nov"
        let snapshot = Self.snapshot(text)
        // The language the server passes: the athlete's `language:` first.
        let language = snapshot.language(ofFile: 0, fallback: nil)
        #expect(language == .tr)
        let items = CompletionEngine.complete(in: snapshot, fileIndex: 0, offset: text.utf8.count, language: language).items
        let preset = try #require(items.first { $0.label == "Novice Linear" })
        #expect(preset.detail?.contains("3×5 temel barbell hareketleri, A/B dönüşümlü, her antrenmanda biraz daha ağırlık") == true)
        #expect(preset.documentation?.contains("Hareketleri öğrenmiş ve hızla güçlenmek isteyen biri için ilk barbell programı.") == true)
        let edit = try #require(preset.additionalEdits.first)
        #expect(edit.newText.contains("# Hareketleri öğrenmiş ve hızla güçlenmek isteyen biri için ilk barbell programı."))
        #expect(edit.newText.hasSuffix(ProgramPresets.all[0].text(in: .tr)))
    }
}

/// The generator's logs follow a four-week program restarted on the first of each month
/// (`Upper Lower Wave`): their lifting workouts named after a day's template are that day's.
@Suite struct GeneratedProgramTests {
    @Test func generatedWorkoutsAreTheirProgramDays() throws {
        let text = LogGenerator(seed: 11).generate(days: 120)
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "generated.antrain", text: text)], settings: testSettings)
        #expect(snapshot.files[0].diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        let program = try #require(snapshot.definitions.program(named: "Upper Lower Wave"))
        #expect(program.durationWeeks == 4)
        var weeks = Set<Int>(), programDays = 0, lifting = 0
        for index in snapshot.files[0].lowered.workouts.indices where snapshot.files[0].lowered.workouts[index].workout.type == .lifting {
            lifting += 1
            guard let day = snapshot.programDay(of: WorkoutReference(file: 0, index: index)) else { continue }
            programDays += 1
            weeks.insert(day.weekNumber)
            // The day's template is the workout's (by `template:` or title): Upper A on Mondays, Lower A on
            // Tuesdays, Upper B on Thursdays.
            let workout = snapshot.workout(WorkoutReference(file: 0, index: index)).workout
            #expect(workout.templateName == day.day.templateName)
        }
        // Many lifting days are program days (Lower B on Fridays has no template, and some workouts
        // name none), in every week of the program.
        #expect(programDays > lifting / 3)
        #expect(weeks == [1, 2, 3, 4])
    }
}
