import AntrainSyntax
import AntrainTestSupport
import Testing

/// The test helpers are code too: markers land on the right bytes and LSP positions, and
/// `assertParse` fails when it should.
@Suite struct TestSupportTests {
    @Test func markersBecomeByteOffsets() {
        let marked = MarkedSource("2026-11-20 lifting\n  1️⃣Bench Press 2️⃣100x5")
        #expect(marked.text == "2026-11-20 lifting\n  Bench Press 100x5")
        #expect(marked.offsets == ["1️⃣": 21, "2️⃣": 33])
        #expect(marked.markers == ["1️⃣", "2️⃣"])
        #expect(marked.bytes == Array(marked.text.utf8))
    }

    @Test func markersNextToDigits() {
        // `1001️⃣` is the number 100 and then marker 1️⃣.
        let marked = MarkedSource("1001️⃣x5 🔟")
        #expect(marked.text == "100x5 ")
        #expect(marked.offset(of: "1️⃣") == 3)
        #expect(marked.offset(of: "🔟") == 6)
    }

    @Test func markerWithoutVariationSelector() {
        let marked = MarkedSource("a3\u{20E3}b")
        #expect(marked.text == "ab")
        #expect(marked.offset(of: "3️⃣") == 1)
        #expect(marked.offset(of: "3\u{20E3}") == 1)
    }

    @Test func lspPositionsCountUTF16() {
        // `ğ` and `ü` are two bytes and one UTF-16 unit; `💪` is four bytes and two units.
        let marked = MarkedSource("2026-11-20 lunch\n  Tavuk Göğsü 1️⃣200g # 💪 2️⃣done")
        #expect(marked.position(of: "1️⃣") == TextPosition(line: 1, utf16Column: 14))
        #expect(marked.position(of: "2️⃣") == TextPosition(line: 1, utf16Column: 24))
        #expect(marked.offset(of: "1️⃣") == 34)
        let source = SourceText(bytes: marked.bytes)
        #expect(marked.position(of: "2️⃣", in: source)?.description == "2:25")
    }

    @Test func duplicateMarkerFailsTheTest() {
        withKnownIssue {
            _ = MarkedSource("1️⃣a1️⃣")
        }
    }

    @Test func unknownMarkerFailsTheTest() {
        withKnownIssue {
            _ = MarkedSource("a#️⃣b")
        }
    }

    @Test func missingMarkerFailsTheTest() {
        withKnownIssue {
            _ = MarkedSource("1️⃣a").offset(of: "2️⃣")
        }
    }

    @Test func assertParsePassesOnTheExactDiagnostics() {
        assertParse(
            "2026-11-20 lifting\n  Barbell Squat 100x1️⃣02️⃣\n",
            diagnostics: [DiagnosticSpec("1️⃣", code: "reps-not-positive", endMarker: "2️⃣")]
        )
    }

    @Test func assertParseFailsOnAMissingDiagnostic() {
        withKnownIssue {
            assertParse(
                "2026-11-20 lifting\n  Barbell Squat 1️⃣100x5\n",
                diagnostics: [DiagnosticSpec("1️⃣", code: "reps-not-positive")]
            )
        }
    }

    @Test func assertParseFailsOnAnExtraDiagnostic() {
        withKnownIssue {
            assertParse("2026-11-20 lifting\n  Barbell Squat 100x0\n")
        }
    }

    @Test func assertParseFailsOnTheWrongEnd() {
        withKnownIssue {
            assertParse(
                "2026-11-20 lifting\n  Barbell Squat 100x1️⃣0 @82️⃣\n",
                diagnostics: [DiagnosticSpec("1️⃣", code: "reps-not-positive", endMarker: "2️⃣")]
            )
        }
    }

    @Test func assertParseFailsOnTheWrongSeverity() {
        withKnownIssue {
            assertParse(
                "2026-11-20 lifting\n  Barbell Squat 100x5 @1️⃣8.3\n",
                diagnostics: [DiagnosticSpec("1️⃣", code: "rpe-out-of-range")]
            )
        }
    }

    @Test func assertParseFailsOnTheWrongFix() {
        withKnownIssue {
            assertParse(
                "2026-11-20 lunch\n  Rice 1️⃣150\n",
                diagnostics: [DiagnosticSpec("1️⃣", code: "amount-without-unit")],
                fixedSource: "2026-11-20 lunch\n  Rice 150 servings\n"
            )
        }
    }

    @Test func defaultSeveritiesFollowTheSpec() {
        #expect(DiagnosticSpec("1️⃣", code: "syntax").expectedSeverity == .error)
        #expect(DiagnosticSpec("1️⃣", code: "unknown-exercise").expectedSeverity == .warning)
        #expect(DiagnosticSpec("1️⃣", code: "suspicious-load").expectedSeverity == .information)
        #expect(DiagnosticSpec("1️⃣", code: "rpe-out-of-range", severity: .warning).expectedSeverity == .warning)
    }

    @Test func editsApplyFromTheEnd() {
        let bytes = Array("Rice 150\nOats 80\n".utf8)
        let edits = [
            TextEdit(range: TextRange(5, 8), newText: "150g"),
            TextEdit(range: TextRange(14, 16), newText: "80g"),
            TextEdit(range: TextRange(17, 17), newText: "Egg x2\n"),
        ]
        #expect(String(decoding: TextEdits.apply(edits, to: bytes), as: UTF8.self) == "Rice 150g\nOats 80g\nEgg x2\n")
    }
}
