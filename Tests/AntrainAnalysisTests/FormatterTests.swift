import AntrainAnalysis
import AntrainFixtures
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// The canonical form of Grammar/CANONICAL_FORM.md, one rule per test, each checked for
/// the exact output, idempotence and unchanged models.
@Suite struct FormatterTests {
    // MARK: - Layout

    @Test func indentationIsTwoSpacesPerLevel() {
        checkFormat("""
            2026-11-21 lifting
                Barbell Squat
                       120x5 @7
                       130x5 @8
                Plank: 60s x3
            """, """
            2026-11-21 lifting
              Barbell Squat
                120x5 @7
                130x5 @8
              Plank: 60s x3

            """)
    }

    @Test func tabsBecomeSpaces() {
        checkFormat("2026-11-21 lifting\n\tBarbell Squat\n\t\t120x5\n", "2026-11-21 lifting\n  Barbell Squat\n    120x5\n")
    }

    @Test func blankLinesAreCollapsedAndTrimmedAtBothEnds() {
        checkFormat("""


            2026-11-02 bodyweight 78.9kg



            2026-11-03 bodyweight 78.6kg
            2026-11-04 bodyweight 78.4kg


            """, """
            2026-11-02 bodyweight 78.9kg

            2026-11-03 bodyweight 78.6kg
            2026-11-04 bodyweight 78.4kg

            """)
    }

    @Test func blankLinesInsideABodyAreCollapsed() {
        checkFormat("2026-11-21 lifting\n  Squat: 100x5\n\n\n  Plank: 60s\n", "2026-11-21 lifting\n  Squat: 100x5\n\n  Plank: 60s\n")
    }

    @Test func trailingSpacesGoAndAFinalNewlineIsAdded() {
        checkFormat("2026-11-02 bodyweight 78.9kg   \n# done  \t", "2026-11-02 bodyweight 78.9kg\n# done\n")
    }

    @Test func crlfFilesStayCRLF() {
        checkFormat("2026-11-21 LIFTING\r\n  Squat:100 x 5\r\n\r\n\r\n2026-11-22 bodyweight 78kg", "2026-11-21 lifting\r\n  Squat: 100x5\r\n\r\n2026-11-22 bodyweight 78kg\r\n")
    }

    @Test func byteOrderMarkIsKept() {
        checkFormat("\u{FEFF}\n2026-11-22 BODYWEIGHT 78 KG\n", "\u{FEFF}2026-11-22 bodyweight 78kg\n")
    }

    @Test func emptyAndBlankFilesBecomeEmpty() {
        checkFormat("", "")
        checkFormat("\n  \n\n", "")
    }

    // MARK: - Headers

    @Test func headerKeywordsAreLowerCaseAndSpacedOnce() {
        checkFormat("""
            2026-11-20   07:30  LIFTING   Push Day    1H05MIN     # Felt  GOOD
              Bench Press 100x5
            2026-11-21 18:00 Cardio RUN 5.2 KM 26:30 PACE: 5:05 / KM
            2026-11-22 METCON For-Time 12:34 "Fran 21-15-9"
            2026-11-23 metcon AMRAP 20 min 7 Rounds "Cindy"
            2026-11-20 08:00 Breakfast
              Egg x3
            2026-11-20 Meal "Pre-workout"
              Banana
            2026-11-20 Weight 172.5 LBS
            """, """
            2026-11-20 07:30 lifting Push Day 1h05min # Felt  GOOD
              Bench Press 100x5
            2026-11-21 18:00 cardio run 5.2km 26:30 pace 5:05/km
            2026-11-22 metcon for-time 12:34 "Fran 21-15-9"
            2026-11-23 metcon amrap 20min 7 rounds "Cindy"
            2026-11-20 08:00 breakfast
              Egg x3
            2026-11-20 meal "Pre-workout"
              Banana
            2026-11-20 weight 172.5lb

            """)
    }

    @Test func durationsKeepTheirPartsApart() {
        checkFormat("2026-11-20 lifting 1 h 30 min\n  Squat: 100x5\n2026-11-21 lifting 1h05\n  Squat: 100x5\n",
                    "2026-11-20 lifting 1h 30min\n  Squat: 100x5\n2026-11-21 lifting 1h05\n  Squat: 100x5\n")
    }

