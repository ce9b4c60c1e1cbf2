import AntrainAnalysis
import AntrainBasics
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Hover by target (TOOLING.md §2): one test per target, the cursor at 1️⃣, every figure
/// worked out by hand next to its assertion. Loads are rounded to 0.5 of the user's unit,
/// kcal to 1 and grams to 0.1; e1RM is Brzycki: weight / (1.0278 − 0.0278 × reps).
@Suite struct HoverTests {
    // MARK: - Sets

    @Test func aSet() {
        checkHover("""
            2026-11-10 lifting
              Bench Press: 110x3 @9
            2026-11-20 lifting
              Bench Press 2️⃣100x1️⃣5 @83️⃣, 100x5 @8.5
            """, contains: [
                "**100 kg × 5** @ RPE 8",
                // Volume 100 × 5 = 500. e1RM 100 / (1.0278 − 0.139) = 100 / 0.8888 = 112.51 → 112.5.
                // Best e1RM: 110 × 3 on 2026-11-10, 110 / (1.0278 − 0.0834) = 110 / 0.9444 = 116.48 → 116.5;
                // 112.51 / 116.48 = 96.6 % → 97 %.
                "volume 500 kg · e1RM 112.5 kg (brzycki) — 97 % of your best e1RM 116.5 kg",
            ], range: ("2️⃣", "3️⃣"))
    }

    @Test func aWarmUpSet() {
        checkHover("2026-11-20 lifting\n  Bench Press 1️⃣60x10 warmup2️⃣, 100x5 @8\n", contains: [
            "**60 kg × 10**",
            "warm-up: not counted in working volume or PRs",
            // 60 × 10 = 600. e1RM 60 / (1.0278 − 0.278) = 60 / 0.7498 = 80.02 → 80. The best e1RM is the
            // working set's, 100 / 0.8888 = 112.51 → 112.5; 80.02 / 112.51 = 71.1 % → 71 %.
            "volume 600 kg · e1RM 80 kg (brzycki) — 71 % of your best e1RM 112.5 kg",
        ], range: ("1️⃣", "2️⃣"))
    }

    @Test func aPlannedSet() {
        checkHover("2026-11-21 lifting\n  Barbell Squat\n    120x5 @7\n    1️⃣[ ] 140x32️⃣\n", contains: [
            "**140 kg × 3**",
            "planned, not done yet",
            // e1RM 140 / 0.9444 = 148.24 → 148. Best (completed sets only): 120 / 0.8888 = 135.01 → 135;
            // 148.24 / 135.01 = 109.8 % → 110 %.
            "volume 420 kg · e1RM 148 kg (brzycki) — 110 % of your best e1RM 135 kg",
        ], range: ("1️⃣", "2️⃣"))
    }

    @Test func aBodyweightSetWithAKnownBodyweight() {
        checkHover("2026-11-18 bodyweight 80kg\n2026-11-20 lifting\n  Pull Up: 1️⃣BW+10x62️⃣\n", contains: [
            // 80 + 10 = 90 kg moved.
            "**bodyweight + 10 kg (90 kg) × 6**",
            // 90 × 6 = 540. e1RM 90 / (1.0278 − 0.1668) = 90 / 0.861 = 104.53 → 104.5, the only session: 100 %.
            "volume 540 kg · e1RM 104.5 kg (brzycki) — 100 % of your best e1RM 104.5 kg",
        ], range: ("1️⃣", "2️⃣"))
    }

    @Test func aBodyweightSetWithoutABodyweight() {
        checkHover("2026-11-20 lifting\n  Pull Up: 1️⃣BWx82️⃣\n", contains: [
            "**bodyweight × 8**",
            "volume unknown: log your bodyweight to count it",
        ], lacks: ["e1RM"], range: ("1️⃣", "2️⃣"))
    }

