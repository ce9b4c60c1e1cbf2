import AntrainAnalysis
import Foundation
import JSONRPC

/// Method names to handlers.
extension LanguageServer {
    func dispatch(id: RequestID, method: String, params: Data?) throws -> Data {
        switch method {
        case InitializeRequest.method:
            return try OutgoingMessage.response(id: id, result: initialize(try decode(InitializeRequest.self, params)))
        case ShutdownRequest.method:
            state = .shutDown
            return try OutgoingMessage.response(id: id, result: JSONValue.null)
        case CompletionRequest.method:
            return try OutgoingMessage.response(id: id, result: completion(try decode(CompletionRequest.self, params)))
        case HoverRequest.method:
            return try OutgoingMessage.response(id: id, result: hover(try decode(HoverRequest.self, params)))
        case DocumentSymbolRequest.method:
            return try OutgoingMessage.response(id: id, result: documentSymbols(try decode(DocumentSymbolRequest.self, params)))
        case FoldingRangeRequest.method:
            return try OutgoingMessage.response(id: id, result: foldingRanges(try decode(FoldingRangeRequest.self, params)))
        case CodeActionRequest.method:
            return try OutgoingMessage.response(id: id, result: codeActions(try decode(CodeActionRequest.self, params)))
        case FormattingRequest.method:
            return try OutgoingMessage.response(id: id, result: formatting(try decode(FormattingRequest.self, params)))
        case RangeFormattingRequest.method:
            return try OutgoingMessage.response(id: id, result: rangeFormatting(try decode(RangeFormattingRequest.self, params)))
        case SemanticTokensRequest.method:
            return try OutgoingMessage.response(id: id, result: semanticTokens(try decode(SemanticTokensRequest.self, params)))
        default:
            throw ResponseError.methodNotFound(method)
        }
    }

    func notify(method: String, params: Data?) throws {
        switch method {
        case InitializedNotification.method:
            indexWorkspace()
        case DidOpenTextDocumentNotification.method:
            let document = try decode(DidOpenTextDocumentNotification.self, params).textDocument
            documents[document.uri] = OpenDocument(uri: document.uri, version: document.version, bytes: Array(document.text.utf8))
            documentsChanged([document.uri])
        case DidChangeTextDocumentNotification.method:
            let change = try decode(DidChangeTextDocumentNotification.self, params)
            guard var document = documents[change.textDocument.uri] else {
                log("didChange for a document that is not open: \(change.textDocument.uri)")
                return
            }
            documents[change.textDocument.uri] = nil  // keep the buffers uniquely referenced
            document.apply(change.contentChanges, version: change.textDocument.version ?? document.version + 1, encoding: encoding)
            documents[change.textDocument.uri] = document
            documentsChanged([change.textDocument.uri])
        case DidCloseTextDocumentNotification.method:
            let uri = try decode(DidCloseTextDocumentNotification.self, params).textDocument.uri
            documents[uri] = nil
            lastPublished[uri] = nil
            send(notification: PublishDiagnosticsNotification.method,
                 params: PublishDiagnosticsNotification.Params(uri: uri, version: nil, diagnostics: []))
            documentsChanged([])
        case DidSaveTextDocumentNotification.method:
            break
        case DidChangeWatchedFilesNotification.method:
            for change in try decode(DidChangeWatchedFilesNotification.self, params).changes {
                guard let path = FileURI.path(change.uri), path.hasSuffix(".antrain") else { continue }
                if change.type == 3 { index.remove(uri: change.uri) } else { index.load(path: path) }
            }
            documentsChanged([])
        case DidChangeConfigurationNotification.method:
            settings.update(from: try decode(DidChangeConfigurationNotification.self, params).settings)
            documentsChanged([])
        case CancelRequestNotification.method:
            break  // answered by the intake task while the request was queued
        default:
            if !method.hasPrefix("$/") { log("ignored notification \(method)") }
        }
    }

    /// Marks the analysis stale; every open document is re-published when needed.
    func documentsChanged(_ uris: [String]) {
        needsAnalysis = true
        pendingPublish.formUnion(uris)
        // Cross-file rules may change any open document's diagnostics.
        pendingPublish.formUnion(documents.keys)
    }
}
