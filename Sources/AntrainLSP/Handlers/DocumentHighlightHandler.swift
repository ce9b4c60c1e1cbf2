import AntrainAnalysis

/// `textDocument/documentHighlight`: the other places this document names the exercise,
/// food or template under the cursor.
extension LanguageServer {
    func documentHighlights(_ params: DocumentHighlightRequest.Params) throws -> [DocumentHighlight] {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        guard let (symbol, _) = SymbolIndex.symbol(at: offset, in: place.snapshot, fileIndex: place.fileIndex) else { return [] }
        let chunks = place.analysis.chunkFiles(of: place.uri)
        let bases = Dictionary(uniqueKeysWithValues: chunks.map { ($0.fileIndex, $0.base) })
        return SymbolIndex.occurrences(of: symbol, inFiles: chunks.map(\.fileIndex), of: place.snapshot).map {
            DocumentHighlight(range: place.converter.range($0.range.shifted(by: bases[$0.fileIndex] ?? 0)), kind: .text)
        }
    }
}
