import AntrainBasics

/// The catalogue keys of `antrain help summary` and `antrain help report`: a line for each
/// argument and option of their tables.
enum ReportHelp {
    // MARK: summary
    static let summaryPath = MessageKey("cli.summary.help.path", en: """
        a folder or log; the summary is of the athlete whose profile governs it
        (default: the current folder)
        """,
        tr: """
        bir klasör ya da günlük; özet, profili orada geçerli olan sporcunun özetidir
        (varsayılan: bulunduğunuz klasör)
        """)
    static let summaryDate = MessageKey("cli.summary.help.date", en: "the day to look from (default: today)",
        tr: "hangi günden bakılacağı (varsayılan: bugün)")
    static let summaryTime = MessageKey("cli.summary.help.time", en: "the time of day for the greeting (default: now)",
        tr: "selamlama için günün saati (varsayılan: şimdi)")
    static let summaryLang = MessageKey("cli.summary.help.lang", en: "en or tr (default: the profile's language:, else the system's, else en)",
        tr: "en ya da tr (varsayılan: profildeki language:, yoksa sistemin dili, yoksa en)")
    static let summaryFormat = MessageKey("cli.summary.help.format", en: "text (default; colour on a terminal unless NO_COLOR is set) or json",
        tr: "text (varsayılan; NO_COLOR ayarlı değilse terminalde renkli) ya da json")

    // MARK: report
    static let reportPath = MessageKey("cli.report.help.path", en: """
        a folder or log; the report is of the athlete whose profile governs it
        (default: the current folder)
        """,
        tr: """
        bir klasör ya da günlük; rapor, profili orada geçerli olan sporcunun raporudur
        (varsayılan: bulunduğunuz klasör)
        """)
    static let reportPeriod = MessageKey("cli.report.help.period", en: "the period (default: everything)",
        tr: "dönem (varsayılan: tümü)")
    static let reportFormat = MessageKey("cli.report.help.format", en: "text (default), json (see Docs/REPORT.md) or html (one page with charts)",
        tr: "text (varsayılan), json (bkz. Docs/REPORT.md) ya da html (grafikli tek bir sayfa)")
    static let reportOutput = MessageKey("cli.report.help.output", en: "write to FILE (atomically) instead of stdout",
        tr: "stdout yerine FILE dosyasına yaz (atomik olarak: yarım dosya kalmaz)")
    static let reportLifts = MessageKey("cli.report.help.lifts", en: """
        the lifts of the e1RM chart, by name, comma-separated (default: the four heaviest
        compound lifts by e1RM)
        """,
        tr: """
        e1RM grafiğindeki hareketler, adlarıyla, virgülle ayrılmış (varsayılan: e1RM'si en
        yüksek dört bileşik hareket)
        """)
    static let reportLang = MessageKey("cli.report.help.lang", en: "the report's language (default: the profile's language:, else LANG/LC_ALL, else en)",
        tr: "raporun dili (varsayılan: profildeki language:, yoksa LANG/LC_ALL, yoksa en)")

    static let all: [MessageKey] = [
        summaryPath, summaryDate, summaryTime, summaryLang, summaryFormat, reportPath, reportPeriod, reportFormat,
        reportOutput, reportLifts, reportLang,
    ]
}
