import AntrainBasics
import AntrainModel
import AntrainSyntax

/// The diagnostics the analysis reports, one static member each, sorted; their words are
/// keys of ``AnalysisMessages``.
///
/// Written for a lifter: what is wrong, and what is expected instead.
enum AnalysisDiagnostics {
    typealias M = AnalysisMessages

    static func amountWithoutUnit(_ value: String, range: TextRange) -> Diagnostic {
        Diagnostic(.amountWithoutUnit, .error, range, LocalizedText(M.amountWithoutUnit, ["value": .text(value)]),
                   fixes: [FoodUnitWord.grams, .servings].map { unit in
                       let amount = unit.written(value)
                       return Fix(title: SyntaxDiagnostics.changeTo(amount), edits: [TextEdit(range: range, newText: amount)], isPreferred: unit == .grams)
                   })
    }

    static func cardioTypeMissing(_ range: TextRange) -> Diagnostic {
        Diagnostic(.cardioTypeMissing, .error, range,
                   LocalizedText(M.cardioTypeMissing, ["types": .text(Keywords.cardioTypes.joined(separator: ", "))]),
                   fixes: Keywords.cardioTypes.prefix(3).map { type in
                       Fix(title: add(type), edits: [TextEdit(range: TextRange(start: range.end, end: range.end), newText: " \(type)")])
                   })
    }

    static func add(_ text: String) -> LocalizedText { LocalizedText(M.add, ["text": .text(text)]) }

    static func duplicateDefinition(_ kind: MessageKey, _ name: String, first: MessageArgument, _ range: TextRange) -> Diagnostic {
        Diagnostic(.duplicateDefinition, .error, range,
                   LocalizedText(M.duplicateDefinition, ["kind": .message(LocalizedText(kind)), "name": .text(name), "first": first]))
    }

    static func duplicateProfile(first: MessageArgument, _ range: TextRange) -> Diagnostic {
        Diagnostic(.duplicateProfile, .error, range, LocalizedText(M.duplicateProfile, ["first": first]))
    }

    /// Where something else is written: "line 12" in the same file, "other.antrain:12" in another.
    static func place(file: String?, line: Int) -> MessageArgument {
        guard let file else { return .message(LocalizedText(M.placeLine, ["line": .text(String(line))])) }
        return .text("\(file):\(line)")
    }

    static func emptyMeal(_ range: TextRange) -> Diagnostic {
        Diagnostic(.emptyMeal, .warning, range, LocalizedText(M.emptyMeal))
    }

    static func energyMismatch(kcal: Double, expected: Double, _ range: TextRange) -> Diagnostic {
        Diagnostic(.energyMismatch, .warning, range,
                   LocalizedText(M.energyMismatch, ["kcal": .number(kcal), "expected": .number(expected)]))
    }

