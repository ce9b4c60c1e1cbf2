import Foundation
import Testing

/// The other Emacs client: batch Emacs with lsp-mode (Debian's `elpa-lsp-mode`, 8.0 on Emacs
/// 28) and `editors/emacs`'s registration, tested as eglot is: diagnostics, a hover, completion
/// through `completion-at-point`, an edit the server follows, a code action and formatting
/// (issue #42, item 19). Skipped visibly without Emacs or lsp-mode; `.ci/run` installs both.
extension EmacsEglotTests {
    static let lspModeLog = """
        2026-11-03 lifting
          Bench Press   100x5 @8, 100x0
        2026-11-04 lifting
          Barbell Deadlift: 140x5x3
        2026-11-04 lunch
          Rice 150
        2026-11-05 lifting
          inc db

        """

    @Test(.enabled(if: emacs != nil && hasLspMode, "Emacs or lsp-mode is not installed (apt-get install emacs-nox elpa-lsp-mode)"))
    func lspModeReceivesDiagnosticsHoversCompletesEditsAndFormats() async throws {
        let (result, folder) = try await Self.run(scenario: "lsp-mode", log: Self.lspModeLog, markdown: true, script: "lsp_mode_smoke.el")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.noErrors(result), "Emacs errors: \(result["errors"] ?? "")")
        #expect(result["mode"] as? String == "antrain-mode")
        #expect(result["server"] as? String == "antrain")
        let unitless = "[amount-without-unit] How much is 150? Add a unit: `150g` for grams or `150 servings`"
        let noSets = "[exercise-without-sets] `inc db` has no sets; add them after the name (`inc db 100x5`) or on deeper lines below it"
        let unknown = "[unknown-exercise] `inc db` is not a preset or custom exercise. Did you mean `Incline Dumbbell Press`? "
            + "Define it with `exercise inc db` to track it"
        #expect(result["diagnostics"] as? [String] == [unitless, noSets, "[reps-not-positive] Reps must be a whole number, at least 1 (found 0)", unknown])
        // lsp-mode always asks for Markdown, and renders it without the marks.
        #expect(result["hover-kind"] as? String == "markdown")
        // 100 × 5 = 500 kg; Brzycki 100 / (1.0278 − 0.0278 × 5) = 112.5; 40 kg a side = 25 + 15.
        #expect(result["hover"] as? String == """
            **100 kg × 5** @ RPE 8

            volume 500 kg · e1RM 112.5 kg (brzycki) — 100 % of your best e1RM 112.5 kg

            **Plates per side:** 25 + 15 on a 20 kg bar
            """)
        let rendered = result["hover-rendered"] as? String ?? ""
        #expect(rendered.hasPrefix("100 kg × 5 @ RPE 8\n") && !rendered.contains("**"), "rendered: \(rendered)")
        #expect((result["completion"] as? [String])?.first == "Incline Dumbbell Press")
        // The edit 100x0 → 100x5: the server follows it and drops that error alone.
        #expect(result["diagnostics-after-edit"] as? [String] == [unitless, noSets, unknown])
        #expect((result["action-titles"] as? [String] ?? []).contains("Add warm-up sets"))
        // 40, 60 and 80 % of 140: 56 → 55, 84 → 85, 112 → 112.5 on the default plates.
        let warmedUp = "  Barbell Deadlift: 20x10 warmup, 55x5 warmup, 85x3 warmup, 112.5x2 warmup, 140x5x3"
        #expect(result["warmed-up"] as? String == warmedUp)
        // lsp-format-buffer: the blanks inside the bench line become single spaces.
        #expect(result["formatted"] as? String == Self.lspModeLog
            .replacingOccurrences(of: "Bench Press   100x5 @8, 100x0", with: "Bench Press 100x5 @8, 100x5")
            .replacingOccurrences(of: "  Barbell Deadlift: 140x5x3", with: warmedUp))
    }
}
