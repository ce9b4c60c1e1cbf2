import AntrainBasics

/// The catalogue keys of everything the command line prints itself: the analysis's
/// messages have their own keys; these are the words around them, the errors and notes of
/// the commands, and the help. Option names, command names, codes and paths stay English in
/// every language; they are arguments or written into the templates as they are.
public enum CommandMessages {
    // MARK: check's summary line
    static let checked = MessageKey("cli.checked", "{files} checked: {errors}, {warnings}")
    static let checkedClean = MessageKey("cli.checked.clean", "{files} checked: no problems")
    static let fileOne = MessageKey("cli.files.one", "{count} file")
    static let fileOther = MessageKey("cli.files.other", "{count} files")
    static let errorOne = MessageKey("cli.errors.one", "{count} error")
    static let errorOther = MessageKey("cli.errors.other", "{count} errors")
    static let warningOne = MessageKey("cli.warnings.one", "{count} warning")
    static let warningOther = MessageKey("cli.warnings.other", "{count} warnings")

    // MARK: The command line as a whole
    static let help = MessageKey("cli.help", """
        antrain {version}: a plain-text training log and its tools

        Usage: antrain COMMAND [OPTIONS]

        Commands:
        {commands}

        `antrain help COMMAND` shows a command's options.
        """)
    static let noCommand = MessageKey("cli.no-command", "antrain: no command `{name}`\n\n{help}")
    static let usageError = MessageKey("cli.usage-error", "antrain {command}: {message}\n\nUsage:\n{usage}")
    /// Every error of a command starts with the command's name: `antrain fmt: a.antrain: …`.
    static let commandError = MessageKey("cli.command-error", "antrain {command}: {message}")
    /// What is wrong with a file: `a.antrain: …`.
    static let pathMessage = MessageKey("cli.path-message", "{path}: {message}")

    // MARK: Arguments
    static let needsValue = MessageKey("cli.option.needs-value", "{option} needs a value")
    static let choices = MessageKey("cli.option.choices", "{option} takes {choices}, not `{value}`")
    static let unknownOption = MessageKey("cli.option.unknown", "unknown option `{option}`")
    static let unexpectedArgument = MessageKey("cli.argument.unexpected", "unexpected argument `{argument}`")
    static let notADate = MessageKey("cli.option.not-a-date", "`{text}` is not a date; write YYYY-MM-DD")
    static let notATime = MessageKey("cli.option.not-a-time", "`{text}` is not a time; write HH:MM")
    /// "a or b", "a, b or c": `items` is the first ones (another list, or names joined by commas).
    static let listOr = MessageKey("cli.list.or", "{items} or {last}")
    static let listAnd = MessageKey("cli.list.and", "{items} and {last}")

    // MARK: Files
    static let noSuchPath = MessageKey("cli.path.missing", "{path}: no such file or folder")
    static let unreadableLog = MessageKey("cli.path.unreadable-log", "{path}: cannot be read, or is 4 GiB or more")
    static let unreadable = MessageKey("cli.path.unreadable", "{path}: cannot be read")
    static let folderNotCreated = MessageKey("cli.write.folder", "the folder {folder} cannot be created")
    static let fileNotCreated = MessageKey("cli.write.create", "cannot create a file in {folder}: {reason}")
    static let fileNotWritten = MessageKey("cli.write.write", "cannot write {path}: {reason}")
    static let fileNotReplaced = MessageKey("cli.write.replace", "cannot replace {path}: {reason}")
    static let otherAthletes = MessageKey("cli.other-athletes",
        "No profile governs this folder; the workspace's athletes are in {folders}: run `antrain {command} {first}`")

    // MARK: fmt
    static let fmtTooLarge = MessageKey("cli.fmt.too-large", "{path}: too large (4 GiB or more)")
    static let fmtNotUTF8 = MessageKey("cli.fmt.not-utf8", "{path}: not valid UTF-8 text; nothing was changed")
    static let fmtNotWritten = MessageKey("cli.fmt.not-written", "{path}: cannot be written ({reason}); it was left as it was")

