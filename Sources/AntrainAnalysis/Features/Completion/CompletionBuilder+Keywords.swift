import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Keyword candidates, English and Turkish (issue #17): a Turkish word comes with the
/// detail and the inserted text of its English twin, and only once the user has begun to
/// type it, so an English list is not doubled.
extension CompletionBuilder {
    /// An entry kind after a date: `label` (`lifting`, `antrenman`) spells `word`.
    mutating func addEntryKind(_ label: String, _ word: DatedKindWord, typed: TextRange) {
        let detail = say(CompletionMessages.kind(word))
        switch word {
        case .trainingMax, .programStart, .measure:
            append(CompletionCandidate(label: label, kind: .keyword, detail: detail, insertText: "\(label) ", replaceRange: typed))
        case .meal:
            append(CompletionCandidate(label: label, kind: .keyword, detail: detail,
                                       insertText: "\(label) \"\"", template: [.text("\(label) \""), .blank, .text("\"")],
                                       replaceRange: typed))
        default:
            append(CompletionCandidate(label: label, kind: .keyword, detail: detail, replaceRange: typed))
        }
    }

    /// A definition keyword at the start of a line: `label` (`food`, `besin`) spells `word`.
    mutating func addDefinitionKeyword(_ label: String, _ word: DefinitionWord, typed: TextRange) {
        append(CompletionCandidate(label: label, kind: .keyword, detail: CompletionMessages.definition(word).map { say($0) },
                                   insertText: word == .profile ? label : "\(label) ", replaceRange: typed))
    }

    /// The Turkish words of `twins` that start with what is typed, with or without the
    /// Turkish letters (`agi` and `ağı` both find `ağırlık`); none while nothing is typed.
    func turkishWords(_ twins: [Keywords.TurkishTwin], typed: TextRange) -> [Keywords.TurkishTwin] {
        let query = SearchText.key(typedText(typed))
        guard !query.isEmpty else { return [] }
        return twins.filter { SearchText.key($0.turkish).hasPrefix(query) }
    }
}
