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
                "change": 2,  // incremental
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
                    "tokenTypes": .array(SemanticTokenType.legend.map(JSONValue.string)),
                    "tokenModifiers": .array(SemanticTokenModifiers.legend.map(JSONValue.string)),
                ],
                "full": true,
            ],
            "workspace": [
                "workspaceFolders": ["supported": true, "changeNotifications": false],
            ],
        ]
    }
}
