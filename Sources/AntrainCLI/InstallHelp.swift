import AntrainBasics

/// The catalogue keys of what an installed `antrain` says about itself: its version line,
/// the completions command's errors, and the manual page's sections that `antrain help` has
/// no other text for (the rest of the page is the help itself).
enum InstallHelp {
    // MARK: --version
    static let version = MessageKey("cli.version", en: "antrain {version} (commit {commit})",
        tr: "antrain {version} ({commit} commit'inden derlendi)")
    static let versionFromSource = MessageKey("cli.version.source", en: "antrain {version} (built from source; the commit was not recorded)",
        tr: "antrain {version} (kaynaktan derlendi; commit kaydedilmedi)")

    // MARK: completions
    static let noShell = MessageKey("cli.completions.no-shell", en: "name the shell: {shells}",
        tr: "kabuğu belirtin: {shells}")

    // MARK: The manual page
    static let manDescription = MessageKey("cli.man.description", en: """
        antrain reads and writes training logs in plain text: workouts, sets, cardio, meals, \
        bodyweight and programs, one entry after another in files ending in .antrain. \
        It checks and formats them, sums them up, imports other apps' exports and exports \
        them, and serves editors as a language server.

        The workspace of a command (the files whose definitions, profiles and history count) is \
        the top folder of the git repository that holds the given path, else the given folder \
        or the given file's folder; never a home folder or / scanned for logs. Results go to \
        standard output, errors to standard error, and no command changes a file it cannot \
        read whole.
        """, tr: """
        antrain antrenman günlüklerini düz metin olarak okur ve yazar: antrenmanlar, setler, kardiyo, \
        öğünler, vücut ağırlığı ve programlar, .antrain ile biten dosyalarda art arda kayıtlar olarak. \
        Onları denetler ve biçimlendirir, özetler, başka uygulamaların dışa aktarımlarını içe alır ve \
        dışa aktarır, editörlere dil sunucusu olarak hizmet eder.

        Bir komutun çalışma alanı (tanımları, profilleri ve geçmişi sayılan dosyalar), verilen yolu \
        içeren git deposunun en üst klasörüdür; yoksa verilen klasör ya da verilen dosyanın klasörü; \
        ev klasörü ya da / asla günlük aramak için taranmaz. Sonuçlar standart çıktıya, hatalar \
        standart hataya gider ve hiçbir komut bütünüyle okuyamadığı bir dosyayı değiştirmez.
        """)
    static let manHelp = MessageKey("cli.man.help", en: "Print the list of commands, or COMMAND's usage; with --man, this manual page.",
        tr: "Komutların listesini ya da COMMAND'ın kullanımını yazar; --man ile bu kılavuz sayfasını.")
    static let manVersion = MessageKey("cli.man.version", en: "Print the version and the commit it was built from.",
        tr: "Sürümü ve derlendiği commit'i yazar.")
    static let manExitSuccess = MessageKey("cli.man.exit.success", en: "Fine: no errors found, the command did what it was asked.",
        tr: "Sorun yok: hata bulunmadı, komut isteneni yaptı.")
    static let manExitProblems = MessageKey("cli.man.exit.problems",
        en: "Problems found: errors in the logs (with --strict, warnings too), a file fmt --check would change, rows import skipped.",
        tr: "Sorun bulundu: günlüklerde hata (--strict ile uyarılar da), fmt --check'in değiştireceği bir dosya, import'un atladığı satırlar.")
    static let manExitUsage = MessageKey("cli.man.exit.usage", en: "Bad usage, or input that cannot be read.",
        tr: "Hatalı kullanım ya da okunamayan girdi.")
    static let manNoColour = MessageKey("cli.man.env.no-color", en: "When set and not empty, no colour, even on a terminal.",
        tr: "Tanımlı ve boş değilse renk kullanılmaz, terminalde bile.")
    static let manLanguage = MessageKey("cli.man.env.lang",
        en: "The language of messages (en or tr) when neither --lang nor the athlete's profile names one.",
        tr: "Ne --lang ne de sporcunun profili bir dil belirttiğinde mesajların dili (en ya da tr).")
    static let manLogs = MessageKey("cli.man.files.logs", en: "Training logs; folders are searched for them recursively.",
        tr: "Antrenman günlükleri; klasörlerde alt klasörlerle birlikte aranır.")
    static let manGit = MessageKey("cli.man.files.git", en: "Marks the top folder of a workspace: the git repository that holds the logs.",
        tr: "Bir çalışma alanının en üst klasörünü belirler: günlükleri tutan git deposu.")
    static let manSeeAlso = MessageKey("cli.man.see-also",
        en: "The README and the Docs folder of the Antrain distribution; editors/ holds the setups for VS Code, Neovim, Helix, Emacs, Sublime Text and Vim.",
        tr: "Antrain dağıtımının README dosyası ve Docs klasörü; editors/ VS Code, Neovim, Helix, Emacs, Sublime Text ve Vim ayarlarını içerir.")

    static let all: [MessageKey] = [
        version, versionFromSource, noShell, manDescription, manHelp, manVersion, manExitSuccess, manExitProblems, manExitUsage,
        manNoColour, manLanguage, manLogs, manGit, manSeeAlso,
    ]
}
