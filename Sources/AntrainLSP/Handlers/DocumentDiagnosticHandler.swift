import AntrainAnalysis

/// `textDocument/diagnostic`: the same diagnostics as the published ones, on request. The
/// result id is the document's version and the analysis's, so an unchanged document answers
/// `unchanged`.
extension LanguageServer {
    func documentDiagnostics(_ params: DocumentDiagnosticRequest.Params) throws -> DocumentDiagnosticReport {
        let uri = params.textDocument.uri
        let document = try openDocument(uri)
        let items = DocumentDiagnostics.of(uri, in: try analysis(of: uri), document: document, encoding: encoding,
                                           clientLanguage: session.clientLanguage).map(\.lsp)
        let resultId = "\(document.version)-\(items.hashValue)"
        if params.previousResultId == resultId { return .unchanged(resultId: resultId) }
        return .full(resultId: resultId, items: items)
    }
}
