import AntrainTestSupport

/// Rows for the profile, custom exercises and foods, and templates.
extension DiagnosticCase {
    static let definitionCases: [DiagnosticCase] = [
        DiagnosticCase(
            "duplicate-profile: two in one file",
            """
            profile
              unit: kg
            1️⃣profile2️⃣
              unit: lb

            """,
            [DiagnosticSpec("1️⃣", code: "duplicate-profile", endMarker: "2️⃣", messageContains: "line 1")]
        ),
        DiagnosticCase(
            "profile: language, rounding, bar and plates are checked",
            """
            profile
              language: 1️⃣fr2️⃣
              rounding: 3️⃣0 kg4️⃣
              bar: 5️⃣-20 kg6️⃣
              plates: 25, 7️⃣ten8️⃣, 9️⃣0🔟, 2.5 lb

            """,
            [
                DiagnosticSpec("1️⃣", code: "unknown-enum-value", endMarker: "2️⃣", messageContains: "Expected one of: en, tr"),
                DiagnosticSpec("3️⃣", code: "not-positive", endMarker: "4️⃣", messageContains: "The rounding step must be more than 0"),
                DiagnosticSpec("5️⃣", code: "not-positive", endMarker: "6️⃣", messageContains: "The bar's weight must be more than 0"),
                DiagnosticSpec("7️⃣", code: "syntax", endMarker: "8️⃣", messageContains: "`ten` is not a plate"),
                DiagnosticSpec("9️⃣", code: "not-positive", endMarker: "🔟", messageContains: "A plate must be more than 0"),
            ]
        ),
        DiagnosticCase(
            "duplicate-definition: an exercise twice",
            """
            exercise Landmine Press
              category: barbell
              muscles: shoulders
            exercise 1️⃣landmine press2️⃣
              category: barbell
              muscles: shoulders, triceps

            """,
            // Names are case-insensitive, so a different case is the same name.
            [DiagnosticSpec("1️⃣", code: "duplicate-definition", endMarker: "2️⃣", messageContains: "line 1")]
        ),
        DiagnosticCase(
            "duplicate-definition: a food twice",
            """
            food Protein Bar
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
            food 1️⃣Protein Bar2️⃣
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat

            """,
            [DiagnosticSpec("1️⃣", code: "duplicate-definition", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "duplicate-definition: one food and brand twice",
            """
            food Protein Bar
              brand: Acme
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
            food 1️⃣protein bar2️⃣
              brand: ACME
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat

            """,
            [DiagnosticSpec("1️⃣", code: "duplicate-definition", endMarker: "2️⃣", messageContains: "(ACME)")]
        ),
        DiagnosticCase(
            "duplicate-definition: two brands of one food are two foods",
            """
            food Protein Bar
              brand: Acme
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
            food Protein Bar
              brand: Zeta
              per 100g: 400 kcal, 33 protein, 38 carbs, 13 fat
            2026-11-21 snack
              Protein Bar (Zeta)
              Protein Bar (Acme)

            """,
            []
        ),
        DiagnosticCase(
            "duplicate-definition: a template twice",
            """
            template Push Day
              Barbell Bench Press: x5x3
            template 1️⃣Push Day2️⃣
              Barbell Overhead Press: x5x3

            """,
            [DiagnosticSpec("1️⃣", code: "duplicate-definition", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "duplicate-definition: an exercise and a template may share a name",
            """
            exercise Landmine Press
              category: barbell
              muscles: shoulders
            template Landmine Press
              Landmine Press: x8x3

            """,
            []
        ),
        DiagnosticCase(
            "redefines-preset: an exercise named like a preset's alias",
            """
            exercise 1️⃣Bench Press2️⃣
              category: barbell
              muscles: chest

            """,
            [DiagnosticSpec("1️⃣", code: "redefines-preset", endMarker: "2️⃣", messageContains: "Barbell Bench Press")]
        ),
        DiagnosticCase(
            "redefines-preset: an alias that is a preset's",
            """
            exercise Landmine RDL
              category: barbell
              muscles: hamstrings
              aliases: landmine deadlift, 1️⃣RDL2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "redefines-preset", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "redefines-preset: a food named like a preset",
            """
            food 1️⃣Rice2️⃣
              per 100g: 130 kcal, 2.7 protein, 28 carbs, 0.3 fat

            """,
            [DiagnosticSpec("1️⃣", code: "redefines-preset", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "redefines-preset: a branded food may share a preset's name",
            """
            food Oats
              brand: Quaker
              per 100g: 370 kcal, 13 protein, 60 carbs, 7 fat
              serving: 40g
            2026-11-20 08:00 breakfast
              Oats (Quaker) 80g

            """,
            []
        ),
        DiagnosticCase(
            "unknown-enum-value: an exercise category",
            """
            exercise Landmine Press
              category: 1️⃣barbel2️⃣
              muscles: shoulders

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-enum-value", endMarker: "2️⃣", messageContains: "`barbell`")],
            fixedSource: """
                exercise Landmine Press
                  category: barbell
                  muscles: shoulders

                """
        ),
        DiagnosticCase(
            "unknown-enum-value: a muscle in a list",
            """
            exercise Landmine Press
              category: barbell
              muscles: shoulders, 1️⃣tricep2️⃣, core

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-enum-value", endMarker: "2️⃣")],
            fixedSource: """
                exercise Landmine Press
                  category: barbell
                  muscles: shoulders, triceps, core

                """
        ),
        DiagnosticCase(
            "unknown-enum-value: equipment",
            """
            exercise Landmine Press
              category: barbell
              muscles: shoulders
              equipment: 1️⃣landmine2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-enum-value", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "unknown-enum-value: the profile's unit",
            """
            profile
              unit: 1️⃣stone2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-enum-value", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "unknown-enum-value: a food category",
            """
            food Protein Bar
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
              category: 1️⃣snacks2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-enum-value", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "unknown-enum-value: enum values are case-insensitive and full body has a space",
            """
            exercise Backyard Sled Push
              category: Machine
              muscles: QUADS, full body
              equipment: None
            profile
              unit: LBS

            """,
            []
        ),
        DiagnosticCase(
            "missing-property: an exercise without category and muscles",
            """
            exercise 1️⃣Landmine Press2️⃣
              equipment: barbell

            """,
            [DiagnosticSpec("1️⃣", code: "missing-property", endMarker: "2️⃣", messageContains: "`category:` and `muscles:`")]
        ),
        DiagnosticCase(
            "missing-property: a food without figures",
            """
            food 1️⃣Protein Bar2️⃣
              serving: 60g

            """,
            [DiagnosticSpec("1️⃣", code: "missing-property", endMarker: "2️⃣", messageContains: "per 100g")]
        ),
        DiagnosticCase(
            "missing-property: a food with only some figures",
            """
            food 1️⃣Village Ayran2️⃣
              kcal: 36
              protein: 1.7

            """,
            [DiagnosticSpec("1️⃣", code: "missing-property", endMarker: "2️⃣", messageContains: "`carbs:` and `fat:`")]
        ),
        DiagnosticCase(
            "macros-exceed-100g: per 100g",
            """
            food Protein Bar
              per 100g: 1️⃣400 kcal, 50 protein, 40 carbs, 20 fat2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "macros-exceed-100g", endMarker: "2️⃣", messageContains: "110")]
        ),
        DiagnosticCase(
            "macros-exceed-100g: separate figures",
            """
            food 1️⃣Village Ayran2️⃣
              kcal: 400
              protein: 50
              carbs: 40
              fat: 20

            """,
            [DiagnosticSpec("1️⃣", code: "macros-exceed-100g", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "energy-mismatch: kcal far from the macros",
            """
            food Protein Bar
              per 100g: 1️⃣5002️⃣ kcal, 10 protein, 10 carbs, 10 fat

            """,
            [DiagnosticSpec("1️⃣", code: "energy-mismatch", endMarker: "2️⃣", messageContains: "170")]
        ),
        DiagnosticCase(
            "energy-mismatch: within 20 % is fine",
            """
            food Protein Bar
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat

            """,
            []
        ),
        DiagnosticCase(
            "not-positive: a zero serving",
            """
            food Protein Bar
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
              serving: 1️⃣0g2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "not-positive: a negative figure",
            """
            food Village Ayran
              kcal: 21
              protein: 1.7
              carbs: 1️⃣-12️⃣
              fat: 2

            """,
            [DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣", messageContains: "0 or more")]
        ),
        DiagnosticCase(
            "not-positive: a zero height and calorie goal",
            """
            profile
              height: 1️⃣0 cm2️⃣
              calories: 3️⃣04️⃣
              protein: 0

            """,
            // A protein goal of 0 is allowed; a calorie goal must be above 0.
            [
                DiagnosticSpec("1️⃣", code: "not-positive", endMarker: "2️⃣"),
                DiagnosticSpec("3️⃣", code: "not-positive", endMarker: "4️⃣"),
            ]
        ),
        DiagnosticCase(
            "too-long: a profile name over 50 characters",
            """
            profile
              name: 1️⃣\(String(repeating: "p", count: 51))2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "too-long", endMarker: "2️⃣", messageContains: "50")]
        ),
        DiagnosticCase(
            "too-long: a brand over 50 characters",
            """
            food Protein Bar
              brand: 1️⃣\(String(repeating: "b", count: 51))2️⃣
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat

            """,
            [DiagnosticSpec("1️⃣", code: "too-long", endMarker: "2️⃣", messageContains: "50")]
        ),
        DiagnosticCase(
            "too-long: a food name over 100 characters",
            """
            food 1️⃣\(String(repeating: "f", count: 101))2️⃣
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat

            """,
            [DiagnosticSpec("1️⃣", code: "too-long", endMarker: "2️⃣", messageContains: "100")]
        ),
        DiagnosticCase(
            "too-long: names count characters, not bytes",
            """
            profile
              name: \(String(repeating: "ğ", count: 50))

            """,
            // 50 Turkish letters are 100 bytes but 50 characters: within the limit.
            []
        ),
    ]
}
