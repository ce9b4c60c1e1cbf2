/// The languages Antrain writes in. Codes, JSON keys and keywords stay the same in both; what
/// a lifter reads (messages, hovers, summaries) follows the language.
public enum Language: String, Codable, Sendable, Hashable, CaseIterable {
    case en, tr

    /// The language of a locale as systems and clients write it (`tr`, `tr-TR`,
    /// `tr_TR.UTF-8`, `en_US`), or nil for one Antrain does not speak.
    public init?(locale: String?) {
        guard let locale, !locale.isEmpty else { return nil }
        let code = locale.prefix { $0.isLetter }.lowercased()
        guard let language = Language(rawValue: code) else { return nil }
        self = language
    }

    /// The language of the environment, as `LC_ALL`, then `LC_MESSAGES`, then `LANG` say.
    public static func ofEnvironment(_ environment: [String: String]) -> Language? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            // The first variable that is set decides, even for a language Antrain lacks.
            return Language(locale: value)
        }
        return nil
    }
}

extension Language {
    /// The one rule for what to write in: a command's `--lang`, else the athlete's
    /// `language:`, else the editor's locale (server) or the environment's (CLI), else English.
    public static func choose(option: Language? = nil, profile: Language?, fallback: Language?) -> Language {
        option ?? profile ?? fallback ?? .en
    }
}
