import AntrainBasics

/// A command's options and arguments as its help writes them, read from the first line of
/// its English usage (`antrain check [PATH...] [--strict] [--format text|json]`) and the
/// indented lines that continue it (a long synopsis is wrapped).
///
/// The shell completions and the manual page are made from this, so they can never list an
/// option the help does not, and a new command's options reach them once its usage is written.
/// The synopsis is read by these rules, which every usage line follows:
/// - `[...]` is one optional group; inside it, ` | ` separates alternatives (`[-o OUT | --into LOG]`);
/// - a word starting with `-` is an option; the next word of the same group, if it does not
///   start with `-`, is its value;
/// - a value of lower-case words joined by `|` lists its choices (`text|json`); a value in
///   capitals names what it is (`FILE`, `LOG`, `PATH`, `DIR`, `YYYY-MM-DD`);
/// - any other word is an argument (`PATH...`, `FILE.csv`, `QUERY`, `bash|zsh|fish`).
struct CommandSynopsis: Equatable {
    /// What a value or argument is, for completing it.
    enum Value: Equatable {
        /// One of these words.
        case choices([String])
        /// Logs: `*.antrain` files and folders (`PATH`, `LOG`).
        case logs
        /// A CSV export (`FILE.csv`).
        case csv
        /// Any file to write (`FILE`, `OUT`).
        case file
        /// A folder (`DIR`).
        case folder
        /// A name from the library of the command named (`QUERY`, `NAME` of a command that has
        /// names; `report --lifts NAME,...` takes the exercises').
        case names(of: String)
        /// Free text: a date, a time, a query of a command without names.
        case text
    }

    struct Option: Equatable {
        /// `--format`, `-o`.
        var name: String
        /// What follows the option; nil for a flag.
        var value: Value?
        /// How the help writes the value: `text|json`, `FILE`.
        var placeholder: String?
    }

    struct Argument: Equatable {
        var value: Value
        /// Whether it may be given more than once (`PATH...`).
        var repeats: Bool
        var placeholder: String
    }

    var command: String
    var options: [Option]
    var arguments: [Argument]

    /// The synopsis lines of `usage` (each `antrain COMMAND ...` line before the first blank
    /// line, with its indented continuations), read by the rules above and merged: a command
    /// written in two forms (`export` to JSON or CSV, and to FIT with `-o DIR`) offers the
    /// options of both, and an option's values from every form. `choices` gives the values of
    /// options whose help names them by a placeholder (`--category C`), `hasNames` whether
    /// the command's argument is a name from its library.
    init(usage: String, choices: [String: [String]] = [:], libraries: [String: String] = [:], names: String? = nil) {
        let forms = Self.forms(of: usage)
        command = ""
        options = []
        arguments = []
        for (index, form) in forms.enumerated() {
            let read = Self(form: form, choices: choices, libraries: libraries, names: names)
            if index == 0 {
                self = read
                continue
            }
            for option in read.options {
                guard let known = options.firstIndex(where: { $0.name == option.name }) else {
                    options.append(option)
                    continue
                }
                // `--format fit` in a second form: a literal value, one more choice.
                let literal = option.placeholder.map { word in
                    !word.isEmpty && word.first != "-" && word.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
                } == true
                let theirs: [String]? = switch option.value {
                case .choices(let values): values
                case .text where literal: [option.placeholder!]
                default: nil
                }
                if case .choices(let mine) = options[known].value, let theirs {
                    options[known].value = .choices(mine + theirs.filter { !mine.contains($0) })
                }
            }
        }
    }

    /// The synopsis forms of `usage`: each `antrain COMMAND ...` line before the first blank
    /// line, joined with the indented lines that continue it (`import`'s `[-o OUT | --into LOG]`).
    /// The manual page's SYNOPSIS is these, so it lists every form and option the help does.
    static func forms(of usage: String) -> [String] {
        var forms: [String] = []
        for line in usage.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(line).trimmingWhiteSpace
            if text.isEmpty { break }
            // A wrapped synopsis goes on on indented lines.
            if line.first == " ", !forms.isEmpty { forms[forms.count - 1] += " " + text } else { forms.append(text) }
        }
        return forms
    }

    /// One synopsis line, read by the rules above.
    private init(form line: String, choices: [String: [String]], libraries: [String: String], names: String?) {
        var words = Self.groups(of: line)
        // `antrain` and the command are the first two words, each its own group.
        if words.first == ["antrain"] { words.removeFirst() }
        command = words.first?.first ?? ""
        if !words.isEmpty { words.removeFirst() }
        options = []
        arguments = []
        for group in words {
            var index = group.startIndex
            while index < group.endIndex {
                let word = group[index]
                index += 1
                if word == "|" { continue }
                if Self.isOption(word) {
                    var option = Option(name: word)
                    if index < group.endIndex, !group[index].hasPrefix("-"), group[index] != "|" {
                        let placeholder = group[index]
                        option.placeholder = placeholder
                        option.value = choices[word].map(Value.choices) ?? libraries[word].map(Value.names)
                            ?? Self.value(of: placeholder, names: nil)
                        index += 1
                    }
                    options.append(option)
                } else {
                    let value = Self.value(of: word, names: names)
                    arguments.append(Argument(value: value, repeats: word.contains("..."), placeholder: word))
                }
            }
        }
    }

    /// The synopsis of a command type.
    init(_ command: any Command.Type) {
        self.init(usage: command.usage.english, choices: command.optionChoices, libraries: command.optionLibraries,
                  names: command.completionNames().isEmpty ? nil : command.name)
    }

    /// Every option word, with `--help`, which every command takes.
    var optionNames: [String] { options.map(\.name) + ["--help"] }

    /// The words of `line` in groups: each `[...]` is one group; outside brackets each word is
    /// its own, except an option and the value after it (`--format fit`).
    static func groups(of line: String) -> [[String]] {
        var result: [[String]] = []
        var current: [String]? = nil
        var word = ""
        /// Whether the last group is an option outside brackets, waiting for its value.
        var bareOption = false
        func endWord() {
            guard !word.isEmpty else { return }
            if current != nil {
                current!.append(word)
            } else if bareOption, !isOption(word) {
                result[result.count - 1].append(word)
                bareOption = false
            } else {
                result.append([word])
                bareOption = isOption(word)
            }
            word = ""
        }
        for character in line {
            switch character {
            case "[":
                endWord()
                current = []
                bareOption = false
            case "]":
                endWord()
                if let group = current, !group.isEmpty { result.append(group) }
                current = nil
            case " ":
                endWord()
            default:
                word.append(character)
            }
        }
        endWord()
        return result
    }

    static func isOption(_ word: String) -> Bool { word.hasPrefix("-") && word != "-" }

    /// What a placeholder or argument word stands for.
    /// - Parameter names: the command whose names `QUERY` and `NAME` stand for, if they do.
    static func value(of word: String, names: String?) -> Value {
        let bare = word.replacing("...", with: "")
        let alternatives = bare.split(separator: "|").map(String.init)
        if alternatives.count > 1, alternatives.allSatisfy({ $0.allSatisfy { $0.isLowercase || $0.isNumber } }) {
            return .choices(alternatives)
        }
        let first = alternatives.first ?? ""
        if first.hasSuffix(".csv") { return .csv }
        switch first {
        case "PATH", "LOG": return .logs
        case "FILE", "OUT": return .file
        case "DIR": return .folder
        case "QUERY", "NAME": return names.map(Value.names) ?? .text
        default: return .text
        }
    }
}
