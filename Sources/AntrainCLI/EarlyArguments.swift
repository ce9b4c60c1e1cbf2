import AntrainBasics

/// The words of a command line that ``AntrainCommandLine`` reads before any command parses
/// them: `--lang`, so the help and a usage error are in that language, and `--help`, which
/// every command answers with its usage whatever else is given.
///
/// Only these are read outside a command's table, and only to find them: the command's own
/// parse (``ParsedArguments``) still refuses `--lang` where its table lacks it.
enum EarlyArguments {
    /// The `--lang` of `words` if it names a language.
    static func language(in words: [String]) -> Language? {
        languageRange(in: words).flatMap { Language(rawValue: $0.value) }
    }

    /// `words` without `--lang` and its value.
    static func removingLanguage(_ words: [String]) -> [String] {
        var words = words
        if let found = languageRange(in: words) { words.removeSubrange(found.range) }
        return words
    }

    /// Whether `words` ask for the usage: `--help` or `-h` before any `--`.
    static func asksForHelp(_ words: [String]) -> Bool {
        words.prefix { $0 != "--" }.contains { CommandSyntax.helpNames.contains($0) }
    }

    /// Where `--lang VALUE` or `--lang=VALUE` is, and its value.
    private static func languageRange(in words: [String]) -> (range: Range<Int>, value: String)? {
        let options = words.prefix { $0 != "--" }
        if let index = options.firstIndex(of: "--lang") {
            guard index + 1 < words.count else { return nil }
            return (index..<index + 2, words[index + 1])
        }
        let prefix = "--lang="
        guard let index = options.firstIndex(where: { $0.hasPrefix(prefix) }) else { return nil }
        return (index..<index + 1, String(words[index].dropFirst(prefix.count)))
    }
}
