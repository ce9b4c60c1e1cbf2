import AntrainBasics

/// The catalogue keys of everything the command line prints itself: the analysis's
/// messages have their own keys; these are the words around them, the errors and notes of
/// the commands, and the help. Option names, command names, codes and paths stay English in
/// every language; they are arguments or written into the templates as they are.
public enum CommandMessages {
    // MARK: check's summary line
    static let checked = MessageKey("cli.checked", en: "{files} checked: {errors}, {warnings}",
        tr: "{files} denetlendi: {errors}, {warnings}")
    static let checkedClean = MessageKey("cli.checked.clean", en: "{files} checked: no problems",
        tr: "{files} denetlendi: sorun yok")
    static let fileOne = MessageKey("cli.files.one", en: "{count} file",
        tr: "{count} dosya")
    static let fileOther = MessageKey("cli.files.other", en: "{count} files",
        tr: "{count} dosya")
    static let errorOne = MessageKey("cli.errors.one", en: "{count} error",
        tr: "{count} hata")
    static let errorOther = MessageKey("cli.errors.other", en: "{count} errors",
        tr: "{count} hata")
    static let warningOne = MessageKey("cli.warnings.one", en: "{count} warning",
        tr: "{count} uyarı")
    static let warningOther = MessageKey("cli.warnings.other", en: "{count} warnings",
        tr: "{count} uyarı")

    // MARK: The command line as a whole
    static let help = MessageKey("cli.help", en: """
        antrain {version}: a plain-text training log and its tools

        Usage: antrain COMMAND [OPTIONS]

        Commands:
        {commands}

        `antrain help COMMAND` shows a command's options.
        """, tr: """
        antrain {version}: düz metin bir antrenman günlüğü ve araçları

        Kullanım: antrain COMMAND [OPTIONS]

        Komutlar:
        {commands}

        `antrain help COMMAND` bir komutun seçeneklerini gösterir.
        """)
    static let noCommand = MessageKey("cli.no-command", en: "antrain: no command `{name}`\n\n{help}",
        tr: "antrain: `{name}` diye bir komut yok\n\n{help}")
    static let usageError = MessageKey("cli.usage-error", en: "antrain {command}: {message}\n\nUsage:\n{usage}",
        tr: "antrain {command}: {message}\n\nKullanım:\n{usage}")
    /// Every error of a command starts with the command's name: `antrain fmt: a.antrain: …`.
    static let commandError = MessageKey("cli.command-error", en: "antrain {command}: {message}",
        tr: "antrain {command}: {message}")
    /// What is wrong with a file: `a.antrain: …`.
    static let pathMessage = MessageKey("cli.path-message", en: "{path}: {message}",
        tr: "{path}: {message}")

    // MARK: Arguments
    static let needsValue = MessageKey("cli.option.needs-value", en: "{option} needs a value",
        tr: "{option} bir değer ister")
    static let choices = MessageKey("cli.option.choices", en: "{option} takes {choices}, not `{value}`",
        tr: "{option} için {choices} yazılabilir; `{value}` olmaz")
    static let unknownOption = MessageKey("cli.option.unknown", en: "unknown option `{option}`",
        tr: "`{option}` diye bir seçenek yok")
    static let givenTwice = MessageKey("cli.option.twice", en: "{option} is given more than once; give it once",
        tr: "{option} birden çok kez verilmiş; bir kez verin")
    static let takesNoValue = MessageKey("cli.option.takes-no-value", en: "{option} takes no value, not `{value}`",
        tr: "{option} değer almaz; `{value}` olmaz")
    static let unexpectedArgument = MessageKey("cli.argument.unexpected", en: "unexpected argument `{argument}`",
        tr: "`{argument}` beklenmeyen bir argüman")
    static let notADate = MessageKey("cli.option.not-a-date", en: "`{text}` is not a date; write YYYY-MM-DD",
        tr: "`{text}` bir tarih değil; YYYY-AA-GG biçiminde yazın")
    static let noSuchMonth = MessageKey("cli.option.no-such-month", en: "`{text}` is not a date: a year has 12 months, not {month}; write YYYY-MM-DD",
        tr: "`{text}` bir tarih değil: bir yılda 12 ay var, {month}. ay yok; YYYY-AA-GG biçiminde yazın")
    static let noSuchDay = MessageKey("cli.option.no-such-day", en: "`{text}` is not a date: {month} has {days} days; write YYYY-MM-DD",
        tr: "`{text}` bir tarih değil: {month} ayı {days} gün çeker; YYYY-AA-GG biçiminde yazın")
    static let notATime = MessageKey("cli.option.not-a-time", en: "`{text}` is not a time; write HH:MM",
        tr: "`{text}` bir saat değil; SS:DD biçiminde yazın")
    /// "a or b", "a, b or c": `items` is the first ones (another list, or names joined by commas).
    static let listOr = MessageKey("cli.list.or", en: "{items} or {last}",
        tr: "{items} ya da {last}")
    static let listAnd = MessageKey("cli.list.and", en: "{items} and {last}",
        tr: "{items} ve {last}")

