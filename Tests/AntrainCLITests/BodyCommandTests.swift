@testable import AntrainCLI
import Foundation
import Testing

/// Measurements and body fat (LANGUAGE.md §9.1) in `summary`, `report` and `export`, on a
/// woman's log whose figures are worked out by hand.
@Suite struct BodyCommandTests {
    /// Height 165 cm, `sex: female`: the Navy estimate uses waist + hips − neck.
    /// 2026-11-01: 72 + 99 − 33 = 138, log10(138) = 2.13988, log10(165) = 2.21748;
    ///   1.29579 − 0.35004·2.13988 + 0.22100·2.21748 = 1.29579 − 0.74904 + 0.49006 = 1.03681;
    ///   495 / 1.03681 − 450 = 477.43 − 450 = 27.43 %; no bodyweight yet, so no lean mass.
    /// 2026-11-15: 70 + 98 − 33 = 135, log10(135) = 2.13033;
    ///   1.29579 − 0.74570 + 0.49006 = 1.04015; 495 / 1.04015 − 450 = 25.89 %;
    ///   lean mass 60 × (1 − 0.25892) = 44.46 kg.
    static let log = """
        profile
          name: Ada
          height: 165 cm
          sex: female
        2026-11-01 measure neck 33cm, waist 72cm, hips 99cm
          left thigh 56cm
        2026-11-10 bodyweight 60kg
        2026-11-15 ölçü boyun 33cm, bel 70cm, kalça 98cm
          sol uyluk 55.5cm

        """

