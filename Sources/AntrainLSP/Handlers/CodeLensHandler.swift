import AntrainBasics
import AntrainAnalysis
import JSONRPC

/// `textDocument/codeLens` and `codeLens/resolve` over ``WorkoutLenses`` (sets, volume and new
/// PRs above each lifting entry) and ``ProgramLenses`` (a program's weeks and where the
/// athlete is). The lenses only inform, so their command runs nothing.
///
/// A lens's records look back over the whole history of its exercises, so a long document's
/// lenses come without titles and each is resolved when the editor shows it.
extension LanguageServer {
    /// Up to this many lifting entries, titles come with the lenses (for clients that do not
    /// resolve lenses, and since it is quick).
    static let inlineLensLimit = 100

    func codeLenses(_ params: CodeLensRequest.Params) throws -> [CodeLens] {
        let place = try place(params.textDocument.uri)
        let language = language(of: place)
        func titled(_ lenses: [EntryLens]) -> [CodeLens] {
            lenses.map { CodeLens(range: place.range($0.range), command: Command(title: $0.title, command: ""), data: nil) }
        }
        // Programs are few and their lenses cheap: they always come with their titles.
        let programs = titled(place.analysis.programLenses(ofFile: place.uri, language: language))
        let ranges = place.analysis.workoutLensRanges(ofFile: place.uri)
        guard ranges.count <= Self.inlineLensLimit else {
            return programs + ranges.map { CodeLens(range: place.range($0), command: nil, data: CodeLensData(uri: place.uri, offset: $0.lowerBound)) }
        }
        return programs + titled(place.analysis.workoutLenses(ofFile: place.uri, language: language))
    }

    func resolveCodeLens(_ lens: CodeLens) throws -> CodeLens {
        guard let data = lens.data else { return lens }
        let place = try place(data.uri)
        guard let found = place.analysis.workoutLens(inFile: place.uri, at: data.offset, language: language(of: place)) else {
            throw ResponseError.contentModified
        }
        return CodeLens(range: place.range(found.range), command: Command(title: found.title, command: ""), data: nil)
    }
}
