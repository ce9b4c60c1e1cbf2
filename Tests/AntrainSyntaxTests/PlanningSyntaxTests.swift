import AntrainSyntax
import AntrainTestSupport
import Testing

/// The planning forms of LANGUAGE.md §7 as the parser reads them: set marks, `max`,
/// `program` lines, and a program's weeks and days.
@Suite struct PlanningSyntaxTests {
    // MARK: - Sets (§7.1)

    @Test func rangeOfRepsInATemplate() {
        let set = onlySet("template Push\n  Barbell Row x8-12x3 @8\n")
        #expect(set?.reps?.value == 8)
        #expect(set?.repsMax?.value == 12)
        #expect(set?.count?.value == 3)
        #expect(set?.rpe?.value == 8)
        #expect(set?.isAMRAP == false)
    }

    @Test func amrapSet() {
        let set = onlySet("2026-11-20 lifting\n  Barbell Squat: 100x5+\n")
        #expect(set?.reps?.value == 5)
        #expect(set?.isAMRAP == true)
        #expect(set?.repsMax == nil)
    }

    @Test func percentLoads() {
        for written in ["75%x5", "75% x5", "75 %x5"] where written != "75 %x5" {
            let set = onlySet("2026-11-20 lifting\n  Barbell Bench Press \(written)x3\n")
            #expect(set?.load?.kind == .percentOfMax(75), "\(written)")
            #expect(set?.reps?.value == 5)
            #expect(set?.count?.value == 3)
        }
    }

    @Test func percentEndsAnExerciseNameWithoutColon() {
        let tree = Parser.parse("2026-11-20 lifting\n  Bench Press 75%x5\n")
        let item = exercises(tree).first
        #expect(item.map { tree.source.text($0.name.range) } == "Bench Press")
    }

    @Test func repsInReserveBothWays() {
        let wordFirst = onlySet("2026-11-20 lifting\n  Barbell Squat: 100x5 RIR2\n")
        #expect(wordFirst?.rir?.value.value == 2)
        #expect(wordFirst?.rir?.isWordFirst == true)
        let numberFirst = onlySet("2026-11-20 lifting\n  Barbell Squat: 100x5 2RIR warmup\n")
        #expect(numberFirst?.rir?.value.value == 2)
        #expect(numberFirst?.rir?.isWordFirst == false)
        #expect(numberFirst?.isWarmup == true)
        #expect(numberFirst?.tagCount == 1)
    }

    @Test func aSpacedDashIsNoRange() {
        assertParse("""
            2026-11-20 lifting
              Barbell Squat: 100x8 1️⃣- 12

            """, diagnostics: [DiagnosticSpec("1️⃣", code: "syntax")])
    }

    // MARK: - Training maxes (§7.2)

    @Test func trainingMaxWithAndWithoutUnit() {
        for (line, unit) in [("2026-11-01 max Bench Press 120kg", "kg"), ("2026-11-01 tm Bench Press 120", nil)] {
            let tree = Parser.parse(line + "\n")
            #expect(tree.diagnostics.isEmpty)
            guard case .trainingMax(let exercise?, let load?) = tree.entries.first?.header else {
                Issue.record("`\(line)` is no training max")
                continue
            }
            #expect(tree.source.text(exercise.range) == "Bench Press")
            #expect(load.number.value == 120)
            #expect(load.unit == unit)
        }
    }

    @Test func trainingMaxWithoutLoad() {
        assertParse("2026-11-01 max 1️⃣Bench Press2️⃣\n", diagnostics: [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣")])
    }

    // MARK: - Programs (§7.4)

    @Test func programStartAndNone() {
        let tree = Parser.parse("2026-11-02 program Wave 5-3-1\n2026-12-01 program None\n")
        #expect(tree.diagnostics.isEmpty)
        let headers = tree.entries.map(\.header)
        guard case .programStart(.program(let name)?) = headers[0], case .programStart(.none?) = headers[1] else {
            Issue.record("\(headers)")
            return
        }
        #expect(tree.source.text(name.range) == "Wave 5-3-1")
    }

    @Test func programStartWithoutName() {
        assertParse("2026-11-02 program1️⃣\n", diagnostics: [DiagnosticSpec("1️⃣", code: "syntax")])
    }

    @Test func programWeeksAndDays() {
        let source = """
            program Wave 5-3-1
              category: strength
              note: four-week waves
              week 1 "5s"
                mon: Upper A
                thu: Lower A @8   # the day's RPE
              week 2 "3s" intensity 105% volume 90%
                pzt: Upper A intensity 110%
              week 4 deload intensity 60% volume 50%
                çar: "Upper A"

            """
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics.map(\.message))")
        #expect(tree.printed() == Array(source.utf8))
        let lines = tree.entries.first?.body.map(\.content) ?? []
        let weeks = lines.compactMap { if case .programWeek(let week) = $0 { week } else { nil } }
        let days = lines.compactMap { if case .programDay(let day) = $0 { day } else { nil } }
        #expect(weeks.map { $0.number?.value } == [1, 2, 4])
        #expect(weeks.map { $0.name.map { tree.source.text($0.textRange) } } == ["5s", "3s", nil])
        #expect(weeks.map(\.phase) == [nil, nil, .deload])
        #expect(weeks.map { $0.intensity?.percent.value } == [nil, 105, 60])
        #expect(weeks.map { $0.volume?.percent.value } == [nil, 90, 50])
        #expect(days.map(\.day) == [.mon, .thu, .mon, .wed])
        #expect(days.map { $0.template.map { tree.source.text($0.textRange) } } == ["Upper A", "Lower A", "Upper A", "Upper A"])
        #expect(days.map { $0.rpe?.value } == [nil, 8, nil, nil])
        #expect(days.map { $0.intensity?.percent.value } == [nil, nil, 110, nil])
    }

    @Test func weekWithoutNumber() {
        assertParse("""
            program P
              1️⃣week
                mon: 2️⃣Upper A

            """, diagnostics: [DiagnosticSpec("1️⃣", code: "syntax"), DiagnosticSpec("2️⃣", code: "unknown-template")])
    }

    @Test func aLineThatIsNeitherWeekNorDay() {
        assertParse("""
            template Upper A
              Barbell Bench Press: x5x3
            program P
              week 1
                1️⃣someday Upper A2️⃣

            """, diagnostics: [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣")])
    }

    @Test func dayLeftoversAreReported() {
        assertParse("""
            template Upper A
              Barbell Bench Press: x5x3
            program P
              week 1 "a" 1️⃣nonsense2️⃣
                mon: Upper A @8 3️⃣extra4️⃣

            """, diagnostics: [
                DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣"),
                DiagnosticSpec("3️⃣", code: "syntax", endMarker: "4️⃣"),
            ])
    }

    // MARK: - Helper

    /// The only set of `source`, which must read without a diagnostic and print back.
    private func onlySet(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> SetSyntax? {
        let tree = Parser.parse(source)
        #expect(tree.diagnostics.isEmpty, "\(tree.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(tree.printed() == Array(source.utf8), sourceLocation: sourceLocation)
        let sets = exercises(tree).flatMap(\.allSets)
        #expect(sets.count == 1, sourceLocation: sourceLocation)
        return sets.first
    }
}
