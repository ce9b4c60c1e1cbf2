import AntrainTestSupport

/// Rows for `implausible-value`: figures no human log holds, each with the plausible range
/// in the unit it was written in (issue #24, item 12).
extension DiagnosticCase {
    static let plausibilityCases: [DiagnosticCase] = [
        DiagnosticCase(
            "implausible-value: the fuzzer's bodyweight beside a bodyweight exercise",
            """
            2025-11-22 bodyweight 1️⃣99999999999999999999999999999976.1kg2️⃣
            2025-11-23 lifting
              Pull Up: BWx10

            """,
            [DiagnosticSpec("1️⃣", code: "implausible-value", endMarker: "2️⃣",
                            messageContains: "Bodyweight of 99999999999999999999999999999976.1kg is outside the plausible range of 20–400 kg: a typo?")]
        ),
        DiagnosticCase(
            "implausible-value: bodyweights too heavy and too light, in pounds",
            """
            2026-11-20 bodyweight 1️⃣99999999999kg2️⃣
            2026-11-21 bodyweight 3️⃣1000lb4️⃣
            2026-11-22 bodyweight 5️⃣7.9kg6️⃣

            """,
            [
                DiagnosticSpec("1️⃣", code: "implausible-value", endMarker: "2️⃣", messageContains: "20–400 kg"),
                DiagnosticSpec("3️⃣", code: "implausible-value", endMarker: "4️⃣", messageContains: "of 1000lb is outside the plausible range of 44–882 lb"),
                DiagnosticSpec("5️⃣", code: "implausible-value", endMarker: "6️⃣", messageContains: "20–400 kg"),
            ]
        ),
        DiagnosticCase(
            "implausible-value: a load, added weight and a training max",
            """
            2026-11-20 max Barbell Deadlift 3️⃣2500kg4️⃣
            2026-11-21 lifting
              Barbell Squat 1️⃣50002️⃣x5
              Pull Up 5️⃣BW+6006️⃣x1

            """,
            [
                DiagnosticSpec("1️⃣", code: "implausible-value", endMarker: "2️⃣", messageContains: "A load of 5000 is outside the plausible range of 0–1000 kg"),
                DiagnosticSpec("3️⃣", code: "implausible-value", endMarker: "4️⃣", messageContains: "A training max of 2500kg"),
                DiagnosticSpec("5️⃣", code: "implausible-value", endMarker: "6️⃣", messageContains: "A load of BW+600 is outside the plausible range of ±500 kg"),
            ]
        ),
        DiagnosticCase(
            "implausible-value: a distance and durations",
            """
            2026-11-20 07:00 cardio run 1️⃣5000km2️⃣ 3️⃣30h4️⃣
            2026-11-21 lifting 5️⃣25h6️⃣
              Plank: 7️⃣100000s8️⃣

            """,
            [
                DiagnosticSpec("1️⃣", code: "implausible-value", endMarker: "2️⃣", messageContains: "The distance of 5000km is outside the plausible range of 0–1000 km"),
                DiagnosticSpec("3️⃣", code: "implausible-value", endMarker: "4️⃣", messageContains: "The duration of 30h is outside the plausible range of 0–24h"),
                DiagnosticSpec("5️⃣", code: "implausible-value", endMarker: "6️⃣", messageContains: "A workout's duration of 25h"),
                DiagnosticSpec("7️⃣", code: "implausible-value", endMarker: "8️⃣", messageContains: "A set's duration of 100000s"),
            ]
        ),
        DiagnosticCase(
            "implausible-value: a food amount, in grams and in servings",
            """
            2026-11-20 lunch
              Rice 1️⃣20000g2️⃣
              Egg 3️⃣500 servings4️⃣
              Banana 120g

            """,
            [
                DiagnosticSpec("1️⃣", code: "implausible-value", endMarker: "2️⃣", messageContains: "An amount of 20000g is outside the plausible range of 0–10000 g"),
                DiagnosticSpec("3️⃣", code: "implausible-value", endMarker: "4️⃣", messageContains: "An amount of 500 servings"),
            ]
        ),
    ]
}
