import JSONRPC

public enum SemanticTokensRequest: LSPRequest {
    public static let method = "textDocument/semanticTokens/full"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
    public typealias Response = SemanticTokensResult
}

/// Tokens as LSP encodes them: five integers each, positions relative to the previous token.
public struct SemanticTokensResult: Hashable, Sendable {
    public var data: [Int]
}

extension SemanticTokensResult: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in writer.member("data", data) }
    }
}
