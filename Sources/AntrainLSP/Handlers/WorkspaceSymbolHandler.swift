import AntrainAnalysis

/// `workspace/symbol` over ``WorkspaceSymbols``: entries and definitions by name or date, in
/// every athlete's files.
extension LanguageServer {
    func workspaceSymbols(_ params: WorkspaceSymbolRequest.Params) throws -> [SymbolInformation] {
        let analyses = analysesOfAll()
        return WorkspaceSymbols.search(params.query, in: workspace.symbols(of: analyses)).map { symbol in
            let analysis = analyses[symbol.snapshot]
            return SymbolInformation(name: symbol.name, kind: SymbolKind(symbol.kind), location: location(symbol.place, of: analysis),
                                     containerName: symbol.fileName)
        }
    }
}