    /// `Plank: 60s` holds the body's own weight: "bodyweight for 1:00", not "0 kg for 1:00"
    /// (issue #42, item 18).
    @Test func aTimedBodyweightSetWithoutALoadIsBodyweight() {
        checkHover("2026-11-20 lifting\n  Plank: 1️⃣60s2️⃣\n", contains: ["**bodyweight for 1:00**"], lacks: ["0 kg"], range: ("1️⃣", "2️⃣"))
        checkHover("2026-11-18 bodyweight 80kg\n2026-11-20 lifting\n  Plank: 1️⃣60s2️⃣\n", contains: ["**bodyweight (80 kg) for 1:00**"],
                   range: ("1️⃣", "2️⃣"))
    }

    // MARK: - AMRAP sets

    @Test func anAMRAPSetSaysSo() {
        checkHover("2026-11-20 lifting\n  Bench Press: 1️⃣100x7+ @92️⃣\n", contains: [
            "**100 kg × 7+** @ RPE 9",
            "AMRAP set: 7 reps, as many as you could",
        ], range: ("1️⃣", "2️⃣"))
        checkHover("2026-11-20 lifting\n  Bench Press: 1️⃣100x7+ @92️⃣\n", language: .tr, contains: [
            "**100 kg × 7+** @ RPE 9",
            "AMRAP seti: 7 tekrar, yapabildiğiniz kadar",
        ])
    }

    @Test func aPlannedAMRAPSetSaysItsMinimum() {
        checkHover("2026-11-21 lifting\n  Barbell Squat\n    1️⃣[ ] 120x5+2️⃣\n", contains: [
            "**120 kg × 5+**",
            "AMRAP: at least 5 reps, as many as you can · planned, not done yet",
        ], range: ("1️⃣", "2️⃣"))
        checkHover("2026-11-21 lifting\n  Barbell Squat\n    1️⃣[ ] 120x5+2️⃣\n", language: .tr, contains: [
            "AMRAP: en az 5 tekrar, yapabildiğiniz kadar",
        ])
    }

    @Test func anAMRAPSetOfAProgramDaySaysThePlannedMinimum() {
        // Monday 2026-11-16 is week 1's Upper day; the template's one AMRAP set asks for at least 1.
        // The logged warm-up does not shift the match: the first `+` set meets the first planned one.
        let log = """
            template Upper
              Bench Press: 75%x5, 85%x3, 95%x1+

            program Peak
              week 1
                mon: Upper

            2026-11-01 max Bench Press 100kg
            2026-11-16 program Peak

            2026-11-16 lifting Upper
              Bench Press: 40x10 warmup, 75x5, 85x3, 1️⃣95x4+2️⃣

            """
        checkHover(log, contains: ["**95 kg × 4+**", "AMRAP set: 4 reps against a planned minimum of 1"], range: ("1️⃣", "2️⃣"))
        checkHover(log, language: .tr, contains: ["AMRAP seti: 4 tekrar, planlanan en az 1 tekrara karşı"])
    }

    // MARK: - Exercise items

    @Test func anExerciseThatSetsNewRecords() {
        checkHover("""
            2026-11-10 lifting
              Bench Press: 100x5 @8, 100x5 @8
            2026-11-20 lifting
              1️⃣Bench Press2️⃣: 60x10 warmup, 105x5 @8, 100x5
            """, contains: [
                "**Barbell Bench Press** — preset · barbell · chest, triceps, shoulders · barbell",
                // Sets 3 (the warm-up counts as a set), reps 10 + 5 + 5 = 20, working volume 525 + 500 = 1025;
                // top set 105 × 5; e1RM 105 / 0.8888 = 118.14 → 118.
                "**This session:** 3 sets, 20 reps, volume 1025 kg, top set 105 kg × 5, best e1RM 118 kg",
                "**Last session** (2026-11-10): 100x5 @8, 100x5 @8",
                // Before today: heaviest 100, e1RM 112.51, volume 1000; today beats all three.
                "**PRs:** heaviest 105 kg × 5 (2026-11-20) · e1RM 118 kg (2026-11-20) · volume 1025 kg (2026-11-20)",
                "🏆 **New PR:** heaviest set, e1RM, volume",
            ], range: ("1️⃣", "2️⃣"))
    }

