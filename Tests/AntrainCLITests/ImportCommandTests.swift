@testable import AntrainCLI
import AntrainModel
import Foundation
import Testing

/// `antrain import` as a user runs it: stdout, `-o`, `--into` twice, exit codes, and a round
/// trip through Antrain's own CSV.
@Suite struct ImportCommandTests {
    static let hevy = """
        title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
        Push,"15 Sep 2025, 07:48","15 Sep 2025, 08:52",,Bench Press (Barbell),,,0,warmup,40,10,,,
        Push,"15 Sep 2025, 07:48","15 Sep 2025, 08:52",,Bench Press (Barbell),,,1,normal,80,8,,,8
        Pull,"17 Sep 2025, 18:02","17 Sep 2025, 19:10",,Lat Pulldown (Cable),,,0,normal,55,12,,,

        """

    static let newerHevy = hevy + """
        Legs,"19 Sep 2025, 18:00","19 Sep 2025, 19:00",,Squat (Barbell),,,0,normal,100,5,,,

        """

    @Test func writesTheLogToStdoutAndTheSummaryToStderr() throws {
        let folder = try TemporaryFolder()
        try folder.write("hevy.csv", Self.hevy)
        let run = folder.run(["import", "hevy.csv"])
        #expect(run.exit == .success)
        #expect(run.output.hasPrefix("# Imported from hevy.csv (Hevy export)\n\n2025-09-15 07:48 lifting Push 1h04\n"))
        #expect(run.errors.hasPrefix("Read 3 rows of hevy.csv (Hevy export): 3 set rows,"))
        #expect(run.errors.contains("Wrote 2 lifting workouts with 3 sets in all"))
    }

    @Test func theSummaryIsInTurkishForLangOrATurkishAthlete() throws {
        let folder = try TemporaryFolder()
        try folder.write("hevy.csv", Self.hevy)
        let byOption = folder.run(["import", "hevy.csv", "--lang", "tr"])
        #expect(byOption.exit == .success)
        #expect(byOption.errors.hasPrefix("hevy.csv okundu (Hevy dışa aktarımı), 3 satır: 3 set satırı, 0 besin satırı,"))
        #expect(byOption.errors.contains("2 ağırlık antrenmanı yazıldı, toplam 3 set\n"))
        // The athlete of the folder the log goes to speaks Turkish.
        try folder.write("profile.antrain", "profile\n  language: tr\n")
        let byProfile = folder.run(["import", "hevy.csv"])
        #expect(byProfile.errors.hasPrefix("hevy.csv okundu (Hevy dışa aktarımı), 3 satır:"))
        #expect(folder.run(["import", "hevy.csv", "--lang", "en"]).errors.hasPrefix("Read 3 rows of hevy.csv (Hevy export):"))
    }

    @Test func intoTwiceAddsNothingTheSecondTimeAndANewerExportAddsOnlyTheNewSession() throws {
        let folder = try TemporaryFolder()
        let mine = "# my own notes stay as they are\n2025-09-01 bodyweight 80kg"  // no final line break
        try folder.write("log.antrain", mine)
        try folder.write("hevy.csv", Self.hevy)
        #expect(folder.run(["import", "hevy.csv", "--into", "log.antrain"]).exit == .success)
        let once = try folder.read("log.antrain")
        #expect(once.hasPrefix(mine + "\n\n# Imported from hevy.csv"))
        let twice = folder.run(["import", "hevy.csv", "--into", "log.antrain"])
        #expect(twice.exit == .success)
        #expect(twice.errors.contains("Left out 2 workouts the log already holds"))
        #expect(twice.errors.contains("Nothing new for log.antrain"))
        #expect(try folder.read("log.antrain") == once)
        try folder.write("hevy.csv", Self.newerHevy)
        #expect(folder.run(["import", "hevy.csv", "--into", "log.antrain"]).exit == .success)
        let thrice = try folder.read("log.antrain")
        #expect(thrice.hasPrefix(once))
        #expect(thrice.dropFirst(once.count) == "\n# Imported from hevy.csv (Hevy export)\n\n2025-09-19 18:00 lifting Legs 1h\n  Barbell Back Squat:\n    100x5\n")
        let check = folder.run(["check", "log.antrain"])
        #expect(check.exit == .success, "\(check.output)")
    }

