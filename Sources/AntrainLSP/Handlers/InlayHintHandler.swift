import AntrainAnalysis
import AntrainSyntax

/// `textDocument/inlayHint` over ``InlayHints``, for the requested range only.
extension LanguageServer {
    func inlayHints(_ params: InlayHintRequest.Params) throws -> [InlayHint] {
        let place = try place(params.textDocument.uri)
        let range = place.converter.textRange(params.range)
        return place.analysis.inlayHints(inFile: place.uri, range: range, language: language(of: place)).map { hint in
            InlayHint(position: place.converter.position(hint.offset), label: hint.label, paddingLeft: true)
        }
    }
}
