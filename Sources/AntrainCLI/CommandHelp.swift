import AntrainBasics

/// The catalogue keys of `antrain help`: each command's one line and its usage block.
enum CommandHelp {
    // MARK: check
    static let checkSummary = MessageKey("cli.check.summary", en: "Parse and validate logs; print problems as path:line:col: severity: message [code]",
        tr: "Günlükleri ayrıştırır ve doğrular; sorunları path:line:col: severity: message [code] biçiminde yazar")
    static let checkUsage = MessageKey("cli.check.usage", en: """
        antrain check [PATH...] [--strict] [--quiet] [--format text|json] [--lang en|tr]

          PATH        files or folders (searched for *.antrain); default: the current folder; - for stdin
          --strict    exit 1 on warnings too, not only on errors
          --quiet     leave out the result line on stderr ("1 file checked: no problems")
          --format    text (default) or json
          --lang      the messages' language (default: the profile's language:, else LANG/LC_ALL, else en)

        Exit status: 0 no errors, 1 problems found, 2 bad usage or unreadable input.
        """, tr: """
        antrain check [PATH...] [--strict] [--quiet] [--format text|json] [--lang en|tr]

          PATH        dosyalar ya da klasörler (içlerinde *.antrain aranır); varsayılan: bulunduğunuz klasör; stdin için -
          --strict    yalnızca hatalarda değil, uyarılarda da 1 koduyla çık
          --quiet     stderr'deki sonuç satırını yazma ("1 dosya denetlendi: sorun yok")
          --format    text (varsayılan) ya da json
          --lang      mesajların dili (varsayılan: profildeki language:, yoksa LANG/LC_ALL, yoksa en)

        Çıkış kodu: 0 hata yok, 1 sorun bulundu, 2 hatalı kullanım ya da okunamayan girdi.
        """)

    // MARK: export
    static let exportSummary = MessageKey("cli.export.summary", en: "Write the logs' domain models as JSON or CSV, or the workouts as FIT files",
        tr: "Günlüklerin alan modellerini JSON ya da CSV olarak, antrenmanları FIT dosyaları olarak yazar")
    static let exportUsage = MessageKey("cli.export.usage", en: """
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
        """, tr: """
        antrain export [PATH...] [--format json|csv] [--lang en|tr]
        antrain export [PATH...] --format fit -o DIR [--from D] [--to D] [--tz ZONE] [--force] [--lang en|tr]

          PATH        dosyalar ya da klasörler (içlerinde *.antrain aranır); varsayılan: bulunduğunuz klasör; stdin için -
          --format    json (varsayılan): yapısı Docs/EXPORT.md dosyasında anlatılır; csv: her set ve her besin kaydı için bir satır;
                      fit: her antrenman için DIR içine bir FIT aktivite dosyası (Garmin Connect, Strava)
          -o          fit dosyalarının klasörü
          --from, --to  yalnızca bu tarihler arasındaki antrenmanlar (YYYY-MM-DD, ikisi de dahil)
          --tz        günlükteki saatlerin saat dilimi (ör. Europe/Istanbul); varsayılan: sistemin dilimi
          --force     var olan fit dosyalarının üzerine yaz (varsayılan: olduğu gibi bırak)
          --lang      mesajların dili (varsayılan: profildeki language:, yoksa LANG/LC_ALL, yoksa en)

        Okunabilen her şey dışa aktarılır. Günlüklerde hata varsa çıkış kodu 1'dir (hataları görmek
        için `antrain check` çalıştırın); hatalı kullanım ya da okunamayan girdi için 2'dir.
        """)

