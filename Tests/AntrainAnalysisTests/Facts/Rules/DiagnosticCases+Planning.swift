import AntrainTestSupport

/// Rows for the planning diagnostics of LANGUAGE.md §7.6.
extension DiagnosticCase {
    static let planningCases: [DiagnosticCase] = [
        DiagnosticCase(
            "range-in-completed-set: a range in a logged set, fixed to the lower bound",
            """
            2026-11-20 lifting
              Barbell Squat: 100x1️⃣8-122️⃣, 100x8

            """,
            [DiagnosticSpec("1️⃣", code: "range-in-completed-set", endMarker: "2️⃣", messageContains: "write 8 or 12",
                            fix: .titled("Change to `8`"))],
            fixedSource: """
            2026-11-20 lifting
              Barbell Squat: 100x8, 100x8

            """
        ),
        DiagnosticCase(
            "range-in-completed-set: fixed to the upper bound",
            """
            2026-11-20 lifting
              Barbell Squat
                [x] 100x1️⃣8-122️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "range-in-completed-set", endMarker: "2️⃣", fix: .titled("Change to `12`"))],
            fixedSource: """
            2026-11-20 lifting
              Barbell Squat
                [x] 100x12

            """
        ),
        DiagnosticCase(
            "range-in-completed-set: none in a planned set or a template",
            """
            template Push
              Barbell Squat: x8-12x3 @8
            2026-11-20 lifting
              Barbell Squat
                100x8
                [ ] 100x8-12

            """,
            []
        ),
        DiagnosticCase(
            "no-training-max: the fix declares one from the best e1RM",
            """
            2026-11-10 lifting
              Barbell Bench Press: 100x5
            2026-11-20 lifting
              Barbell Bench Press: 1️⃣75%2️⃣x5x3

            """,
            [DiagnosticSpec("1️⃣", code: "no-training-max", endMarker: "2️⃣",
                            messageContains: "Barbell Bench Press has no training max on or before 2026-11-20")],
            fixedSource: """
            2026-11-10 lifting
              Barbell Bench Press: 100x5
            2026-11-20 max Barbell Bench Press 112.5kg
            2026-11-20 lifting
              Barbell Bench Press: 75%x5x3

            """
        ),
        DiagnosticCase(
            "no-training-max: a max after the date does not count",
            """
            2026-11-21 max Barbell Bench Press 120kg
            2026-11-20 lifting
              Barbell Bench Press: 1️⃣75%2️⃣x5

            """,
            [DiagnosticSpec("1️⃣", code: "no-training-max", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "no-training-max: a max in another file of the athlete counts",
            files: [
                MarkedFile("maxes.antrain", "2026-11-01 tm Bench Press 120kg\n"),
                MarkedFile("log.antrain", "2026-11-20 lifting\n  Barbell Bench Press: 75%x5\n"),
            ],
            []
        ),
        DiagnosticCase(
            "suspicious-load: more than 110 % of the training max",
            """
            2026-11-01 max Barbell Squat 100kg
            2026-11-20 lifting
              Barbell Squat: 1️⃣120%2️⃣x1

            """,
            [DiagnosticSpec("1️⃣", code: "suspicious-load", endMarker: "2️⃣", messageContains: "110 %")]
        ),
        DiagnosticCase(
            "unknown-template: a program day, fixed to the nearest template",
            """
            template Upper A
              Barbell Bench Press: x5x3 @8
            program Wave
              week 1
                mon: 1️⃣Uper A2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-template", endMarker: "2️⃣", messageContains: "Did you mean `Upper A`?")],
            fixedSource: """
            template Upper A
              Barbell Bench Press: x5x3 @8
            program Wave
              week 1
                mon: Upper A

            """
        ),
        DiagnosticCase(
            "unknown-template: a workout's template property",
            """
            template Upper A
              Barbell Bench Press: x5x3 @8
            2026-11-20 lifting
              template: 1️⃣Upper B2️⃣
              Barbell Bench Press: 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-template", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "unknown-template: a template in another file is known",
            files: [
                MarkedFile("templates.antrain", "template Upper A\n  Barbell Bench Press: x5x3\n"),
                MarkedFile("program.antrain", "program Wave\n  week 1\n    mon: upper a\n"),
            ],
            []
        ),
        DiagnosticCase(
            "unknown-program: fixed to the nearest program",
            """
            template Upper A
              Barbell Bench Press: x5x3 @8
            program Wave 5-3-1
              week 1
                mon: Upper A
            2026-11-02 program 1️⃣Wave 5312️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-program", endMarker: "2️⃣")],
            fixedSource: """
            template Upper A
              Barbell Bench Press: x5x3 @8
            program Wave 5-3-1
              week 1
                mon: Upper A
            2026-11-02 program Wave 5-3-1

            """
        ),
        DiagnosticCase(
            "week-out-of-order: a gap, fixed to the week's place",
            """
            template Upper A
              Barbell Bench Press: x5x3 @8
            program Wave
              week 1
                mon: Upper A
              week 1️⃣32️⃣
                mon: Upper A

            """,
            [DiagnosticSpec("1️⃣", code: "week-out-of-order", endMarker: "2️⃣", messageContains: "week 3")],
            fixedSource: """
            template Upper A
              Barbell Bench Press: x5x3 @8
            program Wave
              week 1
                mon: Upper A
              week 2
                mon: Upper A

            """
        ),
        DiagnosticCase(
            "duplicate-day: the same day twice in a week, not across weeks",
            """
            template Upper A
              Barbell Bench Press: x5x3 @8
            program Wave
              week 1
                mon: Upper A
                1️⃣pzt2️⃣: Upper A
              week 2
                mon: Upper A

            """,
            [DiagnosticSpec("1️⃣", code: "duplicate-day", endMarker: "2️⃣", messageContains: "line 5")]
        ),
    ]
}
