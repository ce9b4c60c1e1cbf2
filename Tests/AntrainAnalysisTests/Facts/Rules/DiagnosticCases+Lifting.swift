import AntrainTestSupport

/// Rows for lifting entries and their exercises and sets.
extension DiagnosticCase {
    static let liftingCases: [DiagnosticCase] = [
        DiagnosticCase(
            "lifting-without-exercises: only a note",
            """
            2026-11-20 1️⃣lifting2️⃣ Push Day
              note: rest day after all

            """,
            [DiagnosticSpec("1️⃣", code: "lifting-without-exercises", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "lifting-without-exercises: lift alias",
            """
            2026-11-20 07:30 1️⃣lift2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "lifting-without-exercises", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "exercise-without-sets: a name alone",
            """
            2026-11-20 lifting
              1️⃣Barbell Squat2️⃣
              Barbell Deadlift 140x5

            """,
            [DiagnosticSpec("1️⃣", code: "exercise-without-sets", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "exercise-without-sets: a colon and a comment line under it",
            """
            2026-11-20 lifting
              1️⃣Barbell Deadlift2️⃣:
                # forgot to write them

            """,
            [DiagnosticSpec("1️⃣", code: "exercise-without-sets", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "reps-not-positive: zero reps",
            """
            2026-11-20 lifting
              Barbell Squat 100x1️⃣02️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "reps-not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "reps-not-positive: fractional reps on a set line",
            """
            2026-11-20 lifting
              Barbell Squat
                100x5
                100x1️⃣2.52️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "reps-not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "negative-weight: a negative load",
            """
            2026-11-20 lifting
              Barbell Squat: 1️⃣-52️⃣x5

            """,
            [DiagnosticSpec("1️⃣", code: "negative-weight", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "negative-weight: assistance above the known bodyweight",
            """
            2026-11-19 bodyweight 78kg
            2026-11-20 lifting
              Pull Up: BW-20x8, 1️⃣BW-1002️⃣x5

            """,
            [DiagnosticSpec("1️⃣", code: "negative-weight", endMarker: "2️⃣", messageContains: "bodyweight")]
        ),
        DiagnosticCase(
            "negative-weight: assistance is fine without a known bodyweight",
            """
            2026-11-20 lifting
              Pull Up: BW-100x5

            """,
            // Nothing to compare with: no bodyweight entry on or before the day.
            []
        ),
        DiagnosticCase(
            "rpe-out-of-range: above 10",
            """
            2026-11-20 lifting
              Barbell Squat 100x5 @1️⃣112️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "rpe-out-of-range", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "rpe-out-of-range: below 1",
            """
            2026-11-20 lifting
              Barbell Squat 100x5 @1️⃣0.52️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "rpe-out-of-range", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "rpe-out-of-range: a step other than .5 is a warning",
            """
            2026-11-20 lifting
              Barbell Squat 100x5 @1️⃣8.32️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "rpe-out-of-range", severity: .warning, endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "rpe-out-of-range: the workout's rpe property",
            """
            2026-11-20 lifting
              rpe: 1️⃣122️⃣
              Barbell Squat 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "rpe-out-of-range", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "no-completed-sets: only planned sets in a past workout",
            """
            2026-11-20 lifting
              Barbell Squat 100x5
              1️⃣Barbell Deadlift2️⃣
                [ ] 140x5
                [ ] 140x5

            """,
            [DiagnosticSpec("1️⃣", code: "no-completed-sets", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "no-completed-sets: not today",
            """
            2026-11-22 lifting
              Barbell Deadlift
                [ ] 140x5

            """,
            // Today's plan is still open.
            []
        ),
        DiagnosticCase(
            "future-date: a done workout after today",
            """
            1️⃣2026-11-232️⃣ lifting
              Barbell Squat 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "future-date", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "future-date: a planned workout is fine",
            """
            2026-11-24 lifting Lower A
              Barbell Squat
                [ ] 100x5
                [ ] 100x5
              Plank: [ ] 60s

            """,
            []
        ),
        DiagnosticCase(
            "future-date: one done set in a planned workout",
            """
            1️⃣2026-11-242️⃣ lifting
              Barbell Squat
                [ ] 100x5
                [x] 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "future-date", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: a set repeated zero times",
            """
            2026-11-20 lifting
              Barbell Squat 100x5x1️⃣02️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: a zero-second hold",
            """
            2026-11-20 lifting
              Plank: 60s, 1️⃣0s2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: a zero workout duration in the header",
            """
            2026-11-20 lifting 1️⃣0min2️⃣
              Barbell Squat 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: a zero workout duration property",
            """
            2026-11-20 lifting
              duration: 1️⃣0:002️⃣
              Barbell Squat 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "too-long: a workout note over 500 characters",
            """
            2026-11-20 lifting
              note: 1️⃣\(String(repeating: "a", count: 501))2️⃣
              Barbell Squat 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "too-long", endMarker: "2️⃣", messageContains: "500")]
        ),
        DiagnosticCase(
            "too-long: a note of exactly 500 characters is fine",
            """
            2026-11-20 lifting
              note: \(String(repeating: "a", count: 500))
              Barbell Squat 100x5

            """,
            []
        ),
        DiagnosticCase(
            "too-long: a set note over 200 characters",
            """
            2026-11-20 lifting
              Barbell Squat 100x5 1️⃣# \(String(repeating: "b", count: 201))2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "too-long", endMarker: "2️⃣", messageContains: "200")]
        ),
        DiagnosticCase(
            "too-long: an exercise name over 100 characters",
            """
            exercise 3️⃣\(String(repeating: "C", count: 101))4️⃣
              category: barbell
              muscles: back
            2026-11-20 lifting
              1️⃣\(String(repeating: "C", count: 101))2️⃣ 100x5

            """,
            // The definition's name is reported where it is defined, and the item's where
            // it is used.
            [
                DiagnosticSpec("1️⃣", code: "too-long", endMarker: "2️⃣", messageContains: "100"),
                DiagnosticSpec("3️⃣", code: "too-long", endMarker: "4️⃣", messageContains: "100"),
            ]
        ),
        DiagnosticCase(
            "unknown-exercise: the nearest name is the preferred fix",
            """
            2026-11-20 lifting
              1️⃣Bench Pres2️⃣ 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-exercise", endMarker: "2️⃣", messageContains: "Did you mean")],
            fixedSource: """
                2026-11-20 lifting
                  Bench Press 100x5

                """
        ),
        DiagnosticCase(
            "unknown-exercise: define it appends a definition at the end",
            """
            2026-11-20 lifting
              1️⃣Zercher Carry2️⃣ 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-exercise", endMarker: "2️⃣", fix: .titled("Define `Zercher Carry` as a custom exercise"))],
            fixedSource: """
                2026-11-20 lifting
                  Zercher Carry 100x5

                exercise Zercher Carry
                  category: barbell
                  muscles: fullBody
                  equipment: barbell

                """
        ),
        DiagnosticCase(
            "unknown-exercise: define it in a file without a final newline",
            """
            2026-11-20 lifting
              1️⃣Zercher Carry2️⃣ 100x5
            """,
            [DiagnosticSpec("1️⃣", code: "unknown-exercise", endMarker: "2️⃣", fix: .titled("Define `Zercher Carry` as a custom exercise"))],
            fixedSource: """
                2026-11-20 lifting
                  Zercher Carry 100x5

                exercise Zercher Carry
                  category: barbell
                  muscles: fullBody
                  equipment: barbell

                """
        ),
        DiagnosticCase(
            "unknown-exercise: a metcon movement",
            """
            2026-11-20 metcon amrap 20min
              Pull Up x5
              1️⃣Burpee Pullover2️⃣ x10

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-exercise", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "unknown-exercise: names are found case-insensitively and by alias",
            """
            2026-11-20 lifting
              bench press 100x5
              BARBELL BACK SQUAT 100x5
              RDL: 100x8
              Pull-up: BWx8

            """,
            []
        ),
    ]
}
