@testable import AntrainMCP
import Foundation
import JSONRPC
import Testing

/// `log`: checked with the workspace, refused with the diagnostics, else appended in canonical
/// form to the athlete's log for the year, atomically.
@Suite struct LogToolTests {
    @Test func aDryRunChecksAndWritesNothing() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let call = try await client.call("log", ["entries": "2026-11-19   lifting\n    Bench Press   100x5x3 @8", "dry_run": true])
        #expect(!call.isError, "\(call.text)")
        #expect(call.structured["written"] == false)
        #expect(call.structured["dryRun"] == true)
        #expect(call.structured["file"] == "anna/2026.antrain")
        #expect(call.structured["created"] == false)
        #expect(call.structured["text"] == "2026-11-19 lifting\n  Bench Press 100x5x3 @8\n")
        #expect(workspace.read("anna/2026.antrain") == Workspace.anna)
    }

    @Test func aCleanEntryIsAppendedInCanonicalForm() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let call = try await client.call("log", ["entries": "2026-11-19   lifting\n    Bench Press   100x5x3 @8\n"])
        #expect(!call.isError, "\(call.text)")
        #expect(call.structured["written"] == true)
        #expect(call.structured["entries"] == 1)
        #expect(workspace.read("anna/2026.antrain") == Workspace.anna + "\n2026-11-19 lifting\n  Bench Press 100x5x3 @8\n")
        #expect(call.text == "Appended 1 entry to anna/2026.antrain:\n\n2026-11-19 lifting\n  Bench Press 100x5x3 @8\n")
        // The figures see it at once: a third bench session.
        let records = try await client.call("records", ["exercise": "Bench Press"]).structured
        #expect(records["records"]?[0]?["sessions"] == 3)
        let check = try await client.call("check").structured
        #expect(check["errors"] == 0)
        #expect(check["warnings"] == 0)
    }

    @Test func aNewYearGetsANewFileInTheAthletesFolder() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let call = try await client.call("log", ["entries": "2025-12-30 bodyweight 71kg"])
        #expect(!call.isError, "\(call.text)")
        #expect(call.structured["file"] == "anna/2025.antrain")
        #expect(call.structured["created"] == true)
        #expect(workspace.read("anna/2025.antrain") == "2025-12-30 bodyweight 71kg\n")
        #expect(workspace.read("anna/2026.antrain") == Workspace.anna)
        // The new file is Anna's (her folder): her bodyweight history now starts with it.
        let report = try await client.call("report").structured
        #expect(report["bodyweight"]?[0]?["date"] == "2025-12-30")
    }

    @Test func anEntryWithAnErrorIsRefusedWithItsDiagnostics() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let call = try await client.call("log", ["entries": "2026-11-19 lifting\n  Bench Press 100x0\n"])
        #expect(call.isError)
        #expect(call.structured["written"] == false)
        let diagnostic = try #require(call.structured["diagnostics"]?[0])
        #expect(diagnostic["file"] == "<entries>")
        #expect(diagnostic["line"] == 2)
        #expect(diagnostic["column"] == 19)
        #expect(diagnostic["code"] == "reps-not-positive")
        #expect(call.text.hasPrefix("Nothing was written to anna/2026.antrain: the entries have problems.\n<entries>:2:19: error: "))
        #expect(workspace.read("anna/2026.antrain") == Workspace.anna)
    }

    @Test func anUnknownNameIsRefusedToo() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let call = try await client.call("log", ["entries": "2026-11-19 lifting\n  Bench Pres 100x5\n"])
        #expect(call.isError)
        #expect(call.structured["diagnostics"]?[0]?["code"] == "unknown-exercise")
        #expect(call.structured["diagnostics"]?[0]?["severity"] == "warning")
        #expect(call.structured["diagnostics"]?[0]?["line"] == 2)
        #expect(workspace.read("anna/2026.antrain") == Workspace.anna)
    }

    @Test func anOldWarningInTheLogDoesNotRefuseNewEntries() async throws {
        let old = Workspace.anna + "2026-11-06 lifting\n  Zercher Carry 100x5\n"
        let workspace = try Workspace(files: ["anna/2026.antrain": old])
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let call = try await client.call("log", ["entries": "2026-11-19 bodyweight 70kg"])
        #expect(!call.isError, "\(call.text)")
        #expect(call.structured["diagnostics"] == [])
        #expect(workspace.read("anna/2026.antrain") == old + "\n2026-11-19 bodyweight 70kg\n")
    }

    @Test func entriesThatBreakAnotherFileAreRefused() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        // A second profile for Anna's folder, in a new year's file: the error lands in both files.
        let call = try await client.call("log", ["entries": "profile\n  name: Anna B\n", "path": "anna/2025.antrain"])
        #expect(call.isError)
        #expect(call.structured["diagnostics"]?.arrayValue?.contains { $0["code"] == "duplicate-profile" } == true)
        #expect(!workspace.exists("anna/2025.antrain"))
        // The entries' profile is the second one, whatever the files' order: 2025.antrain
        // sorts before 2026.antrain, where the analysis puts the error (issue #42, item 16).
        let lines = call.structured["diagnostics"]?.arrayValue ?? []
        #expect(lines.allSatisfy { $0["file"] == "<entries>" }, "\(lines)")
        #expect(lines.first?["line"] == 1)
        #expect(lines.first?["message"] == """
            There is already a profile in this folder, in anna/2026.antrain at line 1; each folder holds one athlete's profile: \
            change that one, or give `path` in a folder of the other athlete's own
            """)
    }

    @Test func aLogThatDoesNotParseWholeIsNeverWritten() async throws {
        let workspace = try Workspace(files: ["anna/2026.antrain": Workspace.anna + "2026-11-06 liftng\n  Bench Press 100x5\n"])
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let call = try await client.call("log", ["entries": "2026-11-19 bodyweight 70kg"])
        #expect(call.isError)
        let diagnostic = try #require(call.structured["diagnostics"]?[0])
        #expect(diagnostic["file"] == "anna/2026.antrain")
        #expect(diagnostic["code"] == "unknown-entry-kind")
        #expect(diagnostic["message"]?.stringValue?.hasPrefix("this log already has an error, fix it first: ") == true)
        #expect(workspace.read("anna/2026.antrain") == Workspace.anna + "2026-11-06 liftng\n  Bench Press 100x5\n")
    }

    @Test func entriesMustHoldOneYearAndAtLeastOneEntry() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let years = try await client.call("log", ["entries": "2025-12-31 bodyweight 70kg\n2026-01-01 bodyweight 70kg\n"])
        #expect(years.text == "The entries span several years (2025, 2026): log one year at a time.")
        let empty = try await client.call("log", ["entries": "   \n"])
        #expect(empty.isError)
        #expect(empty.text.hasPrefix("‘entries’ holds no entry"))
    }

    @Test func hiddenPlacesAreRefused() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        for path in [".git", "anna/.old.antrain", "node_modules/x.antrain"] {
            let call = try await client.call("log", ["entries": "2026-11-19 bodyweight 70kg", "path": .string(path)])
            #expect(call.text == "‘\(path)’ is hidden (or in a hidden folder), where the tools never look for logs: give another place.")
        }
        #expect(!workspace.exists(".git"))
    }

    @Test func severalAthletesNeedAPathAndAFolderGetsItsYearsFile() async throws {
        let workspace = try Workspace(files: ["anna/2026.antrain": Workspace.anna, "burak/profile.antrain": "profile\n  name: Burak\n"])
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let ambiguous = try await client.call("log", ["entries": "2026-11-19 bodyweight 80kg"])
        #expect(ambiguous.text == "The workspace holds several athletes (anna, burak): give `path`, the folder of the one these entries are for.")
        let burak = try await client.call("log", ["entries": "2026-11-19 bodyweight 80kg", "path": "burak"])
        #expect(!burak.isError, "\(burak.text)")
        #expect(burak.structured["file"] == "burak/2026.antrain")
        #expect(workspace.read("burak/2026.antrain") == "2026-11-19 bodyweight 80kg\n")
    }
}

/// Nothing outside the root is read or written, whatever path the assistant gives.
@Suite struct PathSafetyTests {
    @Test(arguments: [
        ("../outside", "The path ‘../outside’ contains ‘..’"),
        ("anna/../../outside", "The path ‘anna/../../outside’ contains ‘..’"),
        ("/etc", "The path ‘/etc’ is outside the workspace"),
        ("escape", "The path ‘escape’ leads outside the workspace"),
        ("escape/2026.antrain", "The path ‘escape/2026.antrain’ leads outside the workspace"),
    ])
    func escapingPathsAreRefusedByEveryTool(path: String, message: String) async throws {
        let workspace = try Workspace()
        let outside = workspace.url.deletingLastPathComponent().appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: workspace.url.appendingPathComponent("escape"), withDestinationURL: outside)
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        for (tool, arguments) in [("log", ["entries": "2026-11-19 bodyweight 70kg", "path": JSONValue.string(path)]),
                                  ("check", ["path": .string(path)]), ("summary", ["path": .string(path)])] {
            let call = try await client.call(tool, arguments)
            #expect(call.isError, "\(tool) \(path)")
            #expect(call.text.hasPrefix(message), "\(tool): \(call.text)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func aLogLinkedFromOutsideIsNeitherReadNorListed() async throws {
        let workspace = try Workspace()
        let secret = workspace.url.deletingLastPathComponent().appendingPathComponent("secret.antrain")
        try "2026-11-01 bodyweight 99kg\n".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: workspace.url.appendingPathComponent("anna/linked.antrain"), withDestinationURL: secret)
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let resources = try await client.request("resources/list")["result"]?["resources"]?.arrayValue ?? []
        #expect(resources.count == 2)
        let check = try await client.call("check").structured
        #expect(check["files"] == 1)
        let report = try await client.call("report").structured
        #expect(report["bodyweight"]?.arrayValue?.count == 1)
    }

    @Test func confinedPathsResolveInsideTheRoot() throws {
        let workspace = try Workspace()
        let root = workspace.root
        #expect(try ConfinedPath("anna/2026.antrain", root: root).relative == "anna/2026.antrain")
        #expect(try ConfinedPath("./anna//new.antrain", root: root).relative == "anna/new.antrain")
        #expect(try ConfinedPath(root + "/anna", root: root).relative == "anna")
        #expect(try ConfinedPath("", root: root).relative == "")
        #expect(throws: ToolFailure.self) { try ConfinedPath(root + "-other/x", root: root) }
        // Spelled through a link that leads into the root: inside.
        let link = workspace.url.deletingLastPathComponent().appendingPathComponent("link-to-logs")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: workspace.url)
        #expect(try ConfinedPath(link.path + "/anna/2026.antrain", root: root).relative == "anna/2026.antrain")
    }
}
