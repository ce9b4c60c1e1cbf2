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

/// The coaching diagnostics' messages, in English and Turkish.
enum CoachingDiagnosticMessages {
    static let rangeReversed = MessageKey("invalid-progression.range", en: "`{written}`: the low end of the rep range must be at least 1 and not above the high end",
        tr: "`{written}`: tekrar aralığının alt ucu en az 1 olmalı ve üst ucu geçmemeli")
    static let zeroStep = MessageKey("invalid-progression.zero-step", en: "`{written}`: a step of zero never adds anything; write one like `+2.5kg` or `+5%`",
        tr: "`{written}`: sıfır adım hiçbir şey eklemez; `+2.5kg` ya da `+5%` gibi yazın")
    static let stallZero = MessageKey("invalid-progression.stall-zero", en: "`{written}`: `stall` counts failed sessions, at least 1",
        tr: "`{written}`: `stall` başarısız antrenmanları sayar, en az 1")
    static let deloadTooLarge = MessageKey("invalid-progression.deload", en: "`{written}`: a deload must take off less than 100 %",
        tr: "`{written}`: deload %100'den az düşmeli")
    static let missingStep = MessageKey("invalid-progression.step", en: "`{written}`: expected a step like `+2.5kg`, `+5lb` or `+5%`",
        tr: "`{written}`: `+2.5kg`, `+5lb` ya da `+5%` gibi bir adım bekleniyordu")
    static let missingRange = MessageKey("invalid-progression.range-missing", en: "`{written}`: `double` needs a rep range like `8-12`",
        tr: "`{written}`: `double` için `8-12` gibi bir tekrar aralığı gerekir")
    static let missingTotal = MessageKey("invalid-progression.total", en: "`{written}`: `sum` needs the total of reps to reach, like `sum 30`",
        tr: "`{written}`: `sum` için ulaşılacak tekrar toplamı gerekir, `sum 30` gibi")
    static let unexpected = MessageKey("invalid-progression.unexpected", en: "`{written}` does not belong here: a rule is `linear +2.5kg stall 3 deload 10%`",
        tr: "`{written}` burada olmaz: bir kural `linear +2.5kg stall 3 deload 10%` gibidir")
    static let outsidePlan = MessageKey("progression-outside-plan", en: "`progress:` in a dated workout does nothing: write it on the template, the program or the profile",
        tr: "Tarihli bir antrenmanda `progress:` bir şey yapmaz: şablona, programa ya da profile yazın")
    static let unevenSides = MessageKey("uneven-sides", en: "Left {left}, right {right}: the {side} side is {percent} % behind",
        tr: "Sol {left}, sağ {right}: {side} taraf %{percent} geride")
    static let unknownProgression = MessageKey("unknown-progression", en: "`{written}` is no progression rule; did you mean `{suggestion}`? Rules: {rules}",
        tr: "`{written}` bir ilerleme kuralı değil; `{suggestion}` mı demek istediniz? Kurallar: {rules}")
    static let unknownProgressionNoSuggestion = MessageKey("unknown-progression.no-suggestion", en: "`{written}` is no progression rule. Rules: {rules}",
        tr: "`{written}` bir ilerleme kuralı değil. Kurallar: {rules}")
    static let unknownOption = MessageKey("unknown-progression.option", en: "`{written}` is no option of a rule; did you mean `{suggestion}`? Options: {rules}",
        tr: "`{written}` bir kural seçeneği değil; `{suggestion}` mı demek istediniz? Seçenekler: {rules}")
    static let unknownOptionNoSuggestion = MessageKey("unknown-progression.option.no-suggestion", en: "`{written}` is no option of a rule. Options: {rules}",
        tr: "`{written}` bir kural seçeneği değil. Seçenekler: {rules}")

    static let all: [MessageKey] = [
        rangeReversed, zeroStep, stallZero, deloadTooLarge, missingStep, missingRange, missingTotal, unexpected, outsidePlan,
        unevenSides, unknownProgression, unknownProgressionNoSuggestion, unknownOption, unknownOptionNoSuggestion,
    ]
}
