import AntrainSyntax
import Testing

/// Token kinds and ranges for the lines that are easy to get wrong: glued units and `x`,
/// clocks, paces, boxes, non-ASCII names and `#` inside strings.
@Suite struct LexerTests {
    @Test func bodyweightGluedToTimes() {
        checkTokens("BWx8", [(.word, "BW"), (.times, "x"), (.number, "8")])
    }

    @Test func loadRepsAndCountGlued() {
        checkTokens("100x5x3", [(.number, "100"), (.times, "x"), (.number, "5"), (.times, "x"), (.number, "3")])
    }

    @Test func spacesAroundTimes() {
        checkTokens("100 x 5", [(.number, "100"), (.times, "x"), (.number, "5")])
    }

    @Test func poundsGluedToTimes() {
        checkTokens("225lbx5", [(.number, "225"), (.word, "lb"), (.times, "x"), (.number, "5")])
        checkTokens("225lb x 5", [(.number, "225"), (.word, "lb"), (.times, "x"), (.number, "5")])
    }

    @Test func secondsGluedToTimes() {
        checkTokens("60sx3", [(.number, "60"), (.word, "s"), (.times, "x"), (.number, "3")])
    }

    @Test func turkishSecondsGluedToTimes() {
        checkTokens("45snx3", [(.number, "45"), (.word, "sn"), (.times, "x"), (.number, "3")])
        checkTokens("1dkx2", [(.number, "1"), (.word, "dk"), (.times, "x"), (.number, "2")])
    }

    @Test func hoursAndMinutes() {
        checkTokens("1h05min", [(.number, "1"), (.word, "h"), (.number, "05"), (.word, "min")])
    }

    @Test func paceWithSlash() {
        checkTokens("25:20/km", [(.clock, "25:20"), (.slash, "/"), (.word, "km")])
    }

    @Test func clockWithHours() {
        checkTokens("1:05:00", [(.clock, "1:05:00")])
    }

    @Test func checkedAndPlannedBoxes() {
        checkTokens("[x] 140x3", [
            (.leftBracket, "["), (.times, "x"), (.rightBracket, "]"), (.number, "140"), (.times, "x"), (.number, "3"),
        ])
        checkTokens("[ ] 140x3", [
            (.leftBracket, "["), (.rightBracket, "]"), (.number, "140"), (.times, "x"), (.number, "3"),
        ])
    }

    @Test func turkishLettersStayInOneWord() {
        checkTokens("Tavuk Göğsü 200g", [(.word, "Tavuk"), (.word, "Göğsü"), (.number, "200"), (.word, "g")])
        checkTokens("kahvaltı", [(.word, "kahvaltı")])
    }

    @Test func hashInsideStringIsText() {
        checkTokens("\"Fran # 21-15-9\" # done", [(.string, "\"Fran # 21-15-9\""), (.comment, "# done")])
    }

    @Test func unterminatedStringRunsToTheEnd() {
        checkTokens("meal \"Pre-workout # x", [(.word, "meal"), (.string, "\"Pre-workout # x")])
    }

    @Test func commentTakesTheRestOfTheLine() {
        checkTokens("130x5 @8   # belt, 100x5", [
            (.number, "130"), (.times, "x"), (.number, "5"), (.at, "@"), (.number, "8"), (.comment, "# belt, 100x5"),
        ])
    }

    @Test func dateOnlyAtTheStartOfTheLine() {
        checkTokens("2026-11-20 07:30 lifting", [(.date, "2026-11-20"), (.clock, "07:30"), (.word, "lifting")])
        checkTokens("x 2026-11-20", [
            (.times, "x"), (.number, "2026"), (.minus, "-"), (.number, "11"), (.minus, "-"), (.number, "20"),
        ])
    }

    @Test func weightedAndAssistedBodyweight() {
        checkTokens("BW+10x6, BW-20x8", [
            (.word, "BW"), (.plus, "+"), (.number, "10"), (.times, "x"), (.number, "6"), (.comma, ","),
            (.word, "BW"), (.minus, "-"), (.number, "20"), (.times, "x"), (.number, "8"),
        ])
    }

