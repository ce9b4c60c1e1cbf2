import AntrainTestSupport

/// Rows for the rules that span entries and files: one profile per workspace, one
/// definition per name, one workout at a time, loads compared with history.
extension DiagnosticCase {
    static let workspaceCases: [DiagnosticCase] = [
        DiagnosticCase(
            "duplicate-profile: across two files",
            files: [
                MarkedFile("a.antrain", "profile\n  unit: kg\n"),
                MarkedFile("b.antrain", "# settings\n1️⃣profile2️⃣\n  unit: lb\n"),
            ],
            [DiagnosticSpec("1️⃣", code: "duplicate-profile", endMarker: "2️⃣", file: "b.antrain", messageContains: "a.antrain:1")]
        ),
        DiagnosticCase(
            "duplicate-profile: the second one is still validated in full",
            files: [
                MarkedFile("a.antrain", "profile\n  unit: kg\n"),
                MarkedFile("b.antrain", "1️⃣profile2️⃣\n  calories: 3️⃣04️⃣\n  language: 5️⃣de6️⃣\n"),
            ],
            [
                DiagnosticSpec("1️⃣", code: "duplicate-profile", endMarker: "2️⃣", file: "b.antrain", messageContains: "a.antrain:1"),
                DiagnosticSpec("3️⃣", code: "not-positive", endMarker: "4️⃣", file: "b.antrain", messageContains: "found 0"),
                DiagnosticSpec("5️⃣", code: "unknown-enum-value", endMarker: "6️⃣", file: "b.antrain", messageContains: "not a language"),
            ]
        ),
        DiagnosticCase(
            "athletes: profiles in two folders are two athletes, not a duplicate",
            files: [
                MarkedFile("anna/profile.antrain", "profile\n  name: Anna\n"),
                MarkedFile("burak/profile.antrain", "profile\n  name: Burak\n"),
            ],
            []
        ),
        DiagnosticCase(
            "athletes: two athletes training at the same hour do not overlap",
            files: [
                MarkedFile("anna/log.antrain", "profile\n  name: Anna\n2026-11-20 07:30 lifting 1h\n  Barbell Squat 60x5\n"),
                MarkedFile("burak/log.antrain", "profile\n  name: Burak\n2026-11-20 07:30 lifting 1h\n  Barbell Squat 140x5\n"),
            ],
            []
        ),
        DiagnosticCase(
            "athletes: loads are compared with the athlete's own best only",
            files: [
                MarkedFile("burak/log.antrain", "profile\n  name: Burak\n2026-11-10 lifting\n  Barbell Squat 140x5\n"),
                // 60 × 1.5 = 90 is Anna's limit; 140 would be far below Burak's best, but it is Anna's.
                MarkedFile("anna/log.antrain", "profile\n  name: Anna\n2026-11-10 lifting\n  Barbell Squat 60x5\n2026-11-20 lifting\n  Barbell Squat 1️⃣1402️⃣x5\n"),
            ],
            [DiagnosticSpec("1️⃣", code: "suspicious-load", endMarker: "2️⃣", file: "anna/log.antrain", messageContains: "60 kg")]
        ),
        DiagnosticCase(
            "athletes: the assistance is compared with the athlete's own bodyweight",
            files: [
                MarkedFile("burak/log.antrain", "profile\n  name: Burak\n2026-11-01 bodyweight 90kg\n"),
                MarkedFile("anna/log.antrain", "profile\n  name: Anna\n2026-11-01 bodyweight 55kg\n2026-11-20 lifting\n  Pull Up: 1️⃣BW-602️⃣x8\n"),
            ],
            [DiagnosticSpec("1️⃣", code: "negative-weight", endMarker: "2️⃣", file: "anna/log.antrain", messageContains: "55 kg")]
        ),
        DiagnosticCase(
            "duplicate-profile: two profiles in one athlete's folder",
            files: [
                MarkedFile("anna/profile.antrain", "profile\n  name: Anna\n"),
                MarkedFile("anna/old.antrain", "1️⃣profile2️⃣\n  name: Anna\n"),
                MarkedFile("burak/profile.antrain", "profile\n  name: Burak\n"),
            ],
            [DiagnosticSpec("1️⃣", code: "duplicate-profile", endMarker: "2️⃣", file: "anna/old.antrain", messageContains: "anna/profile.antrain:1")]
        ),
        DiagnosticCase(
            "duplicate-definition: an exercise in two files",
            files: [
                MarkedFile("a.antrain", "exercise Landmine Press\n  category: barbell\n  muscles: shoulders\n"),
                MarkedFile("b.antrain", "\n\nexercise 1️⃣Landmine Press2️⃣\n  category: barbell\n  muscles: shoulders\n"),
            ],
            [DiagnosticSpec("1️⃣", code: "duplicate-definition", endMarker: "2️⃣", file: "b.antrain", messageContains: "a.antrain:1")]
        ),
        DiagnosticCase(
            "duplicate-definition: a food in two files",
            files: [
                MarkedFile("a.antrain", "food Protein Bar\n  per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat\n"),
                MarkedFile("b.antrain", "food 1️⃣Protein Bar2️⃣\n  per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat\n"),
            ],
            [DiagnosticSpec("1️⃣", code: "duplicate-definition", endMarker: "2️⃣", file: "b.antrain")]
        ),
        DiagnosticCase(
            "definitions apply to every file",
            files: [
                MarkedFile("definitions.antrain", "exercise Landmine Press\n  category: barbell\n  muscles: shoulders\n"),
                MarkedFile("log.antrain", "2026-11-20 lifting\n  Landmine Press: 40x10\n"),
            ],
            []
        ),
        DiagnosticCase(
            "overlapping-workouts: across two files",
            files: [
                MarkedFile("a.antrain", "2026-11-20 07:30 lifting 1h\n  Barbell Squat 100x5\n"),
                MarkedFile("b.antrain", "2026-11-20 08:00 1️⃣cardio2️⃣ run 5km 25:00\n"),
            ],
            [DiagnosticSpec("1️⃣", code: "overlapping-workouts", endMarker: "2️⃣", file: "b.antrain", messageContains: "a.antrain:1")]
        ),
        DiagnosticCase(
            "overlapping-workouts: in one file, written newest first",
            """
            2026-11-20 08:00 1️⃣metcon2️⃣ amrap 20min
              Pull Up x5
            2026-11-20 07:30 lifting
              duration: 45min
              Barbell Squat 100x5

            """,
            // The later workout (by time, not by line) is the one reported.
            [DiagnosticSpec("1️⃣", code: "overlapping-workouts", endMarker: "2️⃣", messageContains: "line 3")]
        ),
        DiagnosticCase(
            "same-start-time: two lifting workouts at one time, one without a duration",
            """
            2026-11-10 07:30 lifting
              Barbell Squat 100x5x3
            2026-11-10 07:30 1️⃣lifting2️⃣
              Barbell Squat 100x5x3

            """,
            [DiagnosticSpec("1️⃣", code: "same-start-time", endMarker: "2️⃣", messageContains: "line 1 (2026-11-10 07:30)")]
        ),
        DiagnosticCase(
            "same-start-time: across two files, the first one timed",
            files: [
                MarkedFile("a.antrain", "2026-11-10 07:30 lifting 1h\n  Barbell Squat 100x5\n"),
                MarkedFile("b.antrain", "2026-11-10 07:30 1️⃣lifting2️⃣\n  Bench Press 80x5\n"),
            ],
            [DiagnosticSpec("1️⃣", code: "same-start-time", endMarker: "2️⃣", file: "b.antrain", messageContains: "a.antrain:1")]
        ),
        DiagnosticCase(
            "same-start-time: untimed, other times and cardio are fine",
            """
            2026-11-10 lifting
              Barbell Squat 100x5
            2026-11-10 lifting
              Bench Press 80x5
            2026-11-10 07:30 lifting
              Barbell Squat 100x5
            2026-11-10 07:31 lifting
              Bench Press 80x5
            2026-11-10 07:30 cardio run 5km

            """,
            []
        ),
        DiagnosticCase(
            "overlapping-workouts: back to back is fine",
            """
            2026-11-20 07:30 lifting 30min
              Barbell Squat 100x5
            2026-11-20 08:00 cardio run 5km 25:00
            2026-11-21 07:30 lifting 1h
              Barbell Squat 100x5
            2026-11-21 cardio run 5km 25:00

            """,
            // [07:30, 08:00) and [08:00, 08:25) only touch; a workout without a time overlaps nothing.
            []
        ),
        DiagnosticCase(
            "suspicious-load: more than 1.5 × the previous best",
            """
            2026-11-18 lifting
              Barbell Squat: 100x5, 110x3
            2026-11-20 lifting
              Barbell Squat: 120x5, 1️⃣1702️⃣x5

            """,
            [DiagnosticSpec("1️⃣", code: "suspicious-load", endMarker: "2️⃣", messageContains: "110 kg")]
        ),
        DiagnosticCase(
            "suspicious-load: the previous session in another file",
            files: [
                MarkedFile("october.antrain", "2026-10-30 lifting\n  Barbell Deadlift: 140x5\n"),
                MarkedFile("november.antrain", "2026-11-02 lifting\n  Deadlift: 1️⃣2252️⃣ x 5\n"),
            ],
            // `Deadlift` is an alias of Barbell Deadlift: the same exercise's history.
            [DiagnosticSpec("1️⃣", code: "suspicious-load", endMarker: "2️⃣", file: "november.antrain")]
        ),
        DiagnosticCase(
            "suspicious-load: a log written newest first",
            """
            2026-11-20 lifting
              Barbell Squat: 1️⃣1702️⃣x5
            2026-11-18 lifting
              Barbell Squat: 100x5

            """,
            // History is in date order, whatever the order of the lines.
            [DiagnosticSpec("1️⃣", code: "suspicious-load", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "suspicious-load: pounds are compared in kilograms",
            """
            2026-11-18 lifting
              Barbell Bench Press: 100x5
            2026-11-20 lifting
              Barbell Bench Press: 225lb x 5

            """,
            // 225 lb is 102 kg: not a jump at all.
            []
        ),
        DiagnosticCase(
            "suspicious-load: light dumbbells jump by more than 1.5 × without a typo",
            """
            2026-11-18 lifting
              Dumbbell Lateral Raise: 11x12
              Dumbbell Curl: 24x10
            2026-11-20 lifting
              Dumbbell Lateral Raise: 17x10
              Dumbbell Curl: 38x6

            """,
            // 11 → 17 is 1.55 × but 6 kg; 24 → 38 is 1.58 × but 14 kg: both under the 20 kg floor.
            []
        ),
        DiagnosticCase(
            "suspicious-load: 1000x5 is a typo however light the previous best",
            """
            2026-11-18 lifting
              Dumbbell Curl: 14x10
            2026-11-20 lifting
              Dumbbell Curl: 1️⃣10002️⃣x5

            """,
            [DiagnosticSpec("1️⃣", code: "suspicious-load", endMarker: "2️⃣", messageContains: "14 kg")]
        ),
        DiagnosticCase(
            "suspicious-load: the floor is 45 lb for an athlete who lifts in pounds",
            """
            profile
              unit: lb
            2026-11-18 lifting
              Dumbbell Curl: 30x10
              Barbell Squat: 80x5
            2026-11-20 lifting
              Dumbbell Curl: 70x8
              Barbell Squat: 1️⃣1302️⃣x5

            """,
            // Curl: 30 → 70 lb is 2.3 × but 40 lb; squat: 80 → 130 lb is 1.6 × and 50 lb.
            [DiagnosticSpec("1️⃣", code: "suspicious-load", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "suspicious-load: not on a first session, a warm-up or a planned set",
            """
            2026-11-18 lifting
              Barbell Row: 60x8
            2026-11-20 lifting
              Barbell Row: 100x8 warmup
                [ ] 100x8
              Barbell Bench Press: 200x1

            """,
            []
        ),
    ]
}