    // MARK: Files
    static let noSuchPath = MessageKey("cli.path.missing", en: "{path}: no such file or folder",
        tr: "{path}: böyle bir dosya ya da klasör yok")
    static let unreadableLog = MessageKey("cli.path.unreadable-log", en: "{path}: cannot be read, or is 4 GiB or more",
        tr: "{path}: okunamıyor ya da 4 GiB veya daha büyük")
    static let unreadable = MessageKey("cli.path.unreadable", en: "{path}: cannot be read",
        tr: "{path}: okunamıyor")
    static let folderNotCreated = MessageKey("cli.write.folder", en: "the folder {folder} cannot be created",
        tr: "{folder} klasörü oluşturulamıyor")
    static let fileNotCreated = MessageKey("cli.write.create", en: "cannot create a file in {folder}: {reason}",
        tr: "{folder} içinde dosya oluşturulamıyor: {reason}")
    static let fileNotWritten = MessageKey("cli.write.write", en: "cannot write {path}: {reason}",
        tr: "{path} yazılamıyor: {reason}")
    static let fileNotReplaced = MessageKey("cli.write.replace", en: "cannot replace {path}: {reason}",
        tr: "{path} değiştirilemiyor: {reason}")
    static let otherAthletes = MessageKey("cli.other-athletes",
        en: "No profile governs this folder; the workspace's athletes are in {folders}: run `antrain {command} {first}`",
        tr: "Bu klasörde geçerli bir profil yok; çalışma alanının sporcuları şu klasörlerde: {folders}. Şunu çalıştırın: `antrain {command} {first}`")

    // MARK: fmt
    static let fmtTooLarge = MessageKey("cli.fmt.too-large", en: "{path}: too large (4 GiB or more)",
        tr: "{path}: çok büyük (4 GiB ya da daha fazla)")
    static let fmtNotUTF8 = MessageKey("cli.fmt.not-utf8", en: "{path}: not valid UTF-8 text; nothing was changed",
        tr: "{path}: geçerli bir UTF-8 metni değil; hiçbir şey değiştirilmedi")
    static let fmtNotWritten = MessageKey("cli.fmt.not-written", en: "{path}: cannot be written ({reason}); it was left as it was",
        tr: "{path}: yazılamadı ({reason}); dosya olduğu gibi bırakıldı")

    // MARK: export
    static let exportErrors = MessageKey("cli.export.errors",
        en: "the logs have {errors}; lines with errors were left out. Run `antrain check` to see them",
        tr: "günlüklerde {errors} var; hatalı satırlar dışarıda bırakıldı. Görmek için `antrain check` çalıştırın")
    static let fitNeedsOutput = MessageKey("cli.export.fit.needs-output", en: "--format fit writes one file per workout: give the folder with -o DIR",
        tr: "--format fit her antrenman için bir dosya yazar: klasörü -o DIR ile verin")
    static let fitOnlyOption = MessageKey("cli.export.fit.only-option", en: "{option} is an option of --format fit",
        tr: "{option}, --format fit seçeneğidir")
    static let fitUnknownZone = MessageKey("cli.export.fit.unknown-zone", en: "`{zone}` is not a time zone; write a name such as Europe/Istanbul or UTC",
        tr: "`{zone}` bir saat dilimi değil; Europe/Istanbul ya da UTC gibi bir ad yazın")
    static let fitWrote = MessageKey("cli.export.fit.wrote", en: "Wrote {files} to {folder}: {lifting} lifting, {cardio} cardio, {metcon} metcon",
        tr: "{folder} klasörüne {files} yazıldı: {lifting} ağırlık, {cardio} kardiyo, {metcon} metcon")
    static let fitKept = MessageKey("cli.export.fit.kept", en: "Left {files} already in the folder as they were; --force replaces them",
        tr: "Zaten var olan {files} olduğu gibi bırakıldı; --force üzerine yazar")
    static let fitPlannedOnly = MessageKey("cli.export.fit.planned-only", en: "Left out {workouts} with only planned sets",
        tr: "Yalnızca planlanmış setleri olan {workouts} dışarıda bırakıldı")
    static let fitNoonStart = MessageKey("cli.export.fit.noon", en: "Set 12:00 as the start of {workouts} without a time of day",
        tr: "Saati yazılmamış {workouts} dosyalarda 12:00'de başlıyor")
    static let fitFileOne = MessageKey("cli.export.fit.files.one", en: "{count} FIT file",
        tr: "{count} FIT dosyası")
    static let fitFileOther = MessageKey("cli.export.fit.files.other", en: "{count} FIT files",
        tr: "{count} FIT dosyası")
    static let fitWorkoutOne = MessageKey("cli.export.fit.workouts.one", en: "{count} workout",
        tr: "{count} antrenman")
    static let fitWorkoutOther = MessageKey("cli.export.fit.workouts.other", en: "{count} workouts",
        tr: "{count} antrenman")

