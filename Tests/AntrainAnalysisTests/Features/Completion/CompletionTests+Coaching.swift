import AntrainAnalysis
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// Completion for coaching (LANGUAGE.md §8): the rules after `progress:`, each with what it
/// does, the options after a rule's step, and the e1RM formulas after `e1rm:`.
extension CompletionTests {
    @Test func progressionRulesAfterProgress() {
        let items = checkCompletion("template Novice A\n  progress: 1️⃣\n  Barbell Squat: x5x3\n",
                                    first: ["rpe", "none", "linear +2.5kg", "double 8-12 +2.5kg", "sum 30 +2.5kg"])
        #expect(items.first { $0.label == "double 8-12 +2.5kg" }?.detail
            == "reps climb in the range; every set at the top: add the step, back to the bottom")
        checkCompletion("profile\n  progress: li1️⃣\n", first: ["linear +2.5kg"])
        // Under a template item, one level deeper.
        checkCompletion("template Pull Day\n  Dumbbell Row: x8-12x3\n    progress: d1️⃣\n", first: ["double 8-12 +2.5kg"])
    }

    @Test func optionsAfterARulesStep() {
        checkCompletion("program P\n  progress: linear +2.5kg 1️⃣\n  week 1\n", first: ["stall 3", "deload 10%"])
        checkCompletion("program P\n  progress: linear +2.5kg stall 2 1️⃣\n  week 1\n", first: ["deload 10%"])
    }

    @Test func aWorkoutIsNotOfferedProgress() {
        checkCompletion("2026-11-20 lifting\n  pro1️⃣\n", first: [], contains: ["Prone Leg Curl"], excludes: ["progress:"])
        checkCompletion("template A\n  pro1️⃣\n", first: [], contains: ["Prone Leg Curl", "progress:"])
    }

    @Test func formulasAfterE1RM() {
        checkCompletion("profile\n  e1rm: 1️⃣\n", first: ["brzycki", "epley", "rpe"])
    }
}