    @Test func definitionsKeepTheirNamesAndNormaliseValues() {
        checkFormat("""
            PROFILE
                Name:   Burak  Y.
                Height:  180 CM
                UNIT: LBS
                Calories:2400
            Exercise Landmine  Press
               Category: Barbell
               MUSCLES: Shoulders,triceps ,  Full Body
               aliases: landmine,LM press
            FOOD Protein Bar
               Brand: Acme
               Per 100G: 380 kcal,30 protein, 40 carbs,12 fat
               serving: 60 G
            Template Push  Day
               Bench Press: x5 x 3 @ 8
            """, """
            profile
              name: Burak  Y.
              height: 180 cm
              unit: lb
              calories: 2400
            exercise Landmine  Press
              category: barbell
              muscles: shoulders, triceps, fullBody
              aliases: landmine, LM press
            food Protein Bar
              brand: Acme
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat
              serving: 60g
            template Push  Day
              Bench Press: x5x3 @8

            """)
    }

    // MARK: - Sets

    @Test func setsHaveNoSpacesAroundXAndOneBeforeTheRPE() {
        checkFormat("""
            2026-11-20 lifting
              Bench Press 60 x 10 WARMUP,100 X 5 @ 8,  100x5@8.5 ,105x3 @9 F
              Incline Dumbbell Press :   30x10x3
              Pull Up: bwx8, BW + 10 x 6 , bw - 20 x 8   # a comment
              Deadlift: 225 LBS x 5 rest 2:00, 100 kgs x 3 REST 90 S
            """, """
            2026-11-20 lifting
              Bench Press 60x10 warmup, 100x5 @8, 100x5 @8.5, 105x3 @9 f
              Incline Dumbbell Press: 30x10x3
              Pull Up: BWx8, BW+10x6, BW-20x8 # a comment
              Deadlift: 225lbx5 rest 2:00, 100kgx3 rest 90s

            """)
    }

    @Test func boxesAndTimeSets() {
        checkFormat("""
            2026-11-21 lifting
              Barbell Squat
                [X] 140x3 @9.5   # belt
                [ ]140 x 3
                []  x 5
                BW + 20  45 S x 3
              Plank: 60 s, 1:30
            """, """
            2026-11-21 lifting
              Barbell Squat
                [x] 140x3 @9.5 # belt
                [ ] 140x3
                [ ] x5
                BW+20 45s x3
              Plank: 60s, 1:30

            """)
    }

    @Test func setsWithoutCommasGetThem() {
        checkFormat("2026-11-20 lifting\n  Squat: 100x5 100x5 @8\n", "2026-11-20 lifting\n  Squat: 100x5, 100x5 @8\n")
    }

    // MARK: - Foods

    @Test func foodAmountsGlueShortUnits() {
        checkFormat("""
            2026-11-20 08:00 breakfast   # quick
              Egg x 3
              Oats 80 G
              Milk 250 ML
              Honey 2 Servings
              Banana 2 x
              Protein  Bar
            """, """
            2026-11-20 08:00 breakfast # quick
              Egg x3
              Oats 80g
              Milk 250ml
              Honey 2 servings
              Banana 2x
              Protein  Bar

            """)
    }

    // MARK: - What is kept

    @Test func namesNotesAndCommentsKeepTheirText() {
        checkFormat("""
            #Top   comment  
               # indented comment
            2026-11-20 lifting   "My  Day"
              "Bench   Press"  :  100x5   #   Note  with   spaces
            # column-0 comment inside the body
                  # deeper comment
              note:   shoulder  felt   TIGHT
            """, """
            #Top   comment
              # indented comment
            2026-11-20 lifting "My  Day"
              "Bench   Press": 100x5 #   Note  with   spaces
            # column-0 comment inside the body
              # deeper comment
              note: shoulder  felt   TIGHT

            """)
    }

