@testable import AntrainCLI
import Foundation
import Testing

/// `antrain import --into` of a food tracker's export: meals are appended once (a meal is the
/// same when its date, meal and foods are), the definitions with them, and the result checks.
@Suite struct ImportMealsIntoTests {
    static let servings = """
        Day,Time,Group,Food Name,Amount,Energy (kcal),Protein (g),Carbs (g),Fat (g),Fiber (g),Category
        2026-11-20,07:45 AM,Breakfast,"Oats, Rolled, Dry",80.00 g,303.2,10.5,54.2,5.3,8.1,Breakfast Cereals
        2026-11-20,07:45 AM,Breakfast,"Milk, Whole",1.00 cup,149.0,7.7,11.7,7.9,0,Dairy and Egg Products
        2026-11-21,,Snacks,Banana,118.00 g,105.0,1.3,27.0,0.4,3.1,Fruits

        """

    @Test func appendsMealsOnceAndTheSecondRunAddsNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("servings.csv", Self.servings)
        try folder.write("log.antrain", "2026-11-21 snack\n  Banana 118g\n")
        let first = folder.run(["import", "servings.csv", "--into", "log.antrain"])
        #expect(first.exit == .success)
        // The day's banana is in the log already: one meal left out, one written.
        #expect(first.errors.contains("Left out 1 meal the log already holds (same date, meal and foods)"))
        #expect(first.errors.contains("Wrote 1 meal with 2 foods"))
        let after = try String(contentsOfFile: folder.path("log.antrain"), encoding: .utf8)
        #expect(after == """
            2026-11-21 snack
              Banana 118g

            # Imported from servings.csv (Cronometer export)

            food Oats, Rolled, Dry
              per 100g: 379 kcal, 13.125 protein, 67.75 carbs, 6.625 fat, 10.125 fiber

            # 1 cup of Milk, Whole: one serving stands for it, as a nominal 100 g
            food Milk, Whole per cup
              per 100g: 149 kcal, 7.7 protein, 11.7 carbs, 7.9 fat, 0 fiber
              serving: 100

            2026-11-20 07:45 breakfast
              Oats, Rolled, Dry 80g
              Milk, Whole per cup 1 serving

            """)
        let second = folder.run(["import", "servings.csv", "--into", "log.antrain"])
        #expect(second.exit == .success)
        #expect(second.errors.contains("Left out 2 meals the log already holds"))
        #expect(second.errors.contains("Nothing new for log.antrain"))
        #expect(try String(contentsOfFile: folder.path("log.antrain"), encoding: .utf8) == after)
        #expect(folder.run(["check", "log.antrain"]).exit == .success)
    }
}
