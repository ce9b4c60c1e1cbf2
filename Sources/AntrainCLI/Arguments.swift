import AntrainBasics

/// Command-line arguments, consumed as a command reads its options.
///
/// Small on purpose: flags (`--strict`), options with a value (`--format json`,
/// `--format=json`), and positionals; `--` ends options; `-` alone is a positional (stdin).
public struct Arguments {
    private var remaining: [String]

    public init(_ arguments: [String]) { remaining = arguments }

    /// Removes `--name` and reports whether it was there.
    public mutating func flag(_ name: String) -> Bool {
        guard let index = optionIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Removes `--name VALUE` or `--name=VALUE` and returns the value.
    public mutating func option(_ name: String) throws -> String? {
        if let index = optionIndex(of: name) {
            guard index + 1 < remaining.count else { throw ValidationError(CommandMessages.needsValue, ["option": .text(name)]) }
            let value = remaining[index + 1]
            remaining.removeSubrange(index...index + 1)
            return value
        }
        let prefix = name + "="
        if let index = remaining.prefix(while: { $0 != "--" }).firstIndex(where: { $0.hasPrefix(prefix) }) {
            let value = String(remaining[index].dropFirst(prefix.count))
            remaining.remove(at: index)
            return value
        }
        return nil
    }

    /// An option whose value must be one of `choices`.
    public mutating func option(_ name: String, choices: [String]) throws -> String? {
        guard let value = try option(name) else { return nil }
        guard choices.contains(value) else {
            throw ValidationError(CommandMessages.choices, [
                "option": .text(name), "choices": .message(CommandMessages.chain(choices, CommandMessages.listOr)), "value": .text(value),
            ])
        }
        return value
    }

    /// The positionals that are left; fails on an option nobody read.
    public mutating func positionals() throws -> [String] {
        var result: [String] = []
        var afterDashes = false
        for argument in remaining {
            if !afterDashes, argument == "--" { afterDashes = true; continue }
            if !afterDashes, argument.hasPrefix("-"), argument != "-" {
                throw ValidationError(CommandMessages.unknownOption, ["option": .text(argument)])
            }
            result.append(argument)
        }
        remaining.removeAll()
        return result
    }

    /// Removes `--lang en|tr` and returns the language.
    public mutating func language() throws -> Language? {
        try option("--lang", as: Language.self)
    }

    /// The `--lang` of `arguments` if it names a language, read before the command parses
    /// them, so its help and usage errors are in that language too.
    static func language(in arguments: [String]) -> Language? {
        var copy = Arguments(arguments)
        return try? copy.language()
    }

    /// `arguments` without `--lang` and its value.
    static func removingLanguage(_ arguments: [String]) -> [String] {
        var copy = Arguments(arguments)
        _ = try? copy.option("--lang")
        return copy.remaining
    }

    private func optionIndex(of name: String) -> Int? {
        remaining.prefix(while: { $0 != "--" }).firstIndex(of: name)
    }
}
