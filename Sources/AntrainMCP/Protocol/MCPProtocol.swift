import JSONRPC

/// The Model Context Protocol's names and versions, in one place.
public enum MCPProtocol {
    /// The revisions this server speaks, newest last. A client asking for one of them gets it;
    /// any other (an older one such as 2025-03-26, or one we do not know) gets the newest, and
    /// the client decides whether to carry on (the specification's lifecycle, "Version
    /// Negotiation").
    public static let supportedVersions = ["2025-06-18", "2025-11-25"]
    public static var latestVersion: String { supportedVersions.last! }

    /// The version to answer an `initialize` that asked for `requested`.
    public static func negotiate(_ requested: String?) -> String {
        requested.flatMap { supportedVersions.contains($0) ? $0 : nil } ?? latestVersion
    }
}

/// The methods this server answers or listens to.
enum MCPMethod {
    static let initialize = "initialize"
    static let initialized = "notifications/initialized"
    static let cancelled = "notifications/cancelled"
    static let ping = "ping"
    static let toolsList = "tools/list"
    static let toolsCall = "tools/call"
    static let resourcesList = "resources/list"
    static let resourcesRead = "resources/read"
    static let resourceTemplatesList = "resources/templates/list"
}

extension ErrorCode {
    /// `resources/read` of a URI the server does not have (MCP's own code).
    static let resourceNotFound = ErrorCode(rawValue: -32002)
}

/// The `initialize` result: the version, what the server offers, who it is, and a hint for
/// the assistant on how to use it.
struct InitializeResult: Encodable {
    struct Capabilities: Encodable {
        struct ListChanged: Encodable { var listChanged = false }
        struct ResourceOptions: Encodable {
            var subscribe = false
            var listChanged = false
        }
        var tools = ListChanged()
        var resources = ResourceOptions()
    }

    struct ServerInfo: Encodable {
        var name: String
        var title: String
        var version: String
    }

    var protocolVersion: String
    var capabilities = Capabilities()
    var serverInfo: ServerInfo
    var instructions: String
}

/// One tool as `tools/list` describes it.
struct ToolDescription: Encodable {
    struct Annotations: Encodable {
        var title: String
        var readOnlyHint: Bool
        var destructiveHint: Bool
        var idempotentHint: Bool
        var openWorldHint = false
    }

    var name: String
    var title: String
    var description: String
    var inputSchema: JSONValue
    var outputSchema: JSONValue
    var annotations: Annotations
}

struct ToolList: Encodable {
    var tools: [ToolDescription]
}

/// The `tools/call` result: the text for the assistant (the structured result serialised,
/// as the specification asks for clients that read only text) and the structured result.
struct CallToolResult: Encodable {
    struct TextContent: Encodable {
        var type = "text"
        var text: String
    }

    var content: [TextContent]
    var structuredContent: JSONValue?
    var isError: Bool
}

/// One resource as `resources/list` describes it.
struct ResourceDescription: Encodable, Equatable {
    var uri: String
    var name: String
    var title: String?
    var description: String?
    var mimeType: String
    var size: Int?
}

struct ResourceList: Encodable {
    var resources: [ResourceDescription]
}

struct ResourceTemplateList: Encodable {
    var resourceTemplates: [String] = []
}

struct ReadResourceResult: Encodable {
    struct Contents: Encodable {
        var uri: String
        var mimeType: String
        var text: String
    }

    var contents: [Contents]
}

/// An empty object, the result of `ping`.
struct EmptyResult: Encodable {}
