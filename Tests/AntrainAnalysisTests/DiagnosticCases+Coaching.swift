import AntrainTestSupport

/// Rows for the coaching diagnostics of LANGUAGE.md §8.4, and the fixes §8 changes.
extension DiagnosticCase {
    static let coachingCases: [DiagnosticCase] = [
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