    // MARK: import
    static let importSummary = MessageKey("cli.import.summary", en: "Read a Strong, Hevy, FitNotes, Cronometer or Antrain CSV export, a watch's FIT activities or an Apple Health export into a log",
        tr: "Strong, Hevy, FitNotes, Cronometer ya da Antrain CSV dışa aktarımını, bir saatin FIT etkinliklerini ya da Apple Health dışa aktarımını bir günlüğe aktarır")
    static let importUsage = MessageKey("cli.import.usage", en: """
        antrain import FILE.csv [--from strong|hevy|fitnotes|antrain|cronometer] [--unit kg|lb] [--date-order dmy|mdy]
                       [-o OUT | --into LOG] [--lang en|tr]
        antrain import FILE.fit... | FOLDER [--from fit] [--tz ZONE] [-o OUT | --into LOG] [--lang en|tr]
        antrain import export.xml|- [--from apple-health] [--tz ZONE] [-o OUT | --into LOG] [--lang en|tr]

          FILE.csv    the app's export (Cronometer: servings.csv); - for stdin
          FILE.fit    a watch's activity files, or a folder of them (GARMIN/Activity)
          export.xml  Apple Health's export, read as a stream; - for stdin
                      (unzip -p export.zip apple_health_export/export.xml | antrain import -)
          --from      the app; without it the format is found from the file's content
          --tz        the zone FIT start times are shown in (Europe/Istanbul); default: the
                      offset the file records, else the system's zone
          --unit      the unit of loads the export does not name (Strong's Weight column); default kg
          --date-order  how to read dates like 03/04/2025 when no row of the file tells
                      (dmy: day first, mdy: month first); a row like 23/12/2025 settles it
          -o OUT      write the log to OUT (replaced as a whole) instead of stdout
          --into LOG  append only the workouts LOG does not already hold (same date, start time
                      and exercises), so importing a newer export adds just the new sessions;
                      likewise meals (same date, meal and foods) and a day's bodyweight or measure
          --lang      the messages' language (default: the destination's profile language:,
                      else LANG/LC_ALL, else en)

        Loads in the log's own unit are written as plain numbers, others with their unit
        (`225lbx5`). Exercise names the library knows are written by their library name; the
        rest get an `exercise` definition. A summary of every row goes to stderr.
        Exit status 0, 1 when rows that did not read were skipped, 2 for unreadable input or an
        unknown format.
        """, tr: """
        antrain import FILE.csv [--from strong|hevy|fitnotes|antrain|cronometer] [--unit kg|lb] [--date-order dmy|mdy]
                       [-o OUT | --into LOG] [--lang en|tr]
        antrain import FILE.fit... | FOLDER [--from fit] [--tz ZONE] [-o OUT | --into LOG] [--lang en|tr]
        antrain import export.xml|- [--from apple-health] [--tz ZONE] [-o OUT | --into LOG] [--lang en|tr]

          FILE.csv    uygulamanın dışa aktardığı dosya (Cronometer: servings.csv); stdin için -
          FILE.fit    bir saatin etkinlik dosyaları ya da onları tutan bir klasör (GARMIN/Activity)
          export.xml  Apple Health dışa aktarımı, akış olarak okunur; stdin için -
                      (unzip -p export.zip apple_health_export/export.xml | antrain import -)
          --from      uygulama; verilmezse biçim dosyanın içeriğinden anlaşılır
          --tz        FIT başlangıç saatlerinin gösterileceği saat dilimi (Europe/Istanbul); varsayılan:
                      dosyanın kaydettiği fark, yoksa sistemin saat dilimi
          --unit      dışa aktarımın birimini yazmadığı ağırlıkların birimi (Strong'un Weight sütunu); varsayılan kg
          --date-order  dosyadaki hiçbir satır belli etmediğinde 03/04/2025 gibi tarihlerin okunuşu
                      (dmy: önce gün, mdy: önce ay); 23/12/2025 gibi bir satır bunu kendisi belirler
          -o OUT      günlüğü stdout yerine OUT dosyasına yaz (dosya baştan sona yenilenir)
          --into LOG  yalnızca LOG içinde henüz olmayan antrenmanları sona ekle (aynı tarih, başlangıç
                      saati ve egzersizler); böylece daha yeni bir dışa aktarım yalnızca yeni antrenmanları ekler;
                      öğünler (aynı tarih, öğün ve besinler) ve bir günün ağırlık ya da ölçü kaydı da öyle
          --lang      mesajların dili (varsayılan: hedef günlüğün profilindeki language:,
                      yoksa LANG/LC_ALL, yoksa en)

        Günlüğün kendi birimindeki ağırlıklar düz sayılar olarak, diğerleri birimleriyle (`225lbx5`)
        yazılır. Kütüphanenin tanıdığı egzersizler kütüphanedeki adlarıyla yazılır; diğerleri için
        bir `exercise` tanımı eklenir. Her satırın dökümü stderr'e yazılır.
        Çıkış kodu: 0; okunamayan satırlar atlandıysa 1; okunamayan girdi ya da bilinmeyen bir biçim
        için 2.
        """)

