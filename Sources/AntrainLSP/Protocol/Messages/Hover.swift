import JSONRPC

public enum HoverRequest: LSPRequest {
    public static let method = "textDocument/hover"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = Hover?
}

public struct Hover: Hashable, Sendable {
    public var contents: MarkupContent
    public var range: LSPRange?
}

extension Hover: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("contents", contents)
            writer.member("range", ifPresent: range)
        }
    }
}
