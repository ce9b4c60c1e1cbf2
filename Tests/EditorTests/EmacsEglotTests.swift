import Foundation
import Testing

/// A second real editor: batch Emacs with eglot (Debian's `elpa-eglot` on Emacs 28) and
/// `editors/emacs`'s `antrain-mode` opens a log, shows the server's diagnostics through
/// flymake, hovers a set and completes "inc db"; then, with a definitions file beside the log,
/// finds definitions and references through xref, highlights and renames with `eglot-rename`.
///
/// Without Emacs or eglot the test is skipped, visibly; in CI a missing one fails
/// ``emacsAndEglotAreInstalledInCI()``, since `.ci/run` installs both.
/// Serialized, as ``NeovimLSPTests``: one Emacs at a time.
@Suite(.serialized) struct EmacsEglotTests {
    static var emacs: String? { ExternalTools.find("emacs") }
    /// Debian's `elpa-eglot`, whatever its version.
    static var hasEglot: Bool {
        let folder = "/usr/share/emacs/site-lisp/elpa"
        return (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { $0.hasPrefix("eglot-") } ?? false
    }

    /// Debian's `elpa-markdown-mode` (pulled in by `elpa-lsp-mode`): with it loadable, eglot
    /// asks for Markdown hovers.
    static var hasMarkdownMode: Bool { hasElpaPackage("markdown-mode-") }
    /// Debian's `elpa-lsp-mode`.
    static var hasLspMode: Bool { hasElpaPackage("lsp-mode-") }

    static func hasElpaPackage(_ prefix: String) -> Bool {
        let folder = "/usr/share/emacs/site-lisp/elpa"
        return (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { $0.hasPrefix(prefix) } ?? false
    }

    @Test(.enabled(if: NeovimLSPTests.isCI, "only CI must have Emacs and eglot"))
    func emacsAndEglotAreInstalledInCI() {
        #expect(Self.emacs != nil && Self.hasEglot, "Emacs or eglot is not installed; .ci/run installs Debian's emacs-nox and elpa-eglot")
        #expect(Self.hasLspMode && Self.hasMarkdownMode, "lsp-mode or markdown-mode is not installed; .ci/run installs Debian's elpa-lsp-mode")
    }

    /// Runs batch Emacs on `log` in a fresh workspace holding `files` too, with
    /// `eglot_smoke.el`'s `scenario`, and returns what the script recorded. Preset views go to
    /// the test's own temporary folder, `tmp/`, beside the workspace.
    /// - Parameter markdown: whether markdown-mode is loadable in that Emacs (`ANTRAIN_MARKDOWN`).
    /// - Parameter script: the script in `Tests/EditorTests/emacs` (lsp-mode's has one scenario).
    static func run(scenario: String, log: String, files: [String: String] = [:], markdown: Bool = false,
                    script scriptName: String = "eglot_smoke.el") async throws -> (result: [String: Any], folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-emacs-\(UUID().uuidString)")
        let workspace = folder.appendingPathComponent("workspace"), temporary = folder.appendingPathComponent("tmp")
        for created in [workspace, temporary] { try FileManager.default.createDirectory(at: created, withIntermediateDirectories: true) }
        let logURL = workspace.appendingPathComponent("log.antrain")
        let output = folder.appendingPathComponent("result.json")
        try log.write(to: logURL, atomically: true, encoding: .utf8)
        for (name, text) in files { try text.write(to: workspace.appendingPathComponent(name), atomically: true, encoding: .utf8) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.emacs))
        let script = NeovimLSPTests.repositoryRoot.appendingPathComponent("Tests/EditorTests/emacs/" + scriptName)
        process.arguments = ["--batch", "-l", script.path]
        var environment = ProcessInfo.processInfo.environment
        environment["ANTRAIN_ROOT"] = NeovimLSPTests.repositoryRoot.path
        environment["ANTRAIN_BIN"] = NeovimLSPTests.antrain.path
        environment["ANTRAIN_LOG"] = logURL.path
        environment["ANTRAIN_OUT"] = output.path
        environment["ANTRAIN_SCENARIO"] = scenario
        environment["ANTRAIN_MARKDOWN"] = markdown ? "1" : "0"
        environment["HOME"] = folder.path
        environment["TMPDIR"] = temporary.path
        // Preset views go to the user's cache folder (issue #24, item 13).
        environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
        process.environment = environment
        process.currentDirectoryURL = workspace
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        return (try await ExternalTools.runScript(process, editor: "Emacs (\(scenario))", output: output), folder)
    }

    static func noErrors(_ result: [String: Any]) -> Bool {
        result["errors"] == nil || result["errors"] is NSNull || (result["errors"] as? [Any])?.isEmpty == true
    }

    @Test(.enabled(if: emacs != nil && hasEglot, "Emacs or eglot is not installed (apt-get install emacs-nox elpa-eglot)"))
    func eglotReceivesDiagnosticsHoversAndCompletes() async throws {
        // Without markdown-mode eglot asks for plain text: the server leaves out Markdown's stars.
        try await checkSmoke(markdown: false, hoverStart: "100 kg × 5 @ RPE 8")
    }

    /// The same with markdown-mode loadable, as most users have it (lsp-mode pulls it in):
    /// eglot asks for Markdown and the hover comes with its marks (issue #42, item 19).
    @Test(.enabled(if: emacs != nil && hasEglot && hasMarkdownMode,
                   "Emacs, eglot or markdown-mode is not installed (apt-get install emacs-nox elpa-eglot elpa-markdown-mode)"))
    func eglotWithMarkdownModeReceivesMarkdownHovers() async throws {
        try await checkSmoke(markdown: true, hoverStart: "**100 kg × 5** @ RPE 8")
    }

    static let smokeLog = """
            2026-11-03 lifting
              Bench Press 100x5 @8, 100x0
            2026-11-04 lunch
              Rice 150
            2026-11-05 lifting
              inc db
            """

    func checkSmoke(markdown: Bool, hoverStart: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let (result, folder) = try await Self.run(scenario: "smoke", log: Self.smokeLog, markdown: markdown)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.noErrors(result), "Emacs errors: \(result["errors"] ?? "")", sourceLocation: sourceLocation)
        #expect(result["mode"] as? String == "antrain-mode", sourceLocation: sourceLocation)
        let diagnostics = (result["diagnostics"] as? [String] ?? []).sorted()
        #expect(diagnostics.count == 4, sourceLocation: sourceLocation)
        #expect(diagnostics.contains { $0.hasPrefix("antrain [reps-not-positive]: Reps must be a whole number, at least 1 (found 0)") }, sourceLocation: sourceLocation)
        #expect(diagnostics.contains { $0.hasPrefix("antrain [amount-without-unit]:") }, sourceLocation: sourceLocation)
        #expect((result["completion"] as? [String])?.first == "Incline Dumbbell Press", sourceLocation: sourceLocation)
        let hover = result["hover"] as? String ?? ""
        #expect(hover.hasPrefix(hoverStart), "hover: \(hover)", sourceLocation: sourceLocation)
    }

