import JSONRPC

/// `workspace/symbol`: entries and definitions by name or date.
public enum WorkspaceSymbolRequest: LSPRequest {
    public static let method = "workspace/symbol"
    public struct Params: Decodable, Sendable { public var query: String }
    public typealias Response = [SymbolInformation]
}

public struct SymbolInformation: Codable, Hashable, Sendable {
    public var name: String
    public var kind: SymbolKind
    public var location: Location
    public var containerName: String?
}

extension SymbolInformation: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("name")
            writer.value(name)
            writer.key("kind")
            writer.value(kind.rawValue)
            writer.key("location")
            writer.value(location)
            writer.member("containerName", ifPresent: containerName)
        }
    }
}
