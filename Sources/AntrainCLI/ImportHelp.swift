import AntrainBasics

/// The catalogue keys of `antrain help import`: a line for each argument and option of its
/// table, and the notes after them.
enum ImportHelp {
    // MARK: import
    static let importCSV = MessageKey("cli.import.help.csv", en: "the app's export (Cronometer: servings.csv); - for stdin",
        tr: "uygulamanın dışa aktardığı dosya (Cronometer: servings.csv); stdin için -")
    static let importFit = MessageKey("cli.import.help.fit", en: "a watch's activity files, or a folder of them (GARMIN/Activity)",
        tr: "bir saatin etkinlik dosyaları ya da onları tutan bir klasör (GARMIN/Activity)")
    static let importHealth = MessageKey("cli.import.help.health", en: """
        Apple Health's export, read as a stream; - for stdin
        (unzip -p export.zip apple_health_export/export.xml | antrain import -)
        """,
        tr: """
        Apple Health dışa aktarımı, akış olarak okunur; stdin için -
        (unzip -p export.zip apple_health_export/export.xml | antrain import -)
        """)
    static let importFrom = MessageKey("cli.import.help.from", en: "the app; without it the format is found from the file's content",
        tr: "uygulama; verilmezse biçim dosyanın içeriğinden anlaşılır")
    static let importZone = MessageKey("cli.import.help.zone", en: """
        the zone FIT start times are shown in (Europe/Istanbul); default: the
        offset the file records, else the system's zone
        """,
        tr: """
        FIT başlangıç saatlerinin gösterileceği saat dilimi (Europe/Istanbul); varsayılan:
        dosyanın kaydettiği fark, yoksa sistemin saat dilimi
        """)
    static let importUnit = MessageKey("cli.import.help.unit", en: "the unit of loads the export does not name (Strong's Weight column); default kg",
        tr: "dışa aktarımın birimini yazmadığı ağırlıkların birimi (Strong'un Weight sütunu); varsayılan kg")
    static let importDateOrder = MessageKey("cli.import.help.date-order", en: """
        how to read dates like 03/04/2025 when no row of the file tells
        (dmy: day first, mdy: month first); a row like 23/12/2025 settles it
        """,
        tr: """
        dosyadaki hiçbir satır belli etmediğinde 03/04/2025 gibi tarihlerin okunuşu
        (dmy: önce gün, mdy: önce ay); 23/12/2025 gibi bir satır bunu kendisi belirler
        """)
    static let importOutput = MessageKey("cli.import.help.output", en: "write the log to OUT (replaced as a whole) instead of stdout",
        tr: "günlüğü stdout yerine OUT dosyasına yaz (dosya baştan sona yenilenir)")
    static let importInto = MessageKey("cli.import.help.into", en: """
        append only the workouts LOG does not already hold (same date, start time
        and exercises), so importing a newer export adds just the new sessions;
        likewise meals (same date, meal and foods) and a day's bodyweight or measure
        """,
        tr: """
        yalnızca LOG içinde henüz olmayan antrenmanları sona ekle (aynı tarih, başlangıç
        saati ve egzersizler); böylece daha yeni bir dışa aktarım yalnızca yeni antrenmanları ekler;
        öğünler (aynı tarih, öğün ve besinler) ve bir günün ağırlık ya da ölçü kaydı da öyle
        """)
    static let importLang = MessageKey("cli.import.help.lang", en: """
        the messages' language (default: the destination's profile language:,
        else LANG/LC_ALL, else en)
        """,
        tr: """
        mesajların dili (varsayılan: hedef günlüğün profilindeki language:,
        yoksa LANG/LC_ALL, yoksa en)
        """)
    static let importNotes = MessageKey("cli.import.help.notes", en: """
        Loads in the log's own unit are written as plain numbers, others with their unit
        (`225lbx5`). Exercise names the library knows are written by their library name; the
        rest get an `exercise` definition. A summary of every row goes to stderr.
        Exit status 0, 1 when rows that did not read were skipped, 2 for unreadable input or an
        unknown format.
        """,
        tr: """
        Günlüğün kendi birimindeki ağırlıklar düz sayılar olarak, diğerleri birimleriyle (`225lbx5`)
        yazılır. Kütüphanenin tanıdığı egzersizler kütüphanedeki adlarıyla yazılır; diğerleri için
        bir `exercise` tanımı eklenir. Her satırın dökümü stderr'e yazılır.
        Çıkış kodu: 0; okunamayan satırlar atlandıysa 1; okunamayan girdi ya da bilinmeyen bir biçim
        için 2.
        """)

    static let all: [MessageKey] = [
        importCSV, importFit, importHealth, importFrom, importZone, importUnit, importDateOrder, importOutput,
        importInto, importLang, importNotes,
    ]
}
