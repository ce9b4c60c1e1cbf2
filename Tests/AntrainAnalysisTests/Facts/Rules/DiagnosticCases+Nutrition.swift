import AntrainTestSupport

/// Rows for meals, foods and bodyweight entries.
extension DiagnosticCase {
    static let nutritionCases: [DiagnosticCase] = [
        DiagnosticCase(
            "amount-without-unit: the preferred fix adds grams",
            """
            2026-11-20 12:30 lunch
              Rice 1️⃣1502️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "amount-without-unit", endMarker: "2️⃣")],
            fixedSource: """
                2026-11-20 12:30 lunch
                  Rice 150g

                """
        ),
        DiagnosticCase(
            "amount-without-unit: the other fix counts servings",
            """
            2026-11-20 12:30 lunch
              Rice 1️⃣1502️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "amount-without-unit", endMarker: "2️⃣", fix: .titled("Change to `150 servings`"))],
            fixedSource: """
                2026-11-20 12:30 lunch
                  Rice 150 servings

                """
        ),
        DiagnosticCase(
            "empty-meal: a lunch with no food",
            """
            2026-11-20 12:30 1️⃣lunch2️⃣
            2026-11-20 19:00 dinner
              Salmon 180g

            """,
            [DiagnosticSpec("1️⃣", code: "empty-meal", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "empty-meal: a named meal with only a note",
            """
            2026-11-20 17:00 1️⃣meal2️⃣ "Pre-workout"
              note: skipped

            """,
            [DiagnosticSpec("1️⃣", code: "empty-meal", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "unknown-food: the nearest name is the preferred fix",
            """
            2026-11-20 12:30 lunch
              1️⃣Chiken Breast2️⃣ 200g

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-food", endMarker: "2️⃣", messageContains: "0 kcal")],
            fixedSource: """
                2026-11-20 12:30 lunch
                  Chicken Breast 200g

                """
        ),
        DiagnosticCase(
            "unknown-food: define it appends a definition at the end",
            """
            2026-11-20 12:30 lunch
              1️⃣Grandma's Pie2️⃣ 1 serving

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-food", endMarker: "2️⃣", fix: .titled("Define `Grandma's Pie` as a custom food"))],
            fixedSource: """
                2026-11-20 12:30 lunch
                  Grandma's Pie 1 serving

                food Grandma's Pie
                  per 100g: 100 kcal, 0 protein, 25 carbs, 0 fat
                  serving: 100g
                  category: other

                """
        ),
        DiagnosticCase(
            "unknown-food: Turkish names, aliases and diacritics resolve",
            """
            2026-11-20 08:00 kahvaltı
              Yumurta x2
              beyaz peynir 50g
              Tavuk Gogsu 100g
              MERCIMEK ÇORBASI

            """,
            []
        ),
        DiagnosticCase(
            "not-positive: zero grams",
            """
            2026-11-20 12:30 lunch
              Rice 1️⃣0g2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: zero servings",
            """
            2026-11-20 08:00 breakfast
              Egg 1️⃣x02️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: zero bodyweight",
            """
            2026-11-20 bodyweight 1️⃣0kg2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "too-long: a food note over 200 characters",
            """
            2026-11-20 12:30 lunch
              Rice 150g 1️⃣# \(String(repeating: "n", count: 201))2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "too-long", endMarker: "2️⃣", messageContains: "200")]
        ),
        DiagnosticCase(
            "too-long: a meal name over 100 characters",
            """
            2026-11-20 17:00 meal 1️⃣"\(String(repeating: "m", count: 101))"2️⃣
              Banana

            """,
            [DiagnosticSpec("1️⃣", code: "too-long", endMarker: "2️⃣", messageContains: "100")]
        ),
        DiagnosticCase(
            "future-date: a meal after today",
            """
            1️⃣2026-11-232️⃣ 08:00 breakfast
              Egg x2

            """,
            [DiagnosticSpec("1️⃣", code: "future-date", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "future-date: a bodyweight after today",
            """
            1️⃣2027-01-012️⃣ bodyweight 78kg

            """,
            [DiagnosticSpec("1️⃣", code: "future-date", endMarker: "2️⃣")]
        ),
    ]
}
