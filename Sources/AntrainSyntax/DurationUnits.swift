/// The words a duration is written with (`45min`, `1h 10min`, `30dk`, `1sa 10dk`, `45sn`),
/// for the layers above the syntax: the highlighter, completion and importers. Read from
/// ``DurationUnitWord``, where the duration readers take them too, so the vocabulary is
/// written once.
public enum DurationUnits {
    /// What one unit word is worth.
    public typealias Kind = DurationUnitWord

    /// Every word of `kind`, lowercase: its spellings, then those read only after a larger
    /// unit (`m` in `1h30m`).
    public static func words(_ kind: Kind) -> [String] {
        (kind.spellings + kind.afterLargerUnit).map(\.description).uniqued()
    }

    /// Every duration word.
    public static let all: [String] = Kind.allCases.flatMap(words)

    /// The kind of a unit word, in any case; nil for a word that is no duration unit.
    public static func kind(of word: String) -> Kind? {
        let lowered = word.lowercased()
        return Kind.allCases.first { words($0).contains(lowered) }
    }

    /// The short forms a lifter glues to a number (`60s`, `45min`, `1h`; `45sn`, `30dk`, `1sa`).
    public static let short: [String] = Kind.allCases.flatMap(\.glued).map(\.description)

    /// The Turkish words: `sa`/`saat` (hours), `dk`/`dakika` (minutes), `sn`/`saniye` (seconds).
    public static let turkish: [String] = Kind.allCases.flatMap(\.turkish).map(\.description)

    /// The unit completion offers first for `kind`, by the log's language.
    public static func preferred(_ kind: Kind, turkish: Bool) -> String {
        turkish ? kind.turkish[0].description : kind.spelling
    }
}

private extension Array where Element == String {
    func uniqued() -> [String] {
        var seen = Set<String>()
        return filter { seen.insert($0).inserted }
    }
}
