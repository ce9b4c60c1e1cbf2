import Foundation
import Testing

/// A real editor: headless Neovim's built-in LSP client, configured with `editors/nvim`,
/// opens a log, receives diagnostics, completes an exercise name and hovers a set; then, on a
/// workspace with a definitions file, jumps to definitions, lists references, highlights,
/// renames across files and shows code lenses, hovers, inlay hints and selection ranges.
///
/// Without Neovim the test is skipped, visibly, with the reason; in CI (`CI` set) a missing
/// Neovim fails ``neovimIsInstalledInCI()``, since `.ci/run` installs it.
/// Serialized: one Neovim (and its server) at a time, so the editors do not crowd out the
/// in-process server tests that run beside them on a two-core machine.
@Suite(.serialized) struct NeovimLSPTests {
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    @Test(.enabled(if: isCI, "only CI must have Neovim"))
    func neovimIsInstalledInCI() {
        #expect(Self.neovim != nil, "Neovim is not installed; .ci/run installs Debian's neovim")
    }

    static var repositoryRoot: URL {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        while url.pathComponents.count > 1, !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }

    static var neovim: String? { ExternalTools.find("nvim") }

    static var antrain: URL {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundleFolder, bundleFolder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("antrain")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return repositoryRoot.appendingPathComponent(".build/debug/antrain")
    }