    @Test func outputFileIsWrittenWholeAndChecksClean() throws {
        let folder = try TemporaryFolder()
        try folder.write("hevy.csv", Self.hevy)
        try folder.write("out/imported.antrain", "old text that -o replaces\n")
        #expect(folder.run(["import", "hevy.csv", "-o", "out/imported.antrain"]).exit == .success)
        #expect(try folder.read("out/imported.antrain").hasPrefix("# Imported from hevy.csv"))
        #expect(try folder.names() == ["hevy.csv", "out"])  // no temporary file left behind
        #expect(folder.run(["check", "out"]).exit == .success)
    }

    @Test func exitCodes() throws {
        let folder = try TemporaryFolder()
        try folder.write("unknown.csv", "when,what\n1,2\n")
        let unknown = folder.run(["import", "unknown.csv"])
        #expect(unknown.exit == .usageError)
        #expect(unknown.errors.contains("unknown.csv: the header row is not one of a known export (Strong, Hevy, FitNotes, Antrain, Cronometer); it reads: when,what"))
        #expect(folder.run(["import", "missing.csv"]).exit == .usageError)
        try folder.write("bad.csv", Self.hevy.replacingOccurrences(of: ",80,8,", with: ",eighty,8,"))
        let bad = folder.run(["import", "bad.csv"])
        #expect(bad.exit == .problemsFound)
        #expect(bad.errors.contains("  line 3: weight \"eighty\" is not a number"))
        #expect(bad.output.contains("Lat Pulldown"))
        #expect(folder.run(["import", "bad.csv", "--from", "strong"]).exit == .usageError)
    }

