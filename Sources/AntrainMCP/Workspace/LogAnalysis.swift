import AntrainAnalysis
import AntrainBasics
import AntrainSyntax

/// One log's part of its athlete's analysis (``AthleteAnalysis``): the athlete's logs in
/// chunks and every other file's definitions. Diagnostics are in the log's own offsets, read
/// against its whole text, so a ten-year log cut in chunks reads as one file.
struct LogAnalysis {
    /// The log's key in the host: its path from the workspace's root.
    let key: String
    let analysis: AthleteAnalysis
    /// The log's whole text.
    let source: SourceText
    /// The file of ``snapshot`` that stands for the log (its first chunk): its athlete, unit,
    /// formula and language are the log's.
    let fileIndex: Int

    init?(key: String, analysis: AthleteAnalysis, source: SourceText) {
        guard let first = analysis.chunkFiles(of: key).first?.fileIndex else { return nil }
        self.key = key
        self.analysis = analysis
        self.source = source
        fileIndex = first
    }

    var snapshot: WorkspaceSnapshot { analysis.snapshot }

    /// The log's athlete, as an index of ``snapshot``'s athletes.
    var athlete: Int { snapshot.files[fileIndex].athlete }

    /// The log's diagnostics, in its offsets and in order.
    var diagnostics: [Diagnostic] { analysis.diagnostics(ofFile: key) }

    /// The language the log's messages are written in (its athlete's).
    var language: Language { snapshot.language(ofFile: fileIndex, fallback: nil) }

    /// The diagnostics as `antrain check --format json` writes them, the file named `name`.
    func lines(named name: String) -> [DiagnosticLine] {
        let language = language
        return diagnostics.map { DiagnosticLine(file: name, diagnostic: $0, source: source, language: language) }
    }

    /// The keys of the athlete's own logs, in the analysis's order.
    var keysOfAthlete: [String] {
        var seen: Set<String> = []
        return analysis.ownedFileIndices.map { analysis.origins[$0].file }.filter { seen.insert($0).inserted }
    }
}
