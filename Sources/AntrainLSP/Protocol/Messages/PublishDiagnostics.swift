public enum PublishDiagnosticsNotification {
    public static let method = "textDocument/publishDiagnostics"

    public struct Params: Encodable, Sendable {
        public var uri: String
        public var version: Int?
        public var diagnostics: [LSPDiagnostic]
    }
}

public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity
    public var code: String
    public var source: String
    public var message: String
}
