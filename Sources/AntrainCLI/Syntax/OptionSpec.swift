import AntrainBasics

/// One option of a command, declared once in the command's table: the parser, the help, the
/// manual page and the shell completions are all made from it (issue #42, item 18).
struct OptionSpec: Sendable {
    /// The spellings the parser accepts, the first the one the synopsis shows: `["--format"]`,
    /// `["-o", "--output"]`.
    var names: [String]
    /// What follows the option; nil for a flag.
    var value: ValueKind?
    /// How the synopsis writes the value (`FILE`, `ADDR`; a language's own word for it where
    /// it has one); the kind's word when nil (``ValueKind/placeholder``).
    var placeholder: Placeholder?
    /// Whether it may be given more than once (`serve --share`); any other option given twice
    /// is refused, so a second value is never silently dropped.
    var isRepeatable = false
    var help: OptionHelp

    /// The spelling the synopsis, the help and the errors use.
    var name: String { names[0] }

    /// Whether the help, the manual page and the completions tell of it.
    var isShown: Bool { if case .hidden = help { false } else { true } }

    /// A flag: `--strict`.
    static func flag(_ name: String, help: MessageKey) -> OptionSpec {
        OptionSpec(names: [name], value: nil, placeholder: nil, help: .described(LocalizedText(help)))
    }

    /// An option with a value: `--format text|json`, `-o FILE`.
    static func option(_ name: String, _ value: ValueKind, _ placeholder: Placeholder? = nil, repeatable: Bool = false,
                       help: LocalizedText) -> OptionSpec {
        OptionSpec(names: [name], value: value, placeholder: placeholder, isRepeatable: repeatable, help: .described(help))
    }

    static func option(_ name: String, _ value: ValueKind, _ placeholder: Placeholder? = nil, repeatable: Bool = false,
                       help: MessageKey) -> OptionSpec {
        option(name, value, placeholder, repeatable: repeatable, help: LocalizedText(help))
    }

    /// `--lang en|tr`, which most commands take; `help` says whose language wins without it.
    static func language(help: MessageKey) -> OptionSpec { option("--lang", .choices(of: Language.self), help: help) }

    /// How the synopsis writes the value in `language`; nil for a flag.
    func placeholder(in language: Language) -> String? {
        guard let value else { return nil }
        return placeholder?.text(in: language) ?? value.placeholder
    }

    /// The option's term in the help's table: its names, and its value where the value is a
    /// path or free text (`-o OUT`, `--host ADDR`). Choices, names, dates and times are said
    /// by the description, as the synopsis above it already shows them.
    func term(in language: Language) -> String {
        let names = names.joined(separator: ", ")
        guard let value, value.isNamedInHelp, let placeholder = placeholder(in: language) else { return names }
        return names + " " + placeholder
    }
}

/// Whether an option is in the help: described, or left out of the help, the manual page and
/// the completions (`completions --names`, a word the scripts say, not a person).
enum OptionHelp: Sendable {
    case described(LocalizedText)
    case hidden
}

/// What a value is called in a synopsis: a word written alike in every language (`FILE`,
/// `PATH`: a string literal), or a catalogue key for one a language says in its own words
/// (`KLASÖR`).
struct Placeholder: Sendable, ExpressibleByStringLiteral {
    var text: LocalizedText

    init(stringLiteral word: String) { text = .verbatim(word) }
    /// A word made from values: `bash|zsh|fish`.
    init(word: String) { text = .verbatim(word) }
    init(_ key: MessageKey) { text = LocalizedText(key) }

    func text(in language: Language) -> String { text.text(in: language) }
}

/// The options of one command, as an enum whose cases are the command's table.
///
/// Why an option the parser accepts cannot be missing from the table: the table is
/// `allCases.map(\.spec)` (``Command/syntax``), the parser (``ParsedArguments``) knows only the
/// names of those specs, and a command reads what was given only by a case of its own enum.
/// There is no second list to forget, and no string to misspell.
protocol CommandOption: CaseIterable, Hashable, Sendable {
    var spec: OptionSpec { get }
}

/// The options of a command that takes none (`lsp`).
enum NoOption: CommandOption {
    var spec: OptionSpec { switch self {} }
}
