import AntrainCLI
@testable import AntrainMCP
import AntrainModel
import AntrainTestSupport
import Foundation
import JSONRPC
import Testing

/// Every door into the analysis gives the same answer about one repository: `antrain check`,
/// the language server's published diagnostics, MCP's `check`, `antrain export` (every exercise `check` resolves is resolved in the export,
/// with its definition) and `antrain summary`. The repository defines exercises at three
/// levels (its top, a shared folder, an athlete's folder) and holds two athletes.
@Suite struct DoorsAgreeTests {
    static let files = [
        "defs.antrain": "exercise Root Row\n  category: barbell\n  muscles: back\n  equipment: barbell\n",
        "common/defs.antrain": "exercise Landmine Press\n  category: barbell\n  muscles: shoulders\n  equipment: barbell\n",
        "anna/profile.antrain": "profile\n  name: Anna\n  unit: kg\n",
        "anna/moves.antrain": "exercise Anna Carry\n  category: dumbbell\n  muscles: forearms\n  equipment: dumbbell\n",
        // Line 5: a name nobody defines (`unknown-exercise`, a warning).
        "anna/log.antrain": "2026-11-10 lifting\n  Landmine Press 20x10\n  Root Row 60x8\n  Anna Carry 50x3\n  Mystery Lift 10x5\n",
        "burak/profile.antrain": "profile\n  name: Burak\n  unit: kg\n",
        // Line 3: no reps (`reps-not-positive`, an error).
        "burak/log.antrain": "2026-11-11 lifting\n  Root Row 60x8\n  Landmine Press 25x0\n",
    ]

    /// `(file, line, code)` of each diagnostic, sorted: what every door must agree on.
    struct Finding: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var code: String
        static func < (a: Self, b: Self) -> Bool { (a.file, a.line, a.code) < (b.file, b.line, b.code) }
        var description: String { "\(file):\(line) [\(code)]" }
    }

    @Test func checkMCPExportAndSummaryAgree() async throws {
        let workspace = try Workspace(files: Self.files)
        // The folder is a git repository's top: the workspace of every path inside it.
        try FileManager.default.createDirectory(at: workspace.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let client = try await MCPTestClient(workspace.mcpWorkspace)

        for place in ["", "anna", "burak"] {
            let cli = run(["check", "--format", "json"] + (place.isEmpty ? [] : [place]), in: workspace.url)
            let records = try JSONSerialization.jsonObject(with: Data(cli.output.utf8)) as! [[String: Any]]
            let byCLI = records.map { Finding(file: $0["file"] as! String, line: $0["line"] as! Int, code: $0["code"] as! String) }.sorted()
            let mcp = try await client.call("check", place.isEmpty ? [:] : ["path": .string(place)])
            let byMCP = (mcp.structured["diagnostics"]?.arrayValue ?? []).map {
                Finding(file: $0["file"]!.stringValue!, line: $0["line"]!.intValue!, code: $0["code"]!.stringValue!)
            }.sorted()
            #expect(byCLI == byMCP, "check \(place): \(byCLI) but MCP \(byMCP)")
            // Hand-read from the logs above.
            var expected: [Finding] = []
            if place != "burak" { expected.append(Finding(file: "anna/log.antrain", line: 5, code: "unknown-exercise")) }
            if place != "anna" { expected.append(Finding(file: "burak/log.antrain", line: 3, code: "reps-not-positive")) }
            #expect(byCLI == expected.sorted(), "check \(place)")
        }

        // The language server, opened on the repository, publishes the same for each log.
        let server = try await InProcessClient.start(workspace: workspace.url.absoluteString)
        defer { server.close() }
        var published: [Finding] = []
        for log in ["anna/log.antrain", "burak/log.antrain"] {
            let uri = workspace.url.appendingPathComponent(log).absoluteString
            server.open(uri, Self.files[log]!)
            published += try await server.diagnostics(for: uri).map { Finding(file: log, line: $0.range.start.line + 1, code: $0.code) }
        }
        let everyone = run(["check", "--format", "json"], in: workspace.url)
        let byCLI = (try JSONSerialization.jsonObject(with: Data(everyone.output.utf8)) as! [[String: Any]])
            .map { Finding(file: $0["file"] as! String, line: $0["line"] as! Int, code: $0["code"] as! String) }.sorted()
        #expect(published.sorted() == byCLI, "the server published \(published.sorted()), check said \(byCLI)")

        // Every exercise check resolves comes out of `export` resolved, with its definition.
        for athlete in ["anna", "burak"] {
            let unknown = Set(run(["check", "--format", "json", athlete], in: workspace.url).output.contains("Mystery Lift") ? ["Mystery Lift"] : [])
            let export = run(["export", "\(athlete)/log.antrain", "--format", "json"], in: workspace.url)
            let json = try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as! [String: Any]
            let custom = (json["customExercises"] as? [[String: Any]] ?? []).map { $0["name"] as! String }
            #expect(Set(custom).isSuperset(of: ["Root Row", "Landmine Press", "Anna Carry"]), "\(athlete): \(custom)")
            let athletes = json["athletes"] as! [[String: Any]]
            #expect(athletes.count == 1)
            let exercises = (athletes[0]["workouts"] as! [[String: Any]]).flatMap { $0["exercises"] as! [[String: Any]] }
                .map { $0["exercise"] as! [String: Any] }
            #expect(exercises.count == (athlete == "anna" ? 4 : 2))
            for exercise in exercises {
                let name = exercise["name"] as! String
                let isPlaceholder = exercise["isPlaceholder"] as? Bool ?? false
                #expect(isPlaceholder == unknown.contains(name), "\(athlete): \(name) placeholder \(isPlaceholder)")
                if !unknown.contains(name) {
                    #expect((exercise["muscleGroups"] as? [String])?.isEmpty == false, "\(athlete): \(name) has no muscles")
                }
            }
            #expect(export.exit == (athlete == "burak" ? .problemsFound : .success), "\(athlete): \(export.errors)")
            // The profile governs the export as it governs check and summary.
            #expect((athletes[0]["profile"] as? [String: Any])?["name"] as? String == athlete.capitalized)
        }

        // `summary` reads the same workspace: Burak's one error is counted, Anna has none.
        let anna = run(["summary", "anna", "--date", "2026-11-12"], in: workspace.url)
        let burak = run(["summary", "burak", "--date", "2026-11-12"], in: workspace.url)
        #expect(!anna.errors.contains("error"), "\(anna.errors)")
        #expect(burak.errors.contains("1 error"), "\(burak.errors)")
    }

    /// `antrain ARGUMENTS` in `folder` on the workspace's day.
    private func run(_ arguments: [String], in folder: URL) -> (exit: ExitCode, output: String, errors: String) {
        final class Captured: @unchecked Sendable { var output = "", errors = "" }
        let captured = Captured()
        let context = CommandContext(
            standardOutput: { captured.output += $0 }, standardError: { captured.errors += $0 },
            readStandardInput: { [] }, currentDirectory: folder.path, today: { Workspace.today })
        let exit = AntrainCommandLine.run(arguments, in: context)
        return (exit, captured.output, captured.errors)
    }
}
