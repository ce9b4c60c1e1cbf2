import AntrainBasics

/// The catalogue of what `antrain serve`'s pages say themselves (the figures' words come from
/// the report's catalogue, shared with `summary` and `report`).
enum WebMessages {
    static let home = MessageKey("web.nav.home", en: "Home", tr: "Ana sayfa")
    static let report = MessageKey("web.nav.report", en: "Report", tr: "Rapor")
    static let problems = MessageKey("web.nav.problems", en: "Problems", tr: "Sorunlar")
    static let athletes = MessageKey("web.nav.athletes", en: "Athletes", tr: "Sporcular")
    static let navigation = MessageKey("web.nav.label", en: "Pages", tr: "Sayfalar")
    static let skipToContent = MessageKey("web.nav.skip", en: "Skip to the content", tr: "İçeriğe geç")
    static let live = MessageKey("web.live", en: "Follows the log: changes show here as they are saved",
        tr: "Günlüğü izliyor: değişiklikler kaydedildikçe burada görünür")
    static let updated = MessageKey("web.updated", en: "Updated at {time}", tr: "{time} itibarıyla güncellendi")
    static let noProblems = MessageKey("web.problems.none", en: "No problems: every log checks clean.",
        tr: "Sorun yok: bütün günlükler temiz.")
    static let problemCount = MessageKey("web.problems.count", en: "{errors} errors, {warnings} warnings in {files} files",
        tr: "{files} dosyada {errors} hata, {warnings} uyarı")
    static let line = MessageKey("web.problems.line", en: "line {line}", tr: "{line}. satır")
    static let logTitle = MessageKey("web.file.title", en: "{path}", tr: "{path}")
    static let logLines = MessageKey("web.file.lines", en: "{count} lines", tr: "{count} satır")
    static let lastSession = MessageKey("web.athletes.last", en: "Last session: {when}", tr: "Son antrenman: {when}")
    static let noSession = MessageKey("web.athletes.none", en: "No session logged yet", tr: "Henüz antrenman yok")
    static let athleteProblems = MessageKey("web.athletes.problems", en: "{count} problems", tr: "{count} sorun")
    static let unprofiled = MessageKey("web.athletes.unprofiled", en: "Logs no profile governs", tr: "Profili olmayan günlükler")
    static let logs = MessageKey("web.athletes.logs", en: "Logs", tr: "Günlükler")
    static let noSuchAthlete = MessageKey("web.error.no-athlete", en: "No athlete has the folder {folder}.",
        tr: "{folder} klasörüne ait bir sporcu yok.")
    static let noSuchPage = MessageKey("web.error.not-found", en: "There is no page at this address.", tr: "Bu adreste bir sayfa yok.")
    static let noSuchLog = MessageKey("web.error.no-log", en: "There is no log at {path} in this workspace.",
        tr: "Bu çalışma alanında {path} adında bir günlük yok.")
    static let badDate = MessageKey("web.error.bad-date", en: "{text} is not a date (YYYY-MM-DD).",
        tr: "{text} bir tarih değil (YYYY-AA-GG).")
    static let chooseAthlete = MessageKey("web.error.choose-athlete", en: "This workspace has several athletes: add ?athlete=FOLDER ({folders}).",
        tr: "Bu çalışma alanında birden çok sporcu var: ?athlete=KLASÖR ekleyin ({folders}).")
    static let errorsInLogs = MessageKey("web.errors-in-logs", en: "The logs have {count} errors: the figures leave those lines out.",
        tr: "Günlüklerde {count} hata var: rakamlar o satırları dışarıda bırakıyor.")

    static let all: [MessageKey] = [
        home, report, problems, athletes, navigation, skipToContent, live, updated, noProblems, problemCount, line, logTitle,
        logLines, lastSession, noSession, athleteProblems, unprofiled, logs, noSuchAthlete, noSuchPage, noSuchLog, badDate,
        chooseAthlete, errorsInLogs,
    ]
}

extension Language {
    /// A message of the pages in this language.
    func say(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String {
        LocalizedText(key, arguments.mapValues { .text($0) }).text(in: self)
    }
}
