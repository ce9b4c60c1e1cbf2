@testable import AntrainMCP
import Foundation
import JSONRPC
import Testing

/// `log` called twice with the same entries (an assistant that retried) writes them once and
/// says so; a second lifting workout at the same time is a `same-start-time` warning; a
/// write's warnings are in the text of the answer, not only in `structuredContent`.
@Suite struct LogToolRetryTests {
    static let squats = "2026-11-19 07:30 lifting\n  Barbell Squat 100x5x3\n"

    @Test func theSameEntryTwiceIsWrittenOnce() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        let first = try await client.call("log", ["entries": .string(Self.squats)])
        #expect(!first.isError, "\(first.text)")
        let once = try #require(workspace.read("anna/2026.antrain"))
        #expect(once == Workspace.anna + "\n2026-11-19 07:30 lifting\n  Barbell Squat 100x5x3\n")
        // Retried, with other spacing: the same entry in canonical form.
        let second = try await client.call("log", ["entries": "2026-11-19   07:30 lifting\n    Barbell Squat   100x5x3"])
        #expect(!second.isError, "\(second.text)")
        #expect(second.structured["written"] == false)
        #expect(second.structured["alreadyLogged"] == 1)
        #expect(second.text.hasPrefix("Nothing was written: anna/2026.antrain already holds this entry, word for word."), "\(second.text)")
        #expect(workspace.read("anna/2026.antrain") == once)
        let check = try await client.call("check").structured
        #expect(check["warnings"] == 0)
    }

    @Test func onlyTheNewEntriesOfACallAreWritten() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        _ = try await client.call("log", ["entries": .string(Self.squats)])
        let both = try await client.call("log", ["entries": .string(Self.squats + "\n2026-11-19 bodyweight 71kg\n")])
        #expect(!both.isError, "\(both.text)")
        #expect(both.structured["entries"] == 1)
        #expect(both.structured["alreadyLogged"] == 1)
        #expect(both.text.contains("Left out 1 entry the log already holds."), "\(both.text)")
        #expect(workspace.read("anna/2026.antrain") == Workspace.anna + "\n" + Self.squats + "\n2026-11-19 bodyweight 71kg\n")
    }

    @Test func aSecondLiftingWorkoutAtTheSameTimeIsAWarningInTheText() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        _ = try await client.call("log", ["entries": .string(Self.squats)])
        // Another workout at 07:30 the same day: written, with the warning in the text.
        let bench = try await client.call("log", ["entries": "2026-11-19 07:30 lifting\n  Bench Press 80x5x3\n"])
        #expect(!bench.isError, "\(bench.text)")
        #expect(bench.structured["written"] == true)
        #expect(bench.structured["diagnostics"]?[0]?["code"] == "same-start-time")
        // Line 1 of the entries, column 18: `lifting` after `2026-11-19 07:30 `.
        #expect(bench.text.hasSuffix("\nWarnings:\n<entries>:1:18: warning: Another lifting workout starts at the same time, at line "
            + "31 (2026-11-19 07:30); was this one logged twice? [same-start-time]\n"), "\(bench.text)")
        let check = try await client.call("check").structured
        #expect(check["warnings"] == 1)
    }

    @Test func aFutureDateWarningIsInTheText() async throws {
        let workspace = try Workspace()
        let client = try await MCPTestClient(workspace.mcpWorkspace)
        // Today is 2026-11-20 for the workspace: the 22nd is two days ahead.
        let call = try await client.call("log", ["entries": "2026-11-22 bodyweight 70kg\n"])
        #expect(!call.isError, "\(call.text)")
        #expect(call.structured["written"] == true)
        #expect(call.text.contains("\nWarnings:\n<entries>:1:1: warning: "), "\(call.text)")
        #expect(call.text.contains("[future-date]"), "\(call.text)")
    }
}
