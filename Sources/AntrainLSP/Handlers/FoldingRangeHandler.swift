import AntrainAnalysis

/// `textDocument/foldingRange`: one range per entry.
extension LanguageServer {
    func foldingRanges(_ params: FoldingRangeRequest.Params) throws -> [FoldingRange] {
        try openDocument(params.textDocument.uri).chunks.flatMap { chunk in
            FoldingRanges.ranges(chunk.tree).map {
                FoldingRange(startLine: chunk.firstLine + $0.startLine, endLine: chunk.firstLine + $0.endLine, kind: "region")
            }
        }
    }
}
