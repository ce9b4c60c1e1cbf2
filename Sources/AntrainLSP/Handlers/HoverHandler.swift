import AntrainAnalysis

/// `textDocument/hover` over ``HoverEngine``.
extension LanguageServer {
    func hover(_ params: HoverRequest.Params) throws -> Hover? {
        let (place, offset) = try place(params.textDocument.uri, params.position)
        guard let result = place.analysis.hover(inFile: place.uri, at: offset, language: language(of: place)) else { return nil }
        let contents: MarkupContent = session.hoverIsMarkdown ? .markdown(result.markdown) : .plainText(fromMarkdown: result.markdown)
        return Hover(contents: contents, range: place.range(result.range))
    }
}
