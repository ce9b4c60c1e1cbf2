import AntrainAnalysis

/// `textDocument/references` over ``SymbolIndex``: every logged use of an exercise or food
/// (every athlete's history), the workouts that follow a template.
extension LanguageServer {
    func references(_ params: ReferencesRequest.Params) throws -> [Location] {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        guard let (symbol, _) = place.analysis.symbol(inFile: place.uri, at: offset) else { return [] }
        let includeDeclaration = params.context?.includeDeclaration ?? true
        return analysesOfAll().flatMap { analysis in
            analysis.occurrences(of: symbol)
                .filter { includeDeclaration || !$0.isDefinition }
                .map { location($0.place, of: analysis) }
        }
    }
}