    @Test func linesWithSyntaxErrorsAreKeptAsWritten() {
        checkFormat("""
            2026-11-20 lifting
                Bench Press 100x5 ,, oops
                Squat   :  100 x 5
            garbage  line   here
               More   garbage
            2026-11-21 liftng   Push
               Bench   100 x 5
            2026-11-22 cardio run 5km  banana
            """, """
            2026-11-20 lifting
              Bench Press 100x5 ,, oops
              Squat: 100x5
            garbage  line   here
               More   garbage
            2026-11-21 liftng   Push
               Bench   100 x 5
            2026-11-22 cardio run 5km  banana

            """)
    }

    @Test func unknownPropertiesAndValuesKeepTheirText() {
        checkFormat("exercise Zercher Hold\n  Category: Strongman\n  Mood: Great\n  muscles: core\n",
                    "exercise Zercher Hold\n  category: Strongman\n  Mood: Great\n  muscles: core\n")
    }

    // MARK: - Range formatting

    @Test func rangeFormattingTouchesOnlyTheEntryUnderTheCursor() {
        checkRangeFormat("""
            2026-11-20 LIFTING
              Squat:100 x 5


            2026-11-21 LIFTING
                Bench:1️⃣100 x 5
            2026-11-22 bodyweight 78 KG
            """, """
            2026-11-20 LIFTING
              Squat:100 x 5


            2026-11-21 lifting
              Bench: 100x5
            2026-11-22 bodyweight 78 KG
            """)
    }

    @Test func rangeFormattingTouchesEveryEntryASelectionOverlaps() {
        checkRangeFormat("""
            2026-11-20 LIFTING
              Squat:1️⃣100 x 5


            2026-11-21 LIFTING
                Bench:2️⃣100 x 5
            2026-11-22 bodyweight 78 KG
            """, """
            2026-11-20 lifting
              Squat: 100x5


            2026-11-21 lifting
              Bench: 100x5
            2026-11-22 bodyweight 78 KG
            """)
    }

    /// Lines between entries are not formatted by range, so the log here has no comment
    /// lines, no runs of blank lines between its entries and none at either end.
    @Test func rangeFormattingOfTheWholeFileMatchesFormattingForTidyGaps() {
        let text = LogGenerator(seed: 5).generate(days: 40)
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("#") }.joined(separator: "\n")
            .drop { $0 == "\n" }
        var untidy = FormatProperties.untidy(String(text), seed: 5).replacingOccurrences(of: "\n\n\n", with: "\n\n")
        while untidy.hasSuffix("\n\n") { untidy.removeLast() }
        let tree = Parser.parse(untidy)
        let edits = LogFormatter.rangeFormattingEdits(for: tree, in: TextRange(0, tree.source.count))
        #expect(FormatProperties.apply(edits, to: untidy) == LogFormatter.format(untidy))
    }

    // MARK: - Helper

    /// Range-formats the entries under 1️⃣ (to 2️⃣), expecting `expected` exactly.
    private func checkRangeFormat(_ marked: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = MarkedSource(marked, sourceLocation: sourceLocation)
        let start = source.offsets["1️⃣"] ?? 0
        let range = TextRange(start, source.offsets["2️⃣"] ?? start)
        let edits = LogFormatter.rangeFormattingEdits(for: Parser.parse(source.text), in: range)
        #expect(FormatProperties.apply(edits, to: source.text) == expected, sourceLocation: sourceLocation)
    }

    /// Formats `input`, expecting `expected` exactly, and checks that formatting it again
    /// changes nothing and that both mean the same.
    private func checkFormat(_ input: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = LogFormatter.format(Parser.parse(input))
        #expect(result.text == expected, sourceLocation: sourceLocation)
        #expect(result.keptEntryLines.isEmpty, "entries kept as written: \(result.keptEntryLines)", sourceLocation: sourceLocation)
        #expect(LogFormatter.format(result.text) == result.text, "not idempotent", sourceLocation: sourceLocation)
        FormatProperties.checkSameMeaning(Array(input.utf8), result.bytes, sourceLocation: sourceLocation)
    }
}

