import AntrainCLI
import Foundation
import Testing

/// The workspace of a command is decided by the path it is given (TOOLING.md §1): the top of
/// the git repository that holds it, else its folder; never the current folder because the
/// path lies inside it.
@Suite struct CommandWorkspaceTests {
    /// The summary's name and today's calories, from its JSON.
    func nameAndCalories(_ run: (exit: ExitCode, output: String, errors: String)) throws -> (String?, Double?) {
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.errors)")
        let calories = (summary["nutrition"] as? [[String: Any]])?.first { $0["name"] as? String == "calories" }?["value"] as? Double
        return (summary["name"] as? String, calories)
    }

    @Test func aFolderOutsideARepositoryIsItsOwnWorkspaceWhereverTheCommandRuns() throws {
        let folder = try TemporaryFolder()
        // A stray log with a profile beside the workspace: it is not the workspace's.
        try folder.write("stray.antrain", "profile\n  name: Stray\n\n2026-11-25 lunch\n  Rice 500g\n")
        try folder.write("ws/log.antrain", "2026-11-25 lunch\n  Chicken Breast 200g\n")
        let run = folder.run(["summary", "ws", "--date", "2026-11-25", "--time", "12:00", "--format", "json"])
        #expect(run.exit == .success)
        let (name, calories) = try nameAndCalories(run)
        #expect(name == nil)
        // Chicken breast: 165 kcal per 100 g (the preset), 200 g.
        #expect(calories == 330)
    }

    @Test func oneAthletesSummaryFromAnywhereCountsTheRepositorysSharedFoods() throws {
        let folder = try TemporaryFolder()
        try folder.write("training/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("training/common/foods.antrain", "food Lentil Soup\n  per 100g: 60 kcal, 4 protein, 9 carbs, 1 fat\n")
        try folder.write("training/ayse/profile.antrain", "profile\n  name: Ayşe\n  calories: 2000\n")
        try folder.write("training/ayse/2026.antrain", "2026-11-25 lunch\n  Lentil Soup 500g\n  Chicken Breast 100g\n")
        try folder.write("training/burak/profile.antrain", "profile\n  name: Burak\n")
        try folder.write("training/burak/2026.antrain", "2026-11-25 lunch\n  Lentil Soup 200g\n")
        // 500 g of soup at 60 kcal per 100 g, and 100 g of chicken breast at 165: 465 kcal.
        let places: [(current: String?, path: String)] = [(nil, "training/ayse"), ("training", "ayse"), ("training/ayse", "."), ("training/burak", "../ayse")]
        for (current, path) in places {
            let arguments = ["summary", path]
            let run = folder.run(arguments + ["--date", "2026-11-25", "--time", "12:00", "--format", "json"], in: current)
            #expect(run.exit == .success, "\(arguments) from \(current): \(run.errors)")
            let (name, calories) = try nameAndCalories(run)
            #expect(name == "Ayşe", "\(arguments) from \(current)")
            #expect(calories == 465, "\(arguments) from \(current)")
        }
    }

    @Test func checkOfOneAthletesFolderKnowsTheRepositorysDefinitionsAndReportsOnlyWhatItWasGiven() throws {
        let folder = try TemporaryFolder()
        try folder.write("training/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("training/common/exercises.antrain", "exercise Banded Hip Shuffle\n  category: strength\n  muscles: glutes\n")
        try folder.write("training/ayse/profile.antrain", "profile\n  name: Ayşe\n")
        try folder.write("training/ayse/2026.antrain", "2026-11-24 lifting\n  Banded Hip Shuffle 10x20\n")
        // Burak's log has a mistake: it is not what was asked about.
        try folder.write("training/burak/2026.antrain", "2026-11-24 lifting\n  Banded Hip Shuffle 10x0\n")
        for current in [nil, "training/burak"] {
            let path = current == nil ? "training/ayse" : "../ayse"
            let run = folder.run(["check", path], in: current)
            #expect(run.exit == .success, "from \(current ?? "."): \(run.output)")
            #expect(run.output.isEmpty)
            #expect(run.errors == "2 files checked: no problems\n")
        }
        // Outside a repository, the folder given is the workspace: the shared exercise is unknown.
        try FileManager.default.removeItem(atPath: folder.path("training/.git"))
        let alone = folder.run(["check", "training/ayse"])
        #expect(alone.output.contains("[unknown-exercise]"))
    }
}
