import AntrainTestSupport

/// Rows for the coaching diagnostics of LANGUAGE.md §8.4, and the fixes §8 changes.
extension DiagnosticCase {
    static let coachingCases: [DiagnosticCase] = [
        DiagnosticCase(
            "unknown-progression: a rule word misspelt, fixed to the nearest",
            """
            template Novice A
              progress: 1️⃣lineal2️⃣ +2.5kg
              Barbell Squat: x5x3

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-progression", endMarker: "2️⃣", messageContains: "did you mean `linear`?",
                            fix: .titled("Change to `linear`"))],
            fixedSource: """
            template Novice A
              progress: linear +2.5kg
              Barbell Squat: x5x3

            """
        ),
        DiagnosticCase(
            "invalid-progression: a rep range upside down",
            """
            template Pull Day
              Dumbbell Row: x8-12x3
                progress: double 1️⃣12-82️⃣ +2kg

            """,
            [DiagnosticSpec("1️⃣", code: "invalid-progression", endMarker: "2️⃣", messageContains: "not above the high end")]
        ),
        DiagnosticCase(
            "invalid-progression: a zero step, on the profile",
            """
            profile
              progress: linear 1️⃣+0kg2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "invalid-progression", endMarker: "2️⃣", messageContains: "a step of zero")]
        ),
        DiagnosticCase(
            "invalid-progression: stall 0 and a deload of 100 %, on a program",
            """
            program Novice Linear
              progress: linear +2.5kg stall 1️⃣02️⃣
              week 1
                mon: Novice A
            program Other
              progress: linear +2.5kg deload 3️⃣100%4️⃣
              week 1
                mon: Novice A
            template Novice A
              Barbell Squat: x5x3

            """,
            [DiagnosticSpec("1️⃣", code: "invalid-progression", endMarker: "2️⃣", messageContains: "at least 1"),
             DiagnosticSpec("3️⃣", code: "invalid-progression", endMarker: "4️⃣", messageContains: "less than 100 %")]
        ),
        DiagnosticCase(
            "progression-outside-plan: a rule in a dated workout, on the entry and under an item",
            """
            2026-11-20 lifting
              1️⃣progress: linear +2.5kg2️⃣
              Barbell Squat: 100x5x3
                3️⃣progress: linear +5kg4️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "progression-outside-plan", endMarker: "2️⃣", messageContains: "does nothing"),
             DiagnosticSpec("3️⃣", code: "progression-outside-plan", endMarker: "4️⃣")]
        ),
        DiagnosticCase(
            "uneven-sides: a side more than 30 % behind is a hint",
            """
            2026-11-20 lifting
              Bulgarian Split Squat: 20x10|9, 20x1️⃣10|62️⃣, 20x10|7

            """,
            // 10|9: 10 % behind, 10|7: 30 %, not more; 10|6: 40 %.
            [DiagnosticSpec("1️⃣", code: "uneven-sides", endMarker: "2️⃣", messageContains: "Left 10, right 6: the right side is 40 % behind")]
        ),
        DiagnosticCase(
            "no-training-max: with `e1rm: rpe` the declared max believes the RPE",
            """
            profile
              e1rm: rpe
            2026-11-10 lifting
              Barbell Bench Press: 100x5 @8
            2026-11-20 lifting
              Barbell Bench Press: 1️⃣75%2️⃣x5x3

            """,
            // 5 reps + (10 − 8) in reserve = 7: 100 / (1.0278 − 0.0278 × 7) = 100 / 0.8332 = 120.02 → 120.
            [DiagnosticSpec("1️⃣", code: "no-training-max", endMarker: "2️⃣")],
            fixedSource: """
            profile
              e1rm: rpe
            2026-11-10 lifting
              Barbell Bench Press: 100x5 @8
            2026-11-20 max Barbell Bench Press 120kg
            2026-11-20 lifting
              Barbell Bench Press: 75%x5x3

            """
        ),
        DiagnosticCase(
            "unknown-enum-value: an e1RM formula that is none",
            """
            profile
              e1rm: 1️⃣wathan2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-enum-value", endMarker: "2️⃣", messageContains: "`wathan` is not an e1RM formula. Expected one of: brzycki, epley, rpe")]
        ),
    ]
}
