import AntrainAnalysis

/// `textDocument/diagnostic`: the same diagnostics as the published ones, on request. The
/// result id is the document's version and the analysis's, so an unchanged document answers
/// `unchanged`.
extension LanguageServer {
    func documentDiagnostics(_ params: DocumentDiagnosticRequest.Params) throws -> DocumentDiagnosticReport {
        let place = try place(params.textDocument.uri)
        let document = try openDocument(place.uri)
        let items = DocumentDiagnostics.of(place.uri, in: place.analysis, converter: place.converter, clientLanguage: session.clientLanguage)
        let resultId = "\(document.version)-\(items.hashValue)"
        if params.previousResultId == resultId { return .unchanged(resultId: resultId) }
        return .full(resultId: resultId, items: items)
    }
}
