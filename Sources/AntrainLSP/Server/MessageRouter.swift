#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONRPC

/// Method names to handlers: each request decodes its params, calls its feature's handler
/// (one file each under `Handlers/`) and writes the answer.
extension LanguageServer {
    func dispatch(id: RequestID, method: String, params: Data?) throws -> Data {
        func answer<M: LSPRequest>(_ type: M.Type, _ handler: (M.Params) throws -> M.Response) throws -> Data {
            OutgoingMessage.response(id: id, writing: try handler(try decode(type, params)))
        }
        switch method {
        case InitializeRequest.method: return try answer(InitializeRequest.self, initialize)
        case ShutdownRequest.method: return try answer(ShutdownRequest.self, shutdown)
        case CompletionRequest.method: return try answer(CompletionRequest.self, completion)
        case HoverRequest.method: return try answer(HoverRequest.self, hover)
        case DocumentSymbolRequest.method: return try answer(DocumentSymbolRequest.self, documentSymbols)
        case FoldingRangeRequest.method: return try answer(FoldingRangeRequest.self, foldingRanges)
        case CodeActionRequest.method: return try answer(CodeActionRequest.self, codeActions)
        case FormattingRequest.method: return try answer(FormattingRequest.self, formatting)
        case RangeFormattingRequest.method: return try answer(RangeFormattingRequest.self, rangeFormatting)
        case SemanticTokensRequest.method: return try answer(SemanticTokensRequest.self, semanticTokens)
        case DocumentDiagnosticRequest.method: return try answer(DocumentDiagnosticRequest.self, documentDiagnostics)
        case DefinitionRequest.method: return try answer(DefinitionRequest.self, definition)
        case ReferencesRequest.method: return try answer(ReferencesRequest.self, references)
        case PrepareRenameRequest.method: return try answer(PrepareRenameRequest.self, prepareRename)
        case RenameRequest.method: return try answer(RenameRequest.self, rename)
        case WorkspaceSymbolRequest.method: return try answer(WorkspaceSymbolRequest.self, workspaceSymbols)
        case InlayHintRequest.method: return try answer(InlayHintRequest.self, inlayHints)
        case CodeLensRequest.method: return try answer(CodeLensRequest.self, codeLenses)
        case CodeLensResolveRequest.method: return try answer(CodeLensResolveRequest.self, resolveCodeLens)
        case DocumentHighlightRequest.method: return try answer(DocumentHighlightRequest.self, documentHighlights)
        case SelectionRangeRequest.method: return try answer(SelectionRangeRequest.self, selectionRanges)
        default: throw ResponseError.methodNotFound(method)
        }
    }

    func notify(method: String, params: Data?) throws {
        switch method {
        case InitializedNotification.method: indexWorkspace()
        case DidOpenTextDocumentNotification.method: didOpen(try decode(DidOpenTextDocumentNotification.self, params))
        case DidChangeTextDocumentNotification.method: didChange(try decode(DidChangeTextDocumentNotification.self, params))
        case DidCloseTextDocumentNotification.method: didClose(try decode(DidCloseTextDocumentNotification.self, params))
        case DidSaveTextDocumentNotification.method: break
        case DidChangeWatchedFilesNotification.method: didChangeWatchedFiles(try decode(DidChangeWatchedFilesNotification.self, params))
        case DidChangeConfigurationNotification.method: didChangeConfiguration(try decode(DidChangeConfigurationNotification.self, params))
        case CancelRequestNotification.method: break  // answered by the intake task while the request was queued
        default: if !method.hasPrefix("$/") { log("ignored notification \(method)") }
        }
    }
}
