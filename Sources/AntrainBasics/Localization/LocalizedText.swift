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
        Template.fill(key.template(in: language), arguments, language: language)
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

    public init(_ id: String, en english: String, tr turkish: String) {
        self.id = id
        self.english = english
        self.turkish = turkish
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
    func append(in language: Language, to bytes: inout [UInt8]) {
        switch self {
        case .text(var text): text.withUTF8 { bytes.append(contentsOf: $0) }
        case .number(let value, let decimals): NumberText.append(value, decimals: decimals, grouping: true, language: language, to: &bytes)
        case .message(let message): Template.append(message.key.template(in: language), language: language, to: &bytes) { name in
            message.arguments.first { Template.spells($0.key, name) }?.value
        }
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(template(in: language).utf8.count + 32)
        append(in: language, arguments, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the message as ``text(in:_:)`` writes it to `bytes`.
    public func append(in language: Language, _ arguments: KeyValuePairs<String, MessageArgument> = [:], to bytes: inout [UInt8]) {
        // Call sites mostly give the arguments in the order the template uses them: the one
        // after the last found is tried first, then all of them.
        var next = 0
        Template.append(template(in: language), language: language, to: &bytes) { name in
            if next < arguments.count, Template.spells(arguments[next].key, name) {
                next += 1
                return arguments[next - 1].value
            }
            for index in 0..<arguments.count where Template.spells(arguments[index].key, name) {
                next = index + 1
                return arguments[index].value
            }
            return nil
        }
    }
}

extension LocalizedText {
    /// Text shown as it is in every language: a name, a figure already written, a symbol.
    /// Never prose: prose is a key of the catalogue.
    public static func verbatim(_ text: String) -> LocalizedText {
        LocalizedText(MessageKey("verbatim", en: "{text}", tr: "{text}"), ["text": .text(text)])
    }
}

/// Filling `{name}` placeholders.
public enum Template {
    /// Fills `{name}` placeholders on the UTF-8 bytes: hovers write hundreds of messages per
    /// request, and walking a `String` by `Character` cost more than the rest of the hover.
    static func fill(_ template: String, _ arguments: [String: MessageArgument], language: Language) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(template.utf8.count + 32)
        append(template, language: language, to: &result) { name in
            // A message has a handful of arguments: comparing their names with the
            // placeholder's bytes costs less than making it a String and hashing it.
            arguments.first { spells($0.key, name) }?.value
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Appends `template` to `result` with each `{name}` replaced by what `argument` gives for
    /// the name's bytes (a placeholder it gives nothing for is kept as written).
    static func append(_ template: String, language: Language, to result: inout [UInt8],
                       argument: (UnsafeBufferPointer<UInt8>) -> MessageArgument?) {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var template = template
        template.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                // The text up to the next `{` is copied at once, not byte by byte; the braces
                // are found by a plain scan (a slice's `firstIndex(of:)` cost more than the copy).
                var start = index
                while start < bytes.count, bytes[start] != open { start += 1 }
                var end = start + 1
                while end < bytes.count, bytes[end] != close { end += 1 }
                guard end < bytes.count else {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index...]))
                    break
                }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<start]))
                if let found = argument(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])) {
                    found.append(in: language, to: &result)
                } else {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...end]))
                }
                index = end + 1
            }
        }
    }

    /// Whether `name`'s UTF-8 is `bytes`: lengths first, then the bytes in place.
    static func spells(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.utf8.count == bytes.count else { return false }
        // Byte by byte in place: the generic `elementsEqual` cost ten times more per name.
        let equal = name.utf8.withContiguousStorageIfAvailable { stored -> Bool in
            for index in 0..<stored.count where stored[index] != bytes[index] { return false }
            return true
        }
        return equal ?? name.utf8.elementsEqual(bytes)
    }

    /// The names of a template's placeholders, for the test that translations keep them.
    public static func placeholders(_ template: String) -> Set<String> {
        var names = Set<String>()
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
