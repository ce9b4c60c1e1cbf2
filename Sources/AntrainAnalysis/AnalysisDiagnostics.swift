import AntrainModel
import AntrainSyntax

/// The messages of the diagnostics the analysis reports, one static member each, sorted.
///
/// Written for a lifter: what is wrong, and what is expected instead.
enum AnalysisDiagnostics {
    static func amountWithoutUnit(_ value: String, range: TextRange) -> Diagnostic {
        Diagnostic(.amountWithoutUnit, .error, range,
                   "How much is \(value)? Add a unit: `\(value)g` for grams or `\(value) servings`",
                   fixes: [
                       Fix(title: "Change to `\(value)g`", edits: [TextEdit(range: range, newText: "\(value)g")], isPreferred: true),
                       Fix(title: "Change to `\(value) servings`", edits: [TextEdit(range: range, newText: "\(value) servings")]),
                   ])
    }

    static func cardioTypeMissing(_ range: TextRange) -> Diagnostic {
        Diagnostic(.cardioTypeMissing, .error, range,
                   "Say what kind of cardio this was: \(Keywords.cardioTypes.joined(separator: ", "))",
                   fixes: Keywords.cardioTypes.prefix(3).map { type in
                       Fix(title: "Add `\(type)`", edits: [TextEdit(range: TextRange(start: range.end, end: range.end), newText: " \(type)")])
                   })
    }