    // MARK: summary
    static let summarySummary = MessageKey("cli.summary.summary", en: "Today at a glance: nutrition against goals, top records, recent workouts, bodyweight",
        tr: "Bugün bir bakışta: hedeflere göre beslenme, en iyi rekorlar, son antrenmanlar, vücut ağırlığı")
    static let summaryUsage = MessageKey("cli.summary.usage", en: """
        antrain summary [PATH] [--date YYYY-MM-DD] [--time HH:MM] [--lang en|tr] [--format text|json]

          PATH        a folder or log; the summary is of the athlete whose profile governs it
                      (default: the current folder)
          --date      the day to look from (default: today)
          --time      the time of day for the greeting (default: now)
          --lang      en or tr (default: the profile's language:, else the system's, else en)
          --format    text (default; colour on a terminal unless NO_COLOR is set) or json
        """, tr: """
        antrain summary [PATH] [--date YYYY-MM-DD] [--time HH:MM] [--lang en|tr] [--format text|json]

          PATH        bir klasör ya da günlük; özet, profili orada geçerli olan sporcunun özetidir
                      (varsayılan: bulunduğunuz klasör)
          --date      hangi günden bakılacağı (varsayılan: bugün)
          --time      selamlama için günün saati (varsayılan: şimdi)
          --lang      en ya da tr (varsayılan: profildeki language:, yoksa sistemin dili, yoksa en)
          --format    text (varsayılan; NO_COLOR ayarlı değilse terminalde renkli) ya da json
        """)

    // MARK: report
    static let reportSummary = MessageKey("cli.report.summary",
        en: "Progress over a period: records, e1RM, weekly volume, cardio, nutrition, bodyweight (text, json, html)",
        tr: "Bir dönemdeki ilerleme: rekorlar, e1RM, haftalık hacim, kardiyo, beslenme, vücut ağırlığı (text, json, html)")
    static let reportUsage = MessageKey("cli.report.usage", en: """
        antrain report [PATH] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format text|json|html] [-o FILE] [--lifts NAME,...] [--lang en|tr]

          PATH        a folder or log; the report is of the athlete whose profile governs it
                      (default: the current folder)
          --from/--to the period (default: everything)
          --format    text (default), json (see Docs/REPORT.md) or html (one page with charts)
          -o FILE     write to FILE (atomically) instead of stdout
          --lifts     the lifts of the e1RM chart, by name, comma-separated (default: the four heaviest
                      compound lifts by e1RM)
          --lang      the report's language (default: the profile's language:, else LANG/LC_ALL, else en)
        """, tr: """
        antrain report [PATH] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format text|json|html] [-o FILE] [--lifts NAME,...] [--lang en|tr]

          PATH        bir klasör ya da günlük; rapor, profili orada geçerli olan sporcunun raporudur
                      (varsayılan: bulunduğunuz klasör)
          --from/--to dönem (varsayılan: tümü)
          --format    text (varsayılan), json (bkz. Docs/REPORT.md) ya da html (grafikli tek bir sayfa)
          -o FILE     stdout yerine FILE dosyasına yaz (atomik olarak: yarım dosya kalmaz)
          --lifts     e1RM grafiğindeki hareketler, adlarıyla, virgülle ayrılmış (varsayılan: e1RM'si en
                      yüksek dört bileşik hareket)
          --lang      raporun dili (varsayılan: profildeki language:, yoksa LANG/LC_ALL, yoksa en)
        """)

