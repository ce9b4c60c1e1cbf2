import AntrainAnalysis

/// `textDocument/documentHighlight`: the other places this document names the exercise,
/// food or template under the cursor.
extension LanguageServer {
    func documentHighlights(_ params: DocumentHighlightRequest.Params) throws -> [DocumentHighlight] {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        guard let (symbol, _) = SymbolIndex.symbol(at: offset, in: place.snapshot, fileIndex: place.fileIndex) else { return [] }
        return workspace.chunkFiles(of: place.uri).flatMap { fileIndex, base in
            SymbolIndex.occurrences(of: symbol, inFile: fileIndex, of: place.snapshot).map {
                DocumentHighlight(range: place.converter.range($0.range.shifted(by: base)), kind: DocumentHighlightKind.text.rawValue)
            }
        }
    }
}
