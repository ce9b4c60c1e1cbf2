import Foundation
import Testing

/// A second real editor: batch Emacs with eglot (Debian's `elpa-eglot` on Emacs 28) and
/// `editors/emacs`'s `antrain-mode` opens a log, shows the server's diagnostics through
/// flymake, hovers a set and completes "inc db".
///
/// Without Emacs or eglot the test is skipped, visibly; in CI a missing one fails
/// ``emacsAndEglotAreInstalledInCI()``, since `.ci/run` installs both.
@Suite struct EmacsEglotTests {
    static var emacs: String? { ExternalTools.find("emacs") }
    /// Debian's `elpa-eglot`, whatever its version.
    static var hasEglot: Bool {
        let folder = "/usr/share/emacs/site-lisp/elpa"
        return (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { $0.hasPrefix("eglot-") } ?? false
    }

    @Test(.enabled(if: NeovimLSPTests.isCI, "only CI must have Emacs and eglot"))
    func emacsAndEglotAreInstalledInCI() {
        #expect(Self.emacs != nil && Self.hasEglot, "Emacs or eglot is not installed; .ci/run installs Debian's emacs-nox and elpa-eglot")
    }

    @Test(.enabled(if: emacs != nil && hasEglot, "Emacs or eglot is not installed (apt-get install emacs-nox elpa-eglot)"))
    func eglotReceivesDiagnosticsHoversAndCompletes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-emacs-\(UUID().uuidString)")
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
        process.executableURL = URL(fileURLWithPath: try #require(Self.emacs))
        let script = NeovimLSPTests.repositoryRoot.appendingPathComponent("Tests/EditorTests/emacs/eglot_smoke.el")
        process.arguments = ["--batch", "-l", script.path]
        var environment = ProcessInfo.processInfo.environment
        environment["ANTRAIN_ROOT"] = NeovimLSPTests.repositoryRoot.path
        environment["ANTRAIN_BIN"] = NeovimLSPTests.antrain.path
        environment["ANTRAIN_LOG"] = log.path
        environment["ANTRAIN_OUT"] = output.path
        environment["HOME"] = folder.path
        process.environment = environment
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()

        let result = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any] ?? [:]
        #expect(result["errors"] == nil || result["errors"] is NSNull || (result["errors"] as? [Any])?.isEmpty == true,
                "Emacs errors: \(result["errors"] ?? "")")
        #expect(result["mode"] as? String == "antrain-mode")
        let diagnostics = (result["diagnostics"] as? [String] ?? []).sorted()
        #expect(diagnostics.count == 4)
        #expect(diagnostics.contains { $0.hasPrefix("antrain [reps-not-positive]: Reps must be a whole number, at least 1 (found 0)") })
        #expect(diagnostics.contains { $0.hasPrefix("antrain [amount-without-unit]:") })
        #expect((result["completion"] as? [String])?.first == "Incline Dumbbell Press")
        let hover = result["hover"] as? String ?? ""
        #expect(hover.hasPrefix("**100 kg × 5** @ RPE 8"))
    }
}
