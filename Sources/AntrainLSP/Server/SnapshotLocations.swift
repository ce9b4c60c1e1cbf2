import AntrainAnalysis
import AntrainSyntax

/// Ranges of any file of the snapshot as LSP locations: a chunk of an open document (its
/// offsets start at the chunk's base) or a log on disk the client has not opened.
extension LanguageServer {
    func location(_ range: TextRange, inFile fileIndex: Int, of snapshot: WorkspaceSnapshot) -> Location {
        let origin = workspace.origin(ofFile: fileIndex)
        let source = documents[origin.uri]?.source ?? snapshot.files[fileIndex].tree.source
        let converter = PositionConverter(source: source, encoding: encoding)
        return Location(uri: origin.uri, range: converter.range(range.shifted(by: origin.base)))
    }
}
