import JSONRPC

/// `textDocument/references`: every use of an exercise, food or template in the workspace.
public enum ReferencesRequest: LSPRequest {
    public static let method = "textDocument/references"
    public struct Params: Decodable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var context: Context?
    }
    public struct Context: Decodable, Sendable { public var includeDeclaration: Bool }
    public typealias Response = [Location]
}
