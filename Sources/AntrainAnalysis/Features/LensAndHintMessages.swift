import AntrainBasics

/// The texts of code lenses and inlay hints; the Turkish is in `TurkishCatalogue.editor`.
enum LensMessages {
    static let setsOne = MessageKey("lens.sets.one", "{count} set")
    static let setsOther = MessageKey("lens.sets.other", "{count} sets")
    static let planned = MessageKey("lens.planned", "{sets} done, {planned} planned")
    static let volume = MessageKey("lens.volume", "volume {volume}")
    static let newRecords = MessageKey("lens.newRecords", "🏆 new PR: {records}")
    /// A new heaviest set in the lens, with the set as written: "heaviest set BW+5 kg × 8 (84 kg)".
    static let heaviestSet = MessageKey("lens.heaviestSet", "{kind} {lift}")
    /// Above a program: its length and where the athlete is in it today.
    static let programNotFollowed = MessageKey("lens.program.notFollowed", "{weeks} · not followed now")
    static let programInWeek = MessageKey("lens.program.inWeek", "{weeks} · you are in week {week} (since {date})")
    static let programFinished = MessageKey("lens.program.finished", "{weeks} · finished (started {date})")

    static let all: [MessageKey] = [setsOne, setsOther, planned, volume, newRecords, heaviestSet, programNotFollowed, programInWeek, programFinished]
}

enum InlayMessages {
    static let e1RM = MessageKey("inlay.e1RM", "e1RM {e1rm}")
    static let foodEnergy = MessageKey("inlay.foodEnergy", "{kcal} kcal")
    static let dayEnergy = MessageKey("inlay.dayEnergy", "day {kcal} kcal")

    static let all: [MessageKey] = [e1RM, foodEnergy, dayEnergy]
}