    @Test func decimalsAndRPE() {
        checkTokens("97.5x5 @8.5", [(.number, "97.5"), (.times, "x"), (.number, "5"), (.at, "@"), (.number, "8.5")])
    }

    @Test func aTrailingDotIsPunctuation() {
        checkTokens("5. %", [(.number, "5"), (.punctuation, "."), (.punctuation, "%")])
    }

    @Test func wordsEndingInXAreWords() {
        // `Box` ends in `x` but is followed by a space: a word, not a times operator.
        checkTokens("Box Jump x10", [(.word, "Box"), (.word, "Jump"), (.times, "x"), (.number, "10")])
        // Only known units glue to `x`: `Boxx10` is not `Bo` × 10.
        checkTokens("Boxx10", [(.word, "Boxx"), (.number, "10")])
    }

    @Test func foodServingsBothWays() {
        checkTokens("Egg x3", [(.word, "Egg"), (.times, "x"), (.number, "3")])
        checkTokens("Egg 3x", [(.word, "Egg"), (.number, "3"), (.times, "x")])
    }

    @Test func parenthesesAndColon() {
        checkTokens("Protein Bar (Acme): 1", [
            (.word, "Protein"), (.word, "Bar"), (.leftParenthesis, "("), (.word, "Acme"), (.rightParenthesis, ")"),
            (.colon, ":"), (.number, "1"),
        ])
    }

    @Test func invalidUTF8BytesAreWordBytes() {
        let bytes: [UInt8] = Array("Egg".utf8) + [0xFF, 0xFE] + Array(" 2x".utf8)
        let tokens = lex(bytes)
        #expect(tokens.map(\.kind) == [.word, .number, .times])
        #expect(tokens.first?.range == TextRange(0, 5))
    }

    @Test func everyByteLandsInExactlyOneToken() {
        let lines = [
            "  Bench Press 60x10 warmup, 100x5 @8, [x] 105x3 @9 rest 2:00   # top",
            "2026-11-14 cardio swim 1.5km 38:00 pace 25:20/km",
            "\t Tavuk Göğsü 200g ~ & % \"unterminated",
            "",
        ]
        for line in lines {
            let bytes = Array(line.utf8)
            let tokens = lex(bytes, includingWhitespace: true)
            var expected = 0
            for token in tokens {
                #expect(Int(token.start) == expected, "gap or overlap before \(token) in \(line)")
                #expect(token.end > token.start, "empty token in \(line)")
                expected = Int(token.end)
            }
            #expect(expected == bytes.count, "tokens do not reach the end of \(line)")
        }
    }

    @Test func whitespaceLeftOutOnRequest() {
        let tokens = lex(Array("  a  b ".utf8), includingWhitespace: false)
        #expect(tokens.map(\.kind) == [.word, .word])
        #expect(tokens.map(\.range) == [TextRange(2, 3), TextRange(5, 6)])
    }

    // MARK: - Helpers

    /// Lexes `line` (whitespace left out) and compares kinds and texts, which pins the ranges
    /// too; a second pass with whitespace checks that the tokens tile the line.
    private func checkTokens(
        _ line: String, _ expected: [(TokenKind, String)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let bytes = Array(line.utf8)
        let tokens = lex(bytes)
        let actual = tokens.map { ($0.kind, String(decoding: bytes[$0.range.lowerBound..<$0.range.upperBound], as: UTF8.self)) }
        #expect(actual.map(\.0) == expected.map(\.0), "kinds of \(line)", sourceLocation: sourceLocation)
        #expect(actual.map(\.1) == expected.map(\.1), "texts of \(line)", sourceLocation: sourceLocation)
        var cursor = 0
        for token in lex(bytes, includingWhitespace: true) {
            #expect(Int(token.start) == cursor, "tokens of \(line) do not tile it", sourceLocation: sourceLocation)
            cursor = Int(token.end)
        }
        #expect(cursor == bytes.count, sourceLocation: sourceLocation)
    }

    private func lex(_ bytes: [UInt8], includingWhitespace: Bool = false) -> [Token] {
        var tokens: [Token] = []
        bytes.withUnsafeBufferPointer { buffer in
            Lexer.lexLine(buffer, from: 0, to: buffer.count, includingWhitespace: includingWhitespace, into: &tokens)
        }
        return tokens
    }
}
