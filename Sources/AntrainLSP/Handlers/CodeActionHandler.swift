import AntrainAnalysis
import AntrainSyntax

/// `textDocument/codeAction`: the quick fixes of the diagnostics in the range, then the
/// refactors of ``RefactorActions`` at the range (with "start workout" and "finish workout"
/// at the moment of asking).
extension LanguageServer {
    func codeActions(_ params: CodeActionRequest.Params) throws -> [CodeAction] {
        let place = try place(params.textDocument.uri)
        let requested = place.converter.textRange(params.range)
        let language = language(of: place)
        var actions: [CodeAction] = []
        for diagnostic in place.analysis.diagnostics(ofFile: place.uri) where diagnostic.range.touches(requested) {
            let lsp = LSPDiagnostic(diagnostic, range: place.range(diagnostic.range), language: language)
            for fix in diagnostic.fixes where !fix.edits.isEmpty {
                actions.append(CodeAction(
                    title: fix.title(in: language), kind: .quickFix, diagnostics: [lsp], isPreferred: fix.isPreferred ? true : nil,
                    edit: WorkspaceEdit(changes: [place.uri: fix.edits.map { LSPTextEdit(range: place.range($0.range), newText: $0.newText) }])))
            }
        }
        let now = RefactorActions.Now(date: clock(), time: timeOfDay())
        for action in place.analysis.refactors(inFile: place.uri, range: requested, now: now, language: language) {
            actions.append(CodeAction(
                title: action.title, kind: .refactorRewrite, diagnostics: nil, isPreferred: nil,
                edit: WorkspaceEdit(changes: [place.uri: action.edits.map { LSPTextEdit(range: place.range($0.range), newText: $0.newText) }])))
        }
        return actions
    }
}
