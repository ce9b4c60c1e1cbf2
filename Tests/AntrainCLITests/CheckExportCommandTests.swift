@testable import AntrainCLI
import Foundation
import Testing

/// `antrain check` and `antrain export` as TOOLING.md §1 describes them: output lines, exit
/// codes, JSON, `--strict`, folder recursion and stdin.
@Suite struct CheckExportCommandTests {
    static let clean = "2026-11-02 lifting\n  Bench Press 100x5 @8\n"
    static let withError = "2026-11-02 lunch\n  Rice 150\n"
    static let withWarning = "2026-11-02 lunch\n  Dragonfruit Sorbet 100g\n"

    @Test func checkPrintsPathLineColumnSeverityMessageCodeAndExitsOneOnErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.withError)
        let run = folder.run(["check", "log.antrain"])
        #expect(run.exit == .problemsFound)
        #expect(run.output == "log.antrain:2:8: error: How much is 150? Add a unit: `150g` for grams or `150 servings` [amount-without-unit]\n")
        #expect(run.errors == "1 file checked: 1 error, 0 warnings\n")
    }

    @Test func checkOfACleanLogSaysSoInOneLineAndExitsZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.clean)
        let run = folder.run(["check", "log.antrain"])
        #expect(run.exit == .success)
        #expect(run.output.isEmpty)
        #expect(run.errors == "1 file checked: no problems\n")
        let turkish = folder.run(["check", "log.antrain", "--lang", "tr"])
        #expect(turkish.errors == "1 dosya denetlendi: sorun yok\n")
        let json = folder.run(["check", "log.antrain", "--format", "json"])
        #expect(json.output == "[\n\n]\n" || json.output == "[]\n")
        #expect(json.errors == "1 file checked: no problems\n")
        let quiet = folder.run(["check", "log.antrain", "--quiet"])
        #expect(quiet.errors.isEmpty)
        #expect(quiet.exit == .success)
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.withWarning)
        #expect(folder.run(["check", "log.antrain"]).exit == .success)
        let strict = folder.run(["check", "--strict", "log.antrain"])
        #expect(strict.exit == .problemsFound)
        #expect(strict.output.hasPrefix("log.antrain:2:3: warning: `Dragonfruit Sorbet` is not a preset or custom food"))
        #expect(strict.output.hasSuffix("[unknown-food]\n"))
    }

    @Test func foldersAreSearchedRecursivelyForLogsSkippingHiddenOnes() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.antrain", Self.clean)
        try folder.write("deep/er/b.antrain", Self.withError)
        try folder.write(".hidden/c.antrain", Self.withError)
        try folder.write("notes.txt", Self.withError)
        let run = folder.run(["check"])
        #expect(run.exit == .problemsFound)
        #expect(run.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) } == ["deep/er/b.antrain"])
        #expect(run.errors == "2 files checked: 1 error, 0 warnings\n")
    }

    @Test func jsonOutputHasPositionsCodesAndMessages() throws {
        let folder = try TemporaryFolder()
        let run = folder.run(["check", "--format", "json", "-"], stdin: Array(Self.withError.utf8))
        #expect(run.exit == .problemsFound)
        let records = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]] ?? []
        #expect(records.count == 1)
        #expect(records.first?["file"] as? String == "<stdin>")
        #expect(records.first?["code"] as? String == "amount-without-unit")
        #expect(records.first?["line"] as? Int == 2)
        #expect(records.first?["column"] as? Int == 8)
        #expect(records.first?["endColumn"] as? Int == 11)
        #expect(records.first?["severity"] as? String == "error")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", "2026-11-02 öğle\n  Tavuk Göğsü 150\n")
        let run = folder.run(["check", "log.antrain"])
        // "  Tavuk Göğsü " is 14 characters (17 bytes): the amount starts at column 15.
        #expect(run.output.hasPrefix("log.antrain:2:15: error:"))
    }

    @Test func badUsageAndUnreadableInputExitTwo() throws {
        let folder = try TemporaryFolder()
        let missing = folder.run(["check", "nowhere.antrain"])
        #expect(missing.exit == .usageError)
        #expect(missing.errors.contains("nowhere.antrain: no such file or folder"))
        #expect(folder.run(["check", "--format", "xml"]).exit == .usageError)
        #expect(folder.run(["check", "--frobnicate"]).exit == .usageError)
        #expect(folder.run(["unknown-command"]).exit == .usageError)
    }

    @Test func exportWritesEveryWorkoutSetMealAndFoodAsJSON() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", """
            2026-11-02 07:30 lifting Upper
              Bench Press 100x5x3 @8
              Pull Up: BW+10x6
            2026-11-02 lunch
              Chicken Breast 200g
              Rice 1 serving
            2026-11-03 cardio run 5km 25:00
            """)
        let run = folder.run(["export", "log.antrain"])
        #expect(run.exit == .success)
        let root = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any] ?? [:]
        #expect(root["formatVersion"] as? Int == 2)
        let athletes = root["athletes"] as? [[String: Any]] ?? []
        #expect(athletes.count == 1)
        let export = athletes.first ?? [:]
        #expect(export["profileSource"] == nil)
        let workouts = export["workouts"] as? [[String: Any]] ?? []
        #expect(workouts.count == 2)
        let exercises = workouts.first?["exercises"] as? [[String: Any]] ?? []
        #expect(exercises.map { ($0["sets"] as? [Any])?.count ?? 0 } == [3, 1])
        let pullUp = (exercises.last?["sets"] as? [[String: Any]])?.first
        #expect(pullUp?["isBodyweight"] as? Bool == true)
        #expect(pullUp?["bodyweightOffset"] as? Double == 10)
        #expect((workouts.last?["quickLog"] as? [String: Any])?["paceMinPerKm"] as? Double == 5)
        let logs = export["nutritionLogs"] as? [[String: Any]] ?? []
        let foods = (logs.first?["meals"] as? [[String: Any]])?.first?["foods"] as? [[String: Any]] ?? []
        #expect(foods.map { $0["writtenName"] as? String } == ["Chicken Breast", "Rice"])
        #expect(foods.first?["grams"] as? Double == 200)
    }

    @Test func exportAsCSVHasOneRowPerSetAndFoodEntry() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", "2026-11-02 lifting\n  Squat: 100x5x2\n2026-11-02 lunch\n  Rice 150g\n")
        let run = folder.run(["export", "--format", "csv", "log.antrain"])
        #expect(run.exit == .success)
        let rows = run.output.split(separator: "\n").map(String.init)
        #expect(rows.count == 4)
        #expect(rows[0].hasPrefix("kind,date,time,entry,item,set,reps,weight_kg"))
        #expect(rows[1].hasPrefix("set,2026-11-02,,lifting,Barbell Back Squat,1,5,100,"))
        #expect(rows[3].hasPrefix("food,2026-11-02,,lunch,Rice,,,,,,,,150,"))
    }

    @Test func exportAsCSVCarriesThePlanningMarksAfterTheOldColumns() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", """
            2026-11-01 max Bench Press 100kg
            2026-11-02 lifting
              Bench Press: 75%x5, 95x4+ RIR1
              Barbell Row
                60x10 RIR2
                [ ] 60x8-12

            """)
        let run = folder.run(["export", "--format", "csv", "log.antrain"])
        #expect(run.exit == .success, "\(run.errors)")
        let rows = run.output.split(separator: "\n").map(String.init)
        // The 21 columns of the first version first, in their order, then the planning marks,
        // then each side's reps (empty here: no set is written `L|R`), then the food nutrients
        // and the measurement's side, value and unit, empty on a set row, then each side's
        // seconds of a time set (empty here too).
        #expect(rows.first == "kind,date,time,entry,item,set,reps,weight_kg,bodyweight,rpe,completed,duration_s,grams,kcal,protein_g,"
            + "carbs_g,fat_g,notes,tags,rest_s,superset,reps_max,amrap,percent_of_max,rir,reps_left,reps_right,"
            + "fiber_g,sugar_g,satfat_g,sodium_mg,side,value,unit,duration_left_s,duration_right_s")
        #expect(Array(rows.dropFirst()) == [
            // 75 % of the 100 kg training max is 75 kg.
            "set,2026-11-02,,lifting,Barbell Bench Press,1,5,75,,,true,,,,,,,,,,,,,75,,,,,,,,,,,,",
            // RIR 1 is stored as RPE 10 − 1 = 9.
            "set,2026-11-02,,lifting,Barbell Bench Press,2,4,95,,9,true,,,,,,,,,,,,true,,1,,,,,,,,,,,",
            "set,2026-11-02,,lifting,Barbell Row,1,10,60,,8,true,,,,,,,,,,,,,,2,,,,,,,,,,,",
            "set,2026-11-02,,lifting,Barbell Row,2,8,60,,,false,,,,,,,,,,,12,,,,,,,,,,,,,,",
        ])
    }

    @Test func exportOfALogWithErrorsStillWritesWhatItReadAndExitsOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.withError + "2026-11-03 bodyweight 80kg\n")
        let run = folder.run(["export", "log.antrain"])
        #expect(run.exit == .problemsFound)
        #expect(run.errors.contains("1 error"))
        let export = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any] ?? [:]
        let athlete = (export["athletes"] as? [[String: Any]])?.first
        #expect((athlete?["bodyweights"] as? [Any])?.count == 1)
    }
}