    // MARK: import
    static let importOneFile = MessageKey("cli.import.one-file", en: "import reads one export file, not {count}",
        tr: "import tek bir dışa aktarım dosyası okur (verilen: {count})")
    static let importTwoDestinations = MessageKey("cli.import.two-destinations", en: "-o and --into both say where to write; give one",
        tr: "-o ve --into ikisi de nereye yazılacağını söylüyor; yalnızca birini verin")
    static let importEmpty = MessageKey("cli.import.empty", en: "the file holds no rows",
        tr: "dosyada hiç satır yok")
    static let importUnknownHeader = MessageKey("cli.import.unknown-header",
        en: "the header row is not one of a known export ({known}); it reads: {header}",
        tr: "başlık satırı bilinen bir dışa aktarıma ait değil ({known}); satırda şu yazıyor: {header}")
    static let importWrongFormat = MessageKey("cli.import.wrong-format", en: "the header row is not {format}'s; it reads: {header}",
        tr: "başlık satırı bir {format} dışa aktarımına ait değil; satırda şu yazıyor: {header}")
    static let importAmbiguousDates = MessageKey("cli.import.ambiguous-dates", en: """
        dates like {example} can be day first or month first, and no row tells which; say which with --date-order dmy (23/12/2025) or --date-order mdy (12/23/2025)
        """, tr: """
        {example} gibi tarihler önce gün ya da önce ay diye okunabilir ve hiçbir satır hangisi olduğunu belli etmiyor; --date-order dmy (23/12/2025) ya da --date-order mdy (12/23/2025) ile belirtin
        """)
    static let importNotWritten = MessageKey("cli.import.not-written", en: "{path}: cannot be written ({reason}); nothing was changed",
        tr: "{path}: yazılamadı ({reason}); hiçbir şey değiştirilmedi")
    static let importNothingNew = MessageKey("cli.import.nothing-new", en: "Nothing new for {path}: it was left as it was",
        tr: "{path} için yeni bir şey yok: dosya olduğu gibi bırakıldı")
    static let importAppended = MessageKey("cli.import.appended", en: "Appended to {path}",
        tr: "{path} dosyasının sonuna eklendi")

    // MARK: summary and report
    static let summaryOneAthlete = MessageKey("cli.summary.one-athlete", en: "summary is of one athlete: give one folder or log",
        tr: "summary tek bir sporcunun özetini verir: tek bir klasör ya da günlük verin")
    static let reportOneAthlete = MessageKey("cli.report.one-athlete", en: "a report is of one athlete: give one folder or log",
        tr: "rapor tek bir sporcu içindir: tek bir klasör ya da günlük verin")
    static let reportToBeforeFrom = MessageKey("cli.report.to-before-from", en: "--to {to} is before --from {from}",
        tr: "--to {to} tarihi --from {from} tarihinden önce")
    static let reportNotWritten = MessageKey("cli.report.not-written", en: "{path}: cannot be written ({reason})",
        tr: "{path}: yazılamadı ({reason})")
    static let reportUnknownLift = MessageKey("cli.report.unknown-lift", en: "--lifts: `{name}` is not a preset or custom exercise",
        tr: "--lifts: `{name}` hazır ya da özel bir egzersiz değil")
    static let readErrors = MessageKey("cli.read.errors",
        en: "the logs read have {errors}, so some figures may be missing or wrong; see them with `antrain check {path}`",
        tr: "okunan günlüklerde {errors} var; bazı değerler eksik ya da yanlış olabilir. Görmek için: `antrain check {path}`")
    static let readTwoProfiles = MessageKey("cli.read.two-profiles",
        en: "one folder holds more than one profile: {used} and {others}; the figures are for {used}. Keep each athlete's profile in a folder of its own",
        tr: "bir klasörde birden fazla profil var: {used} ve {others}; değerler {used} için. Her sporcunun profilini kendi klasörüne koyun")
    /// A profile in a message: its name and where it is written, `Ada (profile.antrain:1)`.
    static let profilePlace = MessageKey("cli.read.profile-place", en: "{name} ({place})",
        tr: "{name} ({place})")
    static let unnamedProfile = MessageKey("cli.read.unnamed-profile", en: "the profile at {place}",
        tr: "{place} konumundaki profil")