    /// "file line column text" of each place the script recorded: Emacs lines are 1-based,
    /// columns are characters from 0 (so "é" counts one, as in UTF-16).
    static func places(_ value: Any?) -> [String] {
        (value as? [[Any]] ?? []).map { $0.prefix(4).map { "\($0)" }.joined(separator: " ") }
    }

    /// xref (M-. and M-?, C-M-.), the highlights eglot draws, eglot-rename across two files and
    /// its refusal of a preset, on the Neovim test's workspace. eglot 1.9 has no code lenses,
    /// inlay hints or selection ranges.
    @Test(.enabled(if: emacs != nil && hasEglot, "Emacs or eglot is not installed (apt-get install emacs-nox elpa-eglot)"))
    func eglotFindsDefinitionsReferencesHighlightsAndRenames() async throws {
        let (result, folder) = try await Self.run(scenario: "navigation", log: NeovimLSPTests.navigationLog,
                                            files: ["definitions.antrain": NeovimLSPTests.navigationDefinitions])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.noErrors(result), "Emacs errors: \(result["errors"] ?? "")")
        #expect(result["diagnostics"] as? [String] == [], "the workspace should check clean")

        // M-. on "Développé Landmine" (log line 7): the definitions file, on the name, and eglot
        // manages the buffer it opened.
        #expect(Self.places([result["definition"] as Any]) == ["definitions.antrain 1 9 exercise Développé Landmine"])
        #expect(result["definition-managed"] as? Bool == true)
        // M-. on the preset "Bench Press": its read-only view (mode 0444) in the cache's `antrain/presets`.
        let preset = result["preset"] as? [Any] ?? []
        #expect(Self.places([preset]) == ["Barbell-Bench-Press.antrain 4 9 exercise Barbell Bench Press"])
        #expect(preset.count == 6 && preset[4] as? Int == 0o444 && preset[5] as? String == "presets",
                "preset: \(preset)")

        // M-?: the definition, the template's line and both logged uses.
        #expect(Self.places(result["references"]) == [
            "definitions.antrain 1 9 exercise Développé Landmine", "definitions.antrain 7 2   Développé Landmine 40x8x3",
            "log.antrain 3 2   Développé Landmine 40x8", "log.antrain 7 2   Développé Landmine 45x8",
        ])
        // The highlights eglot draws when point rests on the name: 0-based line, columns 2 to 20.
        #expect((result["highlights"] as? [[Any]] ?? []).map { $0.map { "\($0)" }.joined(separator: " ") }
            == ["2 2 20 eglot-highlight-symbol-face", "6 2 20 eglot-highlight-symbol-face"])
        // C-M-. "push a" (workspace/symbol): the template and the workout that follows it.
        #expect(Set(Self.places(result["apropos"])) == ["definitions.antrain 6 0 template Push A", "log.antrain 1 0 2026-11-16 lifting Push A"])
        // The hover of 107.5 kg: 43.75 kg a side = 25 + 15 + 2.5 + 1.25.
        #expect((result["hover"] as? String)?.contains("Plates per side: 25 + 15 + 2.5 + 1.25 on a 20 kg bar") == true,
                "hover: \(result["hover"] ?? "none")")

        // eglot-rename on the preset: eglot signals the server's refusal; the line stays.
        #expect((result["preset-rename"] as? String)?.contains(
            "`Barbell Bench Press` is a preset of Antrain's exercise library, so it cannot be renamed") == true,
                "eglot-rename on a preset: \(result["preset-rename"] ?? "none")")
        #expect(result["preset-rename-line"] as? String == "  Bench Press 100x5 @8")
        // eglot-rename "Landmine Press": both buffers, without asking (both files are visited).
        #expect(result["rename-asked"] == nil || result["rename-asked"] is NSNull, "eglot asked: \(result["rename-asked"] ?? "")")
        #expect(result["renamed-log"] as? String == NeovimLSPTests.navigationLog.replacingOccurrences(of: "Développé Landmine", with: "Landmine Press"))
        #expect(result["renamed-definitions"] as? String
            == NeovimLSPTests.navigationDefinitions.replacingOccurrences(of: "Développé Landmine", with: "Landmine Press"))
        // And the server followed the edits eglot sent.
        #expect(Self.places(result["references-after-rename"]) == [
            "definitions.antrain 1 9 exercise Landmine Press", "definitions.antrain 7 2   Landmine Press 40x8x3",
            "log.antrain 3 2   Landmine Press 40x8", "log.antrain 7 2   Landmine Press 45x8",
        ])
    }
}
