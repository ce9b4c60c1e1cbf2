import AntrainAnalysis

/// `textDocument/hover` over ``HoverEngine``.
extension LanguageServer {
    func hover(_ params: HoverRequest.Params) throws -> Hover? {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        let language = language(of: place)
        guard let result = HoverEngine.hover(in: place.snapshot, fileIndex: place.fileIndex, offset: offset, language: language) else { return nil }
        return Hover(contents: .markdown(result.markdown), range: place.range(result.range))
    }
}
