import AntrainAnalysis
import AntrainSyntax

/// Ranges of any file of an athlete's analysis as LSP locations: a chunk of an open document
/// or of a log on disk the client has not opened (offsets start at the chunk's base), or
/// another athlete's file read for its definitions (offsets are the file's).
extension LanguageServer {
    func location(_ range: TextRange, inFile fileIndex: Int, of analysis: AthleteAnalysis) -> Location {
        let origin = analysis.origins[fileIndex]
        let source = documents[origin.file]?.source ?? workspace.host.source(of: origin.file) ?? analysis.snapshot.files[fileIndex].source
        let converter = PositionConverter(source: source, encoding: encoding)
        return Location(uri: origin.file, range: converter.range(range.shifted(by: origin.base)))
    }
}
