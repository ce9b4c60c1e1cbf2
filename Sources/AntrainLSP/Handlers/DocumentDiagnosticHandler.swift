import AntrainAnalysis

/// `textDocument/diagnostic`: the same diagnostics as the published ones, on request. The
/// result id is the document's version and the analysis's, so an unchanged document answers
/// `unchanged`.
extension LanguageServer {
    func documentDiagnostics(_ params: DocumentDiagnosticRequest.Params) throws -> DocumentDiagnosticReport {
        let uri = params.textDocument.uri
        let document = try openDocument(uri)
        let snapshot = currentSnapshot()
        let converter = PositionConverter(source: document.source, encoding: encoding)
        var items: [LSPDiagnostic] = []
        for (fileIndex, base) in workspace.chunkFiles(of: uri) {
            let language = snapshot.language(ofFile: fileIndex, fallback: session.clientLanguage)
            for diagnostic in snapshot.files[fileIndex].diagnostics {
                items.append(LSPDiagnostic(diagnostic, range: converter.range(diagnostic.range.shifted(by: base)), language: language))
            }
        }
        let resultId = "\(document.version)-\(items.hashValue)"
        if params.previousResultId == resultId { return .unchanged(resultId: resultId) }
        return .full(resultId: resultId, items: items)
    }
}
