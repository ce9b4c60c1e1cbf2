@testable import AntrainMCP
import AntrainModel
import Foundation
import JSONRPC
import Testing

/// Every read-only tool on the hand-made workspace of ``Workspace/anna``. The figures by hand
/// (Brzycki e1RM = load / (1.0278 − 0.0278 × reps)):
/// - Bench Press: 2026-11-02 100×5 twice (volume 1000, e1RM 100 / 0.8888 = 112.511…);
///   2026-11-05 105×3 (volume 315, e1RM 105 / 0.9444 = 111.181…). Heaviest 105×3, best e1RM
///   112.511…, best volume 1000.
/// - Barbell Back Squat: 2026-11-02 120×3 (volume 360, e1RM 120 / 0.9444 = 127.064…).
/// - Lunch 2026-11-05: 150 g of Test Oats = 600 kcal, 15 protein, 90 carbs, 12 fat.
@Suite struct FigureToolTests {
    static let benchE1RM1 = 100 / (1.0278 - 0.0278 * 5)
    static let benchE1RM2 = 105 / (1.0278 - 0.0278 * 3)
    static let squatE1RM = 120 / (1.0278 - 0.0278 * 3)

    @Test func summaryIsTheDayAsSummaryFormatJSON() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let call = try await client.call("summary", ["date": "2026-11-05", "time": "12:30"])
        #expect(!call.isError, "\(call.text)")
        let summary = call.structured
        #expect(summary["name"] == "Anna")
        #expect(summary["greeting"] == "hello")
        #expect(summary["unit"] == "kg")
        #expect(summary["meals"] == 1)
        #expect(summary["nutrition"]?[0]?["name"] == "calories")
        #expect(close(summary["nutrition"]?[0]?["value"], 600))
        #expect(close(summary["nutrition"]?[0]?["percent"], 30))
        #expect(close(summary["nutrition"]?[1]?["value"], 15))
        #expect(close(summary["nutrition"]?[2]?["value"], 90))
        #expect(close(summary["nutrition"]?[3]?["value"], 12))
        #expect(summary["records"]?[0]?["exercise"] == "Barbell Back Squat")
        #expect(close(summary["records"]?[0]?["loadKg"], 120))
        #expect(summary["records"]?[0]?["daysAgo"] == 3)
        #expect(summary["records"]?[1]?["exercise"] == "Barbell Bench Press")
        #expect(close(summary["records"]?[1]?["loadKg"], 105))
        #expect(summary["workouts"]?.arrayValue?.count == 2)
        #expect(summary["workouts"]?[0]?["date"] == "2026-11-05")
        #expect(summary["workouts"]?[0]?["sets"] == 1)
        #expect(summary["workouts"]?[1]?["sets"] == 3)
        #expect(close(summary["bodyweight"]?["weightKg"], 70))
        // The text is the structured result serialised, for clients that read only text.
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(call.text.utf8)) == summary)
    }

    @Test func summaryDefaultsToTodayAndNow() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let summary = try await client.call("summary").structured
        #expect(summary["date"] == "2026-11-20")
        #expect(summary["greeting"] == "goodMorning")
        #expect(summary["meals"] == 0)
    }

    @Test func reportIsThePeriodAsReportFormatJSON() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let report = try await client.call("report", ["from": "2026-11-01", "to": "2026-11-30"]).structured
        #expect(report["workouts"] == 2)
        #expect(report["from"] == "2026-11-01")
        #expect(report["records"]?[0]?["exercise"] == "Barbell Back Squat")
        #expect(close(report["records"]?[0]?["bestE1RM"]?["kilograms"], Self.squatE1RM))
        #expect(close(report["records"]?[1]?["bestE1RM"]?["kilograms"], Self.benchE1RM1))
        // Both workouts fall in the week of Monday 2026-11-02: 2 + 1 chest sets, 1 quads set.
        #expect(report["training"]?[0]?["week"] == "2026-11-02")
        #expect(report["training"]?[0]?["workouts"] == 2)
        let muscles = report["training"]?[0]?["muscles"]?.arrayValue ?? []
        #expect(muscles.first { $0["muscle"] == "chest" }?["sets"] == 3)
        #expect(close(muscles.first { $0["muscle"] == "chest" }?["volumeKg"], 1315))
        #expect(close(report["nutrition"]?[0]?["average"]?["calories"], 600))
        #expect(close(report["bodyweight"]?[0]?["kilograms"], 70))
        let empty = try await client.call("report", ["from": "2026-12-01"]).structured
        #expect(empty["workouts"] == 0)
        let backwards = try await client.call("report", ["from": "2026-11-30", "to": "2026-11-01"])
        #expect(backwards.isError)
        #expect(backwards.text == "‘to’ (2026-11-01) is before ‘from’ (2026-11-30).")
    }

    /// A day the calendar does not have is refused with the reason, never read as another
    /// day (`2026-13-45` was 2027-02-14) (issue #42, item 15).
    @Test func anImpossibleDateIsRefused() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let month = try await client.call("summary", ["date": "2026-13-45"])
        #expect(month.isError)
        #expect(month.text == "‘date’ is not a date: a year has 12 months, not 13 (found ‘2026-13-45’).")
        // November has 30 days.
        let day = try await client.call("report", ["to": "2026-11-31"])
        #expect(day.isError)
        #expect(day.text == "‘to’ is not a date: 2026-11 has 30 days (found ‘2026-11-31’).")
        let history = try await client.call("history", ["exercise": "Bench Press", "from": "2026-02-30"])
        #expect(history.isError)
        #expect(history.text == "‘from’ is not a date: 2026-02 has 28 days (found ‘2026-02-30’).")
    }

    @Test func recordsOfEveryExerciseAndOfOne() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let all = try await client.call("records").structured
        #expect(all["unit"] == "kg")
        #expect(all["records"]?.arrayValue?.compactMap { $0["exercise"]?.stringValue } == ["Barbell Back Squat", "Barbell Bench Press"])
        let bench = try await client.call("records", ["exercise": "bench press"]).structured
        let record = try #require(bench["records"]?[0])
        #expect(bench["records"]?.arrayValue?.count == 1)
        #expect(record["sessions"] == 2)
        #expect(close(record["heaviest"]?["loadKg"], 105))
        #expect(record["heaviest"]?["reps"] == 3)
        #expect(record["heaviest"]?["date"] == "2026-11-05")
        #expect(close(record["bestE1RM"]?["kilograms"], Self.benchE1RM1))
        #expect(record["bestE1RM"]?["date"] == "2026-11-02")
        #expect(close(record["bestVolume"]?["kilograms"], 1000))
        let unknown = try await client.call("records", ["exercise": "Bench Pres"])
        #expect(unknown.isError)
        #expect(unknown.text.hasPrefix("No exercise is called ‘Bench Pres’; did you mean ‘"))
    }

    @Test func historyListsTheSessionsOfAnExercise() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let history = try await client.call("history", ["exercise": "Bench Press"]).structured
        #expect(history["exercise"] == "Barbell Bench Press")
        let sessions = history["sessions"]?.arrayValue ?? []
        #expect(sessions.count == 2)
        #expect(sessions[0]["date"] == "2026-11-02")
        #expect(sessions[0]["sets"] == 2)
        #expect(sessions[0]["reps"] == 10)
        #expect(close(sessions[0]["volumeKg"], 1000))
        #expect(close(sessions[0]["bestE1RM"], Self.benchE1RM1))
        #expect(sessions[0]["setsText"] == "100x5, 100x5")
        #expect(close(sessions[1]["topSetKg"], 105))
        #expect(close(sessions[1]["bestE1RM"], Self.benchE1RM2))
        let period = try await client.call("history", ["exercise": "Bench Press", "from": "2026-11-03"]).structured
        #expect(period["sessions"]?.arrayValue?.count == 1)
    }

    @Test func checkReportsTheWorkspacesDiagnostics() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let clean = try await client.call("check").structured
        #expect(clean["files"] == 1)
        #expect(clean["errors"] == 0)
        try workspace.write("anna/bad.antrain", "2026-11-06 lifting\n  Bench Press 100x0\n")
        let bad = try await client.call("check", ["path": "anna/bad.antrain"]).structured
        #expect(bad["files"] == 1)
        #expect(bad["errors"] == 1)
        #expect(bad["diagnostics"]?[0]?["file"] == "anna/bad.antrain")
        #expect(bad["diagnostics"]?[0]?["line"] == 2)
        #expect(bad["diagnostics"]?[0]?["code"] == "reps-not-positive")
        let missing = try await client.call("check", ["path": "burak"])
        #expect(missing.isError)
        #expect(missing.text == "There is no file or folder ‘burak’ in the workspace.")
    }

    @Test func searchExercisesFindsPresetsAndCustomOnes() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let bench = try await client.call("search_exercises", ["query": "bench press", "limit": 3]).structured
        #expect(bench["exercises"]?[0]?["name"] == "Barbell Bench Press")
        #expect(bench["exercises"]?.arrayValue?.count == 3)
        let custom = try await client.call("search_exercises", ["query": "garage sled"]).structured
        #expect(custom["exercises"]?[0]?["name"] == "Garage Sled Drag")
        #expect(custom["exercises"]?[0]?["custom"] == true)
        #expect(custom["exercises"]?[0]?["muscles"] == ["quads", "glutes"])
        let wrong = try await client.call("search_exercises", ["muscle": "wings"])
        #expect(wrong.isError)
        let tooMany = try await client.call("search_exercises", ["limit": 0])
        #expect(tooMany.text == "‘limit’ must be a whole number from 1 to 500.")
    }

    @Test func searchFoodsFindsPresetsAndCustomOnes() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let oats = try await client.call("search_foods", ["query": "test oats"]).structured
        let food = try #require(oats["foods"]?[0])
        #expect(food["name"] == "Test Oats")
        #expect(close(food["kcalPer100g"], 400))
        #expect(close(food["proteinPer100g"], 10))
        #expect(close(food["carbsPer100g"], 60))
        #expect(close(food["fatPer100g"], 8))
        #expect(close(food["servingGrams"], 50))
        #expect(food["custom"] == true)
        let banana = try await client.call("search_foods", ["query": "banana", "category": "fruit"]).structured
        #expect(banana["foods"]?[0]?["name"] == "Banana")
    }

    @Test func programsListsThePresetsAndPrintsOne() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let all = try await client.call("programs").structured
        #expect(all["programs"]?.arrayValue?.count == ProgramPresets.all.count)
        #expect(all["programs"]?[0]?["text"] == nil)
        let first = ProgramPresets.all[0]
        let one = try await client.call("programs", ["name": .string(first.name.lowercased())]).structured
        #expect(one["programs"]?[0]?["name"] == .string(first.name))
        #expect(one["programs"]?[0]?["text"] == .string(first.text(in: .en)))
        let none = try await client.call("programs", ["name": "Couch to Olympia"])
        #expect(none.isError)
        #expect(none.text.hasPrefix("No program is called ‘Couch to Olympia’"))
    }

    @Test func editsBetweenQuestionsAreSeen() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let before = try await client.call("records", ["exercise": "Bench Press"]).structured
        #expect(before["records"]?[0]?["sessions"] == 2)
        try workspace.write("anna/2026.antrain", Workspace.anna + "\n2026-11-09 lifting\n  Bench Press 110x1\n")
        let after = try await client.call("records", ["exercise": "Bench Press"]).structured
        #expect(after["records"]?[0]?["sessions"] == 3)
        #expect(close(after["records"]?[0]?["heaviest"]?["loadKg"], 110))
        try FileManager.default.removeItem(at: workspace.url.appendingPathComponent("anna/2026.antrain"))
        let gone = try await client.call("records").structured
        #expect(gone["records"] == [])
    }

    @Test func severalAthletesNeedAPath() async throws {
        let workspace = try Workspace(files: ["anna/2026.antrain": Workspace.anna,
                                              "burak/2026.antrain": "profile\n  name: Burak\n\n2026-11-03 bodyweight 80kg\n"])
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let ambiguous = try await client.call("summary")
        #expect(ambiguous.isError)
        #expect(ambiguous.text == "The workspace holds several athletes (anna, burak): give `path`, the folder of the one you mean.")
        let burak = try await client.call("summary", ["path": "burak"]).structured
        #expect(burak["name"] == "Burak")
        #expect(close(burak["bodyweight"]?["weightKg"], 80))
        let anna = try await client.call("records", ["path": "anna/2026.antrain"]).structured
        #expect(anna["records"]?.arrayValue?.count == 2)
    }
}
