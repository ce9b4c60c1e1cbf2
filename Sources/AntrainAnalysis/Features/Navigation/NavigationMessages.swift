import AntrainBasics

/// Why a rename is refused, in English and Turkish.
enum RenameMessages {
    static let noSymbol = MessageKey("rename.noSymbol", en: "Put the cursor on the name of your own exercise, food or template to rename it",
        tr: "Yeniden adlandırmak için imleci kendi egzersiz, besin ya da şablonunuzun adına getirin")
    static let preset = MessageKey(
        "rename.preset",
        en: "`{name}` is a preset of Antrain's {kind} library, so it cannot be renamed; define your own `{kind}` to log it under another name",
        tr: "`{name}`, Antrain'in hazır `{kind}` kütüphanesinden; yeniden adlandırılamaz. Başka bir adla kaydetmek için kendi `{kind}` tanımınızı yazın")
    static let alias = MessageKey(
        "rename.alias",
        en: "`{written}` is an alias of `{name}`; rename `{name}` where it is written by name, or change the alias in its definition's `aliases:`",
        tr: "`{written}`, `{name}` için bir takma ad; `{name}` adını yazıldığı yerde değiştirin ya da takma adı tanımındaki `aliases:` satırında düzeltin")
    static let empty = MessageKey("rename.empty", en: "A name cannot be empty",
        tr: "Ad boş olamaz")
    static let unreadable = MessageKey(
        "rename.unreadable", en: "`{name}` would not read back as one {kind} name in a log (numbers like `100x5` or a `#` end a name); choose another",
        tr: "`{name}` kayıtta tek bir `{kind}` adı olarak okunamaz (`100x5` gibi sayılar ya da `#` adı bitirir); başka bir ad seçin")
    static let taken = MessageKey("rename.taken", en: "`{name}` already names the {kind} `{other}`; choose a name no other {kind} uses",
        tr: "`{name}` adını zaten `{other}` kullanıyor ({kind}); başka hiçbir `{kind}` tanımının kullanmadığı bir ad seçin")

    static let all: [MessageKey] = [noSymbol, preset, alias, empty, unreadable, taken]
}

/// The comment lines above a preset's read-only view.
enum DefinitionMessages {
    static let presetHeader = MessageKey("definition.presetHeader", en: "# {name}: a preset of Antrain's {library} library, shown read-only.",
        tr: "# {name}: Antrain'in hazır `{library}` kütüphanesinden, salt okunur gösteriliyor.")
    static let presetUse = MessageKey(
        "definition.presetUse", en: "# Logs use it by this name or any alias; to change it, define your own {library} under another name.",
        tr: "# Kayıtlar bunu bu adla ya da takma adlarından biriyle kullanır; değiştirmek için başka bir adla kendi `{library}` tanımınızı yazın.")
    static let figuresSource = MessageKey("definition.figuresSource", en: "# Figures: USDA FoodData Central, fdcId {id}.",
        tr: "# Değerler: USDA FoodData Central, fdcId {id}.")

    static let all: [MessageKey] = [presetHeader, presetUse, figuresSource]
}
