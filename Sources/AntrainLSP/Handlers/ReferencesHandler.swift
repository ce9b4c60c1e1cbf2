import AntrainAnalysis

/// `textDocument/references` over ``SymbolIndex``: every logged use of an exercise or food
/// (every athlete's history), the workouts that follow a template.
extension LanguageServer {
    func references(_ params: ReferencesRequest.Params) throws -> [Location] {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        guard let (symbol, _) = SymbolIndex.symbol(at: offset, in: place.snapshot, fileIndex: place.fileIndex) else { return [] }
        let includeDeclaration = params.context?.includeDeclaration ?? true
        return analysesOfAll().flatMap { analysis in
            SymbolIndex.occurrences(of: symbol, inFiles: analysis.ownedFileIndices, of: analysis.snapshot)
                .filter { includeDeclaration || !$0.isDefinition }
                .map { location($0.range, inFile: $0.fileIndex, of: analysis) }
        }
    }
}
