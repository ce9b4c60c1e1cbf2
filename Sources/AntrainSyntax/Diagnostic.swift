import AntrainBasics

/// How serious a diagnostic is. Raw values follow LSP so the server maps them one to one.
public enum Severity: Int, Sendable, Hashable, Codable, Comparable {
    case error = 1, warning = 2, information = 3, hint = 4

    public var name: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .information: "info"
        case .hint: "hint"
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue > rhs.rawValue }
}

/// A stable, kebab-case name for a kind of problem (`reps-not-positive`).
///
/// Codes are part of the product: users silence them, tests assert them, editors show them.
/// Every code is a static member of ``DiagnosticCode`` so the catalogue lives in one place.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

/// One replacement of a byte range by new text.
public struct TextEdit: Hashable, Sendable, Codable {
    public var range: TextRange
    public var newText: String

    public init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// A suggested change that resolves a diagnostic ("Change to `lifting`").
public struct Fix: Hashable, Sendable, Codable {
    /// The title, kept as a message of the catalogue until it is shown in a language.
    public var localizedTitle: LocalizedText
    public var edits: [TextEdit]
    /// Whether an editor may apply it without asking (the one obvious fix).
    public var isPreferred: Bool

    /// The title in English.
    public var title: String { localizedTitle.english }

    public func title(in language: Language) -> String { localizedTitle.text(in: language) }

    public init(title: LocalizedText, edits: [TextEdit], isPreferred: Bool = false) {
        self.localizedTitle = title
        self.edits = edits
        self.isPreferred = isPreferred
    }
}

/// A problem found in a log, with the exact text it is about.
public struct Diagnostic: Hashable, Sendable, Codable {
    public var range: TextRange
    public var severity: Severity
    public var code: DiagnosticCode
    /// The message, kept as a key of the catalogue with its arguments: the same diagnostic
    /// is written in English for one athlete and in Turkish for another.
    public var text: LocalizedText
    public var fixes: [Fix]

    /// The message in English.
    public var message: String { text.english }

    public func message(in language: Language) -> String { text.text(in: language) }

    /// The same diagnostic about a text that starts `delta` bytes later (a chunk's within its
    /// file), its fixes' edits moved with it.
    public func shifted(by delta: Int) -> Diagnostic {
        var moved = self
        moved.range = TextRange(range.lowerBound + delta, range.upperBound + delta)
        moved.fixes = fixes.map { fix in
            var fix = fix
            fix.edits = fix.edits.map { TextEdit(range: TextRange($0.range.lowerBound + delta, $0.range.upperBound + delta), newText: $0.newText) }
            return fix
        }
        return moved
    }

    public init(
        _ code: DiagnosticCode,
        _ severity: Severity,
        _ range: TextRange,
        _ text: LocalizedText,
        fixes: [Fix] = []
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.text = text
        self.fixes = fixes
    }
}
