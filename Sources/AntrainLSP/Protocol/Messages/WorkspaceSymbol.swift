import JSONRPC

/// `workspace/symbol`: entries and definitions by name or date.
public enum WorkspaceSymbolRequest: LSPRequest {
    public static let method = "workspace/symbol"
    public struct Params: Decodable, Sendable { public var query: String }
    public typealias Response = [SymbolInformation]
}

public struct SymbolInformation: Hashable, Sendable {
    public var name: String
    public var kind: SymbolKind
    public var location: Location
    public var containerName: String?
}

extension SymbolInformation: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("name", name)
            writer.member("kind", kind.rawValue)
            writer.member("location", location)
            writer.member("containerName", ifPresent: containerName)
        }
    }
}
