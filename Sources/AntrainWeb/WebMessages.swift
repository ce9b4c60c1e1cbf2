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
    static let periodReversed = MessageKey("web.error.period-reversed", en: "The period ends ({to}) before it starts ({from}).",
        tr: "Dönem başlamadan ({from}) bitiyor ({to}).")
    static let chooseAthlete = MessageKey("web.error.choose-athlete", en: "This workspace has several athletes: add ?athlete=FOLDER ({folders}).",
        tr: "Bu çalışma alanında birden çok sporcu var: ?athlete=KLASÖR ekleyin ({folders}).")
    static let errorsInLogs = MessageKey("web.errors-in-logs", en: "The logs have {count} errors: the figures leave those lines out.",
        tr: "Günlüklerde {count} hata var: rakamlar o satırları dışarıda bırakıyor.")

    static let session = MessageKey("web.nav.session", en: "Session", tr: "Antrenman")
    static let food = MessageKey("web.nav.food", en: "Food", tr: "Yemek")
    static let body = MessageKey("web.nav.body", en: "Body", tr: "Vücut")
    static let readOnly = MessageKey("web.action.read-only", en: "This server only reads (--read-only): nothing was written.",
        tr: "Bu sunucu yalnızca okuyor (--read-only): hiçbir şey yazılmadı.")
    static let badAction = MessageKey("web.action.bad", en: "The page sent something the server cannot read: reload the page.",
        tr: "Sayfa sunucunun okuyamadığı bir şey gönderdi: sayfayı yenileyin.")
    static let notTodaysSession = MessageKey("web.action.not-todays-session", en: "The workout of {date} is not the session going on: change it in the log itself.",
        tr: "{date} antrenmanı şu anki antrenman değil: günlüğün kendisinde değiştirin.")
    static let nothingDone = MessageKey("web.action.nothing-done", en: "No set is done yet: complete a set before finishing, or discard the session.",
        tr: "Henüz yapılmış set yok: bitirmeden önce bir set tamamlayın ya da antrenmanı silin.")
    static let sessionGone = MessageKey("web.action.session-gone", en: "This session is no longer in the log (removed or renamed elsewhere).",
        tr: "Bu antrenman artık günlükte yok (başka yerde silinmiş ya da değiştirilmiş).")
    static let written = MessageKey("web.action.written", en: "Written to {path}", tr: "{path} dosyasına yazıldı")
    static let changedElsewhere = MessageKey("web.action.changed-elsewhere",
        en: "This set was changed elsewhere meanwhile: the page now shows the log as it is.",
        tr: "Bu set bu arada başka yerde değiştirildi: sayfa günlüğü şimdiki hâliyle gösteriyor.")
    static let notWritten = MessageKey("web.action.not-written", en: "Nothing was written: {reason}", tr: "Hiçbir şey yazılmadı: {reason}")

    static let finishedSummary = MessageKey("web.session.finished-summary", en: "Finished · {sets} sets", tr: "Bitti · {sets} set")
    static let save = MessageKey("web.session.save", en: "Save", tr: "Kaydet")
    static let discard = MessageKey("web.session.discard", en: "Discard", tr: "Sil")
    static let discardConfirm = MessageKey("web.session.discard-confirm", en: "Remove this session from the log?", tr: "Bu antrenman günlükten silinsin mi?")
    static let startWorkout = MessageKey("web.session.start", en: "Start a workout", tr: "Antrenmana başla")
    static let startProgramDay = MessageKey("web.session.start-program-day", en: "Start {template} (program week {week})", tr: "{template} ile başla (programın {week}. haftası)")
    static let startTemplate = MessageKey("web.session.start-template", en: "Start {template}", tr: "{template} ile başla")
    static let startEmpty = MessageKey("web.session.start-empty", en: "Or start with an exercise", tr: "Ya da bir egzersizle başlayın")
    static let lastTime = MessageKey("web.session.last", en: "last ({date}): {sets}", tr: "son ({date}): {sets}")
    static let nextTime = MessageKey("web.session.next", en: "next: {sets}", tr: "sıradaki: {sets}")
    static let setLabel = MessageKey("web.session.set-label", en: "set {number} of {exercise}", tr: "{exercise}, {number}. set")
    static let adjust = MessageKey("web.session.adjust", en: "Adjust", tr: "Ayarla")
    static let addSet = MessageKey("web.session.add-set", en: "Add a set", tr: "Set ekle")
    static let addExercise = MessageKey("web.session.add-exercise", en: "Add an exercise", tr: "Egzersiz ekle")
    static let finish = MessageKey("web.session.finish", en: "Finish", tr: "Bitir")
    static let adjustTitle = MessageKey("web.session.adjust-title", en: "The set as done", tr: "Yapıldığı gibi set")
    static let lessLoad = MessageKey("web.session.less-load", en: "Less load", tr: "Daha az ağırlık")
    static let moreLoad = MessageKey("web.session.more-load", en: "More load", tr: "Daha çok ağırlık")
    static let load = MessageKey("web.session.load", en: "Load", tr: "Ağırlık")
    static let fewerReps = MessageKey("web.session.fewer-reps", en: "Fewer reps", tr: "Daha az tekrar")
    static let moreReps = MessageKey("web.session.more-reps", en: "More reps", tr: "Daha çok tekrar")
    static let reps = MessageKey("web.session.reps", en: "Reps", tr: "Tekrar")
    static let saveSet = MessageKey("web.session.save-set", en: "Done", tr: "Tamam")
    static let cancel = MessageKey("web.session.cancel", en: "Cancel", tr: "Vazgeç")
    static let rest = MessageKey("web.session.rest", en: "Rest", tr: "Dinlenme")
    static let skipRest = MessageKey("web.session.skip-rest", en: "Skip", tr: "Geç")
    static let waiting = MessageKey("web.queue.title", en: "Waiting to be sent", tr: "Gönderilmeyi bekleyenler")
    static let mealLabel = MessageKey("web.food.meal", en: "Meal", tr: "Öğün")
    static let searchFood = MessageKey("web.food.search", en: "Food, recipe or your own food", tr: "Yiyecek, tarif ya da kendi yiyeceğiniz")
    static let amount = MessageKey("web.food.amount", en: "Amount", tr: "Miktar")
    static let addFood = MessageKey("web.food.add", en: "Add", tr: "Ekle")
    static let weighIn = MessageKey("web.body.weigh-in", en: "Bodyweight", tr: "Vücut ağırlığı")
    static let logWeight = MessageKey("web.body.log-weight", en: "Log bodyweight", tr: "Ağırlığı kaydet")
    static let measurement = MessageKey("web.body.measurement", en: "Measurement", tr: "Ölçü")
    static let logMeasurement = MessageKey("web.body.log-measurement", en: "Log measurement", tr: "Ölçüyü kaydet")
    static let site = MessageKey("web.body.site", en: "Site", tr: "Bölge")
    static let value = MessageKey("web.body.value", en: "Value", tr: "Değer")

    static let type = MessageKey("web.quick.type", en: "Type", tr: "Tür")
    static let minutes = MessageKey("web.quick.minutes", en: "Minutes", tr: "Dakika")
    static let distanceKm = MessageKey("web.quick.distance", en: "Distance (km)", tr: "Mesafe (km)")
    static let rounds = MessageKey("web.quick.rounds", en: "Rounds", tr: "Tur")
    static let result = MessageKey("web.quick.result", en: "Result", tr: "Sonuç")
    static let note = MessageKey("web.quick.note", en: "Note", tr: "Not")
    static let logCardio = MessageKey("web.quick.cardio", en: "Log cardio", tr: "Kardiyo kaydet")
    static let logMetcon = MessageKey("web.quick.metcon", en: "Log a metcon", tr: "Metcon kaydet")
    static let quickLogInvalid = MessageKey("web.quick.invalid",
        en: "A type and a duration over 0 are needed; a distance or rounds, when given, must be over 0.",
        tr: "Bir tür ve 0'dan büyük bir süre gerekli; mesafe ya da tur yazıldıysa 0'dan büyük olmalı.")
    static let quickActions = MessageKey("web.home.quick", en: "Quick actions", tr: "Hızlı işlemler")
    static let unit = MessageKey("web.food.unit", en: "Unit", tr: "Birim")

    static let all: [MessageKey] = [
        unit, type, minutes, distanceKm, rounds, result, note, logCardio, logMetcon, quickLogInvalid, quickActions,
        finishedSummary, save, discard, discardConfirm, startWorkout, startProgramDay, startTemplate, startEmpty, lastTime, nextTime, setLabel, adjust, addSet, addExercise, finish, adjustTitle, lessLoad, moreLoad, load, fewerReps, moreReps, reps, saveSet, cancel, rest, skipRest, waiting, mealLabel, searchFood, amount, addFood, weighIn, logWeight, measurement, logMeasurement, site, value,
        session, food, body, readOnly, badAction, notTodaysSession, nothingDone, sessionGone, written, changedElsewhere, notWritten,
        home, report, problems, athletes, navigation, skipToContent, live, updated, noProblems, problemCount, line, logTitle,
        logLines, lastSession, noSession, athleteProblems, unprofiled, logs, noSuchAthlete, noSuchPage, noSuchLog, badDate, periodReversed,
        chooseAthlete, errorsInLogs,
    ]
}

extension Language {
    /// A message of the pages in this language.
    func say(_ key: MessageKey, _ arguments: [String: String] = [:]) -> String {
        LocalizedText(key, arguments.mapValues { .text($0) }).text(in: self)
    }
}