    @Test func anExerciseBelowItsRecords() {
        checkHover("""
            2026-11-10 lifting
              Bench Press: 100x5 @8, 100x5 @8
            2026-11-20 lifting
              Bench 1️⃣Press: 95x5
            """, contains: [
                // 95 × 5 = 475; e1RM 95 / 0.8888 = 106.89 → 107.
                "**This session:** 1 set, 5 reps, volume 475 kg, top set 95 kg × 5, best e1RM 107 kg",
                // The records stay 2026-11-10's: 100 × 5, e1RM 112.51 → 112.5, volume 1000.
                "**PRs:** heaviest 100 kg × 5 (2026-11-10) · e1RM 112.5 kg (2026-11-10) · volume 1000 kg (2026-11-10)",
            ], lacks: ["New PR"])
    }

    @Test func aSupersetItemNamesItsPartners() {
        checkHover("""
            2026-11-24 lifting Arms
              Barbell Curl: 40x10x3
              + Tri1️⃣ceps Pushdown: 30x12x3
              + Hammer Curl: 14x10x3
              Plank: 60s x3
            """, contains: ["**Superset 1** with Barbell Curl and Hammer Curl"])
        checkHover("2026-11-24 lifting\n  Barbell Curl: 40x10x3\n  Pl1️⃣ank: 60s x3\n", contains: [], lacks: ["Superset"])
    }

    // MARK: - Headers

    @Test func aLiftingHeader() {
        checkHover("""
            2026-11-19 bodyweight 80kg
            1️⃣2026-11-20 07:30 lifting Push Day 1h05min2️⃣
              Bench Press 60x10 warmup, 100x5 @8, 100x5 @8.5, 105x3 @9
              Incline Dumbbell Press: 30x10x3
              Pull Up: BWx8, BW+10x6
              Barbell Squat
                120x5 @7
                [ ] 140x3
            """, contains: [
                "**Push Day — 2026-11-20 07:30**",
                "Duration: 1:05:00",
                // Done: 4 + 3 + 2 + 1 = 10 sets, 1 planned. Reps 23 + 30 + 14 + 5 = 72.
                // Working volume: bench 500 + 500 + 315 = 1315, incline 3 × 300 = 900,
                // pull up 80 × 8 + 90 × 6 = 1180, squat 600: 3995.
                "4 exercises · 10 sets done · 1 planned · 72 reps · volume 3995 kg",
                // Bench and incline (3 working sets each) hit chest, shoulders, triceps; pull up (2) back
                // and biceps; the squat's one done set quads, glutes, hamstrings, core.
                "Working sets per muscle: chest 6, shoulders 6, triceps 6, back 2, biceps 2, core 1, glutes 1, hamstrings 1, quads 1",
            ], range: ("1️⃣", "2️⃣"))
    }

    @Test func aCardioHeader() {
        checkHover("1️⃣2026-11-21 18:00 cardio run 5.2km 26:302️⃣\n", contains: [
            "**Cardio: run — 2026-11-21**",
            // Pace 26.5 min / 5.2 km = 5.096 min/km = 305.8 s → 5:06. Speed 5.2 / (26.5 / 60) = 11.77 → 11.8.
            "distance 5.2 km · duration 26:30 · pace 5:06 /km · speed 11.8 km/h",
        ], range: ("1️⃣", "2️⃣"))
    }

    @Test func aMetconHeader() {
        checkHover("2026-11-21 metcon amrap 1️⃣20min 7 rounds \"Cindy\"\n  Pull Up x5\n  Push Up x10\n  Air Squat x15\n", contains: [
            "**Metcon: amrap — 2026-11-21**",
            "duration 20:00 · 7 rounds · 3 movements",
            "Result: Cindy",
        ])
        checkHover("2026-11-21 metcon fortime 1️⃣12:34 \"Fran 21-15-9\"\n", contains: [
            "**Metcon: fortime — 2026-11-21**",
            "time 12:34",
            "Result: Fran 21-15-9",
        ])
    }

