import AntrainModel
import AntrainSyntax

/// Reads a `progress:` property (LANGUAGE.md §8.1) into a rule, or the diagnostic that says
/// why it is none: the definition collector (profile, program) and the lowerer (template,
/// template item) share it.
enum ProgressionProperty {
    /// The rule `property` writes, or nil with the diagnostic of its first problem (nil, nil
    /// when the value is empty or did not read as text).
    static func read(_ property: PropertySyntax, in source: SourceText) -> (rule: ProgressionRule?, problem: Diagnostic?) {
        guard case .text(let range) = property.value else { return (nil, nil) }
        let written = source.text(range)
        switch ProgressionRuleReader.read(written) {
        case .success(let rule):
            return (rule, nil)
        case .failure(.unknownWord(let word, let offsets)):
            let wordRange = subrange(range, offsets)
            // The first word names the rule; a later one is an option (`stall`, `deload`).
            let isRule = offsets.lowerBound == 0
            let candidates = isRule ? ProgressionRuleReader.ruleWords : ProgressionRuleReader.optionWords
            return (nil, AnalysisDiagnostics.unknownProgression(word, isRule: isRule, nearest: Suggestions.nearest(to: word.lowercased(), in: candidates),
                                                                wordRange))
        case .failure(.invalid(let reason, let offsets)):
            let wordRange = offsets.isEmpty ? range : subrange(range, offsets)
            return (nil, AnalysisDiagnostics.invalidProgression(source.text(wordRange), reason: reason, wordRange))
        }
    }

    /// The part of `range` at UTF-8 `offsets` within it.
    private static func subrange(_ range: TextRange, _ offsets: Range<Int>) -> TextRange {
        TextRange(start: range.start + UInt32(offsets.lowerBound), end: range.start + UInt32(offsets.upperBound))
    }
}
