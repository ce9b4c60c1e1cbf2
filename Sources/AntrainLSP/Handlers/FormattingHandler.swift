import AntrainAnalysis

/// `textDocument/formatting` and `rangeFormatting`: the canonical form of `antrain fmt`,
/// sent as minimal edits.
extension LanguageServer {
    func formatting(_ params: FormattingRequest.Params) throws -> [LSPTextEdit] {
        let document = try openDocument(params.textDocument.uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        return LogFormatter.formattingEdits(for: document.wholeTree).map { LSPTextEdit(range: converter.range($0.range), newText: $0.newText) }
    }

    func rangeFormatting(_ params: RangeFormattingRequest.Params) throws -> [LSPTextEdit] {
        let document = try openDocument(params.textDocument.uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        return LogFormatter.rangeFormattingEdits(for: document.wholeTree, in: converter.textRange(params.range)).map {
            LSPTextEdit(range: converter.range($0.range), newText: $0.newText)
        }
    }
}
