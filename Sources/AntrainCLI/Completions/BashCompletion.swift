/// `antrain completions bash`: a `complete -F` function for bash 4 or later.
///
/// Which command is being completed is the first word after `antrain` that is not an option;
/// the word before the cursor says whether an option's value is wanted. Library names hold
/// spaces (`Barbell Bench Press`): they are offered with the spaces escaped, and a word typed
/// with escaped spaces is matched as the name it spells, in any case.
enum BashCompletion {
    static func script(for catalogue: CompletionCatalogue) -> String {
        var lines = [
            "# bash completion for antrain, made by `antrain completions bash`.",
            "# Load it from ~/.bashrc: source <(antrain completions bash)",
            "# or save it as ~/.local/share/bash-completion/completions/antrain",
            "",
            "_antrain_files() {",
            "    # $1: the extension to offer besides folders (antrain, csv), or nothing for any file.",
            "    local IFS=$'\\n'",
            "    compopt -o filenames 2>/dev/null",
            "    if [[ -n \"$1\" ]]; then",
            "        COMPREPLY=( $(compgen -d -- \"$cur\") $(compgen -f -X \"!*.$1\" -- \"$cur\") )",
            "    else",
            "        COMPREPLY=( $(compgen -f -- \"$cur\") )",
            "    fi",
            "}",
            "",
            "_antrain_folders() {",
            "    local IFS=$'\\n'",
            "    compopt -o filenames 2>/dev/null",
            "    COMPREPLY=( $(compgen -d -- \"$cur\") )",
            "}",
            "",
            "_antrain_names() {",
            "    # $1: the command whose library names to offer, asked of antrain itself. A list",
            "    # (`--lifts Squat,Bench`) completes its last name and keeps the ones before it.",
            "    local IFS=$'\\n' name typed before=\"\"",
            "    typed=\"${cur//\\\\ / }\"",
            "    if [[ \"$typed\" == *,* ]]; then before=\"${typed%,*},\"; typed=\"${typed##*,}\"; fi",
            "    typed=\"${typed,,}\"",
            "    COMPREPLY=()",
            "    for name in $(\"${COMP_WORDS[0]}\" completions --names \"$1\" 2>/dev/null); do",
            "        [[ \"${name,,}\" == \"$typed\"* ]] && COMPREPLY+=( \"${before// /\\\\ }${name// /\\\\ }\" )",
            "    done",
            "}",
            "",
            "_antrain() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\" command=\"\" i",
            "    (( COMP_CWORD > 0 )) && prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    for (( i = 1; i < COMP_CWORD; i++ )); do",
            "        case \"${COMP_WORDS[i]}\" in -*) ;; *) command=\"${COMP_WORDS[i]}\"; break ;; esac",
            "    done",
            "    COMPREPLY=()",
            "    case \"$command\" in",
            "    \"\")",
            "        COMPREPLY=( $(compgen -W \(words(catalogue.firstWords)) -- \"$cur\") )",
            "        ;;",
            "    \(AntrainCommandLine.helpCommand))",
            "        COMPREPLY=( $(compgen -W \(words(catalogue.commands.map(\.name) + [AntrainCommandLine.manOption])) -- \"$cur\") )",
            "        ;;",
        ]
        for entry in catalogue.commands {
            lines.append("    \(entry.name))")
            lines += commandBody(entry.syntax).map { "        " + $0 }
            lines.append("        ;;")
        }
        lines += [
            "    esac",
            "}",
            "",
            "complete -F _antrain antrain",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines that complete one command's words: an option's value after the option,
    /// options after `-`, else its argument.
    static func commandBody(_ syntax: CommandSyntax) -> [String] {
        var lines: [String] = []
        let valued = syntax.shownOptions.compactMap { option in option.value.map { (option.names, $0) } }
        if !valued.isEmpty {
            lines.append("case \"$prev\" in")
            for (names, value) in valued {
                lines.append("\(names.joined(separator: "|"))) \(completion(of: value)); return 0 ;;")
            }
            lines.append("esac")
        }
        lines.append("if [[ \"$cur\" == -* ]]; then")
        lines.append("    COMPREPLY=( $(compgen -W \(words(syntax.shownOptions.flatMap(\.names) + [CommandSyntax.helpNames[0]])) -- \"$cur\") )")
        lines.append("    return 0")
        lines.append("fi")
        if let argument = syntax.arguments.first {
            lines.append(completion(of: argument.value))
        }
        return lines
    }

    static func completion(of value: ValueKind) -> String {
        switch value {
        case .choices(let choices): "COMPREPLY=( $(compgen -W \(words(choices)) -- \"$cur\") )"
        case .logs: "_antrain_files antrain"
        case .csv: "_antrain_files csv"
        case .file: "_antrain_files"
        case .folder: "_antrain_folders"
        case .names(let library): "_antrain_names \(library)"
        case .date, .time, .text: ":"
        }
    }

    /// A word list for `compgen -W`, quoted.
    static func words(_ words: [String]) -> String { words.joined(separator: " ").shellQuoted }
}
