import AntrainBasics

/// The catalogue keys of `antrain help`: each command's one line, and the lines of the usage
/// tables of `check`, `export`, `fmt`, `lsp`, `mcp`, `merge` and `completions` (the others have
/// theirs beside their own messages). A line describes one option or argument of a command's
/// table (``CommandSyntax``); the synopsis is made from the table, never written here.
enum CommandHelp {
    // MARK: The lines of `antrain help`
    static let checkSummary = MessageKey("cli.check.summary", en: "Parse and validate logs; print problems as path:line:col: severity: message [code]",
        tr: "Günlükleri ayrıştırır ve doğrular; sorunları path:line:col: severity: message [code] biçiminde yazar")
    static let exportSummary = MessageKey("cli.export.summary", en: "Write the logs' domain models as JSON or CSV, or the workouts as FIT files",
        tr: "Günlüklerin alan modellerini JSON ya da CSV olarak, antrenmanları FIT dosyaları olarak yazar")
    static let importSummary = MessageKey("cli.import.summary", en: "Read a Strong, Hevy, FitNotes, Cronometer or Antrain CSV export, a watch's FIT activities or an Apple Health export into a log",
        tr: "Strong, Hevy, FitNotes, Cronometer ya da Antrain CSV dışa aktarımını, bir saatin FIT etkinliklerini ya da Apple Health dışa aktarımını bir günlüğe aktarır")
    static let summarySummary = MessageKey("cli.summary.summary", en: "Today at a glance: nutrition against goals, top records, recent workouts, bodyweight",
        tr: "Bugün bir bakışta: hedeflere göre beslenme, en iyi rekorlar, son antrenmanlar, vücut ağırlığı")
    static let reportSummary = MessageKey("cli.report.summary",
        en: "Progress over a period: records, e1RM, weekly volume, cardio, nutrition, bodyweight (text, json, html)",
        tr: "Bir dönemdeki ilerleme: rekorlar, e1RM, haftalık hacim, kardiyo, beslenme, vücut ağırlığı (text, json, html)")
    static let exercisesSummary = MessageKey("cli.exercises.summary", en: "Search the exercise library (presets and the custom exercises of the logs here)",
        tr: "Egzersiz kütüphanesinde arar (hazır egzersizler ve buradaki günlüklerin özel egzersizleri)")
    static let foodsSummary = MessageKey("cli.foods.summary", en: "Search the food library: kcal and macros per 100 g, default serving",
        tr: "Besin kütüphanesinde arar: 100 g başına kcal ve makrolar, varsayılan porsiyon")
    static let programsSummary = MessageKey("cli.programs.summary", en: "List the preset programs, or print one ready to paste into a log",
        tr: "Hazır programları listeler ya da birini günlüğe yapıştırılmaya hazır biçimde yazar")
    static let fmtSummary = MessageKey("cli.fmt.summary", en: "Rewrite logs in canonical form; --check lists the files that would change",
        tr: "Günlükleri kurallı biçimde yeniden yazar; --check değişecek dosyaları listeler")
    static let lspSummary = MessageKey("cli.lsp.summary", en: "Run the language server (LSP 3.17, JSON-RPC over stdio) for any editor",
        tr: "Dil sunucusunu çalıştırır (LSP 3.17, stdio üzerinden JSON-RPC); her editörle çalışır")
    static let mcpSummary = MessageKey("cli.mcp.summary", en: "Serve the logs to AI assistants (Model Context Protocol over stdio)",
        tr: "Günlükleri yapay zekâ asistanlarına sunar (stdio üzerinden Model Context Protocol)")
    static let mergeSummary = MessageKey("cli.merge.summary", en: "Git's merge driver for logs: merges by entries, so two sides adding different days never conflict",
        tr: "Günlükler için git'in birleştirme sürücüsü: kayıt kayıt birleştirir, iki taraf farklı günler eklediğinde çakışma olmaz")
    static let completionsSummary = MessageKey("cli.completions.summary", en: "Print a completion script for bash, zsh or fish",
        tr: "bash, zsh ya da fish için bir tamamlama betiği yazar")

    // MARK: Said by more than one command
    static let logPaths = MessageKey("cli.help.log-paths", en: "files or folders (searched for *.antrain); default: the current folder; - for stdin",
        tr: "dosyalar ya da klasörler (içlerinde *.antrain aranır); varsayılan: bulunduğunuz klasör; stdin için -")
    static let languageOfProfile = MessageKey("cli.help.lang.profile", en: "the messages' language (default: the profile's language:, else LANG/LC_ALL, else en)",
        tr: "mesajların dili (varsayılan: profildeki language:, yoksa LANG/LC_ALL, yoksa en)")
    static let languageOfSystem = MessageKey("cli.help.lang.system", en: "the messages' language (default: LANG/LC_ALL, else en)",
        tr: "mesajların dili (varsayılan: LANG/LC_ALL, yoksa en)")
    static let mcpFolder = MessageKey("cli.mcp.placeholder.folder", en: "DIR", tr: "KLASÖR")

