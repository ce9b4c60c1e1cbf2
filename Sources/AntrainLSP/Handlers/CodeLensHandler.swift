import AntrainAnalysis

/// `textDocument/codeLens` over ``WorkoutLenses``: sets, volume and new PRs above each lifting
/// entry. The lenses only inform, so their command runs nothing.
extension LanguageServer {
    func codeLenses(_ params: CodeLensRequest.Params) throws -> [CodeLens] {
        let uri = params.textDocument.uri
        let document = try openDocument(uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        let snapshot = currentSnapshot()
        return workspace.chunkFiles(of: uri).flatMap { fileIndex, base in
            WorkoutLenses.lenses(snapshot: snapshot, fileIndex: fileIndex).map {
                CodeLens(range: converter.range($0.range.shifted(by: base)), command: Command(title: $0.title, command: ""))
            }
        }
    }
}
