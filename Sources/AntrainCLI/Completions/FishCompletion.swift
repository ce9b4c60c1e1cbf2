/// `antrain completions fish`: `complete` lines for fish 3.
///
/// Files are offered only where a command takes them (`-f` turns fish's default file
/// completion off): logs filtered to `*.antrain`, exports to `*.csv`.
enum FishCompletion {
    static func script(for catalogue: CompletionCatalogue) -> String {
        let commandNames = catalogue.commands.map(\.name).joined(separator: " ")
        var lines = [
            "# fish completion for antrain, made by `antrain completions fish`.",
            "# Save it as ~/.config/fish/completions/antrain.fish",
            "",
            "function __antrain_names --description 'The names of a library, asked of antrain itself'",
            "    set -l program (commandline -opc)[1]",
            "    $program completions --names $argv[1] 2>/dev/null",
            "end",
            "",
            "function __antrain_files --description 'Folders and files with the extension $argv[1]'",
            "    for candidate in (__fish_complete_path (commandline -ct))",
            "        set -l path (string split -f1 \\t -- $candidate)",
            "        if string match -q -- '*/' $path; or string match -q -- \"*.$argv[1]\" $path",
            "            echo $candidate",
            "        end",
            "    end",
            "end",
            "",
            "complete -c antrain -f",
        ]
        let first = "__fish_use_subcommand"
        for entry in catalogue.commands {
            lines.append("complete -c antrain -n \(first) -a \(entry.name) -d \(entry.summary.shellQuoted)")
        }
        lines.append("complete -c antrain -n \(first) -a \(AntrainCommandLine.helpCommand)")
        for option in AntrainCommandLine.topLevelOptions where option.hasPrefix("--") {
            lines.append("complete -c antrain -n \(first) -l \(option.dropFirst(2))")
        }
        let inHelp = "__fish_seen_subcommand_from \(AntrainCommandLine.helpCommand)".shellQuoted
        lines.append("complete -c antrain -n \(inHelp) -a \(commandNames.shellQuoted)")
        lines.append("complete -c antrain -n \(inHelp) -l \(AntrainCommandLine.manOption.dropFirst(2))")
        for entry in catalogue.commands {
            let condition = "-n " + "__fish_seen_subcommand_from \(entry.name)".shellQuoted
            for (names, value) in entry.syntax.shownOptions.map({ ($0.names, $0.value) }) + [([CommandSyntax.helpNames[0]], nil)] {
                var line = "complete -c antrain \(condition) \(flags(names))"
                if let value { line += " -x -a " + arguments(value, command: entry.name).shellQuoted }
                lines.append(line)
            }
            if let argument = entry.syntax.arguments.first, case let words = arguments(argument.value, command: entry.name), !words.isEmpty {
                lines.append("complete -c antrain \(condition) -a \(words.shellQuoted)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `-l format`, `-s o`: an option's names as `complete` takes them.
    static func flags(_ names: [String]) -> String {
        names.map { $0.hasPrefix("--") ? "-l \($0.dropFirst(2))" : "-s \($0.dropFirst())" }.joined(separator: " ")
    }

    /// What `-a` offers for a value: words, or a function's output in parentheses.
    static func arguments(_ value: ValueKind, command: String) -> String {
        switch value {
        case .choices(let choices): choices.joined(separator: " ")
        case .logs: "(__antrain_files antrain)"
        case .csv: "(__antrain_files csv)"
        case .file: "(__fish_complete_path (commandline -ct))"
        case .folder: "(__fish_complete_directories (commandline -ct))"
        case .names(let library): "(__antrain_names \(library))"
        case .date, .time, .text: ""
        }
    }
}
