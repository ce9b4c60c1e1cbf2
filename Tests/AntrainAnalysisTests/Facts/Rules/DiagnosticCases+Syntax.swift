import AntrainTestSupport

/// Rows for the codes the parser reports: lines that do not read, dates, times, kinds,
/// indentation, property keys.
extension DiagnosticCase {
    static let syntaxCases: [DiagnosticCase] = [
        DiagnosticCase(
            "syntax: a column-0 line that is no entry",
            """
            1️⃣%%% garbage2️⃣
            2026-11-20 bodyweight 78kg

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "starts an entry")]
        ),
        DiagnosticCase(
            "syntax: nothing after the date",
            """
            2026-11-20 07:301️⃣

            """,
            // Nothing is there to cover: the range is empty, where the kind was expected.
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "1️⃣", messageContains: "Expected what this entry is")]
        ),
        DiagnosticCase(
            "syntax: sets without an exercise name",
            """
            2026-11-20 lifting
              Barbell Squat 100x5
              1️⃣100x52️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "Expected an exercise name")]
        ),
        DiagnosticCase(
            "syntax: a superset + with no exercise above it",
            """
            2026-11-20 lifting
              note: arms
              1️⃣+2️⃣ Barbell Curl 40x10

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "superset of the exercise above")]
        ),
        DiagnosticCase(
            "syntax: a superset + with no name",
            """
            2026-11-20 lifting
              Barbell Curl 40x10
              1️⃣+2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "Expected an exercise name")]
        ),
        DiagnosticCase(
            "syntax: a word after the sets",
            """
            2026-11-20 lifting
              Barbell Squat 100x5 1️⃣heavy2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "`,`")]
        ),
        DiagnosticCase(
            "syntax: a load without reps",
            """
            2026-11-20 lifting
              Barbell Squat: 100x5, 1️⃣1002️⃣

            """,
            // The load reads; the incomplete set is what the diagnostic covers.
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "Expected `x` and the reps")]
        ),
        DiagnosticCase(
            "syntax: a comma with nothing after it",
            """
            2026-11-20 lifting
              Barbell Squat: 100x5 1️⃣,2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "another set")]
        ),
        DiagnosticCase(
            "syntax: a broken box",
            """
            2026-11-20 lifting
              3️⃣Barbell Squat4️⃣
                1️⃣[y] 100x52️⃣

            """,
            // The only set line does not read, so the exercise has no sets either.
            [
                DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "`[ ]`"),
                DiagnosticSpec("3️⃣", code: "exercise-without-sets", endMarker: "4️⃣"),
            ]
        ),
        DiagnosticCase(
            "syntax: an unterminated string",
            """
            2026-11-20 17:00 meal 1️⃣"Pre-workout2️⃣
              Banana

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "closing")]
        ),
        DiagnosticCase(
            "syntax: an item in a cardio entry",
            """
            2026-11-21 cardio run 5km 25:00
              1️⃣Barbell Squat 100x52️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "distance: 5km")]
        ),
        DiagnosticCase(
            "syntax: an indented line that belongs to no entry",
            """
            # my log
              1️⃣Barbell Squat 100x52️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "belongs to no entry")]
        ),
        DiagnosticCase(
            "syntax: a value that does not read",
            """
            2026-11-21 cardio run
              distance: 1️⃣far2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "a distance like")]
        ),
        DiagnosticCase(
            "syntax: words after a bodyweight",
            """
            2026-11-20 bodyweight 78kg 1️⃣after breakfast2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣", messageContains: "# note")]
        ),
        DiagnosticCase(
            "invalid-date: February 30",
            """
            1️⃣2026-02-302️⃣ bodyweight 78kg

            """,
            [DiagnosticSpec("1️⃣", code: "invalid-date", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "invalid-date: month 13",
            """
            1️⃣2026-13-012️⃣ lifting
              Barbell Squat 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "invalid-date", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "invalid-date: one-digit month",
            """
            1️⃣2026-1-52️⃣ bodyweight 78kg

            """,
            // The format is YYYY-MM-DD; `2026-1-5` is read as a date so the message can say so.
            [DiagnosticSpec("1️⃣", code: "invalid-date", endMarker: "2️⃣", messageContains: "YYYY-MM-DD")]
        ),
        DiagnosticCase(
            "invalid-time: hour 25",
            """
            2026-11-20 1️⃣25:102️⃣ lifting
              Barbell Squat 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "invalid-time", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "invalid-time: minute 60",
            """
            2026-11-20 1️⃣07:602️⃣ breakfast
              Egg x2

            """,
            [DiagnosticSpec("1️⃣", code: "invalid-time", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "unknown-entry-kind: liftng suggests lifting",
            """
            2026-11-20 1️⃣liftng2️⃣
              Barbell Squat 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-entry-kind", endMarker: "2️⃣", messageContains: "`lifting`")],
            fixedSource: """
                2026-11-20 lifting
                  Barbell Squat 100x5

                """
        ),
        DiagnosticCase(
            "unknown-entry-kind: breakfst suggests breakfast",
            """
            2026-11-20 08:00 1️⃣breakfst2️⃣
              Egg x2

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-entry-kind", endMarker: "2️⃣")],
            fixedSource: """
                2026-11-20 08:00 breakfast
                  Egg x2

                """
        ),
        DiagnosticCase(
            "tab-indentation: a tab before a food",
            "2026-11-20 lunch\n1️⃣\t2️⃣Rice 100g\n",
            [DiagnosticSpec("1️⃣", code: "tab-indentation", endMarker: "2️⃣")],
            fixedSource: "2026-11-20 lunch\n  Rice 100g\n"
        ),
        DiagnosticCase(
            "unknown-property: a key the kind does not have",
            """
            2026-11-20 lifting
              1️⃣mood2️⃣: great
              Barbell Squat 100x5

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-property", endMarker: "2️⃣")]
        ),
        DiagnosticCase(
            "unknown-property: a typo suggests the key",
            """
            2026-11-21 cardio run 5km 25:00
              1️⃣nte2️⃣: easy

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-property", endMarker: "2️⃣", messageContains: "`note:`")],
            fixedSource: """
                2026-11-21 cardio run 5km 25:00
                  note: easy

                """
        ),
        DiagnosticCase(
            "unknown-property: in a definition",
            """
            exercise Landmine Press
              category: barbell
              muscles: shoulders
              1️⃣difficulty2️⃣: hard

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-property", endMarker: "2️⃣")]
        ),
    ]
}