    func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.log)
        return folder
    }

    @Test func summaryShowsTheLatestMeasurementsAndBodyFat() throws {
        let run = try folder().run(["summary", "--date", "2026-11-20", "--time", "07:30"])
        #expect(run.exit == .success)
        // Changes: waist 70 − 72 = −2, hips 98 − 99 = −1, left thigh 55.5 − 56 = −0.5;
        // waist-to-height 70 / 165 = 0.424 → 0.42.
        #expect(run.output.hasSuffix("""
            Measurements
              neck           33 cm (+0 cm)            5d ago
              waist          70 cm (−2 cm)            5d ago
              hips           98 cm (−1 cm)            5d ago
              left thigh     55.5 cm (−0.5 cm)        5d ago
              waist-to-height 0.42
              body fat       25.9 % (U.S. Navy estimate) · lean mass 44.5 kg · 2026-11-15

            """), "\(run.output)")
    }

    @Test func reportListsEachSiteAndBodyFatWithLeanMass() throws {
        let run = try folder().run(["report"])
        #expect(run.exit == .success)
        #expect(run.output.hasSuffix("""
            Measurements
              neck: 2026-11-01 33 cm, 2026-11-15 33 cm
              waist: 2026-11-01 72 cm, 2026-11-15 70 cm
              hips: 2026-11-01 99 cm, 2026-11-15 98 cm
              left thigh: 2026-11-01 56 cm, 2026-11-15 55.5 cm

            Body fat
              2026-11-01: 27.4 % (U.S. Navy estimate)
              2026-11-15: 25.9 % (U.S. Navy estimate) · lean mass 44.5 kg

            """), "\(run.output)")
    }

    @Test func reportJSONAndHTMLCarryTheSameFigures() throws {
        let folder = try folder()
        let json = folder.run(["report", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let body = try #require(report["body"] as? [String: Any])
        let fat = try #require(body["bodyFat"] as? [[String: Any]])
        #expect(fat.count == 2)
        #expect(abs((fat[0]["percent"] as? Double ?? 0) - 27.43) < 0.01 && fat[0]["leanMassKg"] == nil)
        #expect(abs((fat[1]["percent"] as? Double ?? 0) - 25.89) < 0.01)
        #expect(abs((fat[1]["leanMassKg"] as? Double ?? 0) - 44.46) < 0.01)
        let series = try #require(body["series"] as? [[String: Any]])
        #expect(series.map { $0["name"] as? String } == ["neck", "waist", "hips", "left thigh"])
        let html = folder.run(["report", "--format", "html"]).output
        #expect(html.contains("<h2>Measurements</h2>") && html.contains("<h3>thigh</h3>") && html.contains("<h2>Body fat</h2>"))
        #expect(html.contains("25.9 % (U.S. Navy estimate) · lean mass 44.5 kg"))
    }

    @Test func exportKeepsTheMeasurementsAndBodyFat() throws {
        let run = try folder().run(["export"])
        let export = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let athlete = try #require((export["athletes"] as? [[String: Any]])?.first)
        let measurements = try #require(athlete["measurements"] as? [[String: Any]])
        // 4 on 2026-11-01, 4 on 2026-11-15; Turkish sites are exported by their English meaning.
        #expect(measurements.count == 8)
        #expect(measurements[5]["site"] as? String == "waist" && measurements[5]["value"] as? Double == 70)
        #expect(measurements[7]["site"] as? String == "thigh" && measurements[7]["side"] as? String == "left")
        #expect((athlete["profile"] as? [String: Any])?["sex"] as? String == "female")
        #expect((athlete["bodyFat"] as? [[String: Any]])?.count == 2)
    }
}

/// The day's fibre, sugar, saturated fat and sodium in `antrain summary` (LANGUAGE.md §9.2).
@Suite struct NutrientSummaryTests {
    @Test func summaryShowsFibreAgainstItsFloorAndSodiumAgainstItsCeiling() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", """
            profile
              fiber: 30
              sugar: 50
              sodium: 2300
            food Bran Cereal
              per 100g: 350 kcal, 12 protein, 60 carbs, 4 fat, 30 fiber, 18 sugar, 0.8 satfat, 400 sodium
            food Salted Nuts
              per 100g: 600 kcal, 20 protein, 20 carbs, 50 fat
              fiber: 8
              sodium: 0.8g
            2026-11-20 08:00 breakfast
              Bran Cereal 60g
              Ayran 250ml
            2026-11-20 16:00 snack
              Salted Nuts 50g

            """)
        let run = folder.run(["summary", "--date", "2026-11-20", "--time", "20:00"])
        // Fibre 18 + 4 = 22 of 30 g: 73 %, 15 of 20 cells. Sugar 10.8 g, 39.2 g under 50 g.
        // Saturated fat 0.48 g, no goal. Sodium 240 + 400 = 640 mg, 1660 mg under 2300 mg.
        #expect(run.output.contains("""
              fibre       ███████████████░░░░░ 22 / 30 g            73 %
              sugar       10.8 g               ≤ 50 g · 39.2 g left
              sat. fat    0.5 g
              sodium      640 mg               ≤ 2300 mg · 1660 mg left
              no figures for Ayran, Salted Nuts
            """), "\(run.output)")
        let json = folder.run(["summary", "--date", "2026-11-20", "--format", "json"])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let nutrients = try #require(summary["nutrients"] as? [[String: Any]])
        #expect(nutrients.map { $0["nutrient"] as? String } == ["fiber", "sugar", "satFat", "sodium"])
        #expect(abs((nutrients[0]["value"] as? Double ?? 0) - 22) < 1e-9 && nutrients[0]["goal"] as? Double == 30)
        #expect(abs((nutrients[3]["value"] as? Double ?? 0) - 640) < 1e-9 && nutrients[3]["isFloor"] as? Bool == false)

        // The report: one logged day in the week of Monday 2026-11-16, so the averages are the day's.
        let report = folder.run(["report"]).output
        #expect(report.hasSuffix("""
            Fibre, sugar, saturated fat and sodium per logged day (goals: fibre ≥ 30 g, sugar ≤ 50 g, sodium ≤ 2300 mg)
              2026-11-16: fibre 22 g (73 %) · sugar 10.8 g (39.2 g left) · sat. fat 0.5 g · sodium 640 mg (1660 mg left) · no figures for Ayran, Salted Nuts

            """), "\(report)")
        let reportJSON = try #require(try JSONSerialization.jsonObject(with: Data(folder.run(["report", "--format", "json"]).output.utf8)) as? [String: Any])
        let weeks = try #require(reportJSON["nutrients"] as? [[String: Any]])
        #expect(weeks.count == 1 && weeks[0]["days"] as? Int == 1)
        #expect(abs(((weeks[0]["average"] as? [String: Any])?["sodiumMg"] as? Double ?? 0) - 640) < 1e-9)
        // Ayran has no figures; Salted Nuts none for sugar and saturated fat: the averages are floors.
        #expect(weeks[0]["foodsWithoutFigures"] as? [String] == ["Ayran", "Salted Nuts"])
        let html = folder.run(["report", "--format", "html"]).output
        #expect(html.contains("<td>2026-11-16</td><td>22 g (73 %)</td>") && html.contains("<td>640 mg (1660 mg left)</td>"))
        #expect(html.contains("<td class=\"gaps\">no figures for Ayran, Salted Nuts</td>"))
    }

    /// Preset foods carry the figures of their FoodData Central records (Docs/FOOD_SOURCES.md).
    @Test func aDayOfPresetFoodsIsSummedFromThePresetTable() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", """
            profile
              fiber: 30
              sodium: 2300
            2026-11-21 08:00 breakfast
              Oats 80g
              Banana
            2026-11-21 13:00 lunch
              Chicken Breast 150g
              Rice 200g
              Broccoli 200g

            """)
        // Fibre 8.08 + 3.068 + 0 + 0.8 + 5.2 = 17.148 g of 30 (57 %); sodium 4.8 + 1.18 + 111 +
        // 2 + 66 = 184.98 mg, 2115 mg under 2300 (oats 10.1 g / 6 mg, banana of 118 g 2.6 g /
        // 1 mg, chicken 0 / 74 mg, rice 0.4 g / 1 mg, broccoli 2.6 g / 33 mg per 100 g).
        let run = folder.run(["summary", "--date", "2026-11-21", "--time", "20:00"])
        #expect(run.output.contains("17.1 / 30 g") && run.output.contains("57 %"), "\(run.output)")
        #expect(run.output.contains("185 mg               ≤ 2300 mg · 2115 mg left"), "\(run.output)")
        let json = folder.run(["summary", "--date", "2026-11-21", "--format", "json"])
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let nutrients = try #require(summary["nutrients"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: nutrients.compactMap { line in (line["nutrient"] as? String).map { ($0, line) } })
        #expect(abs((byName["fiber"]?["value"] as? Double ?? 0) - 17.148) < 1e-9)
        #expect(abs((byName["sodium"]?["value"] as? Double ?? 0) - 184.98) < 1e-9)
        #expect(byName["sodium"]?["goal"] as? Double == 2300)
    }
}
