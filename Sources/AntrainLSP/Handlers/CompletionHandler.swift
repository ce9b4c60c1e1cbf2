import AntrainAnalysis

/// `textDocument/completion` over ``CompletionEngine``.
extension LanguageServer {
    func completion(_ params: CompletionRequest.Params) throws -> CompletionList {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        let result = CompletionEngine.complete(in: place.snapshot, fileIndex: place.fileIndex, offset: offset)
        let items = result.items.map { candidate in
            CompletionItem(
                label: candidate.label, kind: CompletionItemKind(candidate.kind), detail: candidate.detail,
                documentation: candidate.documentation.map(MarkupContent.markdown), sortText: candidate.sortText,
                filterText: candidate.filterText, insertTextFormat: candidate.isSnippet ? .snippet : .plainText,
                textEdit: LSPTextEdit(range: place.range(candidate.replaceRange), newText: candidate.insertText),
                preselect: candidate.preselect ? true : nil)
        }
        return CompletionList(isIncomplete: result.isIncomplete, items: items)
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