/// The formatter's promises over whole logs: the examples and generated logs of many
/// shapes (seeded), with mistakes, `\r\n` and untidy layout.
@Suite struct FormatterPropertyTests {
    @Test func examplesKeepTheirMeaning() {
        let files = ExampleFiles.all()
        #expect(!files.isEmpty)
        for file in files {
            FormatProperties.check(file.bytes, file.name)
            FormatProperties.check(FormatProperties.crlf(file.bytes), "\(file.name) with \\r\\n")
        }
    }

    @Test(arguments: [(1 as UInt64, 30), (2, 120), (3, 365), (42, 200), (2026, 14)])
    func generatedLogsKeepTheirMeaning(seed: UInt64, days: Int) {
        let text = LogGenerator(seed: seed).generate(days: days)
        FormatProperties.check(Array(text.utf8), "seed \(seed)")
    }

    @Test(arguments: [7 as UInt64, 8, 9, 10])
    func generatedLogsWithMistakesKeepTheirMeaning(seed: UInt64) {
        let options = LogGenerator.Options(includeMistakes: true, mistakeRate: 0.3)
        let text = LogGenerator(seed: seed, options: options).generate(days: 90)
        FormatProperties.check(Array(text.utf8), "seed \(seed) with mistakes")
    }

    @Test func generatedCRLFLogKeepsItsMeaningAndLineEnds() {
        let options = LogGenerator.Options(includeMistakes: true, lineEnding: .crlf)
        let bytes = Array(LogGenerator(seed: 11, options: options).generate(days: 60).utf8)
        FormatProperties.check(bytes, "seed 11 with \\r\\n")
        let output = LogFormatter.format(Parser.parse(SourceText(bytes: bytes))).bytes
        for (index, byte) in output.enumerated() where byte == UInt8(ascii: "\n") {
            #expect(index > 0 && output[index - 1] == UInt8(ascii: "\r"), "a bare \\n at byte \(index)")
        }
    }

    /// Untidy copies of a log (doubled indentation, trailing spaces, extra blank lines,
    /// upper-case kinds) format to the same text as the log itself.
    @Test(arguments: [21 as UInt64, 22, 23])
    func untidyLogsFormatLikeTidyOnes(seed: UInt64) {
        let text = LogGenerator(seed: seed).generate(days: 120)
        let untidy = FormatProperties.untidy(text, seed: seed)
        #expect(untidy != text)
        #expect(LogFormatter.format(untidy) == LogFormatter.format(text))
    }

    /// Prefixes of every example (each line, and cuts inside lines, some through a UTF-8
    /// character) format without a crash, idempotently, and without falling back to the
    /// text as written. The syntax tests parse every prefix; formatting one is slower, so
    /// this takes every line end and every seventh byte.
    @Test func prefixesOfEveryExampleFormat() {
        for file in ExampleFiles.all() {
            for length in 0...file.bytes.count
            where length % 7 == 0 || length == file.bytes.count || file.bytes[length] == UInt8(ascii: "\n") {
                let prefix = Array(file.bytes[0..<length])
                let result = LogFormatter.format(Parser.parse(SourceText(bytes: prefix)))
                #expect(result.keptEntryLines.isEmpty, "\(file.name), first \(length) bytes")
                let again = LogFormatter.format(Parser.parse(SourceText(bytes: result.bytes)))
                #expect(again.bytes == result.bytes, "\(file.name), first \(length) bytes: not idempotent")
            }
        }
    }

    /// Logs with random bytes changed, inserted or deleted keep the formatter's promises.
    @Test(arguments: [31 as UInt64, 32, 33, 34])
    func damagedLogsKeepTheirMeaning(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var bytes = Array(LogGenerator(seed: seed).generate(days: 21).utf8)
        let alphabet = Array(" \t\nx@#:,[]\"-+/.0123456789BWkglbsKGLBS".utf8) + [0xC4, 0xE9]
        for _ in 0..<40 {
            let position = random.next(below: bytes.count)
            switch random.next(below: 3) {
            case 0: bytes[position] = random.element(of: alphabet)
            case 1: bytes.insert(random.element(of: alphabet), at: position)
            default: bytes.remove(at: position)
            }
        }
        FormatProperties.check(bytes, "seed \(seed), damaged")
    }

