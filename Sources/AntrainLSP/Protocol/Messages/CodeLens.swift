/// `textDocument/codeLens`: a line above each lifting entry with its sets, volume and PRs.
public enum CodeLensRequest: LSPRequest {
    public static let method = "textDocument/codeLens"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
    public typealias Response = [CodeLens]
}

public struct CodeLens: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var command: Command
}

/// A command shown as a lens's text; Antrain's lenses only inform, so it runs nothing.
public struct Command: Codable, Hashable, Sendable {
    public var title: String
    public var command: String
}
