import JSONRPC

/// `textDocument/diagnostic` (LSP 3.17 pull diagnostics): the client asks for a document's
/// diagnostics instead of waiting for a publish.
public enum DocumentDiagnosticRequest: LSPRequest {
    public static let method = "textDocument/diagnostic"
    public struct Params: Decodable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var previousResultId: String?
    }
    public typealias Response = DocumentDiagnosticReport
}

/// A full report, or `unchanged` when the client's `previousResultId` is still current.
public struct DocumentDiagnosticReport: Sendable {
    public var kind: String
    public var resultId: String
    public var items: [LSPDiagnostic]?

    public static func full(resultId: String, items: [LSPDiagnostic]) -> Self { Self(kind: "full", resultId: resultId, items: items) }
    public static func unchanged(resultId: String) -> Self { Self(kind: "unchanged", resultId: resultId, items: nil) }
}

extension DocumentDiagnosticReport: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("kind", kind)
            writer.member("resultId", resultId)
            writer.member("items", ifPresent: items)
        }
    }
}
