import JSONRPC

/// `textDocument/publishDiagnostics`: sent after every edit, so written straight to bytes.
public enum PublishDiagnosticsNotification {
    public static let method = "textDocument/publishDiagnostics"

    public struct Params: Sendable {
        public var uri: String
        public var version: Int?
        public var diagnostics: [LSPDiagnostic]
    }
}

public struct LSPDiagnostic: Hashable, Sendable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity
    public var code: String
    public var source: String
    public var message: String
}

extension PublishDiagnosticsNotification.Params: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("uri", uri)
            writer.member("version", ifPresent: version)
            writer.member("diagnostics", diagnostics)
        }
    }
}

extension LSPDiagnostic: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("range", range)
            writer.member("severity", severity.rawValue)
            writer.member("code", code)
            writer.member("source", source)
            writer.member("message", message)
        }
    }
}
