import AntrainTestSupport

/// Rows for `measure` entries (LANGUAGE.md §9.1, §9.4).
extension DiagnosticCase {
    static let bodyCases: [DiagnosticCase] = [
        DiagnosticCase(
            "unknown-measurement-site: the nearest site is the fix",
            """
            2026-11-20 measure 1️⃣wiast2️⃣ 82cm, chest 101cm

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-measurement-site", endMarker: "2️⃣", messageContains: "Did you mean `waist`?")],
            fixedSource: """
                2026-11-20 measure waist 82cm, chest 101cm

                """
        ),
        DiagnosticCase(
            "unknown-measurement-site: on a body line, after the side",
            """
            2026-11-20 measure
              left 1️⃣thihg2️⃣ 58cm

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-measurement-site", endMarker: "2️⃣")],
            fixedSource: """
                2026-11-20 measure
                  left thigh 58cm

                """
        ),
        DiagnosticCase(
            "unknown-measurement-site: a side on a site that has none; the fix writes the site alone (issue #42, item 16)",
            """
            2026-11-20 measure 1️⃣left waist2️⃣ 80cm, chest 101cm

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-measurement-site", endMarker: "2️⃣",
                            messageContains: "The waist has no left or right side: write `waist`")],
            fixedSource: """
                2026-11-20 measure waist 80cm, chest 101cm

                """
        ),
        DiagnosticCase(
            "unknown-measurement-site: a side on a site that has none, in Turkish",
            """
            2026-11-20 ölçü
              1️⃣sağ bel2️⃣ 81cm

            """,
            [DiagnosticSpec("1️⃣", code: "unknown-measurement-site", endMarker: "2️⃣", messageContains: "write `bel`")],
            fixedSource: """
                2026-11-20 ölçü
                  bel 81cm

                """
        ),
        DiagnosticCase(
            "implausible-measurement: a waist of 8 cm",
            """
            2026-11-20 measure waist 1️⃣8cm2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "implausible-measurement", endMarker: "2️⃣", messageContains: "outside 10–250 cm")]
        ),
        DiagnosticCase(
            "implausible-measurement: 120 in is 304.8 cm",
            """
            2026-11-20 measure
              chest 1️⃣120in2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "implausible-measurement", endMarker: "2️⃣", messageContains: "304.8 cm")]
        ),
        DiagnosticCase(
            "implausible-measurement: body fat of 85 %",
            """
            2026-11-20 measure bodyfat 1️⃣85%2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "implausible-measurement", endMarker: "2️⃣", messageContains: "85%")]
        ),
        DiagnosticCase(
            "implausible-measurement: a Navy estimate of -105.9 % names the measurements on the waist",
            """
            profile
              height: 180 cm
              sex: male
            2026-11-20 measure neck 40cm, 1️⃣waist 40.5cm2️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "implausible-measurement", endMarker: "2️⃣", messageContains: "neck 40 cm and waist 40.5 cm is -105.9 %")]
        ),
        DiagnosticCase(
            "amount-without-unit: a length needs cm or in; the preferred fix is cm",
            """
            2026-11-20 measure waist 1️⃣822️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "amount-without-unit", endMarker: "2️⃣", messageContains: "`82cm` or `82in`")],
            fixedSource: """
                2026-11-20 measure waist 82cm

                """
        ),
        DiagnosticCase(
            "amount-without-unit: the other fix is inches",
            """
            2026-11-20 measure
              hips 1️⃣382️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "amount-without-unit", endMarker: "2️⃣", fix: .titled("Change to `38in`"))],
            fixedSource: """
                2026-11-20 measure
                  hips 38in

                """
        ),
        DiagnosticCase(
            "a bare body fat is a percentage: no diagnostic",
            """
            2026-11-20 measure bodyfat 15

            """,
            []
        ),
        DiagnosticCase(
            "a measurement that does not read is a syntax error, and the next pair still reads",
            """
            2026-11-20 measure 1️⃣waist2️⃣, hips 3️⃣504️⃣

            """,
            [DiagnosticSpec("1️⃣", code: "syntax", endMarker: "2️⃣"),
             DiagnosticSpec("3️⃣", code: "amount-without-unit", endMarker: "4️⃣")]
        ),
        DiagnosticCase(
            "Turkish sites read as their English twins",
            """
            2026-11-20 ölçü bel 82cm, göğüs 101cm, ön kol 30cm, sol baldır 38cm, yağ oranı 15%

            """,
            []
        ),
    ]
}
