import AntrainBasics

/// The titles of the refactors, in English and Turkish.
enum RefactorMessages {
    static let start = MessageKey("refactor.start", en: "Start a workout now ({time})",
        tr: "Antrenmana şimdi başla ({time})")
    static let startTemplate = MessageKey("refactor.startTemplate", en: "Start `{template}` now ({time})",
        tr: "`{template}` antrenmanına şimdi başla ({time})")
    static let finish = MessageKey("refactor.finish", en: "Finish workout: {duration} since {time}",
        tr: "Antrenmanı bitir: {time} saatinden beri {duration}")
    static let fill = MessageKey("refactor.fill", en: "Fill from template `{template}`",
        tr: "`{template}` şablonundan doldur")
    static let convertAll = MessageKey("refactor.convertAll", en: "Convert all loads to {unit}",
        tr: "Tüm yükleri {unit} birimine çevir")
    static let convertSet = MessageKey("refactor.convertSet", en: "Convert set to {unit}",
        tr: "Seti {unit} birimine çevir")
    static let expand = MessageKey("refactor.expand", en: "Expand into {count} sets",
        tr: "{count} ayrı sete aç")
    static let collapse = MessageKey("refactor.collapse", en: "Collapse into {sets}",
        tr: "Tek satırda topla: {sets}")

    static let all: [MessageKey] = [start, startTemplate, finish, fill, convertAll, convertSet, expand, collapse]
}