    static func exerciseWithoutSets(_ name: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.exerciseWithoutSets, .error, range, LocalizedText(M.exerciseWithoutSets, ["name": .text(name)]))
    }

    static func futureDate(_ date: LocalDate, _ range: TextRange) -> Diagnostic {
        Diagnostic(.futureDate, .warning, range, LocalizedText(M.futureDate, ["date": .text(date.description)]))
    }

    /// `implausible-value`: a figure no log of a human holds, with the range that is plausible.
    static func implausibleValue(_ what: MessageKey, found: String, plausible: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.implausibleValue, .error, range,
                   LocalizedText(M.implausibleValue, ["what": .message(LocalizedText(what)), "found": .text(found), "range": .text(plausible)]))
    }

    /// A plausible range as a lifter writes it, in the unit the value was written in:
    /// `20–400 kg`, `44–882 lb`, `±500 kg`, `0–1000 km`, `0–24h`, `0–10000 g`.
    static func plausibleRange(_ kind: PlausibleRange, unit: WeightUnit = .kg) -> String {
        let bounds = kind.bounds
        let whole = { (kilograms: Double) in Format.number(unit.fromKilograms(kilograms).rounded(), decimals: 0, grouping: false) }
        switch kind {
        case .bodyweight, .load: return "\(whole(bounds.lowerBound))–\(whole(bounds.upperBound)) \(unit.rawValue)"
        case .bodyweightOffset: return "±\(whole(bounds.upperBound)) \(unit.rawValue)"
        case .distance: return "0–\(Format.number(bounds.upperBound, decimals: 0, grouping: false)) km"
        case .duration: return "0–\(Int(bounds.upperBound / 3600))h"
        case .foodAmount: return "0–\(Format.number(bounds.upperBound, decimals: 0, grouping: false)) g"
        }
    }

    static func liftingWithoutExercises(_ range: TextRange) -> Diagnostic {
        Diagnostic(.liftingWithoutExercises, .error, range, LocalizedText(M.liftingWithoutExercises))
    }

    static func macrosExceed100g(total: Double, _ range: TextRange) -> Diagnostic {
        Diagnostic(.macrosExceed100g, .error, range, LocalizedText(M.macrosExceed100g, ["total": .number(total)]))
    }

    static func metconTypeMissing(_ range: TextRange) -> Diagnostic {
        Diagnostic(.metconTypeMissing, .error, range, LocalizedText(M.metconTypeMissing),
                   fixes: Keywords.canonicalMetconTypes.map { type in
                       Fix(title: add(type), edits: [TextEdit(range: TextRange(start: range.end, end: range.end), newText: " \(type)")])
                   })
    }

    static func missingProperty(_ what: MessageKey, _ properties: [String], _ range: TextRange) -> Diagnostic {
        Diagnostic(.missingProperty, .error, range,
                   LocalizedText(M.missingProperty, ["what": .message(LocalizedText(what)), "properties": list(properties.map { "`\($0):`" })]))
    }

    /// "a and b and c", joined in the language.
    static func list(_ items: [String]) -> MessageArgument {
        guard items.count > 1 else { return .text(items.first ?? "") }
        return .message(LocalizedText(M.listAnd, ["first": .text(items[0]), "rest": list(Array(items.dropFirst()))]))
    }

    /// A load as `97.5 kg`, its number written in the language.
    static func load(_ kilograms: Double, unit: WeightUnit) -> MessageArgument {
        .message(LocalizedText(M.load, ["value": .number((unit.fromKilograms(kilograms) * 2).rounded() / 2), "unit": .text(unit.rawValue)]))
    }

    static func negativeLoad(_ found: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.negativeWeight, .error, range, LocalizedText(M.negativeLoad, ["found": .text(found)]))
    }

    static func assistanceOverBodyweight(_ assistance: Double, bodyweight: Double, unit: WeightUnit, _ range: TextRange) -> Diagnostic {
        Diagnostic(.negativeWeight, .error, range,
                   LocalizedText(M.assistanceOverBodyweight, ["assistance": load(assistance, unit: unit), "bodyweight": load(bodyweight, unit: unit)]))
    }

    static func noCompletedSets(_ name: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.noCompletedSets, .warning, range, LocalizedText(M.noCompletedSets, ["name": .text(name)]))
    }

    static func invalidPlate(_ written: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(M.invalidPlate, ["written": .text(written)]))
    }

    static func notPositive(_ what: MessageKey, found: String, _ range: TextRange, orZero: Bool = false) -> Diagnostic {
        Diagnostic(.notPositive, .error, range,
                   LocalizedText(orZero ? M.notNegative : M.notPositive, ["what": .message(LocalizedText(what)), "found": .text(found)]))
    }

    static func sameStartTime(other: MessageArgument, when: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.sameStartTime, .warning, range, LocalizedText(M.sameStartTime, [
            "other": .message(LocalizedText(M.placeWithWhen, ["place": other, "when": .text(when)])),
        ]))
    }

    static func overlappingWorkouts(other: MessageArgument, when: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.overlappingWorkouts, .warning, range, LocalizedText(M.overlappingWorkouts, [
            "other": .message(LocalizedText(M.placeWithWhen, ["place": other, "when": .text(when)])),
        ]))
    }

    static func paceMismatch(written: String, derived: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.paceMismatch, .warning, range, LocalizedText(M.paceMismatch, ["written": .text(written), "derived": .text(derived)]))
    }

    static func redefinesPreset(_ kind: MessageKey, _ name: String, preset: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.redefinesPreset, .error, range,
                   LocalizedText(M.redefinesPreset, ["name": .text(name), "kind": .message(LocalizedText(kind)), "preset": .text(preset)]))
    }

    static func repsNotPositive(_ found: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.repsNotPositive, .error, range, LocalizedText(M.repsNotPositive, ["found": .text(found)]))
    }

    static func rpeOutOfRange(_ found: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.rpeOutOfRange, .error, range, LocalizedText(M.rpeOutOfRange, ["found": .text(found)]))
    }

    static func rpeStep(_ found: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.rpeOutOfRange, .warning, range, LocalizedText(M.rpeStep, ["found": .text(found)]))
    }

    static func suspiciousLoad(_ kilograms: Double, best: Double, unit: WeightUnit, _ range: TextRange) -> Diagnostic {
        Diagnostic(.suspiciousLoad, .information, range,
                   LocalizedText(M.suspiciousLoad, ["load": load(kilograms, unit: unit), "best": load(best, unit: unit)]))
    }

    static func tooLong(_ what: MessageKey, limit: Int, found: Int, _ range: TextRange) -> Diagnostic {
        Diagnostic(.tooLong, .error, range,
                   LocalizedText(M.tooLong, ["what": .message(LocalizedText(what)), "limit": .integer(limit), "found": .integer(found)]))
    }

    static func unknownCardioType(_ word: String, _ range: TextRange) -> Diagnostic {
        // The list shows the types as the format's keywords; "did you mean" also knows their
        // Turkish twins, so `yüzmek` finds `yüzme`.
        unknownValue(.unknownCardioType, M.Subject.cardioType, word, valid: Keywords.cardioTypes, range,
                     alsoSuggesting: Keywords.turkishCardioTypes.map(\.turkish))
    }

    static func unknownEnumValue(_ what: MessageKey, _ word: String, valid: [String], _ range: TextRange) -> Diagnostic {
        unknownValue(.unknownEnumValue, what, word, valid: valid, range)
    }

    static func unknownMetconType(_ word: String, _ range: TextRange) -> Diagnostic {
        unknownValue(.unknownMetconType, M.Subject.metconType, word, valid: Keywords.canonicalMetconTypes, range)
    }

    static func unknownProperty(_ key: String, kind: EntryKind, _ range: TextRange) -> Diagnostic {
        let keys = PropertyKey.keys(for: kind).map(\.rawValue)
        let nearest = Suggestions.nearest(to: key, in: keys)
        var arguments: [String: MessageArgument] = [
            "kind": .text(kind.rawValue), "key": .text(key), "keys": .text(keys.map { "`\($0):`" }.joined(separator: ", ")),
        ]
        if let nearest { arguments["suggestion"] = .text(nearest) }
        return Diagnostic(.unknownProperty, .warning, range,
                          LocalizedText(nearest == nil ? M.unknownPropertyNoSuggestion : M.unknownProperty, arguments),
                          fixes: nearest.map { [Fix(title: SyntaxDiagnostics.changeTo($0), edits: [TextEdit(range: range, newText: $0)], isPreferred: true)] } ?? [])
    }

    private static func unknownValue(_ code: DiagnosticCode, _ what: MessageKey, _ word: String, valid: [String], _ range: TextRange,
                                     alsoSuggesting synonyms: [String] = []) -> Diagnostic {
        let nearest = Suggestions.nearest(to: word, in: valid + synonyms)
        var arguments: [String: MessageArgument] = [
            "word": .text(word), "what": .message(LocalizedText(what)), "valid": .text(valid.joined(separator: ", ")),
        ]
        if let nearest { arguments["suggestion"] = .text(nearest) }
        return Diagnostic(code, .error, range,
                          LocalizedText(nearest == nil ? M.unknownValueNoSuggestion : M.unknownValue, arguments),
                          fixes: nearest.map { [Fix(title: SyntaxDiagnostics.changeTo($0), edits: [TextEdit(range: range, newText: $0)], isPreferred: true)] } ?? [])
    }
}
