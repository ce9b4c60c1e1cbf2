import AntrainBasics

/// Why a rename is refused; the Turkish is in `TurkishCatalogue.editor`.
enum RenameMessages {
    static let noSymbol = MessageKey("rename.noSymbol", "Put the cursor on the name of your own exercise, food or template to rename it")
    static let preset = MessageKey(
        "rename.preset",
        "`{name}` is a preset of Antrain's {kind} library, so it cannot be renamed; define your own `{kind}` to log it under another name")
    static let alias = MessageKey(
        "rename.alias",
        "`{written}` is an alias of `{name}`; rename `{name}` where it is written by name, or change the alias in its definition's `aliases:`")
    static let empty = MessageKey("rename.empty", "A name cannot be empty")
    static let unreadable = MessageKey(
        "rename.unreadable", "`{name}` would not read back as one {kind} name in a log (numbers like `100x5` or a `#` end a name); choose another")
    static let taken = MessageKey("rename.taken", "`{name}` already names the {kind} `{other}`; choose a name no other {kind} uses")

    static let all: [MessageKey] = [noSymbol, preset, alias, empty, unreadable, taken]
}

/// The comment lines above a preset's read-only view.
enum DefinitionMessages {
    static let presetHeader = MessageKey("definition.presetHeader", "# {name}: a preset of Antrain's {library} library, shown read-only.")
    static let presetUse = MessageKey(
        "definition.presetUse", "# Logs use it by this name or any alias; to change it, define your own {library} under another name.")
    static let figuresSource = MessageKey("definition.figuresSource", "# Figures: USDA FoodData Central, fdcId {id}.")

    static let all: [MessageKey] = [presetHeader, presetUse, figuresSource]
}
