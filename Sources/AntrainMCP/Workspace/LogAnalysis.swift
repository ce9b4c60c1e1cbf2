import AntrainAnalysis
import AntrainBasics
import AntrainSyntax

/// One log's part of its athlete's analysis (``AthleteAnalysis``). Diagnostics are in the
/// log's own offsets, read against its whole text.
struct LogAnalysis {
    /// The log's key in the host: its path from the workspace's root.
    let key: String
    let analysis: AthleteAnalysis
    /// The log's whole text.
    let source: SourceText

    var snapshot: WorkspaceSnapshot { analysis.snapshot }

    /// The log's diagnostics, in its offsets and in order.
    var diagnostics: [Diagnostic] { analysis.diagnostics(ofFile: key) }

    /// The language the log's messages are written in (its athlete's).
    var language: Language { analysis.language(fallback: nil) }

    /// The diagnostics as `antrain check --format json` writes them, the file named `name`.
    func lines(named name: String) -> [DiagnosticLine] {
        let language = language
        return diagnostics.map { DiagnosticLine(file: name, diagnostic: $0, source: source, language: language) }
    }

    /// The keys of the athlete's own logs, in the analysis's order.
    var keysOfAthlete: [String] { analysis.files }
}