    // MARK: exercises, foods and programs
    static let noExercise = MessageKey("cli.exercises.none", en: "No exercise matches \"{query}\"",
        tr: "\"{query}\" ile eşleşen bir egzersiz yok")
    static let noFood = MessageKey("cli.foods.none", en: "No food matches \"{query}\"",
        tr: "\"{query}\" ile eşleşen bir besin yok")
    static let foodsFootnote = MessageKey("cli.foods.footnote", en: "Figures per 100 g; presets from USDA FoodData Central.",
        tr: "Değerler 100 g içindir; hazır besinler USDA FoodData Central verilerindendir.")
    static let programsFooter = MessageKey("cli.programs.footer", en: "`antrain programs NAME` prints one, ready to paste into a log.",
        tr: "`antrain programs NAME` bunlardan birini günlüğe yapıştırılmaya hazır biçimde yazar.")
    static let programsAmbiguous = MessageKey("cli.programs.ambiguous", en: "\"{query}\" could be {names}",
        tr: "\"{query}\" şunlardan biri olabilir: {names}")
    static let programsMissing = MessageKey("cli.programs.missing", en: "no preset program \"{query}\"; the presets are {names}",
        tr: "\"{query}\" adlı hazır bir program yok; hazır programlar: {names}")
    // The tables' headings.
    static let columnName = MessageKey("cli.column.name", en: "NAME",
        tr: "AD")
    static let columnCategory = MessageKey("cli.column.category", en: "CATEGORY",
        tr: "KATEGORİ")
    static let columnMuscles = MessageKey("cli.column.muscles", en: "MUSCLES",
        tr: "KASLAR")
    static let columnEquipment = MessageKey("cli.column.equipment", en: "EQUIPMENT",
        tr: "EKİPMAN")
    static let columnMatched = MessageKey("cli.column.matched", en: "MATCHED",
        tr: "EŞLEŞEN")
    static let columnKcal = MessageKey("cli.column.kcal", en: "KCAL",
        tr: "KCAL")
    static let columnProtein = MessageKey("cli.column.protein", en: "PROTEIN",
        tr: "PROTEİN")
    static let columnCarbs = MessageKey("cli.column.carbs", en: "CARBS",
        tr: "KARBONHİDRAT")
    static let columnFat = MessageKey("cli.column.fat", en: "FAT",
        tr: "YAĞ")
    static let columnServing = MessageKey("cli.column.serving", en: "SERVING",
        tr: "PORSİYON")
    static let columnDaysPerWeek = MessageKey("cli.column.days-per-week", en: "DAYS/WEEK",
        tr: "GÜN/HAFTA")
    static let columnWeeks = MessageKey("cli.column.weeks", en: "WEEKS",
        tr: "HAFTA")
    static let columnSummary = MessageKey("cli.column.summary", en: "SUMMARY",
        tr: "ÖZET")
    static let mcpRootNotFolder = MessageKey("cli.mcp.root-not-folder", en: "{path}: not a folder; --root names the folder of the logs",
        tr: "{path}: bir klasör değil; --root günlüklerin klasörünü gösterir")

    /// Every key of the command line, for the test that each has its translations.
    public static let all: [MessageKey] = [
        checked, checkedClean, fileOne, fileOther, errorOne, errorOther, warningOne, warningOther,
        help, noCommand, usageError, commandError, pathMessage,
        needsValue, choices, unknownOption, givenTwice, takesNoValue, unexpectedArgument, notADate, noSuchMonth, noSuchDay, notATime, listOr, listAnd,
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
    ] + CommandHelp.all + ImportHelp.all + ReportHelp.all + LibraryHelp.all + MergeMessages.all + InstallHelp.all + ServeMessages.all + ImportSourceMessages.all

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
