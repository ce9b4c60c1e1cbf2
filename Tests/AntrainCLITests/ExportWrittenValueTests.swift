@testable import AntrainCLI
import Foundation
import Testing

/// `export` writes what the log says, beside its diagnostic: an implausible amount is an
/// error in `check`, and its figure is not bounded in the export (bounding is for charts and
/// figures, which must never size anything from a runaway number).
@Suite struct ExportWrittenValueTests {
    static let log = "2026-11-20 snack\n  Almonds 30l\n"

    @Test func anImplausibleAmountIsExportedAsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.log)
        let check = folder.run(["check", "log.antrain"])
        #expect(check.exit == .problemsFound)
        #expect(check.output.contains("[implausible-value]"), "\(check.output)")

        // 30 l = 30,000 g (not the 10,000 g upper bound).
        let json = folder.run(["export", "log.antrain"])
        #expect(json.exit == .problemsFound)
        let export = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let athlete = try #require((export["athletes"] as? [[String: Any]])?.first)
        let food = try #require(((athlete["nutritionLogs"] as? [[String: Any]])?.first?["meals"] as? [[String: Any]])?.first?["foods"]
            as? [[String: Any]])
        #expect(food.first?["grams"] as? Double == 30_000)
        #expect(food.first?["writtenGrams"] == nil)

        // Almonds are 579 kcal and 21.15 g protein per 100 g: 579 × 300 = 173,700 kcal and
        // 21.15 × 300 = 6,345 g for 30,000 g (the bounded 10,000 g would give 57,900 kcal).
        let csv = folder.run(["export", "log.antrain", "--format", "csv"]).output
        let row = try #require(csv.split(separator: "\n").first { $0.hasPrefix("food,") }).split(separator: ",", omittingEmptySubsequences: false)
        let column = { (name: String) in String(row[LogExport.csvColumns.firstIndex(of: name)!]) }
        #expect(column("grams") == "30000")
        #expect(column("kcal") == "173700")
        #expect(column("protein_g") == "6345")
    }

    @Test func theFiguresStayBounded() throws {
        let folder = try TemporaryFolder()
        try folder.write("log.antrain", Self.log)
        // The day's figures read the bounded 10,000 g: 579 × 100 = 57,900 kcal.
        let summary = folder.run(["summary", "log.antrain", "--date", "2026-11-20", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(summary.output.utf8)) as? [String: Any], "\(summary.errors)")
        let calories = (json["nutrition"] as? [[String: Any]])?.first { $0["name"] as? String == "calories" }?["value"] as? Double
        #expect(calories == 57_900)
    }
}
