import AntrainAnalysis
import AntrainSyntax
import JSONRPC

/// Formatting and refactors, delegated to the analysis layer's editing features: the same
/// canonical form as `antrain fmt`, sent as minimal edits.
extension LanguageServer {
    func formatting(_ params: FormattingRequest.Params) throws -> [LSPTextEdit] {
        guard let document = documents[params.textDocument.uri] else {
            throw ResponseError.invalidParams("\(params.textDocument.uri) is not open")
        }
        let converter = PositionConverter(source: document.source, encoding: encoding)
        return LogFormatter.formattingEdits(for: document.wholeTree).map { edit in
            LSPTextEdit(range: converter.range(edit.range), newText: edit.newText)
        }
    }

    func rangeFormatting(_ params: RangeFormattingRequest.Params) throws -> [LSPTextEdit] {
        guard let document = documents[params.textDocument.uri] else {
            throw ResponseError.invalidParams("\(params.textDocument.uri) is not open")
        }
        let converter = PositionConverter(source: document.source, encoding: encoding)
        return LogFormatter.rangeFormattingEdits(for: document.wholeTree, in: converter.textRange(params.range)).map { edit in
            LSPTextEdit(range: converter.range(edit.range), newText: edit.newText)
        }
    }

    func refactorActions(uri: String, place: DocumentPlace, range: TextRange) -> [CodeAction] {
        RefactorActions.actions(in: place.snapshot, fileIndex: place.fileIndex, range: range).map { action in
            CodeAction(
                title: action.title, kind: action.kind, diagnostics: nil, isPreferred: nil,
                edit: WorkspaceEdit(changes: [uri: action.edits.map { LSPTextEdit(range: place.range($0.range), newText: $0.newText) }]))
        }
    }
}
