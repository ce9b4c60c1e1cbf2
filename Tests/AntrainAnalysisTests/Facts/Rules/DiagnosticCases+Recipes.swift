import AntrainTestSupport

/// Rows for recipes (LANGUAGE.md §9.3, §9.4).
extension DiagnosticCase {
    static let recipeCases: [DiagnosticCase] = [
        DiagnosticCase(
            "empty-recipe: a recipe with no ingredient",
            """
            recipe 1️⃣Overnight Oats2️⃣
              servings: 2

            """,
            [DiagnosticSpec("1️⃣", code: "empty-recipe", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "recipe-cycle: two recipes that contain each other",
            """
            recipe Granola Mix
              Oats 50g
              Granola Bowl 100g
            recipe Granola Bowl
              1️⃣Granola Mix2️⃣ 100g
              Milk 200ml

            """,
            [DiagnosticSpec("1️⃣", code: "recipe-cycle", endMarker: "2️⃣", messageContains: "`Granola Bowl` would contain itself (Granola Bowl → Granola Mix → Granola Bowl)")]
        ),
        DiagnosticCase(
            "an ingredient follows the food rules: unknown names and bare amounts",
            """
            recipe Shake
              1️⃣Protien Powder2️⃣ 30g
              Milk 3️⃣3004️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-food", endMarker: "2️⃣"),
             DiagnosticSpec("3️⃣", code: "amount-without-unit", endMarker: "4️⃣")]
        ),
    ]
}
