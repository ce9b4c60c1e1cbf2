import Foundation
import Testing

/// Coaching in a real editor (LANGUAGE.md §8, TOOLING.md §2): headless Neovim with
/// `editors/nvim` shows a template item's progression rule in its hover window (K), and
/// applies "Add warm-up sets" the way it applies any code action. Skipped visibly without
/// Neovim; `.ci/run` installs it.
extension NeovimLSPTests {
    /// A template with a rule, a program following it since 2026-10-05 and two sessions: the
    /// first a success, the second a failure; the last line is a workout to warm up for.
    static let coachingLog = """
        template Novice A
          Barbell Squat: x5x3
            progress: linear +2.5kg stall 3 deload 10%

        program Novice Linear
          week 1
            mon: Novice A
            wed: Novice A

        2026-10-05 program Novice Linear
        2026-10-05 lifting Novice A
          Barbell Squat: 100x5x3
        2026-10-07 lifting Novice A
          Barbell Squat: 102.5x5, 102.5x5, 102.5x4
        2026-11-20 lifting
          Barbell Deadlift: 140x5x3
        """

    @Test(.enabled(if: neovim != nil, "Neovim is not installed (apt-get install neovim)"))
    func neovimShowsTheRuleHoverAndAppliesTheWarmUpAction() async throws {
        let (result, folder) = try await Self.run(scenario: "coaching", log: Self.coachingLog)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect((result["errors"] as? [Any])?.isEmpty ?? true, "Lua errors: \(result["errors"] ?? "")")
        let hover = (result["rule_hover"] as? [String] ?? []).joined(separator: "\n")
        #expect(hover.contains("linear +2.5kg stall 3 deload 10%"), "\(hover)")
        #expect(hover.contains("written on this exercise"), "\(hover)")
        // 102.5 × 5, 5, 4: one failure of three; a deload would be 102.5 × 0.9 = 92.25 → 92.5.
        #expect(hover.contains("failed 1 of 3: 2 more and the load drops to 92.5 kg"), "\(hover)")
        #expect(hover.contains("Last session 2026-10-07: 102.5 kg × 5, 5, 4 — failed"), "\(hover)")
        #expect(hover.contains("**Next:** 102.5 kg"), "\(hover)")
        #expect((result["action_titles"] as? [String] ?? []).contains("Add warm-up sets"))
        // 40, 60 and 80 % of 140: 56 → 55, 84 → 85, 112 → 112.5 on the default plates.
        #expect(result["warmed_up"] as? String == "  Barbell Deadlift: 20x10 warmup, 55x5 warmup, 85x3 warmup, 112.5x2 warmup, 140x5x3")
    }
}
