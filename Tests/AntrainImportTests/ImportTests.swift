import AntrainAnalysis
@testable import AntrainImport
import AntrainModel
import AntrainSyntax
import Foundation
import Testing

/// Each export shape in `Exports/` (written after real exports, quirks included) imports
/// into a log that checks clean, is already in canonical form, and keeps every set.
@Suite struct ImportTests {
    static let fixtures = [
        "strong-ios", "strong-no-notes", "strong-semicolon", "strong-android", "hevy-kg", "hevy-lbs", "fitnotes-kgs",
        "fitnotes-lbs", "fitnotes-current-dmy", "fitnotes-current-mdy",
    ]

    @Test func strongIOSExportWithWarmUpsRestTimersNotesAndABadRow() throws {
        let result = try importFixture("strong-ios")
        #expect(result.format == .strong)
        #expect(result.text == """
            # Imported from strong-ios.csv (Strong export)

            exercise Barbell Landmine Press
              category: barbell
              muscles: shoulders
              equipment: barbell
              aliases: Landmine Press (Barbell)

            2024-03-04 18:05 lifting Push Day 1h14
              note: Felt good
              Barbell Bench Press:
                60x10 warmup
                100x5 @8
                100x5 @8 rest 2:00
                100x4 @9.5 # grinder, "ugly"
              Assisted Pull Up:
                BW-25x8
              Pull Up:
                BWx10
              Plank:
                60s
              Barbell Landmine Press: # Use the corner / by the rack
                30x12

            2024-03-06 07:30 cardio run 5.2km 26:30 # Running; Morning Run

            2024-03-07 18:00 lifting Legs 1h
              Barbell Back Squat:
                140x5

            """)
        #expect(result.malformedRows == 1)
        #expect(result.summary.first?.english == "Read 14 rows of strong-ios.csv (Strong export): 10 set rows, 0 food rows, "
            + "1 rest timer, 1 note row, 1 empty set, 1 malformed row")
        #expect(result.summary.map(\.english).contains("  line 15: Reps \"abc\" is not a number"))
    }

    @Test func hevySupersetsBecomePlusItemsAndSetTypesBecomeTags() throws {
        let result = try importFixture("hevy-kg")
        #expect(result.text.contains("""
              Dumbbell Lateral Raise:
                10x15x2
              + Tricep Rope Pushdown:
                25x12
                15x10 drop
            """))
        #expect(result.text.contains("    80x6 @10 failure\n"))
        #expect(result.text.contains("2025-09-15 07:48 lifting Push A 1h04\n  note: Good session, slept well\n"))
        #expect(result.text.contains("  Pull Up:\n    BW+10x6\n"))
        #expect(result.text.contains("  Barbell Curl: # multi-line / note, with \"quotes\"\n"))
        let workouts = try models(result).workouts.filter { $0.type == .lifting }
        #expect(workouts[0].exercises.map(\.supersetGroup) == [nil, 1, 1, nil, nil])
        #expect(workouts[1].exercises.map(\.supersetGroup) == [nil, 1, 1, nil])
    }

    @Test func poundExportsKeepTheirNumbersWithTheirUnit() throws {
        let result = try importFixture("hevy-lbs")
        #expect(result.text.contains("    225lbx5 @8\n"))
        let squat = try models(result).workouts[0].exercises[0]
        #expect(abs(squat.sets[1].weight - 225 * 0.45359237) < 1e-9)
        // Into a log whose athlete trains in pounds, the same loads are plain numbers.
        let plain = try importFixture("hevy-lbs", logUnit: .lb)
        #expect(plain.text.contains("    225x5 @8\n"))
    }

    @Test func strongAndroidDecimalCommasAndPerRowUnits() throws {
        let result = try importFixture("strong-android")
        #expect(result.text.contains("    102.5x5 @8\n"))
        #expect(result.text.contains("    70lbx10\n"))
        // A ride inside a lifting workout stays in it, so the workout count is kept.
        #expect(result.text.contains("  Cycling:\n    30:00 # 12.4 km\n"))
    }

    @Test func fitNotesDaysAreWorkoutsAndUnknownNamesAreDefined() throws {
        let result = try importFixture("fitnotes-kgs")
        #expect(result.text.contains("exercise Sandbag Bearhug Squat\n  category: barbell\n  muscles: quads\n  equipment: barbell\n"))
        #expect(result.text.contains("2023-01-05 lifting\n"))
        #expect(result.text.contains("    80x5 # Felt strong\n"))
        // The treadmill row of the Cardio category is a cardio entry of its own, not a set of the day's lifting.
        #expect(result.text.contains("2023-01-05 cardio run 3km 18:30 # Treadmill\n"))
        #expect(!result.text.contains("# 3 km"))
    }

    @Test func fitNotesCurrentExportWithDayFirstDatesUnitsPerRowHoldsAndCardio() throws {
        let result = try importFixture("fitnotes-current-dmy")
        #expect(result.format == .fitnotes)
        // 23/12/2025 can only be day first: it settles 02/12/2025 as 2 December.
        #expect(result.text == """
            # Imported from fitnotes-current-dmy.csv (FitNotes export)

            2025-12-02 lifting
              Barbell Bench Press:
                60x10
                80x5x2
              Dumbbell Curl:
                25lbx12
              Plank:
                60s

            2025-12-02 cardio row 200m 1:48 # Rowing Machine

            2025-12-23 lifting
              Barbell Back Squat:
                100x5
                102.5x5
              Plank:
                BW+10 45s

            2025-12-23 cardio bike 12km 30:00 # Cycling

            """)
        #expect(result.malformedRows == 0)
    }

    @Test func fitNotesCurrentExportWithMonthFirstDatesInPounds() throws {
        let result = try importFixture("fitnotes-current-mdy", logUnit: .lb)
        // 12/31/2025 can only be month first: 11/03/2025 is 3 November. A kilogram row in a
        // pound log keeps its unit.
        #expect(result.text.contains("2025-11-03 lifting\n  Barbell Deadlift:\n    315x3x2\n"))
        #expect(result.text.contains("2025-11-03 cardio run 2mi 20:00 # Treadmill\n"))
        #expect(result.text.contains("2025-12-31 lifting\n  Barbell Overhead Press:\n    95x5\n    40kgx5\n"))
        #expect(result.text.contains("  Dead Hang:\n    90s\n"))
        #expect(result.malformedRows == 0)
    }

    @Test func fitNotesDatesNoRowSettlesAreAskedAbout() throws {
        #expect(throws: ImportFailure.ambiguousDates(example: "03/04/2025")) {
            _ = try importFixture("fitnotes-current-ambiguous")
        }
        #expect(ImportFailure.ambiguousDates(example: "03/04/2025").message
            == "dates like 03/04/2025 can be day first or month first, and no row tells which; "
            + "say which with --date-order dmy (23/12/2025) or --date-order mdy (12/23/2025)")
        var request = Self.request()
        request.dateOrder = .dmy
        let dayFirst = try Importer.run(try Self.bytes("fitnotes-current-ambiguous"), request)
        #expect(dayFirst.text.contains("2025-04-03 lifting\n"))
        #expect(dayFirst.text.contains("2025-04-05 lifting\n"))
        request.dateOrder = .mdy
        let monthFirst = try Importer.run(try Self.bytes("fitnotes-current-ambiguous"), request)
        #expect(monthFirst.text.contains("2025-03-04 lifting\n"))
        #expect(monthFirst.text.contains("2025-05-04 lifting\n"))
    }

    @Test func aRowThatContradictsTheSettledDateOrderIsSkipped() throws {
        let text = "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time\n"
            + "23/12/2025,Deadlift,Back,100.0,kgs,5,,,\n12/31/2025,Deadlift,Back,110.0,kgs,3,,,\n"
        let result = try Importer.run(Array(text.utf8), Self.request())
        #expect(result.malformedRows == 1)
        #expect(result.summary.map(\.english).contains("  line 3: Date \"12/31/2025\" is not a date"))
    }

    @Test(arguments: fixtures)
    func everyExportChecksCleanIsCanonicalAndKeepsEverySet(_ name: String) throws {
        let result = try importFixture(name)
        let snapshot = analyze(result.text)
        let diagnostics = snapshot.files.flatMap(\.diagnostics)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        #expect(!diagnostics.contains { $0.code == .unknownExercise || $0.code == .unknownFood })
        #expect(LogFormatter.format(result.text) == result.text)
        // Every set row is one set in the models (or one cardio entry), with its load and reps.
        let rows = try setRows(name)
        let workouts = snapshot.files[0].lowered.workouts.map(\.workout)
        let lifted = workouts.flatMap { $0.exercises.flatMap(\.sets) }
        let cardio = workouts.filter { $0.type == .cardio }.count
        #expect(lifted.count + cardio == rows.sets.count)
        let written = lifted.map { Pair(kilograms: $0.isBodyweight ? abs($0.bodyweightOffset) : $0.weight, reps: $0.reps) }
            + Array(repeating: Pair(kilograms: 0, reps: 0), count: cardio)
        let expected = rows.sets.map { Pair(kilograms: $0.kilograms, reps: $0.reps) }
        #expect(written.sorted() == expected.sorted())
        // One entry per workout of the export.
        #expect(workouts.count == rows.workouts)
    }

    @Test func anUnknownHeaderNamesTheKnownFormatsAndTheHeader() {
        #expect(throws: ImportFailure.unknownHeader("when,what,how much")) {
            _ = try Importer.run(Array("when,what,how much\n1,2,3\n".utf8), Self.request())
        }
        #expect(ImportFailure.unknownHeader("a,b").message.contains("Strong, Hevy, FitNotes, Antrain"))
        #expect(throws: ImportFailure.wrongFormat(.hevy, header: "Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time,Comment")) {
            var request = Self.request()
            request.format = .hevy
            _ = try Importer.run(try Self.bytes("fitnotes-lbs"), request)
        }
    }

    @Test func aRowWithTheWrongNumberOfFieldsIsSkippedAndTheRestImports() throws {
        let text = "Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment\n"
            + "2023-01-05,Deadlift,Back,100,5,,,,\n2023-01-05,Deadlift,Back,100\n2023-01-05,Deadlift,Back,110,3,,,,\n"
        let result = try Importer.run(Array(text.utf8), Self.request())
        #expect(result.malformedRows == 1)
        #expect(result.summary.map(\.english).contains("  line 3: the row has 4 fields; the header has 9"))
        #expect(result.text.contains("  Barbell Deadlift:\n    100x5\n    110x3\n"))
    }

    /// Strong repeats a workout's `Duration` on each of its rows, in the phone's language. The
    /// shapes exports write read (`1h05`, a German `1 Std. 5 Min.`, `65m`); one that does not
    /// (a Russian `1 ч 5 мин`) leaves the header without a duration, warned once for the workout
    /// with its first line, and its sets import. A `45s` session keeps its seconds, as a header may.
    @Test func strongDurationsThatDoNotReadCostTheHeaderItsDurationNotTheSets() throws {
        let text = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
            + "2024-03-04 18:05:23,\"Push Day\",1h05,\"Bench Press (Barbell)\",1,100.0,5,0,0,\"\",\"\",\n"
            + "2024-03-05 18:00:00,\"Zugtag\",1 Std. 5 Min.,\"Deadlift (Barbell)\",1,140.0,3,0,0,\"\",\"\",\n"
            + "2024-03-06 18:00:00,\"Legs\",1 ч 5 мин,\"Squat (Barbell)\",1,120.0,5,0,0,\"\",\"\",\n"
            + "2024-03-06 18:00:00,\"Legs\",1 ч 5 мин,\"Squat (Barbell)\",2,120.0,5,0,0,\"\",\"\",\n"
            + "2024-03-07 07:00:00,\"Abs\",45s,\"Plank\",1,0,0,0,40,\"\",\"\",\n"
            + "2024-03-08 07:00:00,\"Arms\",65m,\"Bicep Curl (Dumbbell)\",1,15.0,12,0,0,\"\",\"\",\n"
        let result = try Importer.run(Array(text.utf8), Self.request())
        #expect(result.text == """
            # Imported from export.csv (Strong export)

            2024-03-04 18:05 lifting Push Day 1h05
              Barbell Bench Press:
                100x5

            2024-03-05 18:00 lifting Zugtag 1h05
              Barbell Deadlift:
                140x3

            2024-03-06 18:00 lifting Legs
              Barbell Back Squat:
                120x5x2

            2024-03-07 07:00 lifting Abs 45s
              Plank:
                40s

            2024-03-08 07:00 lifting Arms 1h05
              Dumbbell Curl:
                15x12

            """)
        #expect(result.malformedRows == 0)
        let english = result.summary.map(\.english)
        #expect(english.filter { $0.contains("not a duration") } == [
            "line 4: Duration \"1 ч 5 мин\" is not a duration: the workout is written without a duration",
        ])
        #expect(result.summary.map { $0.text(in: .tr) }.contains("satır 4: Duration \"1 ч 5 мин\" bir süre değil: antrenman süresiz yazıldı"))
        let workouts = try models(result).workouts
        #expect(workouts.map(\.duration) == [3900, 3900, 0, 45, 3900])
    }

    /// Hevy's `set_type` outside the four it documents (a `superset` from a newer app version)
    /// is a working set: warned once per value, with its first line and how many sets more.
    @Test func hevyUnknownSetTypesAreWorkingSetsWarnedOncePerValue() throws {
        let text = "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\",\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\",\"duration_seconds\",\"rpe\"\n"
            + "\"Push A\",\"15 Sep 2025, 07:48\",\"15 Sep 2025, 08:52\",\"\",\"Bench Press (Barbell)\",,\"\",0,\"warmup\",40,10,,,\n"
            + "\"Push A\",\"15 Sep 2025, 07:48\",\"15 Sep 2025, 08:52\",\"\",\"Bench Press (Barbell)\",,\"\",1,\"superset\",80,8,,,8\n"
            + "\"Push A\",\"15 Sep 2025, 07:48\",\"15 Sep 2025, 08:52\",\"\",\"Bench Press (Barbell)\",,\"\",2,\"superset\",80,8,,,8\n"
            + "\"Push A\",\"15 Sep 2025, 07:48\",\"15 Sep 2025, 08:52\",\"\",\"Lateral Raise (Dumbbell)\",,\"\",0,\"myo\",10,15,,,\n"
            + "\"Push A\",\"15 Sep 2025, 07:48\",\"15 Sep 2025, 08:52\",\"\",\"Lateral Raise (Dumbbell)\",,\"\",1,\"superset\",10,15,,,\n"
        let result = try Importer.run(Array(text.utf8), Self.request())
        #expect(result.text == """
            # Imported from export.csv (Hevy export)

            2025-09-15 07:48 lifting Push A 1h04
              Barbell Bench Press:
                40x10 warmup
                80x8x2 @8
              Dumbbell Lateral Raise:
                10x15x2

            """)
        #expect(result.malformedRows == 0)
        let english = result.summary.map(\.english)
        #expect(english.filter { $0.contains("set_type") } == [
            "line 3 and 2 more: set_type \"superset\" is not normal, warmup, failure or dropset: the sets are imported as working sets",
            "line 5: set_type \"myo\" is not normal, warmup, failure or dropset: the set is imported as a working set",
        ])
        let turkish = result.summary.map { $0.text(in: .tr) }
        #expect(turkish.contains("satır 3 ve 2 satır daha: set_type \"superset\" geçersiz: normal, warmup, failure ya da dropset olmalı: setler normal set olarak alındı"))
        #expect(turkish.contains("satır 5: set_type \"myo\" geçersiz: normal, warmup, failure ya da dropset olmalı: set, normal set olarak alındı"))
    }

    @Test func workoutsTheLogHoldsAreLeftOut() throws {
        let first = try importFixture("hevy-kg")
        let existing = Set(analyze(first.text).files[0].lowered.workouts.map { WorkoutFingerprint($0.workout) })
        var request = Self.request()
        request.existing = existing
        let again = try Importer.run(try Self.bytes("hevy-kg"), request)
        #expect(again.workoutsWritten == 0)
        #expect(again.text.isEmpty)
        #expect(again.summary.map(\.english).contains("Left out 3 workouts the log already holds (same date and exercises, and the same start time or none)"))
    }

    // MARK: - Helpers

    struct Pair: Comparable {
        var kilograms: Double
        var reps: Int
        static func < (lhs: Pair, rhs: Pair) -> Bool { (lhs.kilograms, lhs.reps) < (rhs.kilograms, rhs.reps) }
        static func == (lhs: Pair, rhs: Pair) -> Bool { abs(lhs.kilograms - rhs.kilograms) < 1e-9 && lhs.reps == rhs.reps }
    }

    /// The set rows of a fixture and its number of workouts, read here by the columns' names,
    /// independently of the readers. A cardio row (time or distance, no reps) counts 0 kg × 0;
    /// a carry with a distance only, its load × 1.
    private func setRows(_ name: String) throws -> (sets: [(kilograms: Double, reps: Int)], workouts: Int) {
        let records = CSVReader(bytes: try Self.bytes(name)).records()
        let header = records[0].fields.map { $0.lowercased() }
        func column(_ names: String...) -> Int? { names.compactMap { header.firstIndex(of: $0) }.first }
        let weight = column("weight", "weight (kg)", "weight_kg", "weight_lbs", "weight (kgs)", "weight (lbs)")!
        let reps = column("reps")!
        let order = column("set order")
        let unitColumn = column("weight unit")
        let distance = column("distance", "distance (meters)", "distance_km", "distance_miles")
        let seconds = column("seconds", "duration_seconds", "time")
        let workoutKey = [column("workout #"), column("date", "start_time"), column("workout name", "title")].compactMap { $0 }
        let isPounds = header.contains("weight_lbs") || header.contains("weight (lbs)")
        var sets: [(kilograms: Double, reps: Int)] = []
        var workouts = Set<[String]>()
        for record in records.dropFirst() {
            let fields = record.fields
            guard fields.count == header.count else { continue }
            if let order, ["rest timer", "note"].contains(fields[order].lowercased()) { continue }
            let hasTime = seconds.map { !fields[$0].isEmpty && fields[$0] != "0" } ?? false
            let hasDistance = distance.map { !fields[$0].isEmpty && fields[$0] != "0" } ?? false
            let count = Int(fields[reps]) ?? 0
            guard fields[reps].isEmpty || Int(fields[reps]) != nil else { continue }  // a malformed row
            guard count > 0 || hasTime || hasDistance else { continue }  // an empty set
            // FitNotes: a Cardio row with no reps is a session of its own.
            let isFitNotesCardio = header.contains("category") && fields[header.firstIndex(of: "category")!].lowercased() == "cardio" && count == 0
            workouts.insert(workoutKey.map { fields[$0] } + (isFitNotesCardio ? ["\(record.line)"] : []))
            var load = Double(fields[weight].replacingOccurrences(of: ",", with: ".")) ?? 0
            let rowPounds = unitColumn.map { fields[$0].lowercased().hasPrefix("lb") } ?? false
            if isPounds || rowPounds { load *= 0.45359237 }
            if count > 0 { sets.append((load, count)) } else if hasTime || load == 0 { sets.append((load, 0)) } else { sets.append((load, 1)) }
        }
        return (sets, workouts.count)
    }

    private func importFixture(_ name: String, logUnit: WeightUnit = .kg) throws -> ImportResult {
        var request = Self.request()
        request.logUnit = logUnit
        request.sourceName = name + ".csv"
        return try Importer.run(try Self.bytes(name), request)
    }

    static func request() -> ImportRequest {
        ImportRequest(format: nil, exportUnit: .kg, logUnit: .kg, exercises: WorkspaceExerciseLibrary(custom: []),
                      foods: WorkspaceFoodLibrary(custom: []), sourceName: "export.csv")
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Exports"))
        return [UInt8](try Data(contentsOf: url))
    }

    private func analyze(_ text: String) -> WorkspaceSnapshot {
        WorkspaceSnapshot.analyze([SourceFile(name: "imported.antrain", text: text)],
                                  settings: AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 25)))
    }

    private func models(_ result: ImportResult) throws -> (workouts: [Workout], Void) {
        (analyze(result.text).files[0].lowered.workouts.map(\.workout), ())
    }
}
