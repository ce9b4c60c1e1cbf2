import AntrainAnalysis

/// `textDocument/formatting` and `rangeFormatting`: the canonical form of `antrain fmt`,
/// sent as minimal edits.
extension LanguageServer {
    func formatting(_ params: FormattingRequest.Params) throws -> [LSPTextEdit] {
        let text = try text(of: params.textDocument.uri)
        let converter = PositionConverter(source: text.source, encoding: encoding)
        return text.formattingEdits.map { LSPTextEdit(range: converter.range($0.range), newText: $0.newText) }
    }

    func rangeFormatting(_ params: RangeFormattingRequest.Params) throws -> [LSPTextEdit] {
        let text = try text(of: params.textDocument.uri)
        let converter = PositionConverter(source: text.source, encoding: encoding)
        return text.formattingEdits(in: converter.textRange(params.range)).map {
            LSPTextEdit(range: converter.range($0.range), newText: $0.newText)
        }
    }
}
