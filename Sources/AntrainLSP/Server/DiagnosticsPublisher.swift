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
        documents: DocumentStore, encoding: PositionEncoding, clientLanguage: Language?,
        analysis: (String) -> AthleteAnalysis?
    ) -> [PublishDiagnosticsNotification.Params] {
        var publications: [PublishDiagnosticsNotification.Params] = []
        for (uri, document) in documents.sorted {
            let diagnostics = analysis(uri).map {
                DocumentDiagnostics.of(uri, in: $0, document: document, encoding: encoding, clientLanguage: clientLanguage).map(\.lsp)
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

/// An open document's diagnostics converted to LSP once, for publishing, pull diagnostics
/// and code actions alike.
enum DocumentDiagnostics {
    /// One diagnostic of a document: as the analysis gave it (with its fixes, in its chunk's
    /// offsets), where its chunk starts, and as LSP shows it.
    struct Converted {
        var diagnostic: Diagnostic
        var fileIndex: Int
        var base: Int
        var lsp: LSPDiagnostic
    }

    static func of(
        _ uri: String, in analysis: AthleteAnalysis, document: OpenDocument, encoding: PositionEncoding, clientLanguage: Language?
    ) -> [Converted] {
        let converter = PositionConverter(source: document.source, encoding: encoding)
        let snapshot = analysis.snapshot
        var converted: [Converted] = []
        for (fileIndex, base) in analysis.chunkFiles(of: uri) {
            let language = snapshot.language(ofFile: fileIndex, fallback: clientLanguage)
            for diagnostic in snapshot.files[fileIndex].diagnostics {
                let lsp = LSPDiagnostic(diagnostic, range: converter.range(diagnostic.range.shifted(by: base)), language: language)
                converted.append(Converted(diagnostic: diagnostic, fileIndex: fileIndex, base: base, lsp: lsp))
            }
        }
        return converted
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
