import AntrainBasics

/// The catalogue keys of `antrain help exercises`, `foods` and `programs`: a line for each
/// argument and option of their tables. `--category` and `--muscle` are described by the
/// list of their choices, which are names.
enum LibraryHelp {
    // MARK: exercises
    static let exercisesQuery = MessageKey("cli.exercises.help.query", en: "a name, alias, prefix or initials: \"bench\", \"inc db\", \"rdl\"",
        tr: "bir ad, takma ad, ön ek ya da baş harfler: \"bench\", \"inc db\", \"rdl\"")
    static let exercisesIn = MessageKey("cli.exercises.help.in", en: "also search the custom exercises defined in these logs (default: none)",
        tr: "bu günlüklerde tanımlı özel egzersizlerde de ara (varsayılan: yok)")
    static let exercisesLang = MessageKey("cli.exercises.help.lang", en: """
        the headings' and messages' language (default: the profile's language: of
        the logs --in names, else LANG/LC_ALL, else en)
        """,
        tr: """
        başlıkların ve mesajların dili (varsayılan: --in ile verilen günlüklerin
        profilindeki language:, yoksa LANG/LC_ALL, yoksa en)
        """)

    // MARK: foods
    static let foodsQuery = MessageKey("cli.foods.help.query", en: "a name or alias, in English or Turkish: \"chicken\", \"tavuk gogsu\"",
        tr: "İngilizce ya da Türkçe bir ad veya takma ad: \"chicken\", \"tavuk gogsu\"")
    static let foodsIn = MessageKey("cli.foods.help.in", en: "also search the custom foods defined in these logs",
        tr: "bu günlüklerde tanımlı özel besinlerde de ara")
    static let foodsLang = MessageKey("cli.foods.help.lang", en: """
        the headings', figures' and messages' language (default: the profile's
        language: of the logs --in names, else LANG/LC_ALL, else en)
        """,
        tr: """
        başlıkların, sayıların ve mesajların dili (varsayılan: --in ile verilen
        günlüklerin profilindeki language:, yoksa LANG/LC_ALL, yoksa en)
        """)

    // MARK: programs
    static let programsName = MessageKey("cli.programs.help.name", en: """
        a preset's name or the start of it, in any case: "push pull legs", "novice";
        prints its templates and program definition. Without NAME: the list
        """,
        tr: """
        hazır bir programın adı ya da adının başı, büyük/küçük harf fark etmez: "push pull legs",
        "novice"; programın şablonlarını ve tanımını yazar. NAME verilmezse: liste
        """)
    static let programsLang = MessageKey("cli.programs.help.lang", en: "the headings' and messages' language (default: LANG/LC_ALL, else en)",
        tr: "başlıkların ve mesajların dili (varsayılan: LANG/LC_ALL, yoksa en)")

    static let all: [MessageKey] = [
        exercisesQuery, exercisesIn, exercisesLang, foodsQuery,
        foodsIn, foodsLang, programsName, programsLang,
    ]
}