    static func duplicateDefinition(_ kind: String, _ name: String, first: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.duplicateDefinition, .error, range,
                   "The \(kind) `\(name)` is already defined at \(first); keep one definition")
    }

    static func duplicateProfile(first: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.duplicateProfile, .error, range,
                   "There is already a profile in this folder, at \(first); each folder holds one athlete's profile (put another athlete's in a folder of its own)")
    }

    static func emptyMeal(_ range: TextRange) -> Diagnostic {
        Diagnostic(.emptyMeal, .warning, range, "This meal lists no food; add foods on indented lines below it")
    }

    static func energyMismatch(kcal: Double, expected: Double, _ range: TextRange) -> Diagnostic {
        Diagnostic(.energyMismatch, .warning, range,
                   "\(Format.number(kcal)) kcal does not fit the macros, which give \(Format.number(expected)) kcal (4·protein + 4·carbs + 9·fat); check the figures")
    }

    static func exerciseWithoutSets(_ name: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.exerciseWithoutSets, .error, range,
                   "`\(name)` has no sets; add them after the name (`\(name) 100x5`) or on deeper lines below it")
    }

    static func futureDate(_ date: LocalDate, _ range: TextRange) -> Diagnostic {
        Diagnostic(.futureDate, .warning, range,
                   "\(date) is in the future; mark planned sets with `[ ]` or check the date")
    }

    static func liftingWithoutExercises(_ range: TextRange) -> Diagnostic {
        Diagnostic(.liftingWithoutExercises, .error, range,
                   "This workout lists no exercise; add exercises on indented lines, like `  Bench Press 100x5`")
    }

    static func macrosExceed100g(total: Double, _ range: TextRange) -> Diagnostic {
        Diagnostic(.macrosExceed100g, .error, range,
                   "Protein, carbs and fat add up to \(Format.number(total)) g in 100 g of food; they can be at most 100 g")
    }

    static func metconTypeMissing(_ range: TextRange) -> Diagnostic {
        Diagnostic(.metconTypeMissing, .error, range,
                   "Say what kind of metcon this was: amrap, emom or fortime",
                   fixes: Keywords.canonicalMetconTypes.map { type in
                       Fix(title: "Add `\(type)`", edits: [TextEdit(range: TextRange(start: range.end, end: range.end), newText: " \(type)")])
                   })
    }

    static func missingProperty(_ what: String, _ properties: [String], _ range: TextRange) -> Diagnostic {
        let list = properties.map { "`\($0):`" }.joined(separator: " and ")
        return Diagnostic(.missingProperty, .error, range, "\(what) needs \(list)")
    }

    static func negativeWeight(_ text: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.negativeWeight, .error, range, text)
    }

    static func noCompletedSets(_ name: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.noCompletedSets, .warning, range,
                   "`\(name)` has only planned `[ ]` sets in a past workout; tick the ones you did (`[x]`) or remove it")
    }

    static func invalidPlate(_ written: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, "`\(written)` is not a plate; expected a weight like `20`, `2.5 kg` or `45 lb`")
    }

    static func notPositive(_ what: String, found: String, _ range: TextRange, orZero: Bool = false) -> Diagnostic {
        Diagnostic(.notPositive, .error, range,
                   "\(what) must be \(orZero ? "0 or more" : "more than 0") (found \(found))")
    }

    static func overlappingWorkouts(other: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.overlappingWorkouts, .warning, range,
                   "This workout overlaps the one at \(other); only one workout can be going on at a time")
    }

    static func paceMismatch(written: String, derived: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.paceMismatch, .warning, range,
                   "The pace \(written) does not fit distance and duration, which give \(derived); check the figures")
    }

    static func redefinesPreset(_ kind: String, _ name: String, preset: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.redefinesPreset, .error, range,
                   "`\(name)` is already the preset \(kind) `\(preset)`; presets are read-only, so pick another name")
    }

    static func repsNotPositive(_ found: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.repsNotPositive, .error, range, "Reps must be a whole number, at least 1 (found \(found))")
    }

    static func rpeOutOfRange(_ found: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.rpeOutOfRange, .error, range, "RPE goes from 1 to 10 (found \(found))")
    }

    static func rpeStep(_ found: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.rpeOutOfRange, .warning, range, "RPE goes in steps of 0.5, like 8 or 8.5 (found \(found))")
    }

    static func suspiciousLoad(_ load: String, best: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.suspiciousLoad, .information, range,
                   "\(load) is more than 1.5 × your previous best of \(best) for this exercise: a typo?")
    }

    static func tooLong(_ what: String, limit: Int, found: Int, _ range: TextRange) -> Diagnostic {
        Diagnostic(.tooLong, .error, range, "\(what) can be at most \(limit) characters (found \(found))")
    }

    static func unknownCardioType(_ word: String, _ range: TextRange) -> Diagnostic {
        unknownType(.unknownCardioType, "a cardio type", word, Keywords.cardioTypes, range)
    }

    static func unknownEnumValue(_ what: String, _ word: String, valid: [String], _ range: TextRange) -> Diagnostic {
        let nearest = Suggestions.nearest(to: word, in: valid)
        let hint = nearest.map { "Did you mean `\($0)`? " } ?? ""
        return Diagnostic(.unknownEnumValue, .error, range,
                          "`\(word)` is not \(what). \(hint)Expected one of: \(valid.joined(separator: ", "))",
                          fixes: nearest.map { [Fix(title: "Change to `\($0)`", edits: [TextEdit(range: range, newText: $0)], isPreferred: true)] } ?? [])
    }

    static func unknownMetconType(_ word: String, _ range: TextRange) -> Diagnostic {
        unknownType(.unknownMetconType, "a metcon type", word, Keywords.canonicalMetconTypes, range)
    }

    static func unknownProperty(_ key: String, kind: EntryKind, _ range: TextRange) -> Diagnostic {
        let keys = PropertyKey.keys(for: kind).map(\.rawValue)
        let nearest = Suggestions.nearest(to: key, in: keys)
        let hint = nearest.map { "Did you mean `\($0):`? " } ?? ""
        return Diagnostic(.unknownProperty, .warning, range,
                          "A \(kind.rawValue) entry has no `\(key):`. \(hint)Known here: \(keys.map { "`\($0):`" }.joined(separator: ", "))",
                          fixes: nearest.map { [Fix(title: "Change to `\($0)`", edits: [TextEdit(range: range, newText: $0)], isPreferred: true)] } ?? [])
    }

    private static func unknownType(_ code: DiagnosticCode, _ what: String, _ word: String, _ valid: [String], _ range: TextRange) -> Diagnostic {
        let nearest = Suggestions.nearest(to: word, in: valid)
        let hint = nearest.map { "Did you mean `\($0)`? " } ?? ""
        return Diagnostic(code, .error, range,
                          "`\(word)` is not \(what). \(hint)Expected one of: \(valid.joined(separator: ", "))",
                          fixes: nearest.map { [Fix(title: "Change to `\($0)`", edits: [TextEdit(range: range, newText: $0)], isPreferred: true)] } ?? [])
    }
}
