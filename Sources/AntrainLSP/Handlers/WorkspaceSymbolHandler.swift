import AntrainAnalysis

/// `workspace/symbol` over ``WorkspaceSymbols``: entries and definitions by name or date, in
/// every athlete's files.
extension LanguageServer {
    func workspaceSymbols(_ params: WorkspaceSymbolRequest.Params) throws -> [SymbolInformation] {
        let analyses = analysesOfAll()
        return WorkspaceSymbols.search(params.query, in: workspace.symbols(of: analyses)).map { symbol in
            let analysis = analyses[symbol.snapshot]
            let location = location(symbol.range, inFile: symbol.fileIndex, of: analysis)
            return SymbolInformation(name: symbol.name, kind: SymbolKind(symbol.kind), location: location,
                                     containerName: analysis.snapshot.files[symbol.fileIndex].name)
        }
    }
}
