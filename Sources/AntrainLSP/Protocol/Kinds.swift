/// The numbers and strings LSP 3.17 gives its kinds, named. The server writes them by their raw
/// values; only a file event's kind is read.

public enum CompletionItemKind: Int, Hashable, Sendable {
    case function = 3, variable = 6, property = 10, value = 12, keyword = 14, snippet = 15
}

public enum InsertTextFormat: Int, Hashable, Sendable {
    case plainText = 1, snippet = 2
}

public enum SymbolKind: Int, Hashable, Sendable {
    case file = 1, module = 2, namespace = 3, `class` = 5, method = 6, property = 7, field = 8, function = 12,
         variable = 13, object = 19, `struct` = 23, event = 24
}

public enum FileChangeType: Int, Decodable, Hashable, Sendable {
    case created = 1, changed = 2, deleted = 3
}

public enum TextDocumentSyncKind: Int, Hashable, Sendable {
    case none = 0, full = 1, incremental = 2
}

public enum DiagnosticSeverity: Int, Hashable, Sendable {
    case error = 1, warning = 2, information = 3, hint = 4
}

public enum CodeActionKind: String, Hashable, Sendable {
    case quickFix = "quickfix"
    case refactorRewrite = "refactor.rewrite"
}

/// How a highlighted name is used (LSP `DocumentHighlightKind`); a log only names things.
public enum DocumentHighlightKind: Int, Hashable, Sendable {
    case text = 1, read = 2, write = 3
}