    // MARK: check
    static let checkStrict = MessageKey("cli.check.help.strict", en: "exit 1 on warnings too, not only on errors",
        tr: "yalnızca hatalarda değil, uyarılarda da 1 koduyla çık")
    static let checkQuiet = MessageKey("cli.check.help.quiet", en: "leave out the result line on stderr (\"1 file checked: no problems\")",
        tr: "stderr'deki sonuç satırını yazma (\"1 dosya denetlendi: sorun yok\")")
    static let checkFormat = MessageKey("cli.check.help.format", en: "text (default) or json",
        tr: "text (varsayılan) ya da json")
    static let checkNotes = MessageKey("cli.check.help.notes", en: "Exit status: 0 no errors, 1 problems found, 2 bad usage or unreadable input.",
        tr: "Çıkış kodu: 0 hata yok, 1 sorun bulundu, 2 hatalı kullanım ya da okunamayan girdi.")

    // MARK: export
    static let exportFormat = MessageKey("cli.export.help.format", en: """
        json (default): see Docs/EXPORT.md for the shape; csv: one row per set and per food entry;
        fit: one FIT activity file per workout in DIR (Garmin Connect, Strava)
        """,
        tr: """
        json (varsayılan): yapısı Docs/EXPORT.md dosyasında anlatılır; csv: her set ve her besin kaydı için bir satır;
        fit: her antrenman için DIR içine bir FIT aktivite dosyası (Garmin Connect, Strava)
        """)
    static let exportOutput = MessageKey("cli.export.help.output", en: "the folder of the fit files",
        tr: "fit dosyalarının klasörü")
    static let exportPeriod = MessageKey("cli.export.help.period", en: "only workouts on these dates or between them (YYYY-MM-DD, both included)",
        tr: "yalnızca bu tarihler arasındaki antrenmanlar (YYYY-MM-DD, ikisi de dahil)")
    static let exportZone = MessageKey("cli.export.help.zone", en: "the time zone of the log's times (e.g. Europe/Istanbul); default: the system's",
        tr: "günlükteki saatlerin saat dilimi (ör. Europe/Istanbul); varsayılan: sistemin dilimi")
    static let exportForce = MessageKey("cli.export.help.force", en: "replace fit files that already exist (default: leave them as they are)",
        tr: "var olan fit dosyalarının üzerine yaz (varsayılan: olduğu gibi bırak)")
    static let exportNotes = MessageKey("cli.export.help.notes", en: """
        Everything that could be read is exported. Exit status 1 when the logs have errors
        (run `antrain check` to see them), 2 for bad usage or unreadable input.
        """,
        tr: """
        Okunabilen her şey dışa aktarılır. Günlüklerde hata varsa çıkış kodu 1'dir (hataları görmek
        için `antrain check` çalıştırın); hatalı kullanım ya da okunamayan girdi için 2'dir.
        """)

    // MARK: fmt
    static let fmtPath = MessageKey("cli.fmt.help.path", en: "files or folders (searched for *.antrain); default: the current folder",
        tr: "dosyalar ya da klasörler (içlerinde *.antrain aranır); varsayılan: bulunduğunuz klasör")
    static let fmtStdin = MessageKey("cli.fmt.help.stdin", en: "read a log from stdin and write its canonical form to stdout",
        tr: "stdin'den bir günlük oku, kurallı biçimini stdout'a yaz")
    static let fmtCheck = MessageKey("cli.fmt.help.check", en: "write nothing; list the files that would change",
        tr: "hiçbir şey yazma; değişecek dosyaları listele")
    static let fmtNotes = MessageKey("cli.fmt.help.notes", en: """
        Exit status: 0 done (or, with --check, nothing to change), 1 with --check when a file
        would change, 2 bad usage or a file that cannot be read or written.
        """,
        tr: """
        Çıkış kodu: 0 bitti (--check ile: değişecek bir şey yok), 1 --check ile bir dosya
        değişecekse, 2 hatalı kullanım ya da okunamayan veya yazılamayan bir dosya.
        """)

    // MARK: lsp
    static let lspNotes = MessageKey("cli.lsp.help.notes", en: """
          Speaks LSP 3.17 over stdin/stdout; logs go to stderr. Editors start it for you:
          see editors/ for VS Code, Neovim, Helix, Emacs, Sublime Text and Vim.
        """,
        tr: """
          LSP 3.17 protokolünü stdin/stdout üzerinden konuşur; sunucunun kayıtları stderr'e yazılır.
          Editörler onu sizin için başlatır: VS Code, Neovim, Helix, Emacs, Sublime Text ve Vim için
          editors/ klasörüne bakın.
        """)

