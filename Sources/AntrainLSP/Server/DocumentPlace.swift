import AntrainAnalysis
import AntrainSyntax

/// One open document at one position: its athlete's analysis, its chunk's file in it, and the
/// offset of that chunk, to convert between document and chunk offsets.
struct DocumentPlace {
    var uri: String
    var document: OpenDocument
    var analysis: AthleteAnalysis
    var fileIndex: Int
    var base: Int
    var converter: PositionConverter

    var snapshot: WorkspaceSnapshot { analysis.snapshot }

    /// A document offset as an offset in the chunk's text.
    func local(_ offset: Int) -> Int { max(0, offset - base) }

    /// A chunk range as an LSP range in the document.
    func range(_ range: TextRange) -> LSPRange { converter.range(range.shifted(by: base)) }
}

extension TextRange {
    /// The same range `delta` bytes later.
    func shifted(by delta: Int) -> TextRange { TextRange(lowerBound + delta, upperBound + delta) }
}
