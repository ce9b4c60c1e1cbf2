import AntrainAnalysis
import AntrainBasics

extension LanguageServer {
    /// The language to write a file's hovers, completions, lenses and hints in: the athlete's
    /// `language:`, else the editor's locale from `initialize`, else English (issue #17).
    func language(of place: DocumentPlace) -> Language {
        language(of: place.analysis)
    }

    func language(of analysis: AthleteAnalysis) -> Language {
        analysis.language(fallback: session.clientLanguage)
    }
}
