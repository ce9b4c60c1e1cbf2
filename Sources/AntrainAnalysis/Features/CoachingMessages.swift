import AntrainBasics

/// The editor's words for coaching (LANGUAGE.md §8): the progression rules in completion and
/// hover, both sides, warm-up sets, in English and Turkish.
enum CoachingMessages {
    // MARK: Completion after `progress:`
    static let ruleRPE = MessageKey("completion.progress.rpe", en: "the RPE rule: easy top set +5 %, hard one −2.5 % (the default)",
        tr: "RPE kuralı: kolay üst set +%5, zor olan −%2,5 (varsayılan)")
    static let ruleNone = MessageKey("completion.progress.none", en: "repeat the last session's loads",
        tr: "son antrenmanın yüklerini tekrarla")
    static let ruleLinear = MessageKey("completion.progress.linear", en: "every planned rep done: add the step next time",
        tr: "planlanan tüm tekrarlar yapıldı: bir dahaki sefere adımı ekle")
    static let ruleDouble = MessageKey("completion.progress.double", en: "reps climb in the range; every set at the top: add the step, back to the bottom",
        tr: "tekrarlar aralıkta artar; her set tepede: adımı ekle, aralığın altına dön")
    static let ruleSum = MessageKey("completion.progress.sum", en: "the session's reps reach the total: add the step",
        tr: "antrenmanın tekrar toplamı hedefe ulaştı: adımı ekle")
    static let optionStall = MessageKey("completion.progress.stall", en: "after this many failed sessions in a row, deload",
        tr: "arka arkaya bu kadar başarısız antrenmandan sonra deload")
    static let optionDeload = MessageKey("completion.progress.deload", en: "how much a deload takes off the last load",
        tr: "deload'un son yükten ne kadar düşeceği")

    // MARK: Hover of a rule
    static let ruleTitle = MessageKey("hover.progress.rule", en: "**Progression:** `{rule}` ({origin})",
        tr: "**İlerleme:** `{rule}` ({origin})")
    static let originItem = MessageKey("hover.progress.origin.item", en: "written on this exercise",
        tr: "bu egzersizde yazılı")
    static let originTemplate = MessageKey("hover.progress.origin.template", en: "from template {name}",
        tr: "{name} şablonundan")
    static let originProgram = MessageKey("hover.progress.origin.program", en: "from program {name}",
        tr: "{name} programından")
    static let originProfile = MessageKey("hover.progress.origin.profile", en: "from the profile",
        tr: "profilden")
    static let originStandard = MessageKey("hover.progress.origin.standard", en: "the default",
        tr: "varsayılan")
    static let lastSession = MessageKey("hover.progress.last", en: "Last session {date}: {sets} — {outcome}",
        tr: "Son antrenman {date}: {sets} — {outcome}")
    /// The last session under a rule that judges no session (`rpe`): no outcome to give.
    static let lastSessionOnly = MessageKey("hover.progress.last-only", en: "Last session {date}: {sets}",
        tr: "Son antrenman {date}: {sets}")
    static let succeeded = MessageKey("hover.progress.succeeded", en: "success",
        tr: "başarılı")
    static let failed = MessageKey("hover.progress.failed", en: "failed",
        tr: "başarısız")
    /// Two or more failures left before the deload (`{left}` of them).
    static let streak = MessageKey("hover.progress.streak", en: "failed {failures} of {stall}: {left} more and the load drops to {deload}",
        tr: "{stall} denemenin {failures} tanesi başarısız: {left} tane daha ve yük {deload} olur")
    /// The last failure before the deload.
    static let streakOneLeft = MessageKey("hover.progress.streak.oneLeft", en: "failed {failures} of {stall}: one more and the load drops to {deload}",
        tr: "{stall} denemenin {failures} tanesi başarısız: bir tane daha ve yük {deload} olur")
    static let streakDeloaded = MessageKey("hover.progress.deloaded", en: "failed {failures} in a row: the load drops to {deload}",
        tr: "arka arkaya {failures} başarısız: yük {deload} olur")
    static let nextLoad = MessageKey("hover.progress.next", en: "**Next:** {load}",
        tr: "**Sıradaki:** {load}")
    static let nextLoadReps = MessageKey("hover.progress.nextReps", en: "**Next:** {load} × {reps}",
        tr: "**Sıradaki:** {load} × {reps}")
    static let noHistory = MessageKey("hover.progress.noHistory", en: "No session of {exercise} yet: the template's load stands",
        tr: "Henüz {exercise} antrenmanı yok: şablondaki yük geçerli")

    // MARK: Both sides
    static let sides = MessageKey("hover.set.sides", en: "left {left} · right {right}",
        tr: "sol {left} · sağ {right}")
    static let sideBehind = MessageKey("hover.set.sideBehind", en: "{side} {percent} behind",
        tr: "{side} {percent} geride")
    static let left = MessageKey("word.side.left", en: "left",
        tr: "sol")
    static let right = MessageKey("word.side.right", en: "right",
        tr: "sağ")

    // MARK: Warm-up sets
    static let addWarmups = MessageKey("refactor.warmups", en: "Add warm-up sets",
        tr: "Isınma setleri ekle")

    static let all: [MessageKey] = [
        ruleRPE, ruleNone, ruleLinear, ruleDouble, ruleSum, optionStall, optionDeload, ruleTitle, originItem, originTemplate,
        originProgram, originProfile, originStandard, lastSession, lastSessionOnly, succeeded, failed, streak, streakOneLeft, streakDeloaded,
        nextLoad,
        nextLoadReps, noHistory, sides, sideBehind, left, right, addWarmups,
    ]
}
