import AntrainBasics

/// The texts of code lenses and inlay hints, in English and Turkish.
enum LensMessages {
    static let setsOne = MessageKey("lens.sets.one", en: "{count} set",
        tr: "{count} set")
    static let setsOther = MessageKey("lens.sets.other", en: "{count} sets",
        tr: "{count} set")
    static let planned = MessageKey("lens.planned", en: "{sets} done, {planned} planned",
        tr: "{sets} yapıldı, {planned} planlı")
    static let volume = MessageKey("lens.volume", en: "volume {volume}",
        tr: "hacim {volume}")
    static let newRecords = MessageKey("lens.newRecords", en: "🏆 new PR: {records}",
        tr: "🏆 yeni rekor: {records}")
    /// A new heaviest set in the lens, with the set as written: "heaviest set BW+5 kg × 8 (84 kg)".
    static let heaviestSet = MessageKey("lens.heaviestSet", en: "{kind} {lift}",
        tr: "{kind} {lift}")
    /// Above a program: its length and where the athlete is in it today.
    static let programNotFollowed = MessageKey("lens.program.notFollowed", en: "{weeks} · not followed now",
        tr: "{weeks} · şu an uygulanmıyor")
    static let programInWeek = MessageKey("lens.program.inWeek", en: "{weeks} · you are in week {week} (since {date})",
        tr: "{weeks} · {week}. haftadasınız ({date} tarihinden beri)")
    static let programFinished = MessageKey("lens.program.finished", en: "{weeks} · finished (started {date})",
        tr: "{weeks} · tamamlandı ({date} tarihinde başlandı)")

    static let all: [MessageKey] = [setsOne, setsOther, planned, volume, newRecords, heaviestSet, programNotFollowed, programInWeek, programFinished]
}

enum InlayMessages {
    static let e1RM = MessageKey("inlay.e1RM", en: "e1RM {e1rm}",
        tr: "e1RM {e1rm}")
    static let foodEnergy = MessageKey("inlay.foodEnergy", en: "{kcal} kcal",
        tr: "{kcal} kcal")
    static let dayEnergy = MessageKey("inlay.dayEnergy", en: "day {kcal} kcal",
        tr: "gün toplamı {kcal} kcal")

    static let all: [MessageKey] = [e1RM, foodEnergy, dayEnergy]
}
