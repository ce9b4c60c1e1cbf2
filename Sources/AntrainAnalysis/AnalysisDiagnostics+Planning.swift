import AntrainModel
import AntrainSyntax

/// The messages of the planning diagnostics (LANGUAGE.md §7.6), one static member each,
/// sorted; written for a lifter, with the figures involved.
extension AnalysisDiagnostics {
    static func dayWithoutWeek(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, "A day belongs to a week: write `week 1` on a line above it")
    }

    static func duplicateDay(_ day: String, week: Int, first: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.duplicateDay, .error, range,
                   "Week \(week) already plans `\(day)` at \(first); a week has each day once, so merge the two or move one to another day")
    }

    /// - Parameters:
    ///   - declaration: the `DATE max EXERCISE LOAD` line (with its line break) to insert at
    ///     `insertAt`, from the best e1RM before the date; nil when there is no history.
    static func noTrainingMax(
        _ written: String, exercise: String, date: LocalDate, declaration: String?, insertAt: Int, _ range: TextRange
    ) -> Diagnostic {
        let fixes = declaration.map {
            [Fix(title: "Declare a training max from your best e1RM",
                 edits: [TextEdit(range: TextRange(insertAt, insertAt), newText: $0)], isPreferred: true)]
        } ?? []
        return Diagnostic(.noTrainingMax, .warning, range,
                          "\(written) of what? \(exercise) has no training max on or before \(date); declare it above this workout: `\(date) max \(exercise)` and the load, like `120kg`",
                          fixes: fixes)
    }

    static func rangeInCompletedSet(lower: String, upper: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.rangeInCompletedSet, .error, range,
                   "A range of reps (\(lower)-\(upper)) is a plan; a completed set has the reps you did — write \(lower) or \(upper), or mark the set planned with `[ ]`",
                   fixes: [
                       Fix(title: "Change to `\(lower)`", edits: [TextEdit(range: range, newText: lower)]),
                       Fix(title: "Change to `\(upper)`", edits: [TextEdit(range: range, newText: upper)]),
                   ])
    }

    static func rirOutOfRange(_ found: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.rpeOutOfRange, .error, range, "Reps in reserve go from 0 to 9, a whole number (found \(found))")
    }

    static func suspiciousPercent(_ written: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.suspiciousLoad, .information, range,
                   "\(written) is more than 110 % of your training max: a typo? A training max sits a little below your best, so sets above 110 % of it are rare")
    }

    static func unknownProgram(_ name: String, nearest: String?, _ range: TextRange) -> Diagnostic {
        let hint = nearest.map { " Did you mean `\($0)`?" } ?? ""
        return Diagnostic(.unknownProgram, .error, range,
                          "`\(name)` is not a program.\(hint) Define it with `program \(name)` and its weeks, or write `program none` to end one",
                          fixes: nearest.map { [Fix(title: "Change to `\($0)`", edits: [TextEdit(range: range, newText: $0)], isPreferred: true)] } ?? [])
    }

    static func unknownTemplate(_ name: String, nearest: String?, _ range: TextRange) -> Diagnostic {
        let hint = nearest.map { " Did you mean `\($0)`?" } ?? ""
        return Diagnostic(.unknownTemplate, .error, range,
                          "`\(name)` is not a template.\(hint) Define it with `template \(name)` and its exercises",
                          fixes: nearest.map { [Fix(title: "Change to `\($0)`", edits: [TextEdit(range: range, newText: $0)], isPreferred: true)] } ?? [])
    }

    static func weekOutOfOrder(found: Int, expected: Int, _ range: TextRange) -> Diagnostic {
        Diagnostic(.weekOutOfOrder, .error, range,
                   "This is week \(found), but the week before it makes this week \(expected); number the weeks 1, 2, 3 … in order, without gaps",
                   fixes: [Fix(title: "Change to `\(expected)`", edits: [TextEdit(range: range, newText: "\(expected)")], isPreferred: true)])
    }
}
