import AntrainAnalysis
import JSONRPC

/// What the server announces in `initialize`. The README's feature list is checked against
/// this by a test, so keep the two in step.
enum ServerCapabilities {
    static func make(encoding: PositionEncoding) -> JSONValue {
        [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": [
                "openClose": true,
                "change": .integer(TextDocumentSyncKind.incremental.rawValue),
                "save": ["includeText": false],
            ],
            "completionProvider": [
                "triggerCharacters": [" ", "@", ":"],
                "resolveProvider": false,
            ],
            "hoverProvider": true,
            "documentSymbolProvider": true,
            "foldingRangeProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix", "refactor.rewrite"]],
            "documentFormattingProvider": true,
            "documentRangeFormattingProvider": true,
            "semanticTokensProvider": [
                "legend": [
                    "tokenTypes": .array(SemanticTokensLegend.tokenTypes.map(JSONValue.string)),
                    "tokenModifiers": .array(SemanticTokensLegend.tokenModifiers.map(JSONValue.string)),
                ],
                "full": true,
            ],
            "diagnosticProvider": ["interFileDependencies": true, "workspaceDiagnostics": false],
            "definitionProvider": true,
            "referencesProvider": true,
            "renameProvider": ["prepareProvider": true],
            "workspaceSymbolProvider": true,
            "inlayHintProvider": true,
            "codeLensProvider": ["resolveProvider": true],
            "documentHighlightProvider": true,
            "selectionRangeProvider": true,
            "workspace": [
                "workspaceFolders": ["supported": true, "changeNotifications": false],
            ],
        ]
    }
}
