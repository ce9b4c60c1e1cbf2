import AntrainAnalysis

/// `textDocument/selectionRange` over ``SelectionRanges``: set → exercise → entry.
extension LanguageServer {
    func selectionRanges(_ params: SelectionRangeRequest.Params) throws -> [SelectionRange] {
        let document = try openDocument(params.textDocument.uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        return params.positions.map { position in
            let offset = converter.offset(position)
            let chunk = document.chunks[document.chunkIndex(containing: offset)]
            let ranges = SelectionRanges.ranges(at: offset - chunk.base, in: chunk.tree)
            // LSP wants one range even where nothing encloses the position: the position itself.
            guard !ranges.isEmpty else { return SelectionRange(range: LSPRange(start: position, end: position), parent: nil) }
            var parent: SelectionRange?
            for range in ranges.reversed() { parent = SelectionRange(range: converter.range(range.shifted(by: chunk.base)), parent: parent) }
            return parent!
        }
    }
}
