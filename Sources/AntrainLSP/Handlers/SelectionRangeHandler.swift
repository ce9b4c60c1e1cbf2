import AntrainAnalysis

/// `textDocument/selectionRange` over ``SelectionRanges``: set → exercise → entry.
extension LanguageServer {
    func selectionRanges(_ params: SelectionRangeRequest.Params) throws -> [SelectionRange] {
        let text = try text(of: params.textDocument.uri)
        let converter = PositionConverter(source: text.source, encoding: encoding)
        return params.positions.map { position in
            let ranges = text.selectionRanges(at: converter.offset(position))
            // LSP wants one range even where nothing encloses the position: the position itself.
            guard !ranges.isEmpty else { return SelectionRange(range: LSPRange(start: position, end: position), parent: nil) }
            var parent: SelectionRange?
            for range in ranges.reversed() { parent = SelectionRange(range: converter.range(range), parent: parent) }
            return parent!
        }
    }
}
