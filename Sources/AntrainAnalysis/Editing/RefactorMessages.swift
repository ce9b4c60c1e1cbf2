import AntrainBasics

/// The titles of the refactors; the Turkish is in `TurkishCatalogue.editor`.
enum RefactorMessages {
    static let start = MessageKey("refactor.start", "Start a workout now ({time})")
    static let startTemplate = MessageKey("refactor.startTemplate", "Start `{template}` now ({time})")
    static let finish = MessageKey("refactor.finish", "Finish workout: {duration} since {time}")
    static let fill = MessageKey("refactor.fill", "Fill from template `{template}`")
    static let convertAll = MessageKey("refactor.convertAll", "Convert all loads to {unit}")
    static let convertSet = MessageKey("refactor.convertSet", "Convert set to {unit}")
    static let expand = MessageKey("refactor.expand", "Expand into {count} sets")
    static let collapse = MessageKey("refactor.collapse", "Collapse into {sets}")

    static let all: [MessageKey] = [start, startTemplate, finish, fill, convertAll, convertSet, expand, collapse]
}
