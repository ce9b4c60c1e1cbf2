import AntrainAnalysis

/// `textDocument/completion` over ``CompletionEngine``.
extension LanguageServer {
    func completion(_ params: CompletionRequest.Params) throws -> CompletionList {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        let result = place.analysis.completion(inFile: place.uri, at: offset, language: language(of: place))
        let items = result.items.map { candidate in
            CompletionItem(
                label: candidate.label, kind: CompletionItemKind(candidate.kind), detail: candidate.detail,
                documentation: candidate.documentation.map(MarkupContent.markdown), sortText: Self.sortText(candidate.rank),
                filterText: candidate.filterText, insertTextFormat: candidate.template == nil ? .plainText : .snippet,
                textEdit: LSPTextEdit(range: place.range(candidate.replaceRange),
                                      newText: candidate.template.map(Self.snippet) ?? candidate.insertText),
                preselect: candidate.preselect ? true : nil,
                additionalTextEdits: candidate.additionalEdits.isEmpty ? nil
                    : candidate.additionalEdits.map { LSPTextEdit(range: place.range($0.range), newText: $0.newText) })
        }
        return CompletionList(isIncomplete: result.isIncomplete, items: items)
    }

    /// "0000", "0001", …: clients sort by this text, so the engine's order is kept.
    static func sortText(_ rank: Int) -> String {
        let digits = String(rank)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// LSP's snippet syntax: `$`, `}` and `\` escaped in text, `${1|a,b|}` for a choice,
    /// `$1` for a blank, `$0` at the end.
    static func snippet(_ pieces: [CompletionCandidate.TemplatePiece]) -> String {
        func escaped(_ text: String, extra: Set<Character> = []) -> String {
            var result = ""
            for character in text {
                if character == "$" || character == "}" || character == "\\" || extra.contains(character) { result.append("\\") }
                result.append(character)
            }
            return result
        }
        var snippet = ""
        var number = 0
        for piece in pieces {
            switch piece {
            case .text(let text):
                snippet += escaped(text)
            case .choice(let options):
                number += 1
                snippet += "${\(number)|" + options.map { escaped($0, extra: [",", "|"]) }.joined(separator: ",") + "|}"
            case .blank:
                number += 1
                snippet += "$\(number)"
            }
        }
        return snippet + "$0"
    }
}

extension CompletionItemKind {
    init(_ kind: CompletionCandidate.Kind) {
        switch kind {
        case .keyword: self = .keyword
        case .snippet, .sets: self = .snippet
        case .exercise: self = .function  // an action you perform
        case .food: self = .variable
        case .value: self = .value
        case .property: self = .property
        }
    }
}
