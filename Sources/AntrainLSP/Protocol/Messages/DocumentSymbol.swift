import JSONRPC

public enum DocumentSymbolRequest: LSPRequest {
    public static let method = "textDocument/documentSymbol"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
    public typealias Response = [DocumentSymbol]
}

public struct DocumentSymbol: Hashable, Sendable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: LSPRange
    public var selectionRange: LSPRange
    public var children: [DocumentSymbol]?
}

extension DocumentSymbol: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("name", name)
            writer.member("detail", ifPresent: detail)
            writer.member("kind", kind.rawValue)
            writer.member("range", range)
            writer.member("selectionRange", selectionRange)
            writer.member("children", ifPresent: children)
        }
    }
}
