import JSONRPC

public enum CodeActionRequest: LSPRequest {
    public static let method = "textDocument/codeAction"
    public struct Params: Decodable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var range: LSPRange
    }
    public typealias Response = [CodeAction]
}

public struct CodeAction: Hashable, Sendable {
    public var title: String
    public var kind: CodeActionKind
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit
}

public struct WorkspaceEdit: Hashable, Sendable {
    public var changes: [String: [LSPTextEdit]]
}

extension CodeAction: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("title", title)
            writer.member("kind", kind.rawValue)
            writer.member("diagnostics", ifPresent: diagnostics)
            writer.member("isPreferred", ifPresent: isPreferred)
            writer.member("edit", edit)
        }
    }
}

extension WorkspaceEdit: JSONWritable {
    /// The documents in URI order, so the same edit is always the same bytes.
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("changes")
            writer.object { writer in
                for uri in changes.keys.sorted() {
                    writer.key(uri)
                    writer.value(changes[uri] ?? [])
                }
            }
        }
    }
}