    /// Runs headless Neovim on `log` in a fresh workspace holding `files` too (a `.git` marks it
    /// as the root), with `lsp_smoke.lua`'s `scenario`, and returns what the script recorded.
    /// Preset views go to the workspace's own temporary folder, `tmp/`.
    static func run(scenario: String, log: String, files: [String: String] = [:]) async throws -> (result: [String: Any], folder: URL) {
        let neovim = try #require(Self.neovim)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-nvim-\(UUID().uuidString)")
        let workspace = folder.appendingPathComponent("workspace"), temporary = folder.appendingPathComponent("tmp")
        for created in [workspace.appendingPathComponent(".git"), temporary] {
            try FileManager.default.createDirectory(at: created, withIntermediateDirectories: true)
        }
        let logURL = workspace.appendingPathComponent("log.antrain")
        let output = folder.appendingPathComponent("result.json")
        try log.write(to: logURL, atomically: true, encoding: .utf8)
        for (name, text) in files { try text.write(to: workspace.appendingPathComponent(name), atomically: true, encoding: .utf8) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: neovim)
        process.arguments = ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c",
                             "luafile \(Self.repositoryRoot.path)/Tests/EditorTests/nvim/lsp_smoke.lua"]
        var environment = ProcessInfo.processInfo.environment
        environment["ANTRAIN_ROOT"] = Self.repositoryRoot.path
        environment["ANTRAIN_BIN"] = Self.antrain.path
        environment["ANTRAIN_LOG"] = logURL.path
        environment["ANTRAIN_OUT"] = output.path
        environment["ANTRAIN_SCENARIO"] = scenario
        environment["HOME"] = folder.path
        environment["TMPDIR"] = temporary.path
        // Preset views go to the user's cache folder (issue #24, item 13).
        environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return (try await ExternalTools.runScript(process, editor: "Neovim (\(scenario))", output: output), folder)
    }

    @Test(.enabled(if: neovim != nil, "Neovim is not installed (apt-get install neovim)"))
    func neovimReceivesDiagnosticsCompletesAndHovers() async throws {
        let (result, folder) = try await Self.run(scenario: "smoke", log: """
            2026-11-03 lifting
              Bench Press 100x5 @8, 100x0
            2026-11-04 lunch
              Rice 150
            2026-11-05 lifting
              inc db
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect((result["errors"] as? [Any])?.isEmpty ?? true, "Lua errors: \(result["errors"] ?? "")")
        #expect(result["filetype"] as? String == "antrain")
        let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
        let codes = diagnostics.compactMap { $0["code"] as? String }.sorted()
        #expect(codes == ["amount-without-unit", "exercise-without-sets", "reps-not-positive", "unknown-exercise"])
        let reps = diagnostics.first { $0["code"] as? String == "reps-not-positive" }
        #expect(reps?["lnum"] as? Int == 1)
        #expect(reps?["col"] as? Int == 28)
        let completion = result["completion"] as? [String] ?? []
        #expect(completion.first == "Incline Dumbbell Press")
        let hover = result["hover"] as? String ?? ""
        #expect(hover.contains("100 kg × 5"))
        #expect(hover.contains("e1RM"))
    }

    /// A custom exercise whose name has "é" (two bytes in UTF-8, one UTF-16 unit), defined on
    /// disk and used by an open log, so every column below tells the two encodings apart.
    static let navigationDefinitions = """
        exercise Développé Landmine
          category: barbell
          muscles: shoulders
          equipment: barbell

        template Push A
          Développé Landmine 40x8x3

        """
    static let navigationLog = """
        2026-11-16 lifting Push A
          Bench Press 100x5 @8
          Développé Landmine 40x8

        2026-11-18 lifting
          Bench Press 107.5x5, 105x4
          Développé Landmine 45x8

        2026-11-19 cardio run 5km 26:00

        """

    /// Definition, references, highlights, workspace symbols, code lenses, selection range,
    /// inlay hints, hover, prepareRename and rename, as Neovim 0.7's client shows them. Every
    /// figure is worked out by hand in the comments.
    @Test(.enabled(if: neovim != nil, "Neovim is not installed (apt-get install neovim)"))
    func neovimNavigatesRenamesAndShowsLensesHintsAndHovers() async throws {
        let (result, folder) = try await Self.run(scenario: "navigation", log: Self.navigationLog,
                                            files: ["definitions.antrain": Self.navigationDefinitions])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect((result["errors"] as? [Any])?.isEmpty ?? true, "Lua errors: \(result["errors"] ?? "")")
        #expect(result["diagnostics"] as? [String] == [], "the workspace should check clean")

        // vim.lsp.buf.definition() from "Développé Landmine" in the log: the definitions file,
        // on the name after "exercise " (byte column 9, 0-based; the cursor row is 1-based).
        let definition = result["definition"] as? [String: Any] ?? [:]
        #expect(definition["file"] as? String == "definitions.antrain")
        #expect(definition["row"] as? Int == 1)
        #expect(definition["col"] as? Int == 9)
        #expect(definition["line"] as? String == "exercise Développé Landmine")

        // From the preset "Bench Press": a read-only file in the user's cache folder.
        let preset = result["preset"] as? [String: Any] ?? [:]
        #expect(preset["file"] as? String == "Barbell-Bench-Press.antrain")
        #expect((preset["path"] as? String)?.hasPrefix(folder.appendingPathComponent("cache/antrain/presets").path + "/") == true)
        #expect(preset["line"] as? String == "exercise Barbell Bench Press")
        #expect(preset["mode"] as? Int == 0o444)
        #expect((preset["text"] as? String)?.contains("\nexercise Barbell Bench Press\n  category: barbell\n") == true)
        // Neovim attaches the view (it is an .antrain file); the server keeps it out of the
        // analysis, so it shows no diagnostics (each alias would otherwise 'redefine' the preset).
        #expect(preset["diagnostics"] as? [String] == [])

        // vim.lsp.buf.references() (declaration included) fills the quickfix list, sorted by
        // file: the definition, the template's line, the two logged uses; 1-based byte columns.
        let references = (result["references"] as? [[String: Any]] ?? []).map {
            "\($0["file"] ?? "") \($0["lnum"] ?? "") \($0["col"] ?? "")"
        }
        #expect(references == ["definitions.antrain 1 10", "definitions.antrain 7 3", "log.antrain 3 3", "log.antrain 7 3"])

        // vim.lsp.buf.document_highlight(): the name on lines 2 and 6 (0-based), bytes 2 to 22
        // ("Développé Landmine" is 18 UTF-16 units, 20 bytes).
        #expect(result["highlights"] as? [[AnyHashable]] == [[2, 2, 2, 22, "LspReferenceText"], [6, 2, 6, 22, "LspReferenceText"]])

        // workspace/symbol "push a": the template and the workout that follows it.
        let symbols = (result["workspace_symbols"] as? [[String: Any]] ?? []).map {
            "\($0["name"] ?? "") in \($0["file"] ?? "") \($0["range"] as? [Int] ?? [])"
        }
        #expect(Set(symbols) == ["template Push A in definitions.antrain [5, 0, 5, 15]", "2026-11-16 lifting Push A in log.antrain [0, 0, 0, 25]"])

        // vim.lsp.codelens.refresh(), then .get(): the 16th is 100 × 5 + 40 × 8 = 500 + 320 = 820 kg;
        // the 18th 107.5 × 5 + 105 × 4 + 45 × 8 = 537.5 + 420 + 360 = 1317.5 kg, and both lifts
        // beat the 16th (heaviest 107.5 > 100 and 45 > 40; e1RM 120.9 > 112.5 and 55.9 > 49.7;
        // volume 957.5 > 500 and 360 > 320).
        let lenses = (result["lenses"] as? [[String: Any]] ?? []).map { "\($0["line"] ?? "") \($0["title"] ?? "unresolved")" }
        #expect(lenses == [
            "0 2 sets · volume 820 kg",
            "4 3 sets · volume 1317.5 kg · 🏆 new PR: Barbell Bench Press (heaviest set 107.5 kg × 5, e1RM, volume); Développé Landmine (heaviest set 45 kg × 8, e1RM, volume)",
        ])

        // textDocument/selectionRange in "107.5x5" (line 5): the set, the exercise line, the entry
        // (to the end of "  Développé Landmine 45x8", UTF-16 column 25).
        #expect(result["selection"] as? [[Int]] == [[5, 14, 5, 21], [5, 2, 5, 28], [4, 0, 6, 25]])

        // textDocument/inlayHint over the log, Brzycki w × 36 / (37 − r) shown to the half kilo:
        // 100 × 36 / 32 = 112.5; 40 × 36 / 29 = 49.66 → 49.5; 107.5 × 36 / 32 = 120.94 → 121
        // (above 105 × 36 / 33 = 114.5); 45 × 36 / 29 = 55.86 → 56; 26:00 over 5 km is 5:12 /km.
        // Positions in UTF-16 units, at the end of the top set (its RPE included) or the header.
        let hints = (result["inlay_hints"] as? [[Any]] ?? []).map { $0.map { "\($0)" }.joined(separator: " ") }
        #expect(hints == ["1 22 e1RM 112.5 kg", "2 25 e1RM 49.5 kg", "5 21 e1RM 121 kg", "6 25 e1RM 56 kg", "8 31 5:12 /km"])

        // K on "107.5x5": 43.75 kg a side = 25 + 15 + 2.5 + 1.25, greedy from the heaviest plate.
        let hoverSet = result["hover_set"] as? [String] ?? []
        #expect(hoverSet.first == "**107.5 kg × 5**")
        #expect(hoverSet.contains("**Plates per side:** 25 + 15 + 2.5 + 1.25 on a 20 kg bar"), "hover: \(hoverSet)")
        // K on "Bench Press" of the 18th: the e1RM of the two sessions, 112.5 then 120.94 → 121.
        let hoverExercise = result["hover_exercise"] as? [String] ?? []
        #expect(hoverExercise.first?.hasPrefix("**Barbell Bench Press**") == true)
        #expect(hoverExercise.contains("**e1RM, last 2 sessions:** ▁█ 112.5 → 121 kg"), "hover: \(hoverExercise)")

        // prepareRename: the custom name with its range (UTF-16), and a preset refused.
        let prepare = result["prepare"] as? [String: Any] ?? [:]
        #expect(prepare["placeholder"] as? String == "Développé Landmine")
        #expect(prepare["range"] as? [Int] == [6, 2, 6, 20])
        let refusal = "`Barbell Bench Press` is a preset of Antrain's exercise library, so it cannot be renamed; define your own `exercise` to log it under another name"
        #expect(result["prepare_preset_error"] as? String == refusal)
        // vim.lsp.buf.rename('My Bench') on the preset: the refusal shows, the line stays.
        #expect((result["preset_rename_notifications"] as? [String])?.contains { $0.hasSuffix(refusal) } == true,
                "notifications: \(result["preset_rename_notifications"] ?? "none")")
        #expect(result["preset_rename_line"] as? String == "  Bench Press 100x5 @8")

        // vim.lsp.buf.rename('Landmine Press'): one WorkspaceEdit over the log and the definitions.
        #expect(result["renamed_log"] as? [String] == Self.navigationLog
            .replacingOccurrences(of: "Développé Landmine", with: "Landmine Press")
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
        #expect(result["renamed_definitions"] as? [String] == Self.navigationDefinitions
            .replacingOccurrences(of: "Développé Landmine", with: "Landmine Press")
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
        // And the server followed: the references under the new name, now 14 units long.
        let after = (result["references_after_rename"] as? [[String: Any]] ?? []).map { "\($0["file"] ?? "") \($0["range"] as? [Int] ?? [])" }
        #expect(after == ["definitions.antrain [0, 9, 0, 23]", "definitions.antrain [6, 2, 6, 16]",
                          "log.antrain [2, 2, 2, 16]", "log.antrain [6, 2, 6, 16]"])
    }
}
