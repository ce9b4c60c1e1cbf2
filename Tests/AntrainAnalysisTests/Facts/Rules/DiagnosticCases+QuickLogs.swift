import AntrainTestSupport

/// Rows for cardio and metcon entries.
extension DiagnosticCase {
    static let quickLogCases: [DiagnosticCase] = [
        DiagnosticCase(
            "cardio-type-missing: numbers only",
            """
            2026-11-21 18:00 1️⃣cardio2️⃣ 5km 25:00

            """,
            [DiagnosticSpec("1️⃣", code: "cardio-type-missing", endMarker: "2️⃣")],
            fixedSource: """
                2026-11-21 18:00 cardio run 5km 25:00

                """
        ),
        DiagnosticCase(
            "cardio-type-missing: nothing after cardio",
            """
            2026-11-21 1️⃣cardio2️⃣
              distance: 5km

            """,
            [DiagnosticSpec("1️⃣", code: "cardio-type-missing", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "unknown-cardio-type: a typo suggests the type",
            """
            2026-11-21 cardio 1️⃣runn2️⃣ 5km 25:00

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-cardio-type", endMarker: "2️⃣", messageContains: "`run`")],
            fixedSource: """
                2026-11-21 cardio run 5km 25:00

                """
        ),
        DiagnosticCase(
            "unknown-cardio-type: types are case-insensitive",
            """
            2026-11-21 cardio Run 5km 25:00
            2026-11-22 cardio SWIM 1km 30:00

            """,
            []
        ),
        DiagnosticCase(
            "metcon-type-missing: a duration only",
            """
            2026-11-22 1️⃣metcon2️⃣ 20min 7 rounds

            """,
            [DiagnosticSpec("1️⃣", code: "metcon-type-missing", endMarker: "2️⃣")],
            fixedSource: """
                2026-11-22 metcon amrap 20min 7 rounds

                """
        ),
        DiagnosticCase(
            "unknown-metcon-type: a typo suggests the type",
            """
            2026-11-22 metcon 1️⃣amrp2️⃣ 20min

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-metcon-type", endMarker: "2️⃣", messageContains: "`amrap`")],
            fixedSource: """
                2026-11-22 metcon amrap 20min

                """
        ),
        DiagnosticCase(
            "unknown-metcon-type: tabata is not a type",
            """
            2026-11-22 metcon 1️⃣tabata2️⃣ 4min

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-metcon-type", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "pace-mismatch: written pace 20 % slower than distance and duration give",
            """
            2026-11-21 cardio run 5km 25:00 pace 1️⃣6:00/km2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "pace-mismatch", endMarker: "2️⃣", messageContains: "5:00 /km")]
        ),
        DiagnosticCase(
            "pace-mismatch: within 5 % is fine",
            """
            2026-11-21 cardio run 5km 25:00 pace 5:10/km
            2026-11-21 cardio swim 1.5km 38:00 pace 25:20/km

            """,
            []
        ),
        DiagnosticCase(
            "pace-mismatch: a pace property per mile",
            """
            2026-11-21 cardio run 3mi 24:00
              pace: 1️⃣10:00/mi2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "pace-mismatch", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: zero distance",
            """
            2026-11-21 cardio run 1️⃣0km2️⃣ 25:00

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: zero pace",
            """
            2026-11-21 cardio run 5km pace 1️⃣0:00/km2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: zero cardio duration",
            """
            2026-11-21 cardio bike 1️⃣0min2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: zero rounds",
            """
            2026-11-22 metcon amrap 20min 1️⃣02️⃣ rounds

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: zero metcon duration property",
            """
            2026-11-22 metcon emom
              duration: 1️⃣0s2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "too-long: a metcon result over 200 characters",
            """
            2026-11-22 metcon fortime 12:34 1️⃣"\(String(repeating: "r", count: 201))"2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "too-long", endMarker: "2️⃣", messageContains: "200")]
        ),
        DiagnosticCase(
            "too-long: a metcon result property over 200 characters",
            """
            2026-11-22 metcon fortime 12:34
              result: 1️⃣\(String(repeating: "r", count: 201))2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "too-long", endMarker: "2️⃣", messageContains: "200")]
        ),
        DiagnosticCase(
            "future-date: cardio after today",
            """
            1️⃣2026-11-302️⃣ cardio run 5km 25:00

            """,
            [DiagnosticSpec("1️⃣", code: "future-date", endMarker: "2️⃣")]
        ),
    ]
}
