import JSONRPC

public enum FoldingRangeRequest: LSPRequest {
    public static let method = "textDocument/foldingRange"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
    public typealias Response = [FoldingRange]
}

public struct FoldingRange: Hashable, Sendable {
    public var startLine: Int
    public var endLine: Int
    public var kind: String?
}

extension FoldingRange: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("startLine", startLine)
            writer.member("endLine", endLine)
            writer.member("kind", ifPresent: kind)
        }
    }
}
