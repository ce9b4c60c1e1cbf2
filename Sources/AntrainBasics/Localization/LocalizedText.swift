/// A text a lifter reads, kept as its key and named arguments until it is written in a
/// language: a diagnostic is found once and shown in English to one athlete and in Turkish
/// to another.
public struct LocalizedText: Sendable, Hashable, Codable, CustomStringConvertible {
    public var key: MessageKey
    public var arguments: [String: MessageArgument]

    public init(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) {
        self.key = key
        self.arguments = arguments
    }

    /// The text in `language`.
    public func text(in language: Language) -> String {
        var buffer = UTF8Buffer(capacity: key.template(in: language).utf8.count + 32)
        append(in: language, to: &buffer)
        return buffer.text
    }

    /// Appends the text in `language` to `buffer`, as ``text(in:)`` writes it.
    func append(in language: Language, to buffer: inout UTF8Buffer) {
        key.fill(in: language, into: &buffer) { name, buffer in
            // A message has a handful of arguments: comparing their names costs less than
            // hashing the placeholder's.
            for (key, value) in arguments where key == name {
                value.append(in: language, to: &buffer)
                return true
            }
            return false
        }
    }

    public var english: String { text(in: .en) }
    public var description: String { english }
}

/// One message: a stable id and its template in each language, side by side, with `{name}`
/// where an argument goes. Messages are static members of the layer that says them, so a call
/// site names them by meaning and a translator reads the English beside the Turkish.
public struct MessageKey: Sendable, Hashable, Codable {
    public let id: String
    public let english: String
    public let turkish: String
    /// Each template split at its placeholders once, when the key is made: a hover fills
    /// hundreds of messages, and finding the braces on every fill cost more than filling them.
    private let split: SplitTemplates

    public init(_ id: String, en english: String, tr turkish: String) {
        self.id = id
        self.english = english
        self.turkish = turkish
        split = SplitTemplates(english: TemplateParts(english), turkish: TemplateParts(turkish))
    }

    private enum CodingKeys: String, CodingKey { case id, english, turkish }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(String.self, forKey: .id), en: try container.decode(String.self, forKey: .english),
                  tr: try container.decode(String.self, forKey: .turkish))
    }

    /// Appends the template in `language` to `buffer` with each placeholder replaced by what
    /// `argument` writes for its name (see ``TemplateParts/fill(into:argument:)``).
    func fill(in language: Language, into buffer: inout UTF8Buffer, argument: (String, inout UTF8Buffer) -> Bool) {
        // Through the shared parts, not a copy of them: a copy retains their arrays.
        switch language {
        case .en: split.english.fill(into: &buffer, argument: argument)
        case .tr: split.turkish.fill(into: &buffer, argument: argument)
        }
    }

    /// The template in `language` split at its placeholders (``PreparedMessage`` matches them
    /// to its arguments once).
    func parts(in language: Language) -> TemplateParts {
        switch language {
        case .en: split.english
        case .tr: split.turkish
        }
    }

    /// The template in `language`: a language added to ``Language`` does not compile until
    /// every message can say it.
    public func template(in language: Language) -> String {
        switch language {
        case .en: english
        case .tr: turkish
        }
    }

    public static func == (lhs: MessageKey, rhs: MessageKey) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension MessageKey {
    /// What keeps the message from saying the same in every language: an empty template, or
    /// placeholders other than the English's. Each layer's tests ask it of every key they list.
    public var translationProblems: [String] {
        let english = Template.placeholders(self.english)
        return Language.allCases.compactMap { language in
            let template = template(in: language)
            if template.isEmpty { return "\(id) has no \(language.rawValue) template" }
            if Template.placeholders(template) != english {
                return "\(id): the \(language.rawValue) template has other placeholders than the English: \(template)"
            }
            return nil
        }
    }
}

/// A value put into a message, written the way the language writes it: `112.5` in English,
/// `112,5` in Turkish.
public enum MessageArgument: Sendable, Hashable, Codable {
    /// Text shown as it is (a name as written, a date, a code).
    case text(String)
    /// A number with at most `decimals` decimals, grouped by thousands from five digits.
    case number(Double, decimals: Int)
    /// Another message, written in the same language (a list of choices, a unit).
    indirect case message(LocalizedText)

    public static func number(_ value: Double) -> MessageArgument { .number(value, decimals: 1) }
    public static func integer(_ value: Int) -> MessageArgument { .number(Double(value), decimals: 0) }

    func text(in language: Language) -> String {
        switch self {
        case .text(let text): text
        case .number(let value, let decimals): NumberText.spell(value, decimals: decimals, grouping: true, language: language)
        case .message(let message): message.text(in: language)
        }
    }

    /// Appends the argument as ``text(in:)`` writes it, with no `String` in between for a
    /// number or another message.
    func append(in language: Language, to buffer: inout UTF8Buffer) {
        switch self {
        case .text(let text): buffer.append(text)
        case .number(let value, let decimals): NumberText.append(value, decimals: decimals, grouping: true, language: language, to: &buffer)
        case .message(let message): message.append(in: language, to: &buffer)
        }
    }
}