    // MARK: exercises
    static let exercisesSummary = MessageKey("cli.exercises.summary", en: "Search the exercise library (presets and the custom exercises of the logs here)",
        tr: "Egzersiz kütüphanesinde arar (hazır egzersizler ve buradaki günlüklerin özel egzersizleri)")
    static let exercisesUsage = MessageKey("cli.exercises.usage", en: """
        antrain exercises [QUERY] [--category C] [--muscle M] [--in PATH] [--lang en|tr]

          QUERY       a name, alias, prefix or initials: "bench", "inc db", "rdl"
          --category  {categories}
          --muscle    {muscles}
          --in PATH   also search the custom exercises defined in these logs (default: none)
          --lang      the headings' and messages' language (default: the profile's language: of
                      the logs --in names, else LANG/LC_ALL, else en)
        """, tr: """
        antrain exercises [QUERY] [--category C] [--muscle M] [--in PATH] [--lang en|tr]

          QUERY       bir ad, takma ad, ön ek ya da baş harfler: "bench", "inc db", "rdl"
          --category  {categories}
          --muscle    {muscles}
          --in PATH   bu günlüklerde tanımlı özel egzersizlerde de ara (varsayılan: yok)
          --lang      başlıkların ve mesajların dili (varsayılan: --in ile verilen günlüklerin
                      profilindeki language:, yoksa LANG/LC_ALL, yoksa en)
        """)

    // MARK: foods
    static let foodsSummary = MessageKey("cli.foods.summary", en: "Search the food library: kcal and macros per 100 g, default serving",
        tr: "Besin kütüphanesinde arar: 100 g başına kcal ve makrolar, varsayılan porsiyon")
    static let foodsUsage = MessageKey("cli.foods.usage", en: """
        antrain foods [QUERY] [--category C] [--in PATH] [--lang en|tr]

          QUERY       a name or alias, in English or Turkish: "chicken", "tavuk gogsu"
          --category  {categories}
          --in PATH   also search the custom foods defined in these logs
          --lang      the headings', figures' and messages' language (default: the profile's
                      language: of the logs --in names, else LANG/LC_ALL, else en)
        """, tr: """
        antrain foods [QUERY] [--category C] [--in PATH] [--lang en|tr]

          QUERY       İngilizce ya da Türkçe bir ad veya takma ad: "chicken", "tavuk gogsu"
          --category  {categories}
          --in PATH   bu günlüklerde tanımlı özel besinlerde de ara
          --lang      başlıkların, sayıların ve mesajların dili (varsayılan: --in ile verilen
                      günlüklerin profilindeki language:, yoksa LANG/LC_ALL, yoksa en)
        """)

    // MARK: programs
    static let programsSummary = MessageKey("cli.programs.summary", en: "List the preset programs, or print one ready to paste into a log",
        tr: "Hazır programları listeler ya da birini günlüğe yapıştırılmaya hazır biçimde yazar")
    static let programsUsage = MessageKey("cli.programs.usage", en: """
        antrain programs [NAME] [--lang en|tr]

          NAME   a preset's name or the start of it, in any case: "push pull legs", "novice";
                 prints its templates and program definition. Without NAME: the list
          --lang the headings' and messages' language (default: LANG/LC_ALL, else en)
        """, tr: """
        antrain programs [NAME] [--lang en|tr]

          NAME   hazır bir programın adı ya da adının başı, büyük/küçük harf fark etmez: "push pull legs",
                 "novice"; programın şablonlarını ve tanımını yazar. NAME verilmezse: liste
          --lang başlıkların ve mesajların dili (varsayılan: LANG/LC_ALL, yoksa en)
        """)

