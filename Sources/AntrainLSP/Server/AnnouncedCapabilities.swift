/// What the server announces in `initialize`. The README's feature list is checked against
/// this by a test, so keep the two in step.
extension ServerCapabilities {
    static func announced(encoding: PositionEncoding) -> ServerCapabilities {
        ServerCapabilities(
            positionEncoding: encoding,
            textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, saveIncludesText: false),
            completionProvider: CompletionOptions(triggerCharacters: [" ", "@", ":"], resolveProvider: false),
            hoverProvider: true,
            documentSymbolProvider: true,
            foldingRangeProvider: true,
            codeActionProvider: CodeActionOptions(codeActionKinds: [.quickFix, .refactorRewrite]),
            documentFormattingProvider: true,
            documentRangeFormattingProvider: true,
            semanticTokensProvider: SemanticTokensOptions(
                tokenTypes: SemanticTokensLegend.tokenTypes, tokenModifiers: SemanticTokensLegend.tokenModifiers, full: true),
            diagnosticProvider: DiagnosticOptions(interFileDependencies: true, workspaceDiagnostics: false),
            definitionProvider: true,
            referencesProvider: true,
            renameProvider: RenameOptions(prepareProvider: true),
            workspaceSymbolProvider: true,
            inlayHintProvider: true,
            codeLensProvider: CodeLensOptions(resolveProvider: true),
            documentHighlightProvider: true,
            selectionRangeProvider: true,
            workspace: WorkspaceOptions(workspaceFoldersSupported: true, workspaceFoldersChangeNotifications: false)
        )
    }
}
