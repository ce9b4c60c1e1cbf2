import AntrainAnalysis

/// `textDocument/documentHighlight`: the other places this document names the exercise,
/// food or template under the cursor.
extension LanguageServer {
    func documentHighlights(_ params: DocumentHighlightRequest.Params) throws -> [DocumentHighlight] {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        guard let (symbol, _) = place.analysis.symbol(inFile: place.uri, at: offset) else { return [] }
        return place.analysis.occurrences(of: symbol, inFile: place.uri).map {
            DocumentHighlight(range: place.range($0.place.range), kind: .text)
        }
    }
}