    // MARK: mcp
    static let mcpRoot = MessageKey("cli.mcp.help.root", en: "the folder of the logs (default: the current folder); nothing outside it is read or written",
        tr: "günlüklerin klasörü (varsayılan: bulunulan klasör); dışında hiçbir şey okunmaz, yazılmaz")
    static let mcpNotes = MessageKey("cli.mcp.help.notes", en: """
          Speaks the Model Context Protocol (JSON-RPC, one message per line) over stdin/stdout; logs go to
          stderr. An assistant's client starts it: command `antrain`, args `["mcp", "--root", "/path/to/logs"]`.
          Tools: check, summary, report, records, history, search_exercises, search_foods, programs, and
          log, which appends entries to the athlete's log for their year only when they check clean.
          Resources: each log (read-only) and antrain://spec, the language reference.
        """,
        tr: """
          Model Context Protocol'ü (JSON-RPC, satır başına bir mesaj) stdin/stdout üzerinden konuşur; kayıtlar
          stderr'e yazılır. Asistanın istemcisi onu başlatır: komut `antrain`, argümanlar `["mcp", "--root", "/günlük/yolu"]`.
          Araçlar: check, summary, report, records, history, search_exercises, search_foods, programs ve
          girdileri yalnızca hatasız olduklarında sporcunun o yılki günlüğüne ekleyen log.
          Kaynaklar: her günlük (salt okunur) ve dil başvurusu antrain://spec.
        """)

    // MARK: merge
    static let mergeFiles = MessageKey("cli.merge.help.files", en: "the common ancestor and the two sides (git's %O %A %B)",
        tr: "ortak ata ve iki taraf (git'in %O %A %B'si)")
    static let mergeOutput = MessageKey("cli.merge.help.output", en: "write the merge to OUT (atomically) instead of stdout",
        tr: "birleşimi stdout yerine OUT'a yaz (atomik olarak)")
    static let mergeInstall = MessageKey("cli.merge.help.install", en: """
        set this repository up: `*.antrain merge=antrain` in .gitattributes
        and git config merge.antrain.driver "antrain merge %O %A %B -o %A"
        """,
        tr: """
        bu depoyu hazırla: .gitattributes'a `*.antrain merge=antrain`
        ve git config merge.antrain.driver "antrain merge %O %A %B -o %A"
        """)
    static let mergeNotes = MessageKey("cli.merge.help.notes", en: """
        Entries are merged by their header (date, time, kind, title; definitions by name). An
        entry both sides changed differently is put between git's conflict markers; a file that
        does not read whole is merged by lines with git merge-file. See Docs/MERGE.md.
        Exit status: 0 merged, 1 conflicts left in the text, 2 bad usage or unreadable files.
        """,
        tr: """
        Kayıtlar başlıklarına göre birleştirilir (tarih, saat, tür, başlık; tanımlar adlarına göre).
        İki tarafın farklı biçimde değiştirdiği bir kayıt git'in çakışma işaretleri arasına konur;
        bütünüyle okunamayan bir dosya git merge-file ile satır satır birleştirilir. Docs/MERGE.md'ye bakın.
        Çıkış kodu: 0 birleştirildi, 1 metinde çakışma kaldı, 2 hatalı kullanım ya da okunamayan dosyalar.
        """)

    // MARK: completions
    static let completionsNotes = MessageKey("cli.completions.help.notes", en: """
          Completes commands, options, their values, logs (*.antrain) and exports (*.csv), and
          the names of exercises, foods and programs (asked of antrain as you type).
          bash: source <(antrain completions bash), or save it as
                ~/.local/share/bash-completion/completions/antrain
          zsh:  save it as _antrain in a folder of $fpath
          fish: save it as ~/.config/fish/completions/antrain.fish
        """,
        tr: """
          Komutları, seçenekleri, değerlerini, günlükleri (*.antrain) ve dışa aktarımları (*.csv),
          ayrıca hareket, yiyecek ve program adlarını tamamlar (adlar siz yazarken antrain'e sorulur).
          bash: source <(antrain completions bash) ya da betiği
                ~/.local/share/bash-completion/completions/antrain olarak kaydedin
          zsh:  $fpath'teki bir klasöre _antrain adıyla kaydedin
          fish: ~/.config/fish/completions/antrain.fish olarak kaydedin
        """)

    static let all: [MessageKey] = [
        logPaths, languageOfProfile, languageOfSystem, mcpFolder, checkStrict, checkQuiet, checkFormat, checkNotes,
        exportFormat, exportOutput, exportPeriod, exportZone, exportForce, exportNotes, fmtPath, fmtStdin, fmtCheck,
        fmtNotes, lspNotes, mcpRoot, mcpNotes, mergeFiles, mergeOutput, mergeInstall, mergeNotes, completionsNotes,
        checkSummary, exportSummary, importSummary, summarySummary, reportSummary, exercisesSummary, foodsSummary,
        programsSummary, fmtSummary, lspSummary, mcpSummary, mergeSummary, completionsSummary,
    ]
}
