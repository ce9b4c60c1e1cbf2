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
        let uri = params.textDocument.uri
        let document = try openDocument(uri)
        let converter = PositionConverter(source: document.source, encoding: encoding)
        let analysis = try analysis(of: uri)
        let snapshot = analysis.snapshot
        let chunks = analysis.chunkFiles(of: uri)
        /// The lenses `lenses` gives each chunk, with their titles.
        func titled(_ lenses: (_ fileIndex: Int, _ language: Language) -> [EntryLens]) -> [CodeLens] {
            chunks.flatMap { fileIndex, base in
                lenses(fileIndex, language(ofFile: fileIndex, in: snapshot)).map {
                    CodeLens(range: converter.range($0.range.shifted(by: base)), command: Command(title: $0.title, command: ""), data: nil)
                }
            }
        }
        // Programs are few and their lenses cheap: they always come with their titles.
        let programs = titled { ProgramLenses.lenses(snapshot: snapshot, fileIndex: $0, language: $1) }
        let ranges = chunks.flatMap { fileIndex, base in WorkoutLenses.ranges(snapshot: snapshot, fileIndex: fileIndex).map { $0.shifted(by: base) } }
        guard ranges.count <= Self.inlineLensLimit else {
            return programs + ranges.map { CodeLens(range: converter.range($0), command: nil, data: CodeLensData(uri: uri, offset: $0.lowerBound)) }
        }
        return programs + titled { WorkoutLenses.lenses(snapshot: snapshot, fileIndex: $0, language: $1) }
    }

    func resolveCodeLens(_ lens: CodeLens) throws -> CodeLens {
        guard let data = lens.data else { return lens }
        let place = try place(data.uri, at: data.offset)
        guard let found = WorkoutLenses.lens(at: place.local(data.offset), snapshot: place.snapshot, fileIndex: place.fileIndex,
                                             language: language(of: place)) else {
            throw ResponseError.contentModified
        }
        return CodeLens(range: place.range(found.range), command: Command(title: found.title, command: ""), data: nil)
    }
}
