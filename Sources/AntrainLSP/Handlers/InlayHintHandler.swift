import AntrainAnalysis
import AntrainSyntax

/// `textDocument/inlayHint` over ``InlayHints``, for the requested range only.
extension LanguageServer {
    func inlayHints(_ params: InlayHintRequest.Params) throws -> [InlayHint] {
        let uri = params.textDocument.uri
        let document = try openDocument(uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        let start = converter.offset(params.range.start), end = converter.offset(params.range.end)
        let analysis = try analysis(of: uri)
        let snapshot = analysis.snapshot
        var hints: [InlayHint] = []
        for (fileIndex, base) in analysis.chunkFiles(of: uri) {
            let length = snapshot.files[fileIndex].source.count
            guard base <= end, base + length >= start else { continue }
            let local = TextRange(max(0, start - base), min(length, end - base))
            let language = language(ofFile: fileIndex, in: snapshot)
            for hint in InlayHints.hints(in: local, snapshot: snapshot, fileIndex: fileIndex, language: language) {
                hints.append(InlayHint(position: converter.position(hint.offset + base), label: hint.label, paddingLeft: true))
            }
        }
        return hints
    }
}
