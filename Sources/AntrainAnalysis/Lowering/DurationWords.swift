import AntrainSyntax

/// The duration units of the log's syntax (`h`, `min`, `s` and the Turkish `sa`, `dk`, `sn`,
/// ``DurationUnits``) for the layers that read durations outside a log: the importer reads
/// app exports' `1h 14m` and `30dk` with the same words, so the vocabulary stays written once.
public enum DurationWords {
    /// Seconds one `word` is worth (`min` → 60, `sa` → 3600), in any case; nil for a word
    /// that is no duration unit.
    public static func seconds(perUnit word: String) -> Double? {
        DurationUnits.kind(of: word)?.seconds
    }
}
