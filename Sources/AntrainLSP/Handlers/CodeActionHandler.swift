import AntrainAnalysis
import AntrainSyntax

/// `textDocument/codeAction`: the quick fixes of the diagnostics in the range, then the
/// refactors of ``RefactorActions`` at the range (with "start workout" and "finish workout"
/// at the moment of asking).
extension LanguageServer {
    func codeActions(_ params: CodeActionRequest.Params) throws -> [CodeAction] {
        let uri = params.textDocument.uri
        let document = try openDocument(uri)
        let requested = PositionConverter(source: document.source, encoding: encoding).textRange(params.range)
        let place = try place(uri, at: requested.lowerBound)
        var actions: [CodeAction] = []
        let diagnostics = DocumentDiagnostics.of(uri, in: place.analysis, document: document, encoding: encoding,
                                                 clientLanguage: session.clientLanguage)
        for converted in diagnostics where converted.diagnostic.range.shifted(by: converted.base).touches(requested) {
            let diagnostic = converted.diagnostic, base = converted.base
            let chunkEnd = place.snapshot.files[converted.fileIndex].source.count
            let language = place.snapshot.language(ofFile: converted.fileIndex, fallback: session.clientLanguage)
            for fix in diagnostic.fixes where !fix.edits.isEmpty {
                let edits = fix.edits.map { edit in
                    // "Define it at the end of the file" means the document's end, not the chunk's.
                    let range = edit.range.lowerBound == chunkEnd && edit.range.isEmpty
                        ? TextRange(document.source.count, document.source.count) : edit.range.shifted(by: base)
                    return LSPTextEdit(range: place.converter.range(range), newText: edit.newText)
                }
                actions.append(CodeAction(
                    title: fix.title(in: language), kind: .quickFix, diagnostics: [converted.lsp], isPreferred: fix.isPreferred ? true : nil,
                    edit: WorkspaceEdit(changes: [uri: edits])))
            }
        }
        let range = TextRange(place.local(requested.lowerBound), place.local(requested.upperBound))
        let now = RefactorActions.Now(date: clock(), time: timeOfDay())
        let language = language(of: place)
        for action in RefactorActions.actions(in: place.snapshot, fileIndex: place.fileIndex, range: range, now: now, language: language) {
            actions.append(CodeAction(
                title: action.title, kind: .refactorRewrite, diagnostics: nil, isPreferred: nil,
                edit: WorkspaceEdit(changes: [uri: action.edits.map { LSPTextEdit(range: place.range($0.range), newText: $0.newText) }])))
        }
        return actions
    }
}
