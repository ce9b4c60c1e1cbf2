import AntrainBasics

/// A command's whole table: its options, its arguments and the forms its synopsis writes them
/// in. `antrain help CMD`, the manual page and the shell completions are made from it, and the
/// parser from its options, so none of them can list what another does not.
///
/// A command never builds one: ``Command/syntax`` makes it from the command's `Option` enum and
/// its declared arguments, forms and notes.
struct CommandSyntax: Sendable {
    var command: String
    /// Every option, in the help's order; hidden ones too (the parser accepts them).
    var options: [OptionSpec]
    /// The arguments, in the help's order; the first is the one the completions offer.
    var arguments: [ArgumentSpec]
    /// The synopsis lines: each a way to call the command (`export` to JSON, and to FIT files).
    var forms: [[SynopsisItem]]
    /// What the help says after the options' table (exit status, what the command speaks).
    var notes: MessageKey?
    /// Where the descriptions of the help's table start, after its two-space indent.
    var column: Int

    /// The options a person is told of: all but the hidden.
    var shownOptions: [OptionSpec] { options.filter(\.isShown) }

    /// The words the command line answers with the usage before any command reads its
    /// options; every command takes them, and the completions offer the first.
    static let helpNames = ["--help", "-h"]
}

/// Everything of a command's usage but its options: what ``Command/syntax`` joins to the
/// command's `Option` cases.
struct CommandUsage: Sendable {
    /// The positional arguments, in the help's order.
    var arguments: [ArgumentSpec] = []
    /// The synopsis lines; nil for one line of every argument and shown option, each in
    /// brackets unless the argument is required.
    var forms: [[SynopsisItem]]? = nil
    /// What the help says after its table.
    var notes: MessageKey? = nil
    /// Where the descriptions of the help's table start.
    var column = 12
}

/// A positional argument: `PATH...`, `FILE.csv`, `bash|zsh|fish`.
struct ArgumentSpec: Sendable {
    /// How the synopsis writes it, alternatives and repetition included: `PATH...|-`.
    var placeholder: Placeholder
    var value: ValueKind
    /// Whether it may be given more than once, for the completions.
    var repeats = false
    /// Whether the default synopsis puts it in brackets.
    var isOptional = true
    /// Its lines in the help's table (`PATH` and `-` of `fmt`); none when another argument's
    /// line says it too (`BASE OURS THEIRS`).
    var rows: [HelpRow] = []
}

extension ArgumentSpec {
    /// The logs `check` and `export` read: files and folders, or `-` for stdin.
    static let logPaths = ArgumentSpec(placeholder: "PATH...", value: .logs, repeats: true, rows: [HelpRow("PATH", CommandHelp.logPaths)])
}

/// A line of the help's table: a term and what it means.
struct HelpRow: Sendable {
    var term: Placeholder
    var text: LocalizedText

    init(_ term: Placeholder, _ text: MessageKey) {
        self.term = term
        self.text = LocalizedText(text)
    }
}

/// A piece of a synopsis line.
indirect enum SynopsisItem: Sendable {
    /// An option and its value, as the spec writes it unless `showing` says otherwise
    /// (`--format fit`, `[--from D]`).
    case named(OptionSpec, showing: String?)
    case argument(ArgumentSpec)
    /// `[...]`; a lone repeatable option is followed by `...`.
    case bracketed([SynopsisItem])
    /// `A | B`.
    case alternatives([SynopsisItem])
    /// A wrapped synopsis goes on under the command's first word (the manual page joins it).
    case lineBreak

    static func option<Option: CommandOption>(_ option: Option, showing: String? = nil) -> SynopsisItem {
        .named(option.spec, showing: showing)
    }

    /// `[--lang en|tr]`.
    static func optional<Option: CommandOption>(_ option: Option, showing: String? = nil) -> SynopsisItem {
        .bracketed([.option(option, showing: showing)])
    }

    static func optional(_ argument: ArgumentSpec) -> SynopsisItem { .bracketed([.argument(argument)]) }

    /// The default form: each argument, in brackets unless required, then each shown option
    /// in brackets.
    static func defaultForm(arguments: [ArgumentSpec], options: [OptionSpec]) -> [SynopsisItem] {
        arguments.map { $0.isOptional ? .optional($0) : .argument($0) } + options.map { .bracketed([.named($0, showing: nil)]) }
    }

    /// The options this piece names, for the test that forms name only options of the table.
    var options: [OptionSpec] {
        switch self {
        case .named(let spec, _): [spec]
        case .bracketed(let items), .alternatives(let items): items.flatMap(\.options)
        case .argument, .lineBreak: []
        }
    }

    /// The arguments this piece names, for the test that forms name only arguments of the table.
    var arguments: [ArgumentSpec] {
        switch self {
        case .argument(let argument): [argument]
        case .bracketed(let items), .alternatives(let items): items.flatMap(\.arguments)
        case .named, .lineBreak: []
        }
    }
}
