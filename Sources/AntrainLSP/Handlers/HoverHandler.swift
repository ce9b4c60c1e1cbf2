import AntrainAnalysis

/// `textDocument/hover` over ``HoverEngine``.
extension LanguageServer {
    func hover(_ params: HoverRequest.Params) throws -> Hover? {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        let language = language(of: place)
        guard let result = HoverEngine.hover(in: place.snapshot, fileIndex: place.fileIndex, offset: offset, language: language) else { return nil }
        let contents: MarkupContent = session.hoverIsMarkdown ? .markdown(result.markdown) : .plainText(fromMarkdown: result.markdown)
        return Hover(contents: contents, range: place.range(result.range))
    }
}
