/// The messages of the diagnostics the parser reports, one static member each, sorted.
///
/// Written for a lifter: what is wrong, and what is expected instead.
public enum SyntaxDiagnostics {
    static func expectedEntryKind(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range,
                   "Expected what this entry is after the date, like `lifting`, `cardio run` or `breakfast`")
    }

    static func expectedHeader(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range,
                   "An unindented line starts an entry: a date (`2026-11-20 lifting`) or `profile`, `exercise NAME`, `food NAME`, `template NAME`. Indent it if it belongs to the entry above")
    }

    static func expectedName(_ what: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, "Expected the \(what)'s name after `\(what)`")
    }

    static func expectedProgramLine(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range,
                   "Expected a week (`week 1`), a day under it (`mon: Upper A`) or a property (`category: strength`)")
    }

    static func expectedProperty(_ example: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, "Expected a property line like `\(example)`")
    }

    static func exerciseNameMissing(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range,
                   "Expected an exercise name before the sets, like `Bench Press 100x5`; sets of the exercise above go one level deeper")
    }

    static func supersetWithoutExerciseAbove(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range,
                   "A `+` joins the exercise to the superset of the exercise above it, and there is none; remove the `+` or move the line under an exercise")
    }

    static func invalidDate(_ date: DateSyntax) -> Diagnostic {
        Diagnostic(.invalidDate, .error, date.range,
                   "\(date.year)-\(pad(date.month))-\(pad(date.day)) is not a date on the calendar; write YYYY-MM-DD")
    }

    static func invalidTime(_ time: TimeSyntax) -> Diagnostic {
        Diagnostic(.invalidTime, .error, time.range,
                   "\(pad(time.hour)):\(pad(time.minute)) is not a time of day; write HH:MM from 00:00 to 23:59")
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func invalidUTF8(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range,
                   "This line is not valid UTF-8 text; save the file as UTF-8")
    }

    static func invalidValue(key: String, expected: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, "Expected \(expected) after `\(key):`")
    }

    static func noNestingHere(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range,
                   "This line is indented deeper than the lines above it; only an exercise's sets go one level deeper")
    }

    static func orphanIndentedLine(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range,
                   "This line is indented but belongs to no entry; start an entry above it (`2026-11-20 lifting`) or remove the indentation")
    }

    static func tabIndentation(_ range: TextRange, spaces: Int) -> Diagnostic {
        let edit = TextEdit(range: range, newText: String(repeating: " ", count: spaces))
        return Diagnostic(.tabIndentation, .warning, range,
                          "Indent with spaces; a tab counts as one level here but looks different in every editor",
                          fixes: [Fix(title: "Replace tabs with spaces", edits: [edit], isPreferred: true)])
    }

    static func trainingMaxLoadMissing(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range,
                   "Expected the exercise and its training max, like `max Bench Press 120kg`")
    }

    static func programNameMissing(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range,
                   "Expected the program's name after `program`, like `program Wave 5-3-1`, or `program none` to end one")
    }

    static func unexpected(_ what: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, what)
    }

    static func unknownEntryKind(_ word: String, _ range: TextRange) -> Diagnostic {
        let nearest = Suggestions.nearest(to: word, in: Keywords.canonicalDatedKinds + ["lift", "weight"])
        let fixes = nearest.map { Fix(title: "Change to `\($0)`", edits: [TextEdit(range: range, newText: $0)], isPreferred: true) }
        let hint = nearest.map { " Did you mean `\($0)`?" } ?? " Expected lifting, cardio, metcon, breakfast, lunch, dinner, snack, meal or bodyweight."
        return Diagnostic(.unknownEntryKind, .error, range, "`\(word)` is not an entry kind.\(hint)",
                          fixes: fixes.map { [$0] } ?? [])
    }

    static func unterminatedString(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, "This text has no closing `\"`")
    }
}
