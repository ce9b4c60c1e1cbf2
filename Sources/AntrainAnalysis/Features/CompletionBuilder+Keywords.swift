import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Keyword candidates, English and Turkish (issue #17): a Turkish word comes with the
/// detail and the inserted text of its English twin, and only once the user has begun to
/// type it, so an English list is not doubled.
extension CompletionBuilder {
    /// An entry kind after a date: `word` (`lifting`, `antrenman`) means `english`.
    mutating func addEntryKind(_ word: String, english: String, typed: TextRange) {
        switch english {
        case "max":
            append(CompletionCandidate(label: word, kind: .keyword, detail: say(CompletionMessages.trainingMax), insertText: "\(word) ",
                                       replaceRange: typed))
        case "program":
            append(CompletionCandidate(label: word, kind: .keyword, detail: say(CompletionMessages.program), insertText: "\(word) ",
                                       replaceRange: typed))
        case "measure":
            append(CompletionCandidate(label: word, kind: .keyword, detail: say(BodyMessages.measureKind), insertText: "\(word) ",
                                       replaceRange: typed))
        case "meal":
            append(CompletionCandidate(label: word, kind: .keyword, detail: CompletionMessages.kinds[english].map { say($0) },
                                       insertText: "\(word) \"\"", template: [.text("\(word) \""), .blank, .text("\"")],
                                       replaceRange: typed))
        default:
            append(CompletionCandidate(label: word, kind: .keyword, detail: CompletionMessages.kinds[english].map { say($0) },
                                       replaceRange: typed))
        }
    }

    /// A definition keyword at the start of a line: `word` (`food`, `besin`) means `english`.
    mutating func addDefinitionKeyword(_ word: String, english: String, typed: TextRange) {
        append(CompletionCandidate(label: word, kind: .keyword, detail: Self.definitionDetails[english].map { say($0) },
                                   insertText: english == "profile" ? word : "\(word) ", replaceRange: typed))
    }

    static let definitionDetails: [String: MessageKey] = [
        "profile": CompletionMessages.profileKeyword, "exercise": CompletionMessages.exerciseKeyword,
        "food": CompletionMessages.foodKeyword, "template": CompletionMessages.templateKeyword,
        "recipe": CompletionMessages.recipeKeyword,
    ]

    /// The Turkish words of `twins` that start with what is typed, with or without the
    /// Turkish letters (`agi` and `ağı` both find `ağırlık`); none while nothing is typed.
    func turkishWords(_ twins: [Keywords.TurkishTwin], typed: TextRange) -> [Keywords.TurkishTwin] {
        let query = SearchText.key(typedText(typed))
        guard !query.isEmpty else { return [] }
        return twins.filter { SearchText.key($0.turkish).hasPrefix(query) }
    }
}
