import AntrainBasics

/// What an option's value or a command's argument is: what the parser checks a value against,
/// what the synopsis calls it, and what the shell completions offer for it.
enum ValueKind: Equatable, Sendable {
    /// One of these words (`--format text|json`); any other is refused with the list.
    case choices([String])
    /// Logs: `*.antrain` files and folders of them.
    case logs
    /// A CSV export.
    case csv
    /// Any file: one to write, a FIT activity.
    case file
    /// A folder.
    case folder
    /// A name from the library of the command named: `exercises` for `report --lifts`.
    case names(of: String)
    /// A day, `YYYY-MM-DD`, refused when the calendar has no such day.
    case date
    /// A time of day, `HH:MM`.
    case time
    /// Anything: a time zone, an address, a query.
    case text

    /// The cases of an ``OptionValue`` enum: the values the command reads are the values the
    /// parser accepts and the completions offer.
    static func choices<Value: OptionValue>(of type: Value.Type) -> ValueKind { .choices(Value.choices) }

    /// The synopsis's word for a value of this kind, when the option names none of its own.
    var placeholder: String {
        switch self {
        case .choices(let choices): choices.joined(separator: "|")
        case .logs: "PATH"
        case .csv: "FILE.csv"
        case .file: "FILE"
        case .folder: "DIR"
        case .names: "NAME"
        case .date: "YYYY-MM-DD"
        case .time: "HH:MM"
        case .text: "TEXT"
        }
    }

    /// Whether the help's term names the value (`-o OUT`): a path or free text, which only
    /// the placeholder says; the description says choices, names and dates.
    var isNamedInHelp: Bool {
        switch self {
        case .logs, .csv, .file, .folder, .text: true
        case .choices, .names, .date, .time: false
        }
    }

    /// Checks `text` as a value of this kind for `option`; throws the message a person reads.
    func check(_ text: String, for option: String) throws {
        switch self {
        case .choices(let choices):
            guard choices.contains(text) else {
                throw ValidationError(CommandMessages.choices, [
                    "option": .text(option), "choices": .message(CommandMessages.chain(choices, CommandMessages.listOr)), "value": .text(text),
                ])
            }
        case .date: _ = try DateOption.date(text)
        case .time: _ = try DateOption.time(text)
        case .logs, .csv, .file, .folder, .names, .text: break
        }
    }
}