    @Test(arguments: [1 as UInt64, 7, 11])
    func minimalEditsTurnTheInputIntoTheOutput(seed: UInt64) {
        let options = LogGenerator.Options(includeMistakes: seed != 1, lineEnding: seed == 11 ? .crlf : .lf)
        let text = FormatProperties.untidy(LogGenerator(seed: seed, options: options).generate(days: 60), seed: seed)
        let tree = Parser.parse(text)
        let formatted = LogFormatter.format(tree).text
        let edits = LogFormatter.formattingEdits(for: tree)
        #expect(!edits.isEmpty)
        #expect(FormatProperties.apply(edits, to: text) == formatted)
    }
}

/// `TextDiff.minimalEdits`: small edits, cut between characters, that rebuild the new text.
@Suite struct TextDiffTests {
    @Test func equalTextsNeedNoEdit() {
        #expect(TextDiff.minimalEdits(from: "a\nb\n", to: "a\nb\n").isEmpty)
    }

    @Test func aChangedLineIsTrimmedToWhatChanged() {
        checkEdits("a\nSquat:100 x 5\nc\n", "a\nSquat: 100x5\nc\n", [TextEdit(range: TextRange(8, 14), newText: " 100x")])
    }

    @Test func droppedBlankLinesAreOneDeletion() {
        checkEdits("a\n\n\n\nb\n", "a\n\nb\n", [TextEdit(range: TextRange(3, 5), newText: "")])
    }

    @Test func aLongRunOfBlankLinesIsOneDeletion() {
        let old = "a\n" + String(repeating: "\n", count: 30) + "b\nc\n"
        checkEdits(old, "a\n\nb\nc\n", [TextEdit(range: TextRange(3, 32), newText: "")])
    }

    @Test func aFinalNewlineIsOneInsertion() {
        checkEdits("a", "a\n", [TextEdit(range: TextRange(1, 1), newText: "\n")])
    }

    @Test func cutsFallBetweenCharacters() {
        // `ğ` is C4 9F and `ı` C4 B1: the shared first byte must not be cut off.
        checkEdits("xğ\n", "xı\n", [TextEdit(range: TextRange(1, 3), newText: "ı")])
    }

    @Test func crlfLinesAreComparedWhole() {
        checkEdits("a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n", [TextEdit(range: TextRange(3, 4), newText: "B")])
    }

    @Test func linesAddedAndRemovedTogether() {
        let old = "one\ntwo\nthree\nfour\n"
        let new = "zero\none\nthree\n4\nfive\n"
        #expect(FormatProperties.apply(TextDiff.minimalEdits(from: old, to: new), to: old) == new)
    }

    private func checkEdits(_ old: String, _ new: String, _ expected: [TextEdit], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let edits = TextDiff.minimalEdits(from: old, to: new)
        #expect(edits == expected, sourceLocation: sourceLocation)
        #expect(FormatProperties.apply(edits, to: old) == new, sourceLocation: sourceLocation)
    }
}

/// Checks shared by the formatter's tests.
enum FormatProperties {
    /// Idempotence, no entry kept as written, the same models and diagnostics, every
    /// comment and note, and every line with a syntax error.
    static func check(_ bytes: [UInt8], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let tree = Parser.parse(SourceText(bytes: bytes))
        let result = LogFormatter.format(tree)
        #expect(result.keptEntryLines.isEmpty, "\(name): entries kept as written at lines \(result.keptEntryLines)", sourceLocation: sourceLocation)
        let again = LogFormatter.format(Parser.parse(SourceText(bytes: result.bytes)))
        #expect(again.bytes == result.bytes, "\(name): formatting twice changes the text", sourceLocation: sourceLocation)
        #expect(!again.isChanged, sourceLocation: sourceLocation)
        checkSameMeaning(bytes, result.bytes, name, sourceLocation: sourceLocation)
        let outputLines = Set(contentLines(result.bytes))
        for diagnostic in tree.diagnostics where diagnostic.code == .syntax {
            let line = tree.source.lineIndex.line(containing: diagnostic.range.lowerBound)
            let content = trimmedLine(bytes, tree.source.lineIndex, line)
            #expect(outputLines.contains(content), "\(name): line \(line + 1) with a syntax error was changed", sourceLocation: sourceLocation)
        }
    }

