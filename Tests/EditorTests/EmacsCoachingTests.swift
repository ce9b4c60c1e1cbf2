import Foundation
import Testing

/// Coaching in Emacs (LANGUAGE.md §8, TOOLING.md §2): eglot with `editors/emacs` hovers a
/// template item's progression rule, and "Add warm-up sets" picked from
/// `M-x eglot-code-actions` rewrites the line. Skipped visibly without Emacs and eglot;
/// `.ci/run` installs both. Run without and with markdown-mode loadable (issue #42, item 19).
extension EmacsEglotTests {
    @Test(.enabled(if: emacs != nil && hasEglot,
                   "Emacs or eglot is not installed (apt-get install emacs-nox elpa-eglot)"))
    func eglotShowsTheRuleHoverAndAppliesTheWarmUpAction() async throws {
        // Without markdown-mode eglot asks for plain text: the same lines without Markdown marks.
        let hover = try await checkCoaching(markdown: false)
        #expect(hover.contains("Progression: linear +2.5kg stall 3 deload 10% (written on this exercise)"), "\(hover)")
        // 102.5 × 5, 5, 4 failed once; a deload would be 102.5 × 0.9 = 92.25 → 92.5.
        #expect(hover.contains("Last session 2026-10-07: 102.5 kg × 5, 5, 4 — failed"), "\(hover)")
        #expect(hover.contains("failed 1 of 3: 2 more and the load drops to 92.5 kg"), "\(hover)")
        #expect(hover.contains("Next: 102.5 kg"), "\(hover)")
    }

    @Test(.enabled(if: emacs != nil && hasEglot && hasMarkdownMode,
                   "Emacs, eglot or markdown-mode is not installed (apt-get install emacs-nox elpa-eglot elpa-markdown-mode)"))
    func eglotWithMarkdownModeShowsTheRuleHoverInMarkdown() async throws {
        let hover = try await checkCoaching(markdown: true)
        #expect(hover.contains("**Progression:** `linear +2.5kg stall 3 deload 10%` (written on this exercise)"), "\(hover)")
        #expect(hover.contains("Last session 2026-10-07: 102.5 kg × 5, 5, 4 — failed"), "\(hover)")
        #expect(hover.contains("**Next:** 102.5 kg"), "\(hover)")
    }

    /// Runs the coaching scenario, checks the warm-up action and returns the rule's hover.
    func checkCoaching(markdown: Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let (result, folder) = try await Self.run(scenario: "coaching", log: NeovimLSPTests.coachingLog, markdown: markdown)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(EmacsEglotTests.noErrors(result), "Emacs errors: \(result["errors"] ?? "")", sourceLocation: sourceLocation)
        #expect((result["action-titles"] as? [String] ?? []).contains("Add warm-up sets"), sourceLocation: sourceLocation)
        // 40, 60 and 80 % of 140: 56 → 55, 84 → 85, 112 → 112.5 on the default plates.
        #expect(result["warmed-up"] as? String == "  Barbell Deadlift: 20x10 warmup, 55x5 warmup, 85x3 warmup, 112.5x2 warmup, 140x5x3",
                sourceLocation: sourceLocation)
        return result["rule-hover"] as? String ?? ""
    }
}
