import AntrainAnalysis
import AntrainBasics

extension LanguageServer {
    /// The language to write a file's hovers, completions, lenses and hints in: the athlete's
    /// `language:`, else the editor's locale from `initialize`, else English (issue #17).
    func language(of place: DocumentPlace) -> Language {
        language(ofFile: place.fileIndex, in: place.snapshot)
    }

    func language(ofFile fileIndex: Int, in snapshot: WorkspaceSnapshot) -> Language {
        snapshot.language(ofFile: fileIndex, fallback: session.clientLanguage)
    }
}
