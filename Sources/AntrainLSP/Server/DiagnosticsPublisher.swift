import AntrainAnalysis
import AntrainBasics
import AntrainSyntax

/// What the client has been sent, so that only what changed is sent again.
///
/// A document the user edited is always published (the client waits for its diagnostics);
/// any other open document only when its diagnostics differ from the last ones sent, since a
/// cross-file rule (an overlap, a new definition) may have changed them.
struct DiagnosticsPublisher {
    /// Documents that must be published after the next analysis.
    private(set) var mustPublish: Set<String> = []
    /// Whether an analysis and a comparison are due (after any change, even on disk).
    private(set) var isDue = false
    private var lastPublished: [String: [LSPDiagnostic]] = [:]

    mutating func changed(_ uris: [String]) {
        mustPublish.formUnion(uris)
        isDue = true
    }

    mutating func closed(_ uri: String) {
        lastPublished[uri] = nil
        mustPublish.remove(uri)
    }

    /// The notifications to send for `documents`, each from its athlete's analysis.
    mutating func publications(
        documents: DocumentStore, clientLanguage: Language?, place: (String) -> DocumentPlace?
    ) -> [PublishDiagnosticsNotification.Params] {
        var publications: [PublishDiagnosticsNotification.Params] = []
        for (uri, document) in documents.sorted {
            let diagnostics = place(uri).map {
                DocumentDiagnostics.of(uri, in: $0.analysis, converter: $0.converter, clientLanguage: clientLanguage)
            } ?? []
            guard mustPublish.contains(uri) || lastPublished[uri] != diagnostics else { continue }
            lastPublished[uri] = diagnostics
            publications.append(.init(uri: uri, version: document.version, diagnostics: diagnostics))
        }
        mustPublish.removeAll()
        isDue = false
        return publications
    }
}

/// An open document's diagnostics as LSP shows them, for publishing and pull diagnostics alike.
enum DocumentDiagnostics {
    static func of(_ uri: String, in analysis: AthleteAnalysis, converter: PositionConverter, clientLanguage: Language?) -> [LSPDiagnostic] {
        let language = analysis.language(fallback: clientLanguage)
        return analysis.diagnostics(ofFile: uri).map { LSPDiagnostic($0, range: converter.range($0.range), language: language) }
    }
}

extension LSPDiagnostic {
    /// - Parameter language: what the message is written in (the athlete's, else the editor's).
    init(_ diagnostic: Diagnostic, range: LSPRange, language: Language) {
        self.init(range: range, severity: DiagnosticSeverity(diagnostic.severity), code: diagnostic.code.rawValue,
                  source: "antrain", message: diagnostic.message(in: language))
    }
}

extension DiagnosticSeverity {
    init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .information: self = .information
        case .hint: self = .hint
        }
    }
}
