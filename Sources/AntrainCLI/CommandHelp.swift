import AntrainBasics

/// The catalogue keys of `antrain help`: each command's one line and its usage block.
enum CommandHelp {
    // MARK: check
    static let checkSummary = MessageKey("cli.check.summary", "Parse and validate logs; print problems as path:line:col: severity: message [code]")
    static let checkUsage = MessageKey("cli.check.usage", """
        antrain check [PATH...] [--strict] [--quiet] [--format text|json] [--lang en|tr]

          PATH        files or folders (searched for *.antrain); default: the current folder; - for stdin
          --strict    exit 1 on warnings too, not only on errors
          --quiet     leave out the result line on stderr ("1 file checked: no problems")
          --format    text (default) or json
          --lang      the messages' language (default: the profile's language:, else LANG/LC_ALL, else en)

        Exit status: 0 no errors, 1 problems found, 2 bad usage or unreadable input.
        """)

    // MARK: export
    static let exportSummary = MessageKey("cli.export.summary", "Write the logs' domain models as JSON or CSV, or the workouts as FIT files")
    static let exportUsage = MessageKey("cli.export.usage", """
        antrain export [PATH...] [--format json|csv] [--lang en|tr]
        antrain export [PATH...] --format fit -o DIR [--from D] [--to D] [--tz ZONE] [--force] [--lang en|tr]

          PATH        files or folders (searched for *.antrain); default: the current folder; - for stdin
          --format    json (default): see Docs/EXPORT.md for the shape; csv: one row per set and per food entry;
                      fit: one FIT activity file per workout in DIR (Garmin Connect, Strava)
          -o          the folder of the fit files
          --from, --to  only workouts on these dates or between them (YYYY-MM-DD, both included)
          --tz        the time zone of the log's times (e.g. Europe/Istanbul); default: the system's
          --force     replace fit files that already exist (default: leave them as they are)
          --lang      the messages' language (default: the profile's language:, else LANG/LC_ALL, else en)

        Everything that could be read is exported. Exit status 1 when the logs have errors
        (run `antrain check` to see them), 2 for bad usage or unreadable input.
        """)

    // MARK: import
    static let importSummary = MessageKey("cli.import.summary", "Read a Strong, Hevy, FitNotes or Antrain CSV export into a log")
    static let importUsage = MessageKey("cli.import.usage", """
        antrain import FILE.csv [--from strong|hevy|fitnotes|antrain] [--unit kg|lb] [--date-order dmy|mdy]
                       [-o OUT | --into LOG] [--lang en|tr]

          FILE.csv    the app's export; - for stdin
          --from      the app; without it the format is found from the header row
          --unit      the unit of loads the export does not name (Strong's Weight column); default kg
          --date-order  how to read dates like 03/04/2025 when no row of the file tells
                      (dmy: day first, mdy: month first); a row like 23/12/2025 settles it
          -o OUT      write the log to OUT (replaced as a whole) instead of stdout
          --into LOG  append only the workouts LOG does not already hold (same date, start time
                      and exercises), so importing a newer export adds just the new sessions
          --lang      the messages' language (default: the destination's profile language:,
                      else LANG/LC_ALL, else en)

        Loads in the log's own unit are written as plain numbers, others with their unit
        (`225lbx5`). Exercise names the library knows are written by their library name; the
        rest get an `exercise` definition. A summary of every row goes to stderr.
        Exit status 0, 1 when rows that did not read were skipped, 2 for unreadable input or an
        unknown format.
        """)

    // MARK: summary
    static let summarySummary = MessageKey("cli.summary.summary", "Today at a glance: nutrition against goals, top records, recent workouts, bodyweight")
    static let summaryUsage = MessageKey("cli.summary.usage", """
        antrain summary [PATH] [--date YYYY-MM-DD] [--time HH:MM] [--lang en|tr] [--format text|json]

          PATH        a folder or log; the summary is of the athlete whose profile governs it
                      (default: the current folder)
          --date      the day to look from (default: today)
          --time      the time of day for the greeting (default: now)
          --lang      en or tr (default: the profile's language:, else the system's, else en)
          --format    text (default; colour on a terminal unless NO_COLOR is set) or json
        """)

    // MARK: report
    static let reportSummary = MessageKey("cli.report.summary",
        "Progress over a period: records, e1RM, weekly volume, cardio, nutrition, bodyweight (text, json, html)")
    static let reportUsage = MessageKey("cli.report.usage", """
        antrain report [PATH] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format text|json|html] [-o FILE] [--lifts NAME,...] [--lang en|tr]

          PATH        a folder or log; the report is of the athlete whose profile governs it
                      (default: the current folder)
          --from/--to the period (default: everything)
          --format    text (default), json (see Docs/REPORT.md) or html (one page with charts)
          -o FILE     write to FILE (atomically) instead of stdout
          --lifts     the lifts of the e1RM chart, by name, comma-separated (default: the four heaviest
                      compound lifts by e1RM)
          --lang      the report's language (default: the profile's language:, else LANG/LC_ALL, else en)
        """)

    // MARK: exercises
    static let exercisesSummary = MessageKey("cli.exercises.summary", "Search the exercise library (presets and the custom exercises of the logs here)")
    static let exercisesUsage = MessageKey("cli.exercises.usage", """
        antrain exercises [QUERY] [--category C] [--muscle M] [--in PATH] [--lang en|tr]

          QUERY       a name, alias, prefix or initials: "bench", "inc db", "rdl"
          --category  {categories}
          --muscle    {muscles}
          --in PATH   also search the custom exercises defined in these logs (default: none)
          --lang      the headings' and messages' language (default: the profile's language: of
                      the logs --in names, else LANG/LC_ALL, else en)
        """)

