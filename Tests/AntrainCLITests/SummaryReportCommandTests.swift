@testable import AntrainCLI
import Foundation
import Testing

/// `antrain summary` and `antrain report` on a small log whose figures are computed by hand.
@Suite struct SummaryReportCommandTests {
    static let log = """
        profile
          name: Ada
          height: 170 cm
          calories: 2000
          protein: 150
          carbs: 200
          fat: 50

        food Test Porridge
          per 100g: 400 kcal, 10 protein, 60 carbs, 10 fat

        2026-11-16 07:00 lifting Upper 1h
          Barbell Bench Press: 60x10 warmup, 100x5 @8, 100x5 @8.5
          Barbell Row: 80x8x2
        2026-11-18 18:00 lifting Lower 1h
          Barbell Back Squat: 120x5x3
        2026-11-20 bodyweight 70kg
        2026-11-23 07:00 lifting Upper 1h
          Barbell Bench Press: 102.5x5, 105x3
        2026-11-24 bodyweight 71kg
        2026-11-24 cardio run 5km 25:00
        2026-11-25 08:00 breakfast
          Test Porridge 150g

        """

    func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.log)
        return folder
    }

    @Test func summaryIsTheHomeScreenWithHandComputedFigures() throws {
        let run = try folder().run(["summary", "--time", "07:30"])
        #expect(run.exit == .success)
        // Today 2026-11-25 (the test clock). Porridge 150 g: 600 kcal (30 % of 2000), 15 g protein
        // (10 %), 90 g carbs (45 %), 15 g fat (30 %). Bars: 20 cells, one per 5 %.
        #expect(run.output == """
            Good morning, Ada!

            Today (1 meal)
              calories    ██████░░░░░░░░░░░░░░ 600 / 2000 kcal      30 %
              protein     ██░░░░░░░░░░░░░░░░░░ 15 / 150 g           10 %
              carbs       █████████░░░░░░░░░░░ 90 / 200 g           45 %
              fat         ██████░░░░░░░░░░░░░░ 15 / 50 g            30 %

            Personal records
              Barbell Back Squat           120 kg × 5           1w ago
              Barbell Bench Press          105 kg × 3           2d ago
              Barbell Row                  80 kg × 8            1w ago

            Recent workouts
              yesterday    cardio
              2d ago       lifting · Upper · 07:00 · 2 sets
              1w ago       lifting · Lower · 18:00 · 3 sets
              1w ago       lifting · Upper · 07:00 · 5 sets

            Bodyweight
              71 kg · yesterday · BMI 24.6 (normal)

            """)
    }

    @Test func greetingFollowsTheSeedsHoursAndTurkish() throws {
        let folder = try folder()
        let cases = [("04:59", "Hello, Ada!"), ("05:00", "Good morning, Ada!"), ("12:00", "Hello, Ada!"),
                     ("18:00", "Good evening, Ada!"), ("22:00", "Hello, Ada!")]
        for (time, greeting) in cases {
            #expect(folder.run(["summary", "--time", time]).output.hasPrefix(greeting + "\n"), "\(time)")
        }
        let turkish = folder.run(["summary", "--time", "19:00", "--lang", "tr"]).output
        #expect(turkish.hasPrefix("İyi akşamlar, Ada!\n"))
        #expect(turkish.contains("Bugün (1 öğün)"))
        #expect(turkish.contains("VKİ 24,6 (normal)"))
        #expect(turkish.contains("  karbonhidrat █████████░"))
        // Without --lang and a profile language, the system's locale decides; --lang wins over it.
        #expect(folder.run(["summary", "--time", "19:00"], systemLanguage: .tr).output.hasPrefix("İyi akşamlar, Ada!\n"))
        #expect(folder.run(["summary", "--time", "19:00", "--lang", "en"], systemLanguage: .tr).output.hasPrefix("Good evening, Ada!\n"))
    }

    @Test func anEmptyLogAndALogWithoutProfileAreSensible() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", "2026-11-25 08:00 breakfast\n  Oats 80g\n")
        let run = folder.run(["summary", "--time", "13:00"])
        #expect(run.exit == .success)
        #expect(run.output.hasPrefix("Hello!\n"))
        #expect(run.output.contains("No records yet: log a workout"))
        #expect(run.output.contains("No bodyweight logged yet"))
        let empty = try TemporaryFolder()
        #expect(empty.run(["summary"]).exit == .success)
        for format in ["text", "json", "html"] {
            #expect(empty.run(["report", "--format", format]).exit == .success)
        }
        try empty.write("w.antrain", "2026-11-20 bodyweight 80kg\n")
        #expect(empty.run(["summary"]).output.contains("80 kg · 5d ago · set height in profile to see BMI"))
    }

    @Test func aCoachsRootFolderPointsToTheAthletes() throws {
        let folder = try TemporaryFolder()
        try folder.write("anna/profile.antrain", "profile\n  name: Anna\n")
        try folder.write("burak/profile.antrain", "profile\n  name: Burak\n")
        let root = folder.run(["summary"])
        #expect(root.exit == .success)
        #expect(root.errors == "No profile governs this folder; the workspace's athletes are in anna, burak: run `antrain summary anna`\n")
        #expect(folder.run(["summary", "anna", "--time", "09:00"]).output.hasPrefix("Good morning, Anna!\n"))
        #expect(folder.run(["report", "burak"]).output.hasPrefix("Training report — Burak\n"))
    }

    @Test func reportJSONHoldsHandComputedFigures() throws {
        let run = try folder().run(["report", "--format", "json"])
        #expect(run.exit == .success)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(report["workouts"] as? Int == 4)
        // Brzycki: 100 / (1.0278 − 0.0278 × 5) = 112.51 on 11-16; 102.5 × 5 → 115.33 on 11-23.
        let e1rm = try #require(report["e1rm"] as? [[String: Any]])
        let bench = try #require(e1rm.first { $0["exercise"] as? String == "Barbell Bench Press" })
        let points = try #require(bench["points"] as? [[String: Any]])
        #expect(points.map { $0["date"] as? String } == ["2026-11-16", "2026-11-23"])
        #expect(abs((points[0]["kilograms"] as? Double ?? 0) - 100 / 0.8888) < 0.01)
        #expect(abs((points[1]["kilograms"] as? Double ?? 0) - 102.5 / 0.8888) < 0.01)
        // Weeks start on Monday: 2026-11-16 and 2026-11-23. Warm-ups are not working sets.
        let training = try #require(report["training"] as? [[String: Any]])
        #expect(training.map { $0["week"] as? String } == ["2026-11-16", "2026-11-23"])
        let first = try #require(training[0]["muscles"] as? [[String: Any]])
        let byMuscle = Dictionary(uniqueKeysWithValues: first.map { ($0["muscle"] as? String ?? "", ($0["sets"] as? Int ?? 0, $0["volumeKg"] as? Double ?? 0)) })
        #expect(byMuscle["chest"]?.0 == 2 && byMuscle["chest"]?.1 == 1000)
        #expect(byMuscle["back"]?.0 == 2 && byMuscle["back"]?.1 == 1280)
        #expect(byMuscle["quads"]?.0 == 3 && byMuscle["quads"]?.1 == 1800)
        let second = try #require(training[1]["muscles"] as? [[String: Any]])
        #expect(second.first { $0["muscle"] as? String == "chest" }?["volumeKg"] as? Double == 827.5)  // 512.5 + 315
        // Cardio: 5 km in 25:00, pace 5 min/km. Nutrition: one day of 600 kcal.
        let cardio = try #require((report["cardio"] as? [[String: Any]])?.first)
        #expect(cardio["distanceKm"] as? Double == 5 && cardio["paceMinPerKm"] as? Double == 5)
        let nutrition = try #require((report["nutrition"] as? [[String: Any]])?.first)
        #expect((nutrition["average"] as? [String: Any])?["calories"] as? Double == 600)
        // Bodyweight: 70 then 71, whose seven days (18–24 Nov) average 70.5. BMI 71 / 1.7² = 24.57.
        let bodyweight = try #require(report["bodyweight"] as? [[String: Any]])
        #expect(bodyweight.map { $0["sevenDayAverage"] as? Double } == [70, 70.5])
        #expect(abs(((report["bmi"] as? [String: Any])?["value"] as? Double ?? 0) - 71 / (1.7 * 1.7)) < 1e-9)
    }

    /// LANGUAGE.md §3.5: several weigh-ins on one day are allowed, and the last counts. 80 at
    /// 07:00 and 84 at 20:00 on 11-01, then 79 on 11-03: one point a day, 84 then 79; the
    /// 7-day averages 84 and (84 + 79) / 2 = 81.5.
    @Test func theLastWeighInOfADayCounts() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", """
            2026-11-01 07:00 bodyweight 80kg
            2026-11-01 20:00 bodyweight 84kg
            2026-11-03 bodyweight 79kg

            """)
        let run = folder.run(["report", "--format", "json"])
        #expect(run.exit == .success)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let bodyweight = try #require(report["bodyweight"] as? [[String: Any]])
        #expect(bodyweight.map { $0["kilograms"] as? Double } == [84, 79])
        #expect(bodyweight.map { $0["sevenDayAverage"] as? Double } == [84, 81.5])
    }

    @Test func reportPeriodAndHTMLFile() throws {
        let folder = try folder()
        let week = folder.run(["report", "--from", "2026-11-23", "--to", "2026-11-29"])
        #expect(week.output.contains("2026-11-23: 1 workout · chest 2 sets 828 kg"))
        #expect(week.output.contains("Barbell Bench Press          105 kg × 3 (2026-11-23)"))
        #expect(!week.output.contains("Barbell Back Squat"))
        #expect(folder.run(["report", "--format", "html", "-o", "report.html"]).exit == .success)
        let html = try folder.read("report.html")
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("<svg"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
        #expect(html.contains("@media print"))
        #expect(folder.run(["report", "--from", "2026-11-30", "--to", "2026-11-01"]).exit == .usageError)
        let missing = folder.run(["summary", "nowhere"])
        #expect(missing.exit == .usageError)
        #expect(missing.errors == "antrain summary: nowhere: no such file or folder\n")
    }

    @Test func theBundledExampleMatchesFiguresComputedByHand() throws {
        var root = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) { root.deleteLastPathComponent() }
        let folder = try TemporaryFolder()
        try folder.write("november.antrain", String(contentsOf: root.appendingPathComponent("Examples/november.antrain"), encoding: .utf8))
        let run = folder.run(["report", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let records = try #require(report["records"] as? [[String: Any]])
        let squat = try #require(records.first { $0["exercise"] as? String == "Barbell Back Squat" })
        // 2026-11-09: 117.5x5 @9 is the heaviest working set ([ ] 117.5x5 is planned, not done);
        // e1RM 117.5 / 0.8888 = 132.2; the best session volume is 2026-11-04's 100×5 + 110×5 + 115×5 = 1625.
        let heaviest = try #require(squat["heaviest"] as? [String: Any])
        #expect(heaviest["loadKg"] as? Double == 117.5 && heaviest["reps"] as? Int == 5 && heaviest["date"] as? String == "2026-11-09")
        #expect(abs(((squat["bestE1RM"] as? [String: Any])?["kilograms"] as? Double ?? 0) - 117.5 / 0.8888) < 0.01)
        #expect((squat["bestVolume"] as? [String: Any])?["kilograms"] as? Double == 1625)
        #expect((squat["bestVolume"] as? [String: Any])?["date"] as? String == "2026-11-04")
        // Bodyweight 78.9 (11-02) and 78.6 (11-07): the 7-day average on 11-07 is 78.75; BMI 78.6 / 1.8² = 24.26.
        let bodyweight = try #require(report["bodyweight"] as? [[String: Any]])
        #expect(abs((bodyweight.last?["sevenDayAverage"] as? Double ?? 0) - 78.75) < 1e-9)
        let summary = folder.run(["summary", "--date", "2026-11-10", "--time", "07:15"]).output
        #expect(summary.contains("  Barbell Back Squat           117.5 kg × 5         yesterday"))
        #expect(summary.contains("  78.6 kg · 3d ago · BMI 24.3 (normal)"))
    }
}

/// The summary says where the athlete is in their program, and when it is finished.
@Suite struct SummaryProgramTests {
    static let log = """
        template Push
          Bench Press 100x5x3

        program Two Weeks
          week 1
            mon: Push
          week 2
            mon: Push

        2026-11-18 program Two Weeks

        """

    @Test func weekOfTheProgramThenFinished() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.log)
        // Started Wednesday the 18th: week 1 is Mon 16–Sun 22, so Tuesday the 24th is week 2.
        let during = folder.run(["summary", ".", "--date", "2026-11-24", "--time", "09:00"])
        #expect(during.output.contains("\nProgram: Two Weeks — week 2 of 2 (started 2026-11-18)\n"))
        // Monday 30th is in week 3: both weeks are behind.
        let after = folder.run(["summary", ".", "--date", "2026-11-30", "--time", "09:00", "--lang", "tr"])
        #expect(after.output.contains("\nProgram: Two Weeks — tamamlandı: 2 haftanın hepsi bitti (başlangıç 2026-11-18)\n"))
        let json = folder.run(["summary", ".", "--date", "2026-11-24", "--time", "09:00", "--format", "json"])
        #expect(json.output.contains("\"program\""))
        #expect(json.output.contains("\"week\" : 2"))
    }
}

/// `antrain report` in Turkish by `--lang`, the profile, or the system's locale.
@Suite struct ReportCommandLanguageTests {
    @Test func reportFollowsLangThenProfileThenSystem() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", "2026-11-20 lifting\n  Bench Press 100x5\n")
        #expect(folder.run(["report", "--lang", "tr"]).output.hasPrefix("Antrenman raporu"))
        #expect(folder.run(["report"], systemLanguage: .tr).output.hasPrefix("Antrenman raporu"))
        #expect(folder.run(["report"]).output.hasPrefix("Training report"))
        #expect(folder.run(["report", "--format", "html", "--lang", "tr"]).output.contains("<html lang=\"tr\">"))
        try folder.write("profile.antrain", "profile\n  language: tr\n")
        #expect(folder.run(["report"]).output.hasPrefix("Antrenman raporu"))
        #expect(folder.run(["report", "--lang", "en"]).output.hasPrefix("Training report"))
    }
}
