import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Completion after `progress:` (LANGUAGE.md §8.1): each rule with a one-line explanation,
/// then the options once a rule with a step is written.
extension CompletionBuilder {
    /// The rules as inserted, each with what it does.
    static let progressionRules: [(insert: String, explanation: MessageKey)] = [
        ("rpe", CoachingMessages.ruleRPE), ("none", CoachingMessages.ruleNone),
        ("linear +2.5kg", CoachingMessages.ruleLinear), ("double 8-12 +2.5kg", CoachingMessages.ruleDouble),
        ("sum 30 +2.5kg", CoachingMessages.ruleSum),
    ]

    mutating func addProgressionRules(typed: TextRange) {
        let query = typedText(typed).lowercased()
        let words = query.split(separator: " ")
        // After a rule and its step, offer the options.
        if words.count >= 2, ["linear", "double", "sum"].contains(String(words[0])), query.last == " " {
            let options = [("stall 3", CoachingMessages.optionStall), ("deload 10%", CoachingMessages.optionDeload)]
            let end = TextRange(start: typed.end, end: typed.end)
            for (insert, explanation) in options where !query.contains(insert.split(separator: " ")[0]) {
                append(CompletionCandidate(label: insert, kind: .value, detail: say(explanation), insertText: insert, replaceRange: end))
            }
            return
        }
        for (insert, explanation) in Self.progressionRules where query.isEmpty || insert.hasPrefix(query) {
            append(CompletionCandidate(label: insert, kind: .value, detail: say(explanation), insertText: insert, replaceRange: typed))
        }
    }
}