extension MessageKey {
    /// The message in `language` with `arguments` in its placeholders, as
    /// `LocalizedText(key, arguments).text(in:)` writes it.
    ///
    /// For text written at once (a hover): the arguments are looked up by name in the order
    /// given, with no dictionary made for them.
    public func text(in language: Language, _ arguments: KeyValuePairs<String, MessageArgument> = [:]) -> String {
        var buffer = UTF8Buffer(capacity: template(in: language).utf8.count + 32)
        append(in: language, arguments, to: &buffer)
        return buffer.text
    }

    /// Appends the message as ``text(in:_:)`` writes it to `buffer`.
    public func append(in language: Language, _ arguments: KeyValuePairs<String, MessageArgument> = [:], to buffer: inout UTF8Buffer) {
        // Call sites mostly give the arguments in the order the template uses them: the one
        // after the last found is tried first, then all of them.
        // The argument is written where it lies: returning a copy of it retained and released
        // its text for every placeholder.
        var next = 0
        fill(in: language, into: &buffer) { name, buffer in
            var found = next < arguments.count && arguments[next].key == name ? next : nil
            if found == nil { found = (0..<arguments.count).first { arguments[$0].key == name } }
            guard let index = found else { return false }
            next = index + 1
            arguments[index].value.append(in: language, to: &buffer)
            return true
        }
    }
}

extension MessageKey {
    /// Appends the message with each placeholder written by `argument`, which returns false
    /// for a name it has no argument for (the placeholder is then written as it stands).
    ///
    /// For the few messages written thousands of times in a row (a meal's macros, a day's
    /// nutrients): the arguments are written straight from the caller's figures, with no list
    /// of named values made and destroyed for each message. `argument` must write what
    /// ``MessageArgument/append(in:to:)`` writes for the value it stands for.
    public func append(in language: Language, to buffer: inout UTF8Buffer, argument: (String, inout UTF8Buffer) -> Bool) {
        fill(in: language, into: &buffer, argument: argument)
    }
}

extension LocalizedText {
    /// Text shown as it is in every language: a name, a figure already written, a symbol.
    /// Never prose: prose is a key of the catalogue.
    public static func verbatim(_ text: String) -> LocalizedText {
        LocalizedText(verbatimKey, ["text": .text(text)])
    }

    /// Made once: a key splits its templates when it is made.
    private static let verbatimKey = MessageKey("verbatim", en: "{text}", tr: "{text}")
}

/// Filling `{name}` placeholders.
public enum Template {
    /// The names of a template's placeholders, for the test that translations keep them.
    public static func placeholders(_ template: String) -> Set<String> {
        Set(TemplateParts(template).placeholders.map(\.name))
    }
}

/// Both languages' templates of one key, split once (shared by the key's copies).
private final class SplitTemplates: Sendable {
    let english: TemplateParts
    let turkish: TemplateParts

    init(english: TemplateParts, turkish: TemplateParts) {
        self.english = english
        self.turkish = turkish
    }
}

/// A template split at its `{name}` placeholders: the template's UTF-8, and where each
/// placeholder sits in it with its name.
///
/// A `{` with no `}` after it is text, and so is everything after it; a placeholder no
/// argument is given for is written as it stands.
struct TemplateParts: Sendable {
    struct Placeholder: Sendable {
        /// Where its `{` is.
        var start: Int
        /// Just after its `}`.
        var end: Int
        var name: String
    }

    let bytes: [UInt8]
    let placeholders: [Placeholder]

    init(_ template: String) {
        let bytes = Array(template.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var placeholders: [Placeholder] = []
        var index = 0
        while index < bytes.count {
            guard let start = bytes[index...].firstIndex(of: open),
                  let end = bytes[(start + 1)...].firstIndex(of: close) else { break }
            placeholders.append(Placeholder(start: start, end: end + 1, name: String(decoding: bytes[(start + 1)..<end], as: UTF8.self)))
            index = end + 1
        }
        self.bytes = bytes
        self.placeholders = placeholders
    }

    /// Appends the template to `buffer` with each placeholder replaced by what `argument`
    /// writes for its name; it returns false when it has no argument of that name. The parts
    /// between placeholders are whole characters: a placeholder's braces are ASCII.
    func fill(into buffer: inout UTF8Buffer, argument: (String, inout UTF8Buffer) -> Bool) {
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            for placeholder in placeholders.indices {
                let start = placeholders[placeholder].start, end = placeholders[placeholder].end
                buffer.copy(UnsafeBufferPointer(rebasing: bytes[index..<start]))
                if !argument(placeholders[placeholder].name, &buffer) {
                    buffer.copy(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                }
                index = end
            }
            buffer.copy(UnsafeBufferPointer(rebasing: bytes[index...]))
        }
    }
}
