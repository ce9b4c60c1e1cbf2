#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Documents opened, edited and closed in the editor; files changed on disk; settings.
extension LanguageServer {
    func didOpen(_ params: DidOpenTextDocumentNotification.Params) {
        documents.open(params.textDocument)
        documentsChanged([params.textDocument.uri])
    }

    func didChange(_ params: DidChangeTextDocumentNotification.Params) {
        let uri = params.textDocument.uri
        guard documents.change(uri, params.contentChanges, version: params.textDocument.version, encoding: encoding) else {
            log("didChange for a document that is not open: \(uri)")
            return
        }
        documentsChanged([uri])
    }

    func didClose(_ params: DidCloseTextDocumentNotification.Params) {
        let uri = params.textDocument.uri
        documents.close(uri)
        publisher.closed(uri)
        send(notification: PublishDiagnosticsNotification.method,
             params: PublishDiagnosticsNotification.Params(uri: uri, version: nil, diagnostics: []))
        documentsChanged([])
    }

    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesNotification.Params) {
        for change in params.changes {
            guard let path = FileURI.path(change.uri), path.hasSuffix(".antrain") else { continue }
            if change.type == .deleted { workspace.index.remove(uri: change.uri) } else { workspace.index.load(path: path) }
        }
        documentsChanged([])
    }

    func didChangeConfiguration(_ params: DidChangeConfigurationNotification.Params) {
        session.settings.update(from: params.settings)
        documentsChanged([])
    }
}
