import AntrainBasics

/// "Did you mean" for small closed word sets (entry kinds, types, enum values).
public enum Suggestions {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo
    /// (at most a third of the word's length, and at least one edit allowed).
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = EditDistance.between(Array(lowered.unicodeScalars), Array(candidate.lowercased().unicodeScalars))
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        let limit = max(1, lowered.unicodeScalars.count / 3)
        return distance <= limit ? candidate : nil
    }
}
