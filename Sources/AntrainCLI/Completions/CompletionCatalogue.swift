import AntrainBasics

/// The shells `antrain completions` writes a script for.
enum Shell: String, OptionValue {
    case bash, zsh, fish

    /// The script, made from ``CompletionCatalogue/current``.
    func script(for catalogue: CompletionCatalogue = .current) -> String {
        switch self {
        case .bash: BashCompletion.script(for: catalogue)
        case .zsh: ZshCompletion.script(for: catalogue)
        case .fish: FishCompletion.script(for: catalogue)
        }
    }
}

/// What the completion scripts complete: the commands of `antrain help` with their one-line
/// summaries and their tables, the words the command line takes before any command, and the
/// commands whose argument is a name from a library.
struct CompletionCatalogue {
    struct Entry {
        var name: String
        /// The command's line in `antrain help`, in English.
        var summary: String
        var syntax: CommandSyntax
    }

    var commands: [Entry]

    /// The commands of ``AntrainCommandLine/commands``, with their tables.
    static var current: CompletionCatalogue {
        CompletionCatalogue(commands: AntrainCommandLine.commands.map { command in
            Entry(name: command.name, summary: command.summary.english, syntax: command.syntax)
        })
    }

    /// Every word that may come first: the commands, then `help` and the options of
    /// ``AntrainCommandLine/run(_:in:)`` itself.
    var firstWords: [String] { commands.map(\.name) + [AntrainCommandLine.helpCommand] + AntrainCommandLine.topLevelOptions }

    /// The names of the commands whose argument is a name (`antrain completions --names NAME`).
    var namedCommands: [String] {
        commands.filter { entry in entry.syntax.arguments.contains { $0.value == .names(of: entry.name) } }.map(\.name)
    }
}

extension String {
    /// `self` in single quotes for a POSIX shell (and fish): `it's` → `'it'\''s'`.
    var shellQuoted: String { "'" + replacing("'", with: #"'\''"#) + "'" }
}
