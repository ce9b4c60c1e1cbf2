import AntrainBasics
import AntrainModel

/// A command line read against a command's table (its `Option` enum): the options given, each
/// checked, and the positionals.
///
/// Options are `--name VALUE`, `--name=VALUE` or a flag `--name`, anywhere among the
/// positionals; `--` ends them, and `-` alone is a positional (stdin). Every mistake is a
/// ``ValidationError`` (exit 2, printed with the usage): a name the table lacks, a value
/// missing, a flag given a value, a value outside the choices or not a date, and an option
/// given twice that is not repeatable.
struct ParsedArguments<Option: CommandOption> {
    /// What was given after the command, options and `--` taken out, in order.
    private(set) var positionals: [String] = []
    /// Each option given, with its values in order (none for a flag).
    private var given: [Option: [String]] = [:]

    init(_ words: [String]) throws {
        let table = Self.table
        var index = 0
        var afterDashes = false
        while index < words.count {
            let word = words[index]
            index += 1
            if afterDashes || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
                continue
            }
            if word == "--" {
                afterDashes = true
                continue
            }
            let equals = word.firstIndex(of: "=")
            let name = equals.map { String(word[..<$0]) } ?? word
            guard let option = table[name] else { throw ValidationError(CommandMessages.unknownOption, ["option": .text(word)]) }
            let spec = option.spec
            guard given[option] == nil || spec.isRepeatable else {
                throw ValidationError(CommandMessages.givenTwice, ["option": .text(spec.name)])
            }
            guard let kind = spec.value else {
                if let equals {
                    throw ValidationError(CommandMessages.takesNoValue, ["option": .text(name), "value": .text(String(word[word.index(after: equals)...]))])
                }
                given[option] = []
                continue
            }
            let value: String
            if let equals {
                value = String(word[word.index(after: equals)...])
            } else {
                guard index < words.count else { throw ValidationError(CommandMessages.needsValue, ["option": .text(name)]) }
                value = words[index]
                index += 1
            }
            try kind.check(value, for: name)
            given[option, default: []].append(value)
        }
    }

    /// Every name of every option, to its option. No two options of a table share a name (a
    /// test holds every table to it), so no spelling is taken from another option.
    private static var table: [String: Option] {
        var table: [String: Option] = [:]
        for option in Option.allCases { for name in option.spec.names { table[name] = option } }
        return table
    }

    /// Whether `option` was given (a flag, or an option with any value).
    func has(_ option: Option) -> Bool { given[option] != nil }

    /// The value of `option`, if given.
    func value(_ option: Option) -> String? { given[option]?.first }

    /// Every value of a repeatable `option`, in the order given.
    func values(_ option: Option) -> [String] { given[option] ?? [] }

    /// The case the value of `option` spells; the parser has checked it is one of the
    /// table's choices, which are `Value`'s (``ValueKind/choices(of:)``).
    func value<Value: OptionValue>(_ option: Option, as type: Value.Type) -> Value? {
        guard let text = value(option) else { return nil }
        guard let value = Value(rawValue: text) else { preconditionFailure("\(option)'s choices are not those of \(Value.self)") }
        return value
    }

    /// The day `option` names; the parser has checked it is one.
    func date(_ option: Option) throws -> LocalDate? { try value(option).map(DateOption.date) }

    /// The time of day `option` names; the parser has checked it is one.
    func time(_ option: Option) throws -> LocalTime? { try value(option).map(DateOption.time) }
}
