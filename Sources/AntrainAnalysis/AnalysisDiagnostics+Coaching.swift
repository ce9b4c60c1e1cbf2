import AntrainBasics
import AntrainModel
import AntrainSyntax

/// The coaching diagnostics (LANGUAGE.md §8.4), one static member each, sorted.
extension AnalysisDiagnostics {
    private typealias C = CoachingDiagnosticMessages

    /// - Parameter reason: which number cannot work.
    static func invalidProgression(_ written: String, reason: ProgressionRuleReader.InvalidReason, _ range: TextRange) -> Diagnostic {
        let key: MessageKey = switch reason {
        case .rangeReversed: C.rangeReversed
        case .zeroStep: C.zeroStep
        case .stallZero: C.stallZero
        case .deloadTooLarge: C.deloadTooLarge
        case .missingStep: C.missingStep
        case .missingRange: C.missingRange
        case .missingTotal: C.missingTotal
        case .unexpected: C.unexpected
        }
        return Diagnostic(.invalidProgression, .error, range, LocalizedText(key, ["written": .text(written)]))
    }

    static func progressionOutsidePlan(_ range: TextRange) -> Diagnostic {
        Diagnostic(.progressionOutsidePlan, .warning, range, LocalizedText(C.outsidePlan))
    }

    /// - Parameters:
    ///   - behind: the weaker side's word (`left`, `right`) in the message's language.
    ///   - percent: how far behind it is, in percent of the stronger side.
    static func unevenSides(left: String, right: String, behind: MessageKey, percent: Int, _ range: TextRange) -> Diagnostic {
        Diagnostic(.unevenSides, .information, range,
                   LocalizedText(C.unevenSides, ["left": .text(left), "right": .text(right), "side": .message(LocalizedText(behind)), "percent": .integer(percent)]))
    }

    /// - Parameters:
    ///   - isRule: whether the word stands where the rule's name goes (else an option's).
    ///   - nearest: the rule or option word closest to `written`, offered as a fix.
    static func unknownProgression(_ written: String, isRule: Bool, nearest: String?, _ range: TextRange) -> Diagnostic {
        let words = isRule ? ProgressionRuleReader.ruleWords : ProgressionRuleReader.optionWords
        var arguments: [String: MessageArgument] = ["written": .text(written), "rules": .text(words.joined(separator: ", "))]
        if let nearest { arguments["suggestion"] = .text(nearest) }
        let key = switch (isRule, nearest != nil) {
        case (true, true): C.unknownProgression
        case (true, false): C.unknownProgressionNoSuggestion
        case (false, true): C.unknownOption
        case (false, false): C.unknownOptionNoSuggestion
        }
        return Diagnostic(.unknownProgression, .error, range, LocalizedText(key, arguments),
                          fixes: nearest.map { [Fix(title: SyntaxDiagnostics.changeTo($0), edits: [TextEdit(range: range, newText: $0)], isPreferred: true)] } ?? [])
    }
}

/// The English of the coaching diagnostics; the Turkish is in `TurkishCatalogue.coaching`.
enum CoachingDiagnosticMessages {
    static let rangeReversed = MessageKey("invalid-progression.range", "`{written}`: the low end of the rep range must be at least 1 and not above the high end")
    static let zeroStep = MessageKey("invalid-progression.zero-step", "`{written}`: a step of zero never adds anything; write one like `+2.5kg` or `+5%`")
    static let stallZero = MessageKey("invalid-progression.stall-zero", "`{written}`: `stall` counts failed sessions, at least 1")
    static let deloadTooLarge = MessageKey("invalid-progression.deload", "`{written}`: a deload must take off less than 100 %")
    static let missingStep = MessageKey("invalid-progression.step", "`{written}`: expected a step like `+2.5kg`, `+5lb` or `+5%`")
    static let missingRange = MessageKey("invalid-progression.range-missing", "`{written}`: `double` needs a rep range like `8-12`")
    static let missingTotal = MessageKey("invalid-progression.total", "`{written}`: `sum` needs the total of reps to reach, like `sum 30`")
    static let unexpected = MessageKey("invalid-progression.unexpected", "`{written}` does not belong here: a rule is `linear +2.5kg stall 3 deload 10%`")
    static let outsidePlan = MessageKey("progression-outside-plan", "`progress:` in a dated workout does nothing: write it on the template, the program or the profile")
    static let unevenSides = MessageKey("uneven-sides", "Left {left}, right {right}: the {side} side is {percent} % behind")
    static let unknownProgression = MessageKey("unknown-progression", "`{written}` is no progression rule; did you mean `{suggestion}`? Rules: {rules}")
    static let unknownProgressionNoSuggestion = MessageKey("unknown-progression.no-suggestion", "`{written}` is no progression rule. Rules: {rules}")
    static let unknownOption = MessageKey("unknown-progression.option", "`{written}` is no option of a rule; did you mean `{suggestion}`? Options: {rules}")
    static let unknownOptionNoSuggestion = MessageKey("unknown-progression.option.no-suggestion", "`{written}` is no option of a rule. Options: {rules}")

    static let all: [MessageKey] = [
        rangeReversed, zeroStep, stallZero, deloadTooLarge, missingStep, missingRange, missingTotal, unexpected, outsidePlan,
        unevenSides, unknownProgression, unknownProgressionNoSuggestion, unknownOption, unknownOptionNoSuggestion,
    ]
}
