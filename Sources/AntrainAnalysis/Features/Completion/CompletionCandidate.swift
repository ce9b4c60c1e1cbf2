import AntrainModel
import AntrainSyntax

/// A completion item in plain terms; the server maps it to LSP's `CompletionItem`.
public struct CompletionCandidate: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case keyword, snippet, exercise, food, value, property, sets }

    public var label: String
    public var kind: Kind
    public var detail: String?
    /// Markdown.
    public var documentation: String?
    /// The text inserted when the editor takes it as plain text.
    public var insertText: String
    /// The same text with places for the user to fill in, for editors that offer them
    /// (the server writes it in LSP's snippet syntax); nil for plain text.
    public var template: [TemplatePiece]?
    /// The text the item replaces: what the user typed of it.
    public var replaceRange: TextRange
    /// The place in the list, 0 first: the engine's ranking, which clients keep.
    public var rank = 0
    /// What the client filters on; the typed text, so the server's ranking is kept.
    public var filterText: String?
    public var preselect = false
    /// Edits elsewhere in the file made with the item (a preset program's definitions added
    /// at the end when its name is taken).
    public var additionalEdits: [TextEdit] = []

    public init(label: String, kind: Kind, detail: String? = nil, documentation: String? = nil, insertText: String? = nil,
                template: [TemplatePiece]? = nil, replaceRange: TextRange) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText ?? label
        self.template = template
        self.replaceRange = replaceRange
    }

    /// A piece of an insertion with places to fill in.
    public enum TemplatePiece: Sendable, Hashable {
        case text(String)
        /// A place where the user picks one of these words.
        case choice([String])
        /// An empty place the user types into.
        case blank
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
    /// After a date (and time): the entry's kind; `date` is the written date when it is one.
    case entryKind(typed: TextRange, date: LocalDate?)
    /// After `DATE program `: a program's name, or `none`.
    case programName(typed: TextRange)
    case cardioType(typed: TextRange)
    case metconType(typed: TextRange)
    case exerciseName(typed: TextRange, entryKind: EntryKind)
    case setsAfterExercise(name: String, insertAt: TextRange, needsSpace: Bool, lineTyped: TextRange?)
    case rpe(typed: TextRange)
    /// A number typed in a workout's header (`cardio run 5km 30`, `lifting 1`): a duration
    /// unit to glue to it; `typed` is the number and any letters after it.
    case durationUnit(typed: TextRange)
    case foodName(typed: TextRange)
    case propertyKey(typed: TextRange, entryKind: EntryKind)
    case propertyValue(key: PropertyKey, typed: TextRange, entryKind: EntryKind)
    /// In a `measure` entry (LANGUAGE.md §9.1): a site, or the unit after a site's number.
    /// `written`: the sites without sides the line already has (`waist` is not offered twice).
    case measurementSite(typed: TextRange, written: Set<MeasurementSite>)
    case measurementUnit(typed: TextRange, isBodyFat: Bool)
}
