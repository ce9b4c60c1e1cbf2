import AntrainAnalysis
import AntrainSyntax

/// One open document: its athlete's analysis and its text, to convert between document
/// offsets and LSP positions. Every offset here is the document's.
struct DocumentPlace {
    var uri: String
    var analysis: AthleteAnalysis
    var converter: PositionConverter

    var source: SourceText { converter.source }

    /// A range of the document as an LSP range.
    func range(_ range: TextRange) -> LSPRange { converter.range(range) }
}
