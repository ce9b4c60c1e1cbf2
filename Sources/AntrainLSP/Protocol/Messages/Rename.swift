import JSONRPC

/// `textDocument/prepareRename`: whether the name under the cursor can be renamed, and its range.
public enum PrepareRenameRequest: LSPRequest {
    public static let method = "textDocument/prepareRename"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = PrepareRenameResult?
}

public struct PrepareRenameResult: Hashable, Sendable {
    public var range: LSPRange
    public var placeholder: String
}

/// `textDocument/rename`: a custom exercise, food or template renamed across the workspace.
public enum RenameRequest: LSPRequest {
    public static let method = "textDocument/rename"
    public struct Params: Decodable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var position: Position
        public var newName: String
    }
    public typealias Response = WorkspaceEdit
}

extension PrepareRenameResult: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("range", range)
            writer.member("placeholder", placeholder)
        }
    }
}
