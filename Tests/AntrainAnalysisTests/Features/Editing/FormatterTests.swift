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

    /// Turkish units stay as written, in either language's log, their numbers glued like `1h 30min` (issue #24).
    @Test func turkishDurationUnitsAreKeptAsWritten() {
        checkFormat("""
            2026-11-21 lifting Bacak 1sa 10dk
              Plank: 45sn x3
              Farmer's Walk: 40kg 1dk
            2026-11-22 kardiyo koşu 5km 30dk
            2026-11-22 metcon amrap 20dk 7 rounds
            2026-11-23 lifting 1 sa 30 dk
              Squat: 100x5
            """, """
            2026-11-21 lifting Bacak 1sa 10dk
              Plank: 45sn x3
              Farmer's Walk: 40kg 1dk
            2026-11-22 kardiyo koşu 5km 30dk
            2026-11-22 metcon amrap 20dk 7 rounds
            2026-11-23 lifting 1sa 30dk
              Squat: 100x5

            """)
    }

    /// Found by the analysis fuzzer: `plates:, # note` became `plates:  # note`, which the
    /// next format wrote with one space.
    @Test func aListOfNoItemsLeavesOneSpaceBeforeTheNote() {
        checkFormat("""
            profile
              unit: kg
              plates:, # bar only
            """, """
            profile
              unit: kg
              plates: # bar only

            """)
    }

    @Test func supersetPlusIsFollowedByOneSpace() {
        checkFormat("""
            2026-11-24 lifting Arms
              Barbell Curl: 40x10x3
              +Triceps Pushdown: 30 x 12 x 3
              +    Hammer Curl 14x10x3
            """, """
            2026-11-24 lifting Arms
              Barbell Curl: 40x10x3
              + Triceps Pushdown: 30x12x3
              + Hammer Curl 14x10x3

            """)
    }

    @Test func strayCarriageReturnsAtTheEndOfALineGoLikeSpaces() {
        // Found by fuzzing: each pass turned one more of them into the line break.
        checkFormat("food Protein Bar\n  per 100g: 380 kcal, 30 protein, 20 carbs, 12 fat\r\r\r\r\ntemplate Push\n  Bench Press: x5\n",
                    "food Protein Bar\n  per 100g: 380 kcal, 30 protein, 20 carbs, 12 fat\ntemplate Push\n  Bench Press: x5\n")
    }

    @Test func strayCarriageReturnsInsideALineAreWhiteSpace() {
        // Found by fuzzing: carriage returns ending a list's last value were kept by the first
        // pass and trimmed by the second, once they ended the line.
        checkFormat("profile\n  plates: 25, 10\r\r\t\r\u{0F}\r\r,\n", "profile\n  plates: 25, 10\r\r\t\r\u{0F}\n")
    }

    @Test func aTooDeepFirstLineReadsTheSameOnceFormatted() {
        // Found by fuzzing: `  \t` on a body's first line read as too deep and was written with
        // four spaces, which read back as an item and were written with two.
        checkFormat("profile\n  \t\u{0}it: kg\n", "profile\n  \u{0}it: kg\n")
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
