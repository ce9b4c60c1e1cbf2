import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Invalid input never crashes: numbers too large for an `Int` (a stuck key, a pasted
/// barcode) are read, clamped where a count is needed, and shown without trapping.
@Suite struct HugeNumberTests {
    private static let twenty = String(repeating: "9", count: 20)

    @Test func hugeRepsAreClamped() {
        let snapshot = assertParse("2026-11-20 lifting\n  Barbell Squat 100x\(Self.twenty)\n")
        #expect(snapshot.files[0].lowered.workouts.first?.workout.allSets.first?.reps == 1_000_000_000)
    }

    @Test func hugeSetCountIsCapped() {
        let snapshot = assertParse("2026-11-20 lifting\n  Barbell Squat 100x5x\(Self.twenty)\n")
        // Lowering writes at most 100 copies of one written set.
        #expect(snapshot.files[0].lowered.workouts.first?.workout.allSets.count == 100)
    }

    @Test func hugeClockIsAnInvalidTime() {
        assertParse(
            "2026-11-20 1️⃣\(Self.twenty):002️⃣ lifting\n  Barbell Squat 100x5\n",
            diagnostics: [DiagnosticSpec("1️⃣", code: "invalid-time", endMarker: "2️⃣")]
        )
    }

    @Test func hugeRounds() {
        let snapshot = assertParse("2026-11-20 metcon amrap 20min \(Self.twenty) rounds\n")
        #expect(snapshot.files[0].lowered.workouts.first?.workout.quickLog?.rounds == 1_000_000_000)
    }

    @Test func hugeDurationsAndPaces() {
        assertParse(
            """
            2026-11-20 07:00 cardio run 5km 7️⃣\(Self.twenty):00:008️⃣ pace 1️⃣\(Self.twenty):00/km2️⃣
            2026-11-20 08:00 5️⃣lifting6️⃣ 9️⃣\(Self.twenty)h🔟
              Barbell Squat 100x5
            2026-11-20 09:00 3️⃣lifting4️⃣ 1h
              Plank: 0️⃣\(Self.twenty)s

            """,
            diagnostics: [
                DiagnosticSpec("1️⃣", code: "pace-mismatch", endMarker: "2️⃣"),
                DiagnosticSpec("3️⃣", code: "overlapping-workouts", endMarker: "4️⃣"),
                DiagnosticSpec("5️⃣", code: "overlapping-workouts", endMarker: "6️⃣"),
                // Each duration past a day is implausible, and reaches the model as a day.
                DiagnosticSpec("7️⃣", code: "implausible-value", endMarker: "8️⃣"),
                DiagnosticSpec("9️⃣", code: "implausible-value", endMarker: "🔟"),
                DiagnosticSpec("0️⃣", code: "implausible-value"),
            ]
        )
    }

    @Test func hugeLoadAfterAPreviousSession() {
        assertParse(
            """
            2026-11-18 lifting
              Barbell Squat 100x5
            2026-11-20 lifting
              Barbell Squat 1️⃣\(Self.twenty)2️⃣x5

            """,
            diagnostics: [DiagnosticSpec("1️⃣", code: "suspicious-load", endMarker: "2️⃣"),
                          DiagnosticSpec("1️⃣", code: "implausible-value", endMarker: "2️⃣")]
        )
    }

    @Test func hugeFoodFigures() {
        assertParse(
            """
            food Space Bar
              per 100g: 1️⃣\(Self.twenty) kcal, 90 protein, 90 carbs, 90 fat2️⃣
              serving: \(Self.twenty)g
            2026-11-20 lunch
              Space Bar 3️⃣\(Self.twenty) servings4️⃣
              Rice 5️⃣\(Self.twenty)g6️⃣
            2026-11-20 bodyweight 7️⃣\(Self.twenty)kg8️⃣

            """,
            diagnostics: [
                DiagnosticSpec("1️⃣", code: "macros-exceed-100g", endMarker: "2️⃣"),
                DiagnosticSpec("3️⃣", code: "implausible-value", endMarker: "4️⃣"),
                DiagnosticSpec("5️⃣", code: "implausible-value", endMarker: "6️⃣"),
                DiagnosticSpec("7️⃣", code: "implausible-value", endMarker: "8️⃣"),
            ]
        )
    }

    @Test func hugeEnergyMismatch() {
        assertParse(
            "food Space Bar\n  per 100g: 1️⃣\(Self.twenty)2️⃣ kcal, 10 protein, 10 carbs, 10 fat\n",
            diagnostics: [DiagnosticSpec("1️⃣", code: "energy-mismatch", endMarker: "2️⃣")]
        )
    }

    @Test func formattingHugeValues() {
        #expect(Format.number(1e20) == "1e+20")
        #expect(Format.number(-1e20) == "-1e+20")
        #expect(Format.number(12_500) == "12,500")
        #expect(Format.number(97.5) == "97.5")
        #expect(!Format.duration(1e20).isEmpty)
        #expect(!Format.pace(minutesPerKm: 1e20).isEmpty)
        #expect(Format.load(1e20, unit: .kg).hasSuffix(" kg"))
    }
}
