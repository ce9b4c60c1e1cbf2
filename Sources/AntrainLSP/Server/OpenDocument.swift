import AntrainAnalysis
import AntrainSyntax

/// An open document: the editor's version of it and its text in chunks, as the
/// ``AnalysisHost`` holds it (the host owns the text; this is the server's view of it for
/// converting positions).
struct OpenDocument {
    var uri: String
    var version: Int
    var text: ChunkedText

    var source: SourceText { text.source }
    var chunks: [TextChunk] { text.chunks }

    /// The whole document parsed as one tree (for formatting, which works on the file).
    var wholeTree: SyntaxTree { text.wholeTree }

    /// The chunk that holds `offset` (the last one for the end of the text).
    func chunkIndex(containing offset: Int) -> Int { text.chunkIndex(containing: offset) }
}