    /// The exported models, the diagnostic codes (tab warnings aside) and the comments and
    /// notes of `old` and `new` are the same.
    static func checkSameMeaning(_ old: [UInt8], _ new: [UInt8], _ name: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let before = analyze(old)
        let after = analyze(new)
        #expect(ExportedModels(snapshot: before) == ExportedModels(snapshot: after), "\(name): the models changed", sourceLocation: sourceLocation)
        #expect(codes(before) == codes(after), "\(name): the diagnostics changed", sourceLocation: sourceLocation)
        #expect(comments(old) == comments(new), "\(name): a comment or note changed", sourceLocation: sourceLocation)
    }

    static func analyze(_ bytes: [UInt8]) -> WorkspaceSnapshot {
        let source = SourceFile(name: "log.antrain", tree: Parser.parse(SourceText(bytes: bytes)))
        return WorkspaceSnapshot.analyze([source], settings: AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 22)))
    }

    static func codes(_ snapshot: WorkspaceSnapshot) -> [String] {
        snapshot.files.flatMap(\.diagnostics).map(\.code.rawValue).filter { $0 != "tab-indentation" }.sorted()
    }

    /// Every `# ...` of the text (comment lines and notes), sorted.
    static func comments(_ bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        let index = LineIndex(bytes: bytes)
        var tokens: [Token] = []
        bytes.withUnsafeBufferPointer { buffer in
            for line in 0..<index.lineCount {
                let start = index.lineStart(line)
                let end = index.lineContentEnd(line, in: bytes)
                tokens.removeAll(keepingCapacity: true)
                Lexer.lexLine(buffer, from: start, to: end, includingWhitespace: false, into: &tokens)
                for token in tokens where token.kind == .comment {
                    var text = Array(bytes[token.range.lowerBound..<token.range.upperBound])
                    while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text.removeLast() }
                    result.append(text)
                }
            }
        }
        return result.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Each line's content without indentation, trailing spaces and line break.
    static func contentLines(_ bytes: [UInt8]) -> [[UInt8]] {
        let index = LineIndex(bytes: bytes)
        return (0..<index.lineCount).map { trimmedLine(bytes, index, $0) }
    }

    static func trimmedLine(_ bytes: [UInt8], _ index: LineIndex, _ line: Int) -> [UInt8] {
        var start = index.lineStart(line)
        var end = index.lineContentEnd(line, in: bytes)
        if line == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = min(3, end) }
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return Array(bytes[start..<end])
    }

    static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n"), result.last != UInt8(ascii: "\r") { result.append(UInt8(ascii: "\r")) }
            result.append(byte)
        }
        return result
    }

    /// `text` with its indentation doubled, trailing spaces, extra blank lines where there
    /// was one, and some entry kinds in upper case: layout only, nothing the log means.
    static func untidy(_ text: String, seed: UInt64) -> String {
        var random = SeededRandom(seed: seed)
        let kinds: Set<Substring> = ["lifting", "cardio", "metcon", "breakfast", "lunch", "dinner", "snack", "bodyweight"]
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var body = String(line)
            let hasReturn = body.hasSuffix("\r")
            if hasReturn { body.removeLast() }
            let indentation = body.prefix { $0 == " " || $0 == "\t" }
            if !indentation.isEmpty, indentation.count < body.count { body = String(indentation) + body }
            if body.first?.isNumber == true, random.chance(percent: 50) {
                var words = body.split(separator: " ", omittingEmptySubsequences: false)
                if let kind = words.firstIndex(where: { kinds.contains($0) }) { words[kind] = Substring(words[kind].uppercased()) }
                body = words.joined(separator: " ")
            }
            if !body.isEmpty, random.chance(percent: 30) { body += random.chance(percent: 50) ? "   " : " \t" }
            if body.isEmpty, random.chance(percent: 50) { lines.append(hasReturn ? "\r" : "") }
            lines.append(body + (hasReturn ? "\r" : ""))
        }
        return lines.joined(separator: "\n")
    }

    /// `edits` applied to `text` (byte ranges of `text`).
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(edit.range.lowerBound..<edit.range.upperBound, with: Array(edit.newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