    // MARK: fmt
    static let fmtSummary = MessageKey("cli.fmt.summary", en: "Rewrite logs in canonical form; --check lists the files that would change",
        tr: "Günlükleri kurallı biçimde yeniden yazar; --check değişecek dosyaları listeler")
    static let fmtUsage = MessageKey("cli.fmt.usage", en: """
        antrain fmt [--check] [PATH...|-] [--lang en|tr]

          PATH        files or folders (searched for *.antrain); default: the current folder
          -           read a log from stdin and write its canonical form to stdout
          --check     write nothing; list the files that would change
          --lang      the messages' language (default: LANG/LC_ALL, else en)

        Exit status: 0 done (or, with --check, nothing to change), 1 with --check when a file
        would change, 2 bad usage or a file that cannot be read or written.
        """, tr: """
        antrain fmt [--check] [PATH...|-] [--lang en|tr]

          PATH        dosyalar ya da klasörler (içlerinde *.antrain aranır); varsayılan: bulunduğunuz klasör
          -           stdin'den bir günlük oku, kurallı biçimini stdout'a yaz
          --check     hiçbir şey yazma; değişecek dosyaları listele
          --lang      mesajların dili (varsayılan: LANG/LC_ALL, yoksa en)

        Çıkış kodu: 0 bitti (--check ile: değişecek bir şey yok), 1 --check ile bir dosya
        değişecekse, 2 hatalı kullanım ya da okunamayan veya yazılamayan bir dosya.
        """)

    // MARK: lsp
    static let lspSummary = MessageKey("cli.lsp.summary", en: "Run the language server (LSP 3.17, JSON-RPC over stdio) for any editor",
        tr: "Dil sunucusunu çalıştırır (LSP 3.17, stdio üzerinden JSON-RPC); her editörle çalışır")
    static let lspUsage = MessageKey("cli.lsp.usage", en: """
        antrain lsp

          Speaks LSP 3.17 over stdin/stdout; logs go to stderr. Editors start it for you:
          see editors/ for VS Code, Neovim, Helix, Emacs, Sublime Text and Vim.
        """, tr: """
        antrain lsp

          LSP 3.17 protokolünü stdin/stdout üzerinden konuşur; sunucunun kayıtları stderr'e yazılır.
          Editörler onu sizin için başlatır: VS Code, Neovim, Helix, Emacs, Sublime Text ve Vim için
          editors/ klasörüne bakın.
        """)

    // MARK: merge
    static let mergeSummary = MessageKey("cli.merge.summary", en: "Git's merge driver for logs: merges by entries, so two sides adding different days never conflict",
        tr: "Günlükler için git'in birleştirme sürücüsü: kayıt kayıt birleştirir, iki taraf farklı günler eklediğinde çakışma olmaz")
    static let mergeUsage = MessageKey("cli.merge.usage", en: """
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
        """, tr: """
        antrain merge BASE OURS THEIRS [-o OUT] [--lang en|tr]
        antrain merge --install [--lang en|tr]

          BASE OURS THEIRS  ortak ata ve iki taraf (git'in %O %A %B'si)
          -o OUT            birleşimi stdout yerine OUT'a yaz (atomik olarak)
          --install         bu depoyu hazırla: .gitattributes'a `*.antrain merge=antrain`
                            ve git config merge.antrain.driver "antrain merge %O %A %B -o %A"
          --lang            mesajların dili (varsayılan: LANG/LC_ALL, yoksa en)

        Kayıtlar başlıklarına göre birleştirilir (tarih, saat, tür, başlık; tanımlar adlarına göre).
        İki tarafın farklı biçimde değiştirdiği bir kayıt git'in çakışma işaretleri arasına konur;
        bütünüyle okunamayan bir dosya git merge-file ile satır satır birleştirilir. Docs/MERGE.md'ye bakın.
        Çıkış kodu: 0 birleştirildi, 1 metinde çakışma kaldı, 2 hatalı kullanım ya da okunamayan dosyalar.
        """)

