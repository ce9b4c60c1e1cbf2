/// `antrain completions zsh`: a `#compdef` function for zsh's completion system.
///
/// The first word is completed from the commands with their summaries; each command's words
/// by `_arguments` with its options (`--format=` takes `--format json` and `--format=json`)
/// and its argument.
enum ZshCompletion {
    static func script(for catalogue: CompletionCatalogue) -> String {
        var lines = [
            "#compdef antrain",
            "# zsh completion for antrain, made by `antrain completions zsh`.",
            "# Save it as _antrain in a folder of $fpath (before compinit runs), or load it with",
            "# source <(antrain completions zsh) after compinit.",
            "",
            "_antrain_names() {",
            "    # The last argument: the command whose library names to offer, asked of antrain itself;",
            "    # the others are _arguments' options for compadd.",
            "    local -a names",
            "    names=( ${(f)\"$(${_antrain_program:-antrain} completions --names ${@[-1]} 2>/dev/null)\"} )",
            "    compadd \"${@[1,-2]}\" -M 'm:{a-zA-Z}={A-Za-z}' -a names",
            "}",
            "",
            "_antrain() {",
            "    local _antrain_program=${words[1]}",
            "    local -a commands",
            "    commands=(",
        ]
        for entry in catalogue.commands {
            lines.append("        " + "\(entry.name):\(entry.summary)".shellQuoted)
        }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe -t commands 'antrain command' commands",
            "        compadd -- \(catalogue.firstWords.dropFirst(catalogue.commands.count).map(\.shellQuoted).joined(separator: " "))",
            "        return",
            "    fi",
            "    shift words",
            "    (( CURRENT-- ))",
            "    case ${words[1]} in",
            "    \(AntrainCommandLine.helpCommand))",
            "        _arguments '--\(AntrainCommandLine.manOption.dropFirst(2))' '1:command:(\(catalogue.commands.map(\.name).joined(separator: " ")))'",
            "        ;;",
        ]
        for entry in catalogue.commands {
            lines.append("    \(entry.name))")
            lines.append("        _arguments -s \\")
            let specs = entry.syntax.shownOptions.flatMap { optionSpecs($0, command: entry.name) } + ["'(- *)\(CommandSyntax.helpNames[0])'"]
                + argumentSpecs(entry.syntax, command: entry.name)
            lines += specs.enumerated().map { "            " + $1 + ($0 == specs.count - 1 ? "" : " \\") }
            lines.append("        ;;")
        }
        lines += [
            "    esac",
            "}",
            "",
            "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then",
            "    _antrain \"$@\"",
            "else",
            "    compdef _antrain antrain",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'--format=:format:(text json)'` for each name of the option; a flag is its name.
    static func optionSpecs(_ option: OptionSpec, command: String) -> [String] {
        option.names.map { name in
            guard let value = option.value else { return name.shellQuoted }
            let label = option.name.drop { $0 == "-" }
            let joiner = name.hasPrefix("--") ? "=" : ""
            return "\(name)\(joiner):\(label):\(action(value, command: command))".shellQuoted
        }
    }

    /// `'*:path:_files -g "*.antrain(-.)"'` for an argument that repeats, `'1:…'` else.
    static func argumentSpecs(_ syntax: CommandSyntax, command: String) -> [String] {
        syntax.arguments.prefix(1).map { argument in
            let label = argument.placeholder.text(in: .en).lowercased().replacing("...", with: "").replacing("|", with: " or ")
            return "\(argument.repeats ? "*" : "1"):\(label):\(action(argument.value, command: command))".shellQuoted
        }
    }

    static func action(_ value: ValueKind, command: String) -> String {
        switch value {
        case .choices(let choices): "(\(choices.joined(separator: " ")))"
        case .logs: #"_files -g "*.antrain(-.)""#
        case .csv: #"_files -g "*.csv(-.)""#
        case .file: "_files"
        case .folder: "_files -/"
        case .names(let library): "_antrain_names \(library)"
        case .date, .time, .text: " "
        }
    }
}
