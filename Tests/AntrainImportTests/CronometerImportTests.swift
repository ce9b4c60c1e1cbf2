import AntrainAnalysis
@testable import AntrainImport
import AntrainModel
import AntrainSyntax
import Foundation
import Testing

/// Cronometer's `servings.csv` (Exports/cronometer-servings.csv: the full column set, quoted
/// names with commas, `Time` with AM/PM, amounts in g, ml, `cup` and `full recipe`): foods by
/// their library name only when the figures agree, else defined once; the day's totals are
/// the rows'.
@Suite struct CronometerImportTests {
    static func importFixture() throws -> ImportResult {
        var request = ImportTests.request()
        request.sourceName = "servings.csv"
        return try Importer.run(try ImportTests.bytes("cronometer-servings"), request)
    }

    @Test func foodsMealsAndDefinitions() throws {
        let result = try Self.importFixture()
        #expect(result.format == .cronometer)
        // Oats: 303.2 kcal in 80 g is 379 per 100 g (×100/80); 10.5 g protein → 13.125.
        // A cup of milk: its own figures per 100 g, one serving 100 g; half a cup is 0.5 servings.
        // My Chili: 90 + 100 + 45 = 235 g of macros in one recipe, so 300 g nominal and a third per 100 g.
        // Whole Milk: 250 ml at 165 kcal against the library's Milk 61 × 2.5 = 152.5 (8 % off): defined,
        // as `Whole Milk 2` since the library's Milk is called Whole Milk too.
        // White Rice: the library's Rice gives 130 × 2 = 260 kcal, 5.38 protein, 56.34 carbs, 0.56 fat for
        // 200 g, all within 2 % (or 0.2 g) of the row's 260, 5.4, 56.4, 0.6: written as Rice.
        // Banana: 89 × 1.18 = 105.02 kcal, 1.29, 26.95, 0.39 against 105, 1.3, 27, 0.4: Banana.
        #expect(result.text == """
            # Imported from servings.csv (Cronometer export)

            # 1 cup of Milk, Whole: one serving stands for it, as a nominal 100 g
            food Milk, Whole per cup
              per 100g: 149 kcal, 7.7 protein, 11.7 carbs, 7.9 fat, 0 fiber, 12.3 sugar, 4.6 satfat, 105 sodium
              serving: 100

            food Oats, Rolled, Dry
              per 100g: 379 kcal, 13.125 protein, 67.75 carbs, 6.625 fat, 10.125 fiber, 1 sugar, 1.125 satfat, 6 sodium

            food Chicken Breast, Grilled
              per 100g: 165 kcal, 31 protein, 0 carbs, 3.6 fat, 0 fiber, 0 sugar, 1 satfat, 74 sodium

            # 1 full recipe of My Chili: one serving stands for it, as a nominal 300 g
            food My Chili per full recipe
              per 100g: 400 kcal, 30 protein, 33.333 carbs, 15 fat, 10 fiber, 6.667 sugar, 5 satfat, 800 sodium
              serving: 300

            food Whole Milk 2
              per 100g: 66 kcal, 3.4 protein, 4.8 carbs, 3.6 fat, 0 fiber, 5 sugar, 2.24 satfat, 48 sodium

            food Whey Isolate, Vanilla
              per 100g: 373.333 kcal, 83.333 protein, 3.333 carbs, 1.667 fat, 1.667 sugar, 1 satfat, 166.667 sodium

            2026-11-20 snack
              Banana 118g
              Milk, Whole per cup 0.5 servings

            2026-11-20 07:45 breakfast
              Oats, Rolled, Dry 80g
              Milk, Whole per cup 1 serving

            2026-11-20 12:30 lunch
              Chicken Breast, Grilled 150g
              Rice 200g

            2026-11-20 19:30 dinner
              My Chili per full recipe 1 serving
              Whole Milk 2 250g

            2026-11-21 snack # Uncategorized
              Whey Isolate, Vanilla 30g

            2026-11-21 08:00 breakfast
              Oats, Rolled, Dry 60g

            """)
        #expect(result.summary.map { $0.text(in: .en) }.contains(
            "Defined 6 foods from the export's figures: Milk, Whole per cup, Oats, Rolled, Dry, Chicken Breast, Grilled, My Chili per full recipe, Whole Milk 2, Whey Isolate, Vanilla"))
        #expect(result.summary.map { $0.text(in: .en) }.contains("Wrote 6 meals with 10 foods"))
    }

    /// The import checks clean and canonical, and each day's totals are the sum of its rows
    /// within 0.5 % (read from the file, not typed here).
    @Test func theDaysTotalsAreTheRows() throws {
        let result = try Self.importFixture()
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "imported.antrain", text: result.text)],
                                                 settings: AnalysisSettings(today: LocalDate(year: 2026, month: 11, day: 25)))
        let diagnostics = snapshot.files.flatMap(\.diagnostics)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        #expect(!diagnostics.contains { $0.code == .unknownFood })
        #expect(LogFormatter.format(result.text) == result.text)
        let rows = try Self.rowTotals()
        let totals = snapshot.files[0].lowered.mealTotalsByDay
        #expect(Set(totals.keys) == Set(rows.keys))
        for (day, expected) in rows {
            let got = try #require(totals[day]).macros
            for (mine, theirs) in [(got.calories, expected.calories), (got.protein, expected.protein), (got.carbs, expected.carbs), (got.fat, expected.fat)] {
                #expect(abs(mine - theirs) <= 0.005 * theirs, "\(day): \(mine) against the rows' \(theirs)")
            }
        }
        // 2026-11-20 by hand: 303.2 + 149 + 247.5 + 260 + 105 + 74.5 + 1200 + 165 = 2504.2 kcal.
        #expect(abs((rows[LocalDate(year: 2026, month: 11, day: 20)]?.calories ?? 0) - 2504.2) < 1e-6)
    }

    /// The fixture's rows summed per day, read with the CSV reader.
    static func rowTotals() throws -> [LocalDate: Macros] {
        let records = CSVReader(bytes: try ImportTests.bytes("cronometer-servings")).records()
        let header = records[0].fields
        let column = { (name: String) in header.firstIndex(of: name)! }
        var totals: [LocalDate: Macros] = [:]
        for record in records.dropFirst() {
            let day = try #require(LocalDate(record.fields[column("Day")]))
            let figures = ["Energy (kcal)", "Protein (g)", "Carbs (g)", "Fat (g)"].map { Double(record.fields[column($0)]) ?? 0 }
            totals[day, default: .zero] = totals[day, default: .zero] + Macros(calories: figures[0], protein: figures[1], carbs: figures[2], fat: figures[3])
        }
        return totals
    }

    @Test func amounts() {
        #expect(CronometerAmount("150.00 g")?.grams == 150)
        #expect(CronometerAmount("250.00 ml")?.grams == 250)
        #expect(CronometerAmount("1.00 full recipe") == CronometerAmount(count: 1, unit: "full recipe"))
        #expect(CronometerAmount("1.00 full recipe")?.grams == nil)
        #expect(CronometerAmount("a lot") == nil)
    }

    @Test func aBadAmountIsARowThatDidNotRead() throws {
        let csv = "Day,Group,Food Name,Amount,Energy (kcal),Protein (g),Carbs (g),Fat (g)\n2026-11-20,Lunch,Soup,a bowl,100,5,10,3\n"
        let result = try Importer.run(Array(csv.utf8), ImportTests.request())
        #expect(result.malformedRows == 1)
        #expect(result.summary.map { $0.text(in: .tr) }.contains(
            "  satır 2: Amount \"a bowl\" bir miktar değil (150.00 g ya da 1.00 cup gibi bir sayı ve birim olmalı)"))
    }
}

extension CronometerAmount {
    init(count: Double, unit: String) {
        self.init("1 x")!
        self.count = count
        self.unit = unit
    }
}
