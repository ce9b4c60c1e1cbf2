import AntrainSyntax

/// A completion item in plain terms; the server maps it to LSP's `CompletionItem`.
public struct CompletionCandidate: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case keyword, snippet, exercise, food, value, property, sets }

    public var label: String
    public var kind: Kind
    public var detail: String?
    /// Markdown.
    public var documentation: String?
    public var insertText: String
    /// `insertText` is a snippet with `$1` placeholders.
    public var isSnippet = false
    /// The text the item replaces: what the user typed of it.
    public var replaceRange: TextRange
    /// The order to show items in ("0000", "0001", ...).
    public var sortText: String = ""
    /// What the client filters on; the typed text, so the server's ranking is kept.
    public var filterText: String?
    public var preselect = false

    public init(label: String, kind: Kind, detail: String? = nil, documentation: String? = nil, insertText: String? = nil,
                isSnippet: Bool = false, replaceRange: TextRange) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText ?? label
        self.isSnippet = isSnippet
        self.replaceRange = replaceRange
    }
}

/// The items for one position; `isIncomplete` asks the client to ask again as the user types.
public struct CompletionResult: Sendable {
    public var items: [CompletionCandidate]
    public var isIncomplete: Bool

    public static let empty = CompletionResult(items: [], isIncomplete: false)
}

/// What the cursor is in, decided from the line's text before it and the entry around it.
enum CompletionContext: Equatable {
    case lineStart(typed: TextRange)
    case entryKind(typed: TextRange)
    case cardioType(typed: TextRange)
    case metconType(typed: TextRange)
    case exerciseName(typed: TextRange, entryKind: EntryKind)
    case setsAfterExercise(name: String, insertAt: TextRange, needsSpace: Bool, lineTyped: TextRange?)
    case rpe(typed: TextRange)
    case foodName(typed: TextRange)
    case propertyKey(typed: TextRange, entryKind: EntryKind)
    case propertyValue(key: PropertyKey, typed: TextRange, entryKind: EntryKind)
}
