import Foundation
import Testing

/// A real editor: headless Neovim's built-in LSP client, configured with `editors/nvim`,
/// opens a log, receives diagnostics, completes an exercise name and hovers a set.
///
/// Without Neovim the test is skipped, visibly, with the reason; in CI (`CI` set) a missing
/// Neovim fails ``neovimIsInstalledInCI()``, since `.ci/run` installs it.
@Suite struct NeovimLSPTests {
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

    @Test(.enabled(if: neovim != nil, "Neovim is not installed (apt-get install neovim)"))
    func neovimReceivesDiagnosticsCompletesAndHovers() throws {
        let neovim = try #require(Self.neovim)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("log.antrain")
        let output = folder.appendingPathComponent("result.json")
        try """
            2026-11-03 lifting
              Bench Press 100x5 @8, 100x0
            2026-11-04 lunch
              Rice 150
            2026-11-05 lifting
              inc db
            """.write(to: log, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: neovim)
        process.arguments = ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c",
                             "luafile \(Self.repositoryRoot.path)/Tests/EditorTests/nvim/lsp_smoke.lua"]
        var environment = ProcessInfo.processInfo.environment
        environment["ANTRAIN_ROOT"] = Self.repositoryRoot.path
        environment["ANTRAIN_BIN"] = Self.antrain.path
        environment["ANTRAIN_LOG"] = log.path
        environment["ANTRAIN_OUT"] = output.path
        environment["HOME"] = folder.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()

        let data = try Data(contentsOf: output)
        let result = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
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
}