    @Test func aMealHeaderWithTheDayAgainstTheGoals() {
        checkHover("""
            profile
              calories: 2000
              protein: 150
              carbs: 200
              fat: 65
            2026-11-20 08:00 breakfast
              Oats 80g
            1️⃣2026-11-20 12:30 lunch2️⃣
              Chicken Breast 200g
              Rice 150g
            2026-11-21 dinner
              Rice 300g
            """, contains: [
                "**Lunch — 2026-11-20**",
                // Chicken Breast 200 g: 165 × 2 = 330 kcal, 31.02 × 2 = 62.04 P, 0 C, 3.57 × 2 = 7.14 F.
                // Rice 150 g: 130 × 1.5 = 195 kcal, 2.69 × 1.5 = 4.035 P, 28.17 × 1.5 = 42.255 C, 0.28 × 1.5 = 0.42 F.
                // Lunch: 525 kcal, 66.075 → 66.1 P, 42.255 → 42.3 C, 7.56 → 7.6 F.
                "525 kcal · protein 66.1 g · carbs 42.3 g · fat 7.6 g",
                // Oats 80 g: 303.2 kcal, 10.52 P, 54.16 C, 5.216 F. The day (the 21st's dinner left out):
                // 828.2 kcal (41.4 % of 2000), 76.595 P (51.1 % of 150), 96.415 C (48.2 % of 200),
                // 12.776 F (19.7 % of 65).
                "**Day (2 meals) against your goals:**",
                "- kcal 828 / 2000 (41 %)\n- protein 76.6 / 150 g (51 %)\n- carbs 96.4 / 200 g (48 %)\n- fat 12.8 / 65 g (20 %)",
            ], range: ("1️⃣", "2️⃣"))
    }

    // MARK: - Foods, bodyweight, profile

    @Test func aFoodItem() {
        checkHover("2026-11-20 lunch\n  1️⃣Chicken Breast 200g2️⃣\n", contains: [
            // 200 g: 165 × 2 = 330 kcal, 31.02 × 2 = 62.04 → 62 P, 0 C, 3.57 × 2 = 7.14 → 7.1 F.
            "**200 g of Chicken Breast**: 330 kcal · protein 62 g · carbs 0 g · fat 7.1 g",
            "**Chicken Breast** — preset · protein",
            "Per 100 g: 165 kcal · protein 31 g · carbs 0 g · fat 3.6 g",
            // 150 g × 1.65 kcal/g = 247.5 → 248.
            "Serving: 150 g = 248 kcal",
        ], range: ("1️⃣", "2️⃣"))
        checkHover("2026-11-20 öğle\n  Tavuk 1️⃣Göğsü x2\n", contains: [
            // Two default servings of Chicken Breast: 300 g: 495 kcal, 93.06 → 93.1 P, 10.71 → 10.7 F.
            "**300 g of Chicken Breast**: 495 kcal · protein 93.1 g · carbs 0 g · fat 10.7 g",
        ])
    }

    @Test func bodyweightWithTrendAndBMI() {
        checkHover("""
            profile
              height: 180 cm
            2026-11-10 bodyweight 81kg
            2026-11-15 bodyweight 80kg
            2026-11-18 bodyweight 79.5kg
            1️⃣2026-11-20 bodyweight 78.5kg2️⃣
            """, contains: [
                "**Bodyweight 78.5 kg** — 2026-11-20",
                "Change since 2026-11-18: −1 kg",
                // The last 7 days (2026-11-14 to 20): (80 + 79.5 + 78.5) / 3 = 79.33 → 79.3
                // (bodyweight is a measurement: shown to 0.1, not rounded to a plate step).
                "7-day average: 79.3 kg (3 entries)",
                // 78.5 / 1.8² = 78.5 / 3.24 = 24.23: normal (18.5–25).
                "BMI 24.2 — normal",
            ], range: ("1️⃣", "2️⃣"))
        checkHover("2026-11-20 bodyweight 1️⃣78.5kg\n", contains: ["**Bodyweight 78.5 kg** — 2026-11-20", "7-day average: 78.5 kg (1 entry)"],
                   lacks: ["Change since", "BMI"])
    }