    @Test func fitNotesDatesNoRowSettlesAskForDateOrderInBothLanguages() throws {
        let folder = try TemporaryFolder()
        try folder.write("fitnotes.csv", "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time\n"
            + "03/04/2025,Barbell Squat,Legs,100.0,kgs,5,,,\n")
        let asked = folder.run(["import", "fitnotes.csv"])
        #expect(asked.exit == .usageError)
        #expect(asked.errors.contains("fitnotes.csv: dates like 03/04/2025 can be day first or month first, and no row tells which; "
            + "say which with --date-order dmy (23/12/2025) or --date-order mdy (12/23/2025)"))
        let turkish = folder.run(["import", "fitnotes.csv", "--lang", "tr"])
        #expect(turkish.errors.contains("03/04/2025 gibi tarihler önce gün ya da önce ay diye okunabilir"))
        let dayFirst = folder.run(["import", "fitnotes.csv", "--date-order", "dmy"])
        #expect(dayFirst.exit == .success)
        #expect(dayFirst.output.contains("2025-04-03 lifting\n"))
        #expect(folder.run(["import", "fitnotes.csv", "--date-order", "ymd"]).exit == .usageError)
    }

    @Test func antrainsOwnCSVReadsBackIntoTheSameModels() throws {
        let folder = try TemporaryFolder()
        try folder.write("definitions.antrain", """
            exercise Landmine Press
              category: barbell
              muscles: shoulders
              equipment: barbell

            food Protein Bar
              brand: Acme
              per 100g: 380 kcal, 30 protein, 40 carbs, 12 fat

            """)
        try folder.write("original/log.antrain", """
            2026-11-20 07:30 lifting Arms 1h
              Barbell Curl: 40x10 warmup, 40x10x2 @8
              + Tricep Pushdown: 30x12 rest 1:30, 30x10 drop
              Landmine Press: 20x10 # slow
              Pull Up: BW+10x5, BW-20x8
              Plank: 60s x2
                [ ] 90s
            2026-11-21 lifting
              Barbell Back Squat: 225lb x 5 @8.5 failure
            2026-11-20 08:00 breakfast
              Oats 80g
              Protein Bar (Acme) 60g # after the gym

            """)
        let csv = folder.run(["export", "original", "--format", "csv"])
        #expect(csv.exit == .success)
        try folder.write("export.csv", csv.output)
        // In one repository, the definitions at its top serve the imported log.
        try folder.makeRepository()
        let imported = folder.run(["import", "export.csv", "-o", "imported/log.antrain"])
        #expect(imported.exit == .success, "\(imported.errors)")
        #expect(!(try folder.read("imported/log.antrain")).contains("\nexercise "))  // the workspace's definitions serve
        let before = try models(folder.run(["export", "original", "definitions.antrain"]).output)
        let after = try models(folder.run(["export", "imported", "definitions.antrain"]).output)
        #expect(before.count == 3)  // two workouts and a meal
        #expect(after == before)
    }

    /// The CSV's planning columns (issue #24, item 8) read back as the marks they came from.
    @Test func planningMarksRoundTripThroughTheCSV() throws {
        let folder = try TemporaryFolder()
        try folder.write("original/log.antrain", """
            2026-11-21 lifting
              Barbell Bench Press:
                100x5+ RIR1
                [ ] 80x8-12
              Barbell Row:
                60x10 RIR2

            """)
        let csv = folder.run(["export", "original", "--format", "csv"])
        #expect(csv.exit == .success)
        try folder.write("export.csv", csv.output)
        let imported = folder.run(["import", "export.csv", "-o", "imported/log.antrain"])
        #expect(imported.exit == .success, "\(imported.errors)")
        let text = try folder.read("imported/log.antrain")
        #expect(text.contains("  Barbell Bench Press:\n    100x5+ RIR1\n    [ ] 80x8-12\n"), "\(text)")
        #expect(text.contains("  Barbell Row:\n    60x10 RIR2\n"), "\(text)")
    }

    /// Measurements and the foods' fibre, sugar, saturated fat and sodium (LANGUAGE.md §9) go
    /// out in the CSV and come back: the imported log has the same measurements and the same
    /// day's figures, for a preset (from its table) and for a custom food the destination does
    /// not know (defined again from the row, per 100 g).
    @Test func measurementsAndNutrientsRoundTripThroughTheCSV() throws {
        let folder = try TemporaryFolder()
        try folder.write("original/log.antrain", """
            food Bran Cereal
              per 100g: 350 kcal, 12 protein, 60 carbs, 4 fat, 30 fiber, 18 sugar, 0.8 satfat, 400 sodium
            2026-11-20 08:00 breakfast
              Bran Cereal 60g
              Banana
            2026-11-20 07:00 measure waist 82.5cm, left arm 38cm, right arm 37.5in, bodyfat 15%
            2026-11-27 measure
              neck 39cm

            """)
        let csv = folder.run(["export", "original", "--format", "csv"])
        #expect(csv.exit == .success, "\(csv.errors)")
        let rows = csv.output.split(separator: "\n").map(String.init)
        // Bran cereal 60 g: fibre 18, sugar 10.8, saturated fat 0.48 g, sodium 240 mg; the banana
        // (118 g; 2.6, 12.23, 0.112 g and 1 mg per 100 g): 3.068, 14.431, 0.132 g, 1.18 mg, to three decimals.
        #expect(rows.contains("food,2026-11-20,08:00,breakfast,Bran Cereal,,,,,,,,60,210,7.2,36,2.4,,,,,,,,,,,18,10.8,0.48,240,,,,,"))
        #expect(rows.contains("food,2026-11-20,08:00,breakfast,Banana,,,,,,,,118,105,1.3,27,0.4,,,,,,,,,,,3.068,14.431,0.132,1.18,,,,,"))
        // 37.5 in is 95.25 cm; each side's seconds of a time set end the row, empty here.
        #expect(rows.contains("measure,2026-11-20,07:00,measure,arm" + String(repeating: ",", count: 27) + "right,95.25,cm,,"))
        #expect(rows.contains("measure,2026-11-20,07:00,measure,bodyfat" + String(repeating: ",", count: 27) + ",15,%,,"))
        try folder.write("export.csv", csv.output)
        let imported = folder.run(["import", "export.csv", "-o", "imported/log.antrain"])
        #expect(imported.exit == .success, "\(imported.errors)")
        let text = try folder.read("imported/log.antrain")
        #expect(text.contains("food Bran Cereal\n  per 100g: 350 kcal, 12 protein, 60 carbs, 4 fat, 30 fiber, 18 sugar, 0.8 satfat, 400 sodium\n"), "\(text)")
        #expect(text.contains("2026-11-20 07:00 measure waist 82.5cm, left arm 38cm, right arm 95.25cm, bodyfat 15%\n"), "\(text)")
        #expect(text.contains("2026-11-27 measure neck 39cm\n"), "\(text)")
        #expect(imported.errors.contains("Also read 5 measurement rows: wrote 2 measure entries"), "\(imported.errors)")
        #expect(folder.run(["check", "imported"]).exit == .success)

        let before = try nutrientFigures(folder.run(["summary", "original", "--date", "2026-11-20", "--format", "json"]).output)
        let after = try nutrientFigures(folder.run(["summary", "imported", "--date", "2026-11-20", "--format", "json"]).output)
        // 18 + 3.068 g fibre, 10.8 + 14.4314 g sugar, 0.48 + 0.13216 g saturated fat, 240 + 1.18 mg sodium.
        let expected: [String: Double] = ["fiber": 21.068, "sugar": 25.2314, "satFat": 0.61216, "sodium": 241.18]
        for (name, value) in expected {
            #expect(abs((before[name] ?? 0) - value) < 1e-6, "original \(name) \(before[name] ?? -1)")
            #expect(abs((after[name] ?? 0) - value) < 1e-6, "imported \(name) \(after[name] ?? -1)")
        }
        let measured = try measurements(folder.run(["export", "original"]).output)
        #expect(measured.count == 5)
        #expect(try measurements(folder.run(["export", "imported"]).output) == measured)
    }

    private func nutrientFigures(_ json: String) throws -> [String: Double] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let lines = object?["nutrients"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: lines.compactMap { line in
            guard let name = line["nutrient"] as? String, let value = line["value"] as? Double else { return nil }
            return (name, value)
        })
    }

    /// Each measurement as `date time side site value`, from the JSON export.
    private func measurements(_ json: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let athlete = try #require((object?["athletes"] as? [[String: Any]])?.first)
        return (athlete["measurements"] as? [[String: Any]] ?? []).map { entry in
            "\(entry["date"] ?? "") \(entry["time"] ?? "-") \(entry["side"] ?? "-") \(entry["site"] ?? "") \(entry["value"] ?? "")"
        }
    }

    /// Each workout's exercises and sets, and each meal's foods, as the JSON export gives them.
    private func models(_ json: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let athlete = try #require((object?["athletes"] as? [[String: Any]])?.first)
        var lines: [String] = []
        for workout in athlete["workouts"] as? [[String: Any]] ?? [] {
            var text = "\(workout["date"] ?? "") \(workout["time"] ?? "-") \(workout["title"] ?? "-")"
            for exercise in workout["exercises"] as? [[String: Any]] ?? [] {
                let name = (exercise["exercise"] as? [String: Any])?["name"] ?? ""
                text += " | \(name) group \(exercise["supersetGroup"] ?? "-"):"
                for set in exercise["sets"] as? [[String: Any]] ?? [] {
                    let weight = ((set["weight"] as? Double) ?? 0) * 1000
                    let offset = ((set["bodyweightOffset"] as? Double) ?? 0) * 1000
                    text += " \(Int(weight.rounded()))g bw\(set["isBodyweight"] ?? "")\(Int(offset.rounded())) x\(set["reps"] ?? "")"
                        + " rpe\(set["rpe"] ?? "-") \(set["tags"] ?? "") done\(set["isCompleted"] ?? "")"
                        + " t\(set["duration"] ?? "-") rest\(set["restTime"] ?? "-") \(set["notes"] ?? "-")"
                }
            }
            lines.append(text)
        }
        for log in athlete["nutritionLogs"] as? [[String: Any]] ?? [] {
            for meal in log["meals"] as? [[String: Any]] ?? [] {
                let foods = (meal["foods"] as? [[String: Any]] ?? []).map { "\($0["writtenName"] ?? "") \($0["grams"] ?? "") \($0["notes"] ?? "-")" }
                lines.append("\(log["date"] ?? "") \(meal["name"] ?? "") \(meal["time"] ?? "-"): " + foods.joined(separator: ", "))
            }
        }
        return lines
    }
}
