import JSONRPC

/// `textDocument/inlayHint`: figures shown after the text (kcal of a food, e1RM of a top set).
public enum InlayHintRequest: LSPRequest {
    public static let method = "textDocument/inlayHint"
    public struct Params: Decodable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var range: LSPRange
    }
    public typealias Response = [InlayHint]
}

public struct InlayHint: Hashable, Sendable {
    public var position: Position
    public var label: String
    public var paddingLeft: Bool?
}

extension InlayHint: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("position", position)
            writer.member("label", label)
            writer.member("paddingLeft", ifPresent: paddingLeft)
        }
    }
}