    // MARK: export
    static let exportErrors = MessageKey("cli.export.errors",
        "the logs have {errors}; lines with errors were left out. Run `antrain check` to see them")
    static let fitNeedsOutput = MessageKey("cli.export.fit.needs-output", "--format fit writes one file per workout: give the folder with -o DIR")
    static let fitOnlyOption = MessageKey("cli.export.fit.only-option", "{option} is an option of --format fit")
    static let fitUnknownZone = MessageKey("cli.export.fit.unknown-zone", "`{zone}` is not a time zone; write a name such as Europe/Istanbul or UTC")
    static let fitWrote = MessageKey("cli.export.fit.wrote", "Wrote {files} to {folder}: {lifting} lifting, {cardio} cardio, {metcon} metcon")
    static let fitKept = MessageKey("cli.export.fit.kept", "Left {files} already in the folder as they were; --force replaces them")
    static let fitPlannedOnly = MessageKey("cli.export.fit.planned-only", "Left out {workouts} with only planned sets")
    static let fitNoonStart = MessageKey("cli.export.fit.noon", "Set 12:00 as the start of {workouts} without a time of day")
    static let fitFileOne = MessageKey("cli.export.fit.files.one", "{count} FIT file")
    static let fitFileOther = MessageKey("cli.export.fit.files.other", "{count} FIT files")
    static let fitWorkoutOne = MessageKey("cli.export.fit.workouts.one", "{count} workout")
    static let fitWorkoutOther = MessageKey("cli.export.fit.workouts.other", "{count} workouts")

    // MARK: import
    static let importOneFile = MessageKey("cli.import.one-file", "import reads one export file, not {count}")
    static let importTwoDestinations = MessageKey("cli.import.two-destinations", "-o and --into both say where to write; give one")
    static let importEmpty = MessageKey("cli.import.empty", "the file holds no rows")
    static let importUnknownHeader = MessageKey("cli.import.unknown-header",
        "the header row is not one of a known export ({known}); it reads: {header}")
    static let importWrongFormat = MessageKey("cli.import.wrong-format", "the header row is not {format}'s; it reads: {header}")
    static let importAmbiguousDates = MessageKey("cli.import.ambiguous-dates", """
        dates like {example} can be day first or month first, and no row tells which; say which with --date-order dmy (23/12/2025) or --date-order mdy (12/23/2025)
        """)
    static let importNotWritten = MessageKey("cli.import.not-written", "{path}: cannot be written ({reason}); nothing was changed")
    static let importNothingNew = MessageKey("cli.import.nothing-new", "Nothing new for {path}: it was left as it was")
    static let importAppended = MessageKey("cli.import.appended", "Appended to {path}")

    // MARK: summary and report
    static let summaryOneAthlete = MessageKey("cli.summary.one-athlete", "summary is of one athlete: give one folder or log")
    static let reportOneAthlete = MessageKey("cli.report.one-athlete", "a report is of one athlete: give one folder or log")
    static let reportToBeforeFrom = MessageKey("cli.report.to-before-from", "--to {to} is before --from {from}")
    static let reportNotWritten = MessageKey("cli.report.not-written", "{path}: cannot be written ({reason})")
    static let reportUnknownLift = MessageKey("cli.report.unknown-lift", "--lifts: `{name}` is not a preset or custom exercise")
    static let readErrors = MessageKey("cli.read.errors",
        "the logs read have {errors}, so some figures may be missing or wrong; see them with `antrain check {path}`")
    static let readTwoProfiles = MessageKey("cli.read.two-profiles",
        "one folder holds more than one profile: {used} and {others}; the figures are for {used}. Keep each athlete's profile in a folder of its own")
    /// A profile in a message: its name and where it is written, `Ada (profile.antrain:1)`.
    static let profilePlace = MessageKey("cli.read.profile-place", "{name} ({place})")
    static let unnamedProfile = MessageKey("cli.read.unnamed-profile", "the profile at {place}")

