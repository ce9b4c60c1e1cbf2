import AntrainAnalysis

/// `workspace/symbol` over ``WorkspaceSymbols``: entries and definitions by name or date.
extension LanguageServer {
    func workspaceSymbols(_ params: WorkspaceSymbolRequest.Params) throws -> [SymbolInformation] {
        let snapshot = currentSnapshot()
        return WorkspaceSymbols.search(params.query, in: workspace.symbols(of: snapshot)).map { symbol in
            let location = location(symbol.range, inFile: symbol.fileIndex, of: snapshot)
            return SymbolInformation(name: symbol.name, kind: SymbolKind(symbol.kind), location: location,
                                     containerName: snapshot.files[symbol.fileIndex].name)
        }
    }
}
