import AntrainAnalysis
import AntrainSyntax

/// Ranges of the files an athlete's analysis reads as LSP locations: an open document's by
/// its text, a log the client has not opened by the lines the analysis holds of it.
extension LanguageServer {
    func location(_ place: FileRange, of analysis: AthleteAnalysis) -> Location {
        if documents[place.file] != nil, let text = try? text(of: place.file) {
            return Location(uri: place.file, range: PositionConverter(source: text.source, encoding: encoding).range(place.range))
        }
        func position(_ offset: Int) -> Position {
            guard let found = analysis.linePosition(of: offset, inFile: place.file) else { return Position(line: 0, character: 0) }
            let column = switch encoding {
            case .utf8: found.bytesBefore.count
            case .utf16: String(decoding: found.bytesBefore, as: UTF8.self).utf16.count
            }
            return Position(line: found.line, character: column)
        }
        return Location(uri: place.file, range: LSPRange(start: position(place.range.lowerBound), end: position(place.range.upperBound)))
    }
}
