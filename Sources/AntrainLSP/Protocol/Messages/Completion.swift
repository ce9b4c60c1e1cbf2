import JSONRPC

public enum CompletionRequest: LSPRequest {
    public static let method = "textDocument/completion"
    public typealias Params = TextDocumentPositionParams
    public typealias Response = CompletionList
}

public struct CompletionList: Sendable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]
}

public struct CompletionItem: Hashable, Sendable {
    public var label: String
    public var kind: CompletionItemKind?
    public var detail: String?
    public var documentation: MarkupContent?
    public var sortText: String?
    public var filterText: String?
    public var insertTextFormat: InsertTextFormat?
    public var textEdit: LSPTextEdit?
    public var preselect: Bool?
    /// Edits elsewhere made with the item (a preset program's definitions).
    public var additionalTextEdits: [LSPTextEdit]?
}

// A completion list holds up to a few hundred items of up to ten members each, written on
// every keystroke: written straight to bytes (see `JSONWriter`), not boxed by `JSONEncoder`.
extension CompletionList: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("isIncomplete", isIncomplete)
            writer.member("items", items)
        }
    }
}

extension CompletionItem: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("label", label)
            writer.member("kind", ifPresent: kind?.rawValue)
            writer.member("detail", ifPresent: detail)
            writer.member("documentation", ifPresent: documentation)
            writer.member("sortText", ifPresent: sortText)
            writer.member("filterText", ifPresent: filterText)
            writer.member("insertTextFormat", ifPresent: insertTextFormat?.rawValue)
            writer.member("textEdit", ifPresent: textEdit)
            writer.member("preselect", ifPresent: preselect)
            writer.member("additionalTextEdits", ifPresent: additionalTextEdits)
        }
    }
}
