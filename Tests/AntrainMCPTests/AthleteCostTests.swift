@testable import AntrainMCP
import Foundation
import JSONRPC
import Testing

/// The server answers from the analysis host, so a question about one athlete costs that
/// athlete's logs: another athlete's logs are read for their profile, but not lowered, and
/// their errors are not reported. What a call cost is read from the host's counters.
@Suite struct AthleteCostTests {
    /// Burak's profile apart from his log, so that an edit of the log changes no definition.
    /// `100x0` is an error found when the set is lowered (reps-not-positive), not when it is parsed.
    static let files = [
        "anna/2026.antrain": Workspace.anna,
        "burak/profile.antrain": "profile\n  name: Burak\n",
        "burak/2026.antrain": "2026-11-03 lifting\n  Bench Press 100x0\n",
    ]

    @Test func aQuestionAboutOneAthleteNeitherLowersNorReportsTheOther() async throws {
        let workspace = try Workspace(files: Self.files)
        let mcp = workspace.mcpWorkspace
        let client = try await MCPTestClient(mcp)
        let anna = "/" + workspace.root + "/anna"
        let burak = "/" + workspace.root + "/burak"

        let summary = try await client.call("summary", ["path": "anna", "date": "2026-11-05", "time": "12:30"])
        #expect(!summary.isError, "\(summary.text)")
        #expect(summary.structured["name"] == "Anna")
        #expect(mcp.inspectHost(\.analysedAthletes) == [anna])

        // Checking Anna's folder reports her file only, and still lowers nothing of Burak's.
        let check = try await client.call("check", ["path": "anna"]).structured
        #expect(check["files"] == 1)
        #expect(check["errors"] == 0)
        #expect(mcp.inspectHost(\.analysedAthletes) == [anna])

        // Entries for Anna are checked with her logs only.
        let dryRun = try await client.call("log", ["entries": "2026-11-06 bodyweight 70.5kg", "path": "anna", "dry_run": true])
        #expect(dryRun.structured["written"] == false)
        #expect(dryRun.structured["diagnostics"]?.arrayValue == [])
        #expect(mcp.inspectHost(\.analysedAthletes) == [anna])

        // An unchanged workspace is answered from the analysis already made.
        let made = mcp.inspectHost(\.analysesMade)
        let records = try await client.call("records", ["path": "anna/2026.antrain"]).structured
        #expect(records["records"]?.arrayValue?.count == 2)
        #expect(mcp.inspectHost(\.analysesMade) == made)

        // An edit of Burak's log between two questions costs a question about Anna nothing.
        try workspace.write("burak/2026.antrain", "2026-11-03 lifting\n  Bench Press 100x0\n\n2026-11-04 bodyweight 80kg\n")
        _ = try await client.call("records", ["path": "anna"])
        #expect(mcp.inspectHost(\.analysesMade) == made)
        #expect(mcp.inspectHost(\.analysedAthletes) == [anna])

        // The whole workspace's check asks every athlete, and finds Burak's error.
        let all = try await client.call("check").structured
        #expect(all["files"] == 3)
        #expect(all["errors"] == 1)
        #expect(all["diagnostics"]?[0]?["file"] == "burak/2026.antrain")
        #expect(all["diagnostics"]?[0]?["code"] == "reps-not-positive")
        #expect(all["diagnostics"]?[0]?["line"] == 2)
        #expect(all["diagnostics"]?[0]?["column"] == 19)
        #expect(mcp.inspectHost(\.analysedAthletes) == [anna, burak])
    }

    /// A log cut in chunks (more than 1,600 lines) reads as one file: lines count from the
    /// file's first, not the chunk's.
    @Test func diagnosticsOfALongLogCountLinesFromItsStart() async throws {
        let workouts = (1...400).map { day in
            let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: day, to: Date(timeIntervalSince1970: 1_735_689_600))!
            let text = ISO8601DateFormatter().string(from: date).prefix(10)
            return "\(text) lifting\n  Bench Press 100x5\n  Barbell Back Squat 120x3\n"
        }
        // The profile and a blank line, 400 entries of 3 lines (2025-01-02 to 2026-02-05) with a
        // blank line between them, a blank line: the mistake is on line 3 + 1,599 + 1 + 2 = 1,605,
        // in the log's second chunk.
        let text = "profile\n  name: Cem\n\n" + workouts.joined(separator: "\n") + "\n2026-03-01 lifting\n  Bench Press 100x0\n"
        let workspace = try Workspace(files: ["cem/log.antrain": text])
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let check = try await client.call("check").structured
        #expect(check["files"] == 1)
        #expect(check["errors"] == 1)
        #expect(check["diagnostics"]?.arrayValue?.count == 1)
        #expect(check["diagnostics"]?[0]?["line"] == 1_605)
        #expect(check["diagnostics"]?[0]?["column"] == 19)
    }

    /// A definition that Anna's log already has, logged to a new file that no profile governs
    /// and that comes before hers: the error lands in her log (the second definition), so
    /// entries that define something are checked against every athlete's logs.
    @Test func aDefinitionForOneAthleteIsCheckedAgainstTheOthers() async throws {
        let workspace = try Workspace(files: Self.files)
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let entries = "exercise Garage Sled Drag\n  category: machine\n  muscles: quads\n"
        let call = try await client.call("log", ["entries": .string(entries), "path": "aa/2026.antrain", "dry_run": true])
        #expect(call.isError)
        let diagnostics = call.structured["diagnostics"]?.arrayValue ?? []
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["file"] == "anna/2026.antrain")
        #expect(diagnostics.first?["code"] == "duplicate-definition")
        #expect(diagnostics.first?["line"] == 9)
        #expect(diagnostics.first?["column"] == 10)
        #expect(!workspace.exists("aa/2026.antrain"))
    }
}