    // MARK: exercises, foods and programs
    static let noExercise = MessageKey("cli.exercises.none", "No exercise matches \"{query}\"")
    static let noFood = MessageKey("cli.foods.none", "No food matches \"{query}\"")
    static let foodsFootnote = MessageKey("cli.foods.footnote", "Figures per 100 g; presets from USDA FoodData Central.")
    static let programsFooter = MessageKey("cli.programs.footer", "`antrain programs NAME` prints one, ready to paste into a log.")
    static let programsAmbiguous = MessageKey("cli.programs.ambiguous", "\"{query}\" could be {names}")
    static let programsMissing = MessageKey("cli.programs.missing", "no preset program \"{query}\"; the presets are {names}")
    // The tables' headings.
    static let columnName = MessageKey("cli.column.name", "NAME")
    static let columnCategory = MessageKey("cli.column.category", "CATEGORY")
    static let columnMuscles = MessageKey("cli.column.muscles", "MUSCLES")
    static let columnEquipment = MessageKey("cli.column.equipment", "EQUIPMENT")
    static let columnMatched = MessageKey("cli.column.matched", "MATCHED")
    static let columnKcal = MessageKey("cli.column.kcal", "KCAL")
    static let columnProtein = MessageKey("cli.column.protein", "PROTEIN")
    static let columnCarbs = MessageKey("cli.column.carbs", "CARBS")
    static let columnFat = MessageKey("cli.column.fat", "FAT")
    static let columnServing = MessageKey("cli.column.serving", "SERVING")
    static let columnDaysPerWeek = MessageKey("cli.column.days-per-week", "DAYS/WEEK")
    static let columnWeeks = MessageKey("cli.column.weeks", "WEEKS")
    static let columnSummary = MessageKey("cli.column.summary", "SUMMARY")
    static let mcpRootNotFolder = MessageKey("cli.mcp.root-not-folder", "{path}: not a folder; --root names the folder of the logs")

    /// Every key of the command line, for the test that each has its translations.
    public static let all: [MessageKey] = [
        checked, checkedClean, fileOne, fileOther, errorOne, errorOther, warningOne, warningOther,
        help, noCommand, usageError, commandError, pathMessage,
        needsValue, choices, unknownOption, unexpectedArgument, notADate, notATime, listOr, listAnd,
        noSuchPath, unreadableLog, unreadable, folderNotCreated, fileNotCreated, fileNotWritten, fileNotReplaced, otherAthletes,
        fmtTooLarge, fmtNotUTF8, fmtNotWritten,
        exportErrors, fitNeedsOutput, fitOnlyOption, fitUnknownZone, fitWrote, fitKept, fitPlannedOnly, fitNoonStart,
        fitFileOne, fitFileOther, fitWorkoutOne, fitWorkoutOther,
        importOneFile, importTwoDestinations, importEmpty, importUnknownHeader, importWrongFormat, importAmbiguousDates, importNotWritten,
        importNothingNew, importAppended,
        summaryOneAthlete, reportOneAthlete, reportToBeforeFrom, reportNotWritten, reportUnknownLift, readErrors, readTwoProfiles, profilePlace,
        unnamedProfile,
        noExercise, noFood, foodsFootnote, programsFooter, programsAmbiguous, programsMissing,
        columnName, columnCategory, columnMuscles, columnEquipment, columnMatched, columnKcal, columnProtein, columnCarbs,
        columnFat, columnServing, columnDaysPerWeek, columnWeeks, columnSummary,
        mcpRootNotFolder,
    ] + CommandHelp.all + MergeMessages.all + InstallHelp.all

    /// "3 files", "1 error": a count with the right form of its noun.
    static func count(_ count: Int, one: MessageKey, other: MessageKey) -> MessageArgument {
        .message(LocalizedText(count == 1 ? one : other, ["count": .integer(count)]))
    }

    /// `antrain COMMAND: MESSAGE`.
    static func error(_ command: String, _ message: LocalizedText) -> LocalizedText {
        LocalizedText(commandError, ["command": .text(command), "message": .message(message)])
    }

    /// `items` joined by commas and the last by `conjunction` (``listOr`` or ``listAnd``):
    /// "a, b or c"; one item alone.
    static func list(_ items: [String], _ conjunction: MessageKey) -> LocalizedText {
        guard items.count > 1 else { return .verbatim(items.joined()) }
        return LocalizedText(conjunction, ["items": .text(items.dropLast().joined(separator: ", ")), "last": .text(items[items.count - 1])])
    }

    /// `items` each joined to the next by `conjunction`: "a or b or c" (the choices of an
    /// option as they have always been written).
    static func chain(_ items: [String], _ conjunction: MessageKey) -> LocalizedText {
        guard items.count > 1 else { return .verbatim(items.joined()) }
        return LocalizedText(conjunction, ["items": .message(chain(Array(items.dropLast()), conjunction)), "last": .text(items[items.count - 1])])
    }
}
