import JSONRPC

public enum RangeFormattingRequest: LSPRequest {
    public static let method = "textDocument/rangeFormatting"
    public struct Params: Decodable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var range: LSPRange
    }
    public typealias Response = [LSPTextEdit]
}