    @Test func profileGoals() {
        checkHover("""
            profile
              name: Burak
              1️⃣calories: 2000
              protein: 150
              carbs: 200
              fat: 65
            """, contains: [
                "**Daily goals**: 2000 kcal · protein 150 g · carbs 200 g · fat 65 g",
                // 4 × 150 + 4 × 200 + 9 × 65 = 600 + 800 + 585 = 1985; (1985 − 2000) / 2000 = −0.75 % → −1 %.
                "The macro goals add up to 1985 kcal (4·protein + 4·carbs + 9·fat), -1 % against the calorie goal",
                // Nothing written: the kg defaults.
                "Loads rounded to 2.5 kg · bar 20 kg · plates 25, 20, 15, 10, 5, 2.5, 1.25",
            ])
        checkHover("profile\n  unit: lb\n  1️⃣rounding: 2.5\n  bar: 35\n  plates: 45, 25, 10, 5\n", contains: [
            // Written in the profile's unit (lb) and shown back in it.
            "Loads rounded to 2.5 lb · bar 35 lb · plates 45, 25, 10, 5",
        ])
    }

    // MARK: - Units

    @Test func figuresInPoundsWithAPoundProfile() {
        checkHover("profile\n  unit: lb\n2026-11-20 lifting\n  Bench Press 1️⃣225x5 @82️⃣\n", contains: [
            "**225 lb × 5** @ RPE 8",
            // 225 × 5 = 1125. e1RM 225 / 0.8888 = 253.15 → 253.
            "volume 1125 lb · e1RM 253 lb (brzycki) — 100 % of your best e1RM 253 lb",
        ], range: ("1️⃣", "2️⃣"))
    }

    @Test func figuresInPoundsWithTheUnitSetting() {
        checkHover("2026-11-20 lifting\n  Bench Press 1️⃣100x5 @82️⃣\n", settings: AnalysisSettings(today: testToday, unitOverride: .lb), contains: [
            // 100 kg / 0.45359237 = 220.46 lb → 220.5.
            "**220.5 lb × 5** @ RPE 8",
            // Volume 500 kg = 1102.31 lb → 1102.5. e1RM 112.51 kg = 248.04 lb → 248.
            "volume 1102.5 lb · e1RM 248 lb (brzycki) — 100 % of your best e1RM 248 lb",
        ], range: ("1️⃣", "2️⃣"))
        checkHover("2026-11-19 bodyweight 1️⃣80kg\n", settings: AnalysisSettings(today: testToday, unitOverride: .lb), contains: [
            // 80 / 0.45359237 = 176.37 → 176.4 (a measurement, shown to 0.1).
            "**Bodyweight 176.4 lb** — 2026-11-19",
        ])
    }

    // MARK: - Helper

    /// Hovers at 1️⃣ in `marked` and checks the markdown, and the range when given.
    ///
    /// - Parameters:
    ///   - contains: exact pieces of the markdown; `lacks`: text that must not be in it.
    ///   - range: the markers where the hover's range must start and end.
    private func checkHover(
        _ marked: String, settings: AnalysisSettings = testSettings, language: Language = .en, contains: [String], lacks: [String] = [],
        range: (start: String, end: String)? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let document = MarkedSource(marked, sourceLocation: sourceLocation)
        guard let cursor = document.offset(of: "1️⃣", sourceLocation: sourceLocation) else { return }
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "test.antrain", text: document.text)], settings: settings)
        guard let hover = HoverEngine.hover(in: snapshot, fileIndex: 0, offset: cursor, language: language) else {
            Issue.record("no hover at 1️⃣", sourceLocation: sourceLocation)
            return
        }
        for piece in contains {
            #expect(hover.markdown.contains(piece), "missing \"\(piece)\" in:\n\(hover.markdown)", sourceLocation: sourceLocation)
        }
        for piece in lacks {
            #expect(!hover.markdown.contains(piece), "unexpected \"\(piece)\" in:\n\(hover.markdown)", sourceLocation: sourceLocation)
        }
        if let range, let start = document.offset(of: range.start, sourceLocation: sourceLocation),
           let end = document.offset(of: range.end, sourceLocation: sourceLocation) {
            #expect(hover.range == TextRange(start, end), "the hover's range", sourceLocation: sourceLocation)
        }
    }
}
