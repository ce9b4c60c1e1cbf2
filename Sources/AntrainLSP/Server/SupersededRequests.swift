#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONRPC

/// Requests a client sends again after every edit (semantic tokens, code lenses, inlay hints,
/// folding ranges, the outline): when an edit of the same document already waits in the queue,
/// the answer would describe text the editor no longer shows, and computing it only delays the
/// edit. LSP 3.17 lets the server answer such a request with `ContentModified` (-32801); the
/// client drops it and asks again once the edit is in. A request the user asked for (hover,
/// completion, a code action) is answered as usual: it is never re-sent on its own.
enum SupersededRequests {
    static let methods: Set<String> = [
        SemanticTokensRequest.method, CodeLensRequest.method, InlayHintRequest.method,
        FoldingRangeRequest.method, DocumentSymbolRequest.method,
    ]

    /// The document a request or a text notification is about, read from `textDocument.uri`.
    static func document(of params: Data?) -> String? {
        guard let params else { return nil }
        return (try? JSONDecoder().decode(DocumentParams.self, from: params))?.textDocument.uri
    }

    private struct DocumentParams: Decodable {
        struct Document: Decodable { var uri: String }
        var textDocument: Document
    }
}

extension InboundQueue {
    /// Whether `message` is a request ``SupersededRequests`` names about a document whose
    /// change (or closing) waits behind it: answer it with `ContentModified`.
    func isSuperseded(_ message: IncomingMessage) -> Bool {
        guard case .request(_, let method, let params) = message, SupersededRequests.methods.contains(method),
              let uri = SupersededRequests.document(of: params) else { return false }
        return hasPendingChange(to: uri)
    }
}
