import JSONRPC

/// `textDocument/codeLens`: a line above each lifting entry with its sets, volume and PRs.
public enum CodeLensRequest: LSPRequest {
    public static let method = "textDocument/codeLens"
    public struct Params: Decodable, Sendable { public var textDocument: TextDocumentIdentifier }
    public typealias Response = [CodeLens]
}

/// `codeLens/resolve`: the title of one lens of a long document, computed when it is shown.
public enum CodeLensResolveRequest: LSPRequest {
    public static let method = "codeLens/resolve"
    public typealias Params = CodeLens
    public typealias Response = CodeLens
}

/// Read back by `codeLens/resolve` and written in answers.
public struct CodeLens: Decodable, Hashable, Sendable {
    public var range: LSPRange
    /// Absent until resolved, for a lens of a long document.
    public var command: Command?
    public var data: CodeLensData?
}

/// What a lens needs to be resolved: its document and where its entry starts.
public struct CodeLensData: Decodable, Hashable, Sendable {
    public var uri: String
    public var offset: Int
}

extension CodeLens: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("range", range)
            writer.member("command", ifPresent: command)
            writer.member("data", ifPresent: data)
        }
    }
}

extension CodeLensData: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("uri", uri)
            writer.member("offset", offset)
        }
    }
}

/// A command shown as a lens's text; Antrain's lenses only inform, so it runs nothing.
public struct Command: Decodable, Hashable, Sendable {
    public var title: String
    public var command: String
}

extension Command: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("title", title)
            writer.member("command", command)
        }
    }
}
