import JSONRPC

/// The part of LSP's `ServerCapabilities` that Antrain announces, typed: a provider is either
/// a flag or its options. ``ServerCapabilities/announced(encoding:)`` gives the values.
public struct ServerCapabilities: Sendable {
    public var positionEncoding: PositionEncoding
    public var textDocumentSync: TextDocumentSyncOptions
    public var completionProvider: CompletionOptions
    public var hoverProvider: Bool
    public var documentSymbolProvider: Bool
    public var foldingRangeProvider: Bool
    public var codeActionProvider: CodeActionOptions
    public var documentFormattingProvider: Bool
    public var documentRangeFormattingProvider: Bool
    public var semanticTokensProvider: SemanticTokensOptions
    public var diagnosticProvider: DiagnosticOptions
    public var definitionProvider: Bool
    public var referencesProvider: Bool
    public var renameProvider: RenameOptions
    public var workspaceSymbolProvider: Bool
    public var inlayHintProvider: Bool
    public var codeLensProvider: CodeLensOptions
    public var documentHighlightProvider: Bool
    public var selectionRangeProvider: Bool
    public var workspace: WorkspaceOptions

    public struct TextDocumentSyncOptions: Sendable {
        public var openClose: Bool
        public var change: TextDocumentSyncKind
        /// `save.includeText`: whether `didSave` carries the text.
        public var saveIncludesText: Bool
    }

    public struct CompletionOptions: Sendable {
        public var triggerCharacters: [String]
        public var resolveProvider: Bool
    }

    public struct CodeActionOptions: Sendable {
        public var codeActionKinds: [CodeActionKind]
    }

    public struct SemanticTokensOptions: Sendable {
        public var tokenTypes: [String]
        public var tokenModifiers: [String]
        /// Whole-document tokens (`full`); Antrain has no range or delta requests.
        public var full: Bool
    }

    public struct DiagnosticOptions: Sendable {
        public var interFileDependencies: Bool
        public var workspaceDiagnostics: Bool
    }

    public struct RenameOptions: Sendable {
        public var prepareProvider: Bool
    }

    public struct CodeLensOptions: Sendable {
        public var resolveProvider: Bool
    }

    /// `workspace.workspaceFolders`.
    public struct WorkspaceOptions: Sendable {
        public var workspaceFoldersSupported: Bool
        public var workspaceFoldersChangeNotifications: Bool
    }
}

extension ServerCapabilities: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("positionEncoding", positionEncoding.rawValue)
            writer.member("textDocumentSync", textDocumentSync)
            writer.member("completionProvider", completionProvider)
            writer.member("hoverProvider", hoverProvider)
            writer.member("documentSymbolProvider", documentSymbolProvider)
            writer.member("foldingRangeProvider", foldingRangeProvider)
            writer.member("codeActionProvider", codeActionProvider)
            writer.member("documentFormattingProvider", documentFormattingProvider)
            writer.member("documentRangeFormattingProvider", documentRangeFormattingProvider)
            writer.member("semanticTokensProvider", semanticTokensProvider)
            writer.member("diagnosticProvider", diagnosticProvider)
            writer.member("definitionProvider", definitionProvider)
            writer.member("referencesProvider", referencesProvider)
            writer.member("renameProvider", renameProvider)
            writer.member("workspaceSymbolProvider", workspaceSymbolProvider)
            writer.member("inlayHintProvider", inlayHintProvider)
            writer.member("codeLensProvider", codeLensProvider)
            writer.member("documentHighlightProvider", documentHighlightProvider)
            writer.member("selectionRangeProvider", selectionRangeProvider)
            writer.member("workspace", workspace)
        }
    }
}

extension ServerCapabilities.TextDocumentSyncOptions: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("openClose", openClose)
            writer.member("change", change.rawValue)
            writer.key("save")
            writer.object { writer in writer.member("includeText", saveIncludesText) }
        }
    }
}

extension ServerCapabilities.CompletionOptions: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("triggerCharacters", triggerCharacters)
            writer.member("resolveProvider", resolveProvider)
        }
    }
}

extension ServerCapabilities.CodeActionOptions: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in writer.member("codeActionKinds", codeActionKinds.map(\.rawValue)) }
    }
}

extension ServerCapabilities.SemanticTokensOptions: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("legend")
            writer.object { writer in
                writer.member("tokenTypes", tokenTypes)
                writer.member("tokenModifiers", tokenModifiers)
            }
            writer.member("full", full)
        }
    }
}

extension ServerCapabilities.DiagnosticOptions: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("interFileDependencies", interFileDependencies)
            writer.member("workspaceDiagnostics", workspaceDiagnostics)
        }
    }
}

extension ServerCapabilities.RenameOptions: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in writer.member("prepareProvider", prepareProvider) }
    }
}

extension ServerCapabilities.CodeLensOptions: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in writer.member("resolveProvider", resolveProvider) }
    }
}

extension ServerCapabilities.WorkspaceOptions: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("workspaceFolders")
            writer.object { writer in
                writer.member("supported", workspaceFoldersSupported)
                writer.member("changeNotifications", workspaceFoldersChangeNotifications)
            }
        }
    }
}
