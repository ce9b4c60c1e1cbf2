import AntrainBasics
import AntrainModel
import AntrainSyntax

/// The planning diagnostics (LANGUAGE.md §7.6), one static member each, sorted; written for a
/// lifter, with the figures involved.
extension AnalysisDiagnostics {
    static func dayWithoutWeek(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(M.dayWithoutWeek))
    }

    static func duplicateDay(_ day: String, week: Int, first: MessageArgument, _ range: TextRange) -> Diagnostic {
        Diagnostic(.duplicateDay, .error, range,
                   LocalizedText(M.duplicateDay, ["week": .integer(week), "day": .text(day), "first": first]))
    }

    /// - Parameters:
    ///   - declaration: the `DATE max EXERCISE LOAD` line (with its line break) to insert at
    ///     `insertAt`, from the best e1RM before the date; nil when there is no history.
    static func noTrainingMax(
        _ written: String, exercise: String, date: LocalDate, declaration: String?, insertAt: Int, _ range: TextRange
    ) -> Diagnostic {
        let fixes = declaration.map {
            [Fix(title: LocalizedText(M.declareTrainingMax),
                 edits: [TextEdit(range: TextRange(insertAt, insertAt), newText: $0)], isPreferred: true)]
        } ?? []
        return Diagnostic(.noTrainingMax, .warning, range,
                          LocalizedText(M.noTrainingMax, ["written": .text(written), "exercise": .text(exercise), "date": .text(date.description)]),
                          fixes: fixes)
    }

    static func rangeInCompletedSet(lower: String, upper: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.rangeInCompletedSet, .error, range, LocalizedText(M.rangeInCompletedSet, ["lower": .text(lower), "upper": .text(upper)]),
                   fixes: [
                       Fix(title: SyntaxDiagnostics.changeTo(lower), edits: [TextEdit(range: range, newText: lower)]),
                       Fix(title: SyntaxDiagnostics.changeTo(upper), edits: [TextEdit(range: range, newText: upper)]),
                   ])
    }

    static func rirOutOfRange(_ found: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.rpeOutOfRange, .error, range, LocalizedText(M.rirOutOfRange, ["found": .text(found)]))
    }

    static func suspiciousPercent(_ written: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.suspiciousLoad, .information, range, LocalizedText(M.suspiciousPercent, ["written": .text(written)]))
    }

    static func unknownProgram(_ name: String, nearest: String?, _ range: TextRange) -> Diagnostic {
        var arguments: [String: MessageArgument] = ["name": .text(name)]
        if let nearest { arguments["suggestion"] = .text(nearest) }
        return Diagnostic(.unknownProgram, .error, range,
                          LocalizedText(nearest == nil ? M.unknownProgramNoSuggestion : M.unknownProgram, arguments),
                          fixes: nearest.map { [Fix(title: SyntaxDiagnostics.changeTo($0), edits: [TextEdit(range: range, newText: $0)], isPreferred: true)] } ?? [])
    }

    static func unknownTemplate(_ name: String, nearest: String?, _ range: TextRange) -> Diagnostic {
        var arguments: [String: MessageArgument] = ["name": .text(name)]
        if let nearest { arguments["suggestion"] = .text(nearest) }
        return Diagnostic(.unknownTemplate, .error, range,
                          LocalizedText(nearest == nil ? M.unknownTemplateNoSuggestion : M.unknownTemplate, arguments),
                          fixes: nearest.map { [Fix(title: SyntaxDiagnostics.changeTo($0), edits: [TextEdit(range: range, newText: $0)], isPreferred: true)] } ?? [])
    }

    static func weekOutOfOrder(found: Int, expected: Int, _ range: TextRange) -> Diagnostic {
        Diagnostic(.weekOutOfOrder, .error, range, LocalizedText(M.weekOutOfOrder, ["found": .integer(found), "expected": .integer(expected)]),
                   fixes: [Fix(title: SyntaxDiagnostics.changeTo("\(expected)"), edits: [TextEdit(range: range, newText: "\(expected)")], isPreferred: true)])
    }
}
