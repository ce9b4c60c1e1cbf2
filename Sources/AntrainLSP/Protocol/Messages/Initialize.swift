import JSONRPC

/// `initialize`: the client's capabilities and options in, the server's capabilities out.
public enum InitializeRequest: LSPRequest {
    public static let method = "initialize"
    public typealias Response = InitializeResult

    public struct Params: Decodable, Sendable {
        public var processId: Int?
        public var rootUri: String?
        public var rootPath: String?
        public var workspaceFolders: [WorkspaceFolder]?
        public var capabilities: ClientCapabilities?
        public var initializationOptions: JSONValue?
        /// The client's UI language (`tr`, `tr-TR`): what the server writes in when the athlete's
        /// profile names no `language:`.
        public var locale: String?
    }
}

public struct WorkspaceFolder: Decodable, Hashable, Sendable {
    public var uri: String
    public var name: String?
}

/// The parts of the client's capabilities the server reads.
public struct ClientCapabilities: Decodable, Sendable {
    public struct General: Decodable, Sendable { public var positionEncodings: [String]? }
    public struct Window: Decodable, Sendable { public var workDoneProgress: Bool? }
    public struct TextDocument: Decodable, Sendable {
        public struct Hover: Decodable, Sendable { public var contentFormat: [String]? }
        public var hover: Hover?
    }
    public var general: General?
    public var window: Window?
    public var textDocument: TextDocument?
}

public struct InitializeResult: Sendable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo

    public struct ServerInfo: Sendable {
        public var name: String
        public var version: String
    }
}

extension InitializeResult: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("capabilities", capabilities)
            writer.member("serverInfo", serverInfo)
        }
    }
}

extension InitializeResult.ServerInfo: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("name", name)
            writer.member("version", version)
        }
    }
}
