import AntrainBasics

/// The messages of the diagnostics the parser reports, one static member each, sorted.
///
/// Written for a lifter: what is wrong, and what is expected instead.
public enum SyntaxDiagnostics {
    static func expectedEntryKind(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.expectedEntryKind))
    }

    static func expectedHeader(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.expectedHeader))
    }

    static func expectedName(_ what: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.expectedName, ["kind": .text(what)]))
    }

    static func expectedProgramLine(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.expectedProgramLine))
    }

    static func expectedProperty(_ example: String, _ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.expectedProperty, ["example": .text(example)]))
    }

    static func exerciseNameMissing(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.exerciseNameMissing))
    }

    static func supersetWithoutExerciseAbove(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.supersetWithoutExerciseAbove))
    }

    static func invalidDate(_ date: DateSyntax) -> Diagnostic {
        Diagnostic(.invalidDate, .error, date.range,
                   LocalizedText(SyntaxMessages.invalidDate, ["date": .text("\(date.year)-\(pad(date.month))-\(pad(date.day))")]))
    }

    static func invalidTime(_ time: TimeSyntax) -> Diagnostic {
        Diagnostic(.invalidTime, .error, time.range,
                   LocalizedText(SyntaxMessages.invalidTime, ["time": .text("\(pad(time.hour)):\(pad(time.minute))")]))
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func invalidUTF8(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.invalidUTF8))
    }

    static func invalidValue(key: String, expected: MessageKey, _ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range,
                   LocalizedText(SyntaxMessages.invalidValue, ["expected": .message(LocalizedText(expected)), "key": .text(key)]))
    }

    static func noNestingHere(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.noNestingHere))
    }

    static func orphanIndentedLine(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.orphanIndentedLine))
    }

    static func tabIndentation(_ range: TextRange, spaces: Int) -> Diagnostic {
        let edit = TextEdit(range: range, newText: String(repeating: " ", count: spaces))
        return Diagnostic(.tabIndentation, .warning, range, LocalizedText(SyntaxMessages.tabIndentation),
                          fixes: [Fix(title: LocalizedText(SyntaxMessages.replaceTabs), edits: [edit], isPreferred: true)])
    }

    static func trainingMaxLoadMissing(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.trainingMaxLoadMissing))
    }

    static func programNameMissing(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.programNameMissing))
    }

    static func unexpected(_ what: MessageKey, _ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(what))
    }

    static func unknownEntryKind(_ word: String, _ range: TextRange) -> Diagnostic {
        // The English words first: on a tie the first candidate wins, so a Turkish word is
        // suggested only when it is closer than every English one (`antrenmn`, `kardyo`).
        let nearest = Suggestions.nearest(to: word, in: Keywords.suggestedDatedKinds)
        let fixes = nearest.map { Fix(title: changeTo($0), edits: [TextEdit(range: range, newText: $0)], isPreferred: true) }
        let text = nearest.map { LocalizedText(SyntaxMessages.unknownEntryKind, ["word": .text(word), "suggestion": .text($0)]) }
            ?? LocalizedText(SyntaxMessages.unknownEntryKindNoSuggestion, ["word": .text(word)])
        return Diagnostic(.unknownEntryKind, .error, range, text, fixes: fixes.map { [$0] } ?? [])
    }

    static func unterminatedString(_ range: TextRange) -> Diagnostic {
        Diagnostic(.syntax, .error, range, LocalizedText(SyntaxMessages.unterminatedString))
    }

    /// "Change to `lifting`": the title of a fix that writes `text` instead.
    public static func changeTo(_ text: String) -> LocalizedText {
        LocalizedText(SyntaxMessages.changeTo, ["text": .text(text)])
    }
}