    // MARK: mcp
    static let mcpSummary = MessageKey("cli.mcp.summary", en: "Serve the logs to AI assistants (Model Context Protocol over stdio)",
        tr: "Günlükleri yapay zekâ asistanlarına sunar (stdio üzerinden Model Context Protocol)")
    static let mcpUsage = MessageKey("cli.mcp.usage", en: """
        antrain mcp [--root DIR]

          --root DIR  the folder of the logs (default: the current folder); nothing outside it is read or written

          Speaks the Model Context Protocol (JSON-RPC, one message per line) over stdin/stdout; logs go to
          stderr. An assistant's client starts it: command `antrain`, args `["mcp", "--root", "/path/to/logs"]`.
          Tools: check, summary, report, records, history, search_exercises, search_foods, programs, and
          log, which appends entries to the athlete's log for their year only when they check clean.
          Resources: each log (read-only) and antrain://spec, the language reference.
        """, tr: """
        antrain mcp [--root KLASÖR]

          --root KLASÖR  günlüklerin klasörü (varsayılan: bulunulan klasör); dışında hiçbir şey okunmaz, yazılmaz

          Model Context Protocol'ü (JSON-RPC, satır başına bir mesaj) stdin/stdout üzerinden konuşur; kayıtlar
          stderr'e yazılır. Asistanın istemcisi onu başlatır: komut `antrain`, argümanlar `["mcp", "--root", "/günlük/yolu"]`.
          Araçlar: check, summary, report, records, history, search_exercises, search_foods, programs ve
          girdileri yalnızca hatasız olduklarında sporcunun o yılki günlüğüne ekleyen log.
          Kaynaklar: her günlük (salt okunur) ve dil başvurusu antrain://spec.
        """)

    // MARK: completions
    static let completionsSummary = MessageKey("cli.completions.summary", en: "Print a completion script for bash, zsh or fish",
        tr: "bash, zsh ya da fish için bir tamamlama betiği yazar")
    static let completionsUsage = MessageKey("cli.completions.usage", en: """
        antrain completions bash|zsh|fish

          Completes commands, options, their values, logs (*.antrain) and exports (*.csv), and
          the names of exercises, foods and programs (asked of antrain as you type).
          bash: source <(antrain completions bash), or save it as
                ~/.local/share/bash-completion/completions/antrain
          zsh:  save it as _antrain in a folder of $fpath
          fish: save it as ~/.config/fish/completions/antrain.fish
        """, tr: """
        antrain completions bash|zsh|fish

          Komutları, seçenekleri, değerlerini, günlükleri (*.antrain) ve dışa aktarımları (*.csv),
          ayrıca hareket, yiyecek ve program adlarını tamamlar (adlar siz yazarken antrain'e sorulur).
          bash: source <(antrain completions bash) ya da betiği
                ~/.local/share/bash-completion/completions/antrain olarak kaydedin
          zsh:  $fpath'teki bir klasöre _antrain adıyla kaydedin
          fish: ~/.config/fish/completions/antrain.fish olarak kaydedin
        """)

    static let all: [MessageKey] = [
        checkSummary, checkUsage, exportSummary, exportUsage, importSummary, importUsage, summarySummary, summaryUsage,
        reportSummary, reportUsage, exercisesSummary, exercisesUsage, foodsSummary, foodsUsage, programsSummary, programsUsage,
        fmtSummary, fmtUsage, lspSummary, lspUsage, mcpSummary, mcpUsage,
        mergeSummary, mergeUsage,
        completionsSummary, completionsUsage,
    ]
}
