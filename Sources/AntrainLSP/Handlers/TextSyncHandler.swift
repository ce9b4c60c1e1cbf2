import AntrainBasics
import AntrainAnalysis
import AntrainSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Documents opened, edited and closed in the editor; files changed on disk; settings. Each
/// becomes a change of the ``AnalysisHost``.
extension LanguageServer {
    func didOpen(_ params: DidOpenTextDocumentNotification.Params) {
        let item = params.textDocument
        let bytes = Array(item.text.utf8)
        let isHeld = workspace.open(item.uri, bytes: bytes)
        documents.open(item.uri, version: item.version, presetText: isHeld ? nil : DocumentText(bytes: bytes))
        documentsChanged([item.uri])
    }

    func didChange(_ params: DidChangeTextDocumentNotification.Params) {
        let uri = params.textDocument.uri
        guard var document = documents[uri], var text = try? text(of: uri) else {
            log("didChange for a document that is not open: \(uri)")
            return
        }
        for change in params.contentChanges {
            let replacement = Array(change.text.utf8)
            // Ranges are clamped to the document, never trusted; no range replaces it all.
            let range = change.range.map { PositionConverter(source: text.source, encoding: encoding).textRange($0) }
                ?? TextRange(0, text.source.count)
            if workspace.edit(uri, range: range, replacement: replacement), let edited = workspace.text(of: uri) {
                text = edited
            } else {
                // A document the host does not analyse (a preset's view) is edited on its own.
                text = text.replacing(range, with: replacement)
                document.presetText = text
            }
        }
        documents.update(uri, version: params.textDocument.version ?? document.version + 1, presetText: document.presetText)
        documentsChanged([uri])
    }

    func didClose(_ params: DidCloseTextDocumentNotification.Params) {
        let uri = params.textDocument.uri
        documents.close(uri)
        workspace.close(uri, documents: documents)
        publisher.closed(uri)
        send(notification: PublishDiagnosticsNotification.method,
             params: PublishDiagnosticsNotification.Params(uri: uri, version: nil, diagnostics: []))
        documentsChanged([])
    }

    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesNotification.Params) {
        for change in params.changes {
            guard let path = FileURI.path(change.uri), path.hasSuffix(".antrain") else { continue }
            if change.type == .deleted {
                workspace.remove(uri: change.uri, documents: documents)
            } else {
                workspace.load(path: path, documents: documents)
            }
        }
        documentsChanged([])
    }

    func didChangeConfiguration(_ params: DidChangeConfigurationNotification.Params) {
        session.settings.update(from: params.settings)
        documentsChanged([])
    }
}
