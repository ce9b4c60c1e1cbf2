import AntrainAnalysis

/// `textDocument/foldingRange`: one range per entry.
extension LanguageServer {
    func foldingRanges(_ params: FoldingRangeRequest.Params) throws -> [FoldingRange] {
        try text(of: params.textDocument.uri).foldingRanges.map {
            FoldingRange(startLine: $0.startLine, endLine: $0.endLine, kind: "region")
        }
    }
}
