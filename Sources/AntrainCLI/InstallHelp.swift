import AntrainBasics

/// The catalogue keys of what an installed `antrain` says about itself: its version line,
/// the completions command's errors, and the manual page's sections that `antrain help` has
/// no other text for (the rest of the page is the help itself).
enum InstallHelp {
    // MARK: --version
    static let version = MessageKey("cli.version", "antrain {version} (commit {commit})")
    static let versionFromSource = MessageKey("cli.version.source", "antrain {version} (built from source; the commit was not recorded)")

    // MARK: completions
    static let noShell = MessageKey("cli.completions.no-shell", "name the shell: {shells}")

    // MARK: The manual page
    static let manDescription = MessageKey("cli.man.description", """
        antrain reads and writes training logs in plain text: workouts, sets, cardio, meals, \
        bodyweight and programs, one entry after another in files ending in .antrain. \
        It checks and formats them, sums them up, imports other apps' exports and exports \
        them, and serves editors as a language server.

        The workspace of a command (the files whose definitions, profiles and history count) is \
        the top folder of the git repository that holds the given path, else the given folder \
        or the given file's folder; never a home folder or / scanned for logs. Results go to \
        standard output, errors to standard error, and no command changes a file it cannot \
        read whole.
        """)
    static let manHelp = MessageKey("cli.man.help", "Print the list of commands, or COMMAND's usage; with --man, this manual page.")
    static let manVersion = MessageKey("cli.man.version", "Print the version and the commit it was built from.")
    static let manExitSuccess = MessageKey("cli.man.exit.success", "Fine: no errors found, the command did what it was asked.")
    static let manExitProblems = MessageKey("cli.man.exit.problems",
        "Problems found: errors in the logs (with --strict, warnings too), a file fmt --check would change, rows import skipped.")
    static let manExitUsage = MessageKey("cli.man.exit.usage", "Bad usage, or input that cannot be read.")
    static let manNoColour = MessageKey("cli.man.env.no-color", "When set and not empty, no colour, even on a terminal.")
    static let manLanguage = MessageKey("cli.man.env.lang",
        "The language of messages (en or tr) when neither --lang nor the athlete's profile names one.")
    static let manLogs = MessageKey("cli.man.files.logs", "Training logs; folders are searched for them recursively.")
    static let manGit = MessageKey("cli.man.files.git", "Marks the top folder of a workspace: the git repository that holds the logs.")
    static let manSeeAlso = MessageKey("cli.man.see-also",
        "The README and the Docs folder of the Antrain distribution; editors/ holds the setups for VS Code, Neovim, Helix, Emacs, Sublime Text and Vim.")

    static let all: [MessageKey] = [
        version, versionFromSource, noShell, manDescription, manHelp, manVersion, manExitSuccess, manExitProblems, manExitUsage,
        manNoColour, manLanguage, manLogs, manGit, manSeeAlso,
    ]
}