    // MARK: foods
    static let foodsSummary = MessageKey("cli.foods.summary", "Search the food library: kcal and macros per 100 g, default serving")
    static let foodsUsage = MessageKey("cli.foods.usage", """
        antrain foods [QUERY] [--category C] [--in PATH] [--lang en|tr]

          QUERY       a name or alias, in English or Turkish: "chicken", "tavuk gogsu"
          --category  {categories}
          --in PATH   also search the custom foods defined in these logs
          --lang      the headings', figures' and messages' language (default: the profile's
                      language: of the logs --in names, else LANG/LC_ALL, else en)
        """)

    // MARK: programs
    static let programsSummary = MessageKey("cli.programs.summary", "List the preset programs, or print one ready to paste into a log")
    static let programsUsage = MessageKey("cli.programs.usage", """
        antrain programs [NAME] [--lang en|tr]

          NAME   a preset's name or the start of it, in any case: "push pull legs", "novice";
                 prints its templates and program definition. Without NAME: the list
          --lang the headings' and messages' language (default: LANG/LC_ALL, else en)
        """)

    // MARK: fmt
    static let fmtSummary = MessageKey("cli.fmt.summary", "Rewrite logs in canonical form; --check lists the files that would change")
    static let fmtUsage = MessageKey("cli.fmt.usage", """
        antrain fmt [--check] [PATH...|-] [--lang en|tr]

          PATH        files or folders (searched for *.antrain); default: the current folder
          -           read a log from stdin and write its canonical form to stdout
          --check     write nothing; list the files that would change
          --lang      the messages' language (default: LANG/LC_ALL, else en)

        Exit status: 0 done (or, with --check, nothing to change), 1 with --check when a file
        would change, 2 bad usage or a file that cannot be read or written.
        """)

    // MARK: lsp
    static let lspSummary = MessageKey("cli.lsp.summary", "Run the language server (LSP 3.17, JSON-RPC over stdio) for any editor")
    static let lspUsage = MessageKey("cli.lsp.usage", """
        antrain lsp

          Speaks LSP 3.17 over stdin/stdout; logs go to stderr. Editors start it for you:
          see editors/ for VS Code, Neovim, Helix, Emacs, Sublime Text and Vim.
        """)

    // MARK: merge
    static let mergeSummary = MessageKey("cli.merge.summary", "Git's merge driver for logs: merges by entries, so two sides adding different days never conflict")
    static let mergeUsage = MessageKey("cli.merge.usage", """
        antrain merge BASE OURS THEIRS [-o OUT] [--lang en|tr]
        antrain merge --install [--lang en|tr]

          BASE OURS THEIRS  the common ancestor and the two sides (git's %O %A %B)
          -o OUT            write the merge to OUT (atomically) instead of stdout
          --install         set this repository up: `*.antrain merge=antrain` in .gitattributes
                            and git config merge.antrain.driver "antrain merge %O %A %B -o %A"
          --lang            the messages' language (default: LANG/LC_ALL, else en)

        Entries are merged by their header (date, time, kind, title; definitions by name). An
        entry both sides changed differently is put between git's conflict markers; a file that
        does not read whole is merged by lines with git merge-file. See Docs/MERGE.md.
        Exit status: 0 merged, 1 conflicts left in the text, 2 bad usage or unreadable files.
        """)

    // MARK: mcp
    static let mcpSummary = MessageKey("cli.mcp.summary", "Serve the logs to AI assistants (Model Context Protocol over stdio)")
    static let mcpUsage = MessageKey("cli.mcp.usage", """
        antrain mcp [--root DIR]

          --root DIR  the folder of the logs (default: the current folder); nothing outside it is read or written

          Speaks the Model Context Protocol (JSON-RPC, one message per line) over stdin/stdout; logs go to
          stderr. An assistant's client starts it: command `antrain`, args `["mcp", "--root", "/path/to/logs"]`.
          Tools: check, summary, report, records, history, search_exercises, search_foods, programs, and
          log, which appends entries to the athlete's log for their year only when they check clean.
          Resources: each log (read-only) and antrain://spec, the language reference.
        """)

    // MARK: completions
    static let completionsSummary = MessageKey("cli.completions.summary", "Print a completion script for bash, zsh or fish")
    static let completionsUsage = MessageKey("cli.completions.usage", """
        antrain completions bash|zsh|fish

          Completes commands, options, their values, logs (*.antrain) and exports (*.csv), and
          the names of exercises, foods and programs (asked of antrain as you type).
          bash: source <(antrain completions bash), or save it as
                ~/.local/share/bash-completion/completions/antrain
          zsh:  save it as _antrain in a folder of $fpath
          fish: save it as ~/.config/fish/completions/antrain.fish
        """)

    static let all: [MessageKey] = [
        checkSummary, checkUsage, exportSummary, exportUsage, importSummary, importUsage, summarySummary, summaryUsage,
        reportSummary, reportUsage, exercisesSummary, exercisesUsage, foodsSummary, foodsUsage, programsSummary, programsUsage,
        fmtSummary, fmtUsage, lspSummary, lspUsage, mcpSummary, mcpUsage,
        mergeSummary, mergeUsage,
        completionsSummary, completionsUsage,
    ]
}
