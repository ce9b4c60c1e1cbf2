import AntrainAnalysis
import AntrainSyntax

/// `textDocument/semanticTokens/full`: ``SemanticHighlighter``'s tokens, encoded as LSP's
/// relative five-integer groups.
extension LanguageServer {
    func semanticTokens(_ params: SemanticTokensRequest.Params) throws -> SemanticTokensResult {
        let place = try place(params.textDocument.uri)
        let converter = place.converter
        var tokens = place.analysis.semanticTokens(ofFile: place.uri)
        tokens.sort { $0.range.start < $1.range.start }
        var data: [Int] = []
        data.reserveCapacity(tokens.count * 5)
        var previous = Position(line: 0, character: 0)
        for token in tokens {
            let start = converter.position(token.range.lowerBound)
            let end = converter.position(token.range.upperBound)
            guard end.line == start.line, end.character > start.character else { continue }
            let deltaLine = start.line - previous.line
            let deltaStart = deltaLine == 0 ? start.character - previous.character : start.character
            data += [deltaLine, deltaStart, end.character - start.character, token.type.rawValue, token.modifiers.rawValue]
            previous = start
        }
        return SemanticTokensResult(data: data)
    }
}
