/// The words a duration is written with (`45min`, `1h 10min`, `30dk`, `1sa 10dk`, `45sn`),
/// for the layers above the syntax: the highlighter, completion, importers and the tests that
/// hold the editor grammars to the same list. Read from ``WordLists``, where the duration
/// readers take them, so the vocabulary is written once.
public enum DurationUnits {
    /// What one unit word is worth.
    public enum Kind: Sendable, CaseIterable {
        case hours, minutes, seconds

        public var seconds: Double {
            switch self {
            case .hours: 3600
            case .minutes: 60
            case .seconds: 1
            }
        }
    }

    /// Every word of `kind`, lowercase.
    public static func words(_ kind: Kind) -> [String] {
        switch kind {
        case .hours: WordLists.hours.map(\.description)
        case .minutes: (WordLists.minutes + WordLists.minutesAfterHours).map(\.description).uniqued()
        case .seconds: WordLists.seconds.map(\.description)
        }
    }

    /// Every duration word.
    public static let all: [String] = Kind.allCases.flatMap(words)

    /// The kind of a unit word, in any case; nil for a word that is no duration unit.
    public static func kind(of word: String) -> Kind? {
        let lowered = word.lowercased()
        return Kind.allCases.first { words($0).contains(lowered) }
    }

    /// The short forms a lifter glues to a number (`60s`, `45min`, `1h`; `45sn`, `30dk`, `1sa`).
    public static let short: [String] = ["s", "sec", "min", "h", "sn", "dk", "sa"]

    /// The Turkish words: `sa`/`saat` (hours), `dk`/`dakika` (minutes), `sn`/`saniye` (seconds).
    public static let turkish: [String] = ["sa", "saat", "dk", "dakika", "sn", "saniye"]

    /// The unit completion offers first for `kind`, by the log's language.
    public static func preferred(_ kind: Kind, turkish: Bool) -> String {
        switch kind {
        case .hours: turkish ? "sa" : "h"
        case .minutes: turkish ? "dk" : "min"
        case .seconds: turkish ? "sn" : "s"
        }
    }
}

private extension Array where Element == String {
    func uniqued() -> [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
