import AntrainAnalysis
import AntrainSyntax

/// Ranges of any file of an athlete's analysis as LSP locations: a chunk of an open document
/// or of a log on disk the client has not opened (offsets start at the chunk's base), or
/// another athlete's file read for its definitions (offsets are the file's).
extension LanguageServer {
    func location(_ range: TextRange, inFile fileIndex: Int, of analysis: AthleteAnalysis) -> Location {
        let origin = analysis.origins[fileIndex]
        if let document = documents[origin.file] {
            let converter = PositionConverter(source: document.source, encoding: encoding)
            return Location(uri: origin.file, range: converter.range(range.shifted(by: origin.base)))
        }
        // A log no editor shows is held in its chunks' texts (the host joins them only when
        // asked for the whole): a chunk starts a line, so its lines are the file's from its
        // first line on, with the same columns.
        let file = analysis.snapshot.files[fileIndex]
        var converted = PositionConverter(source: file.source, encoding: encoding).range(range)
        converted.start.line += file.firstLine
        converted.end.line += file.firstLine
        return Location(uri: origin.file, range: converted)
    }
}
