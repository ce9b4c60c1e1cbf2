import AntrainBasics

/// How well a query matches a name, best first.
///
/// The order is the one lifters expect from completion: the exact name, then names that
/// start with what was typed, then every typed word starting a word of the name
/// ("inc db" → Incline Dumbbell Press), then initials ("bp", "rdl"), then letters in order,
/// then small typos ("Squatt"). One exception: a single typo in the whole name ("Squatt",
/// "benhc press") ranks above letters in order, or "squatt" would find "Squat Snatch" first.
public enum MatchQuality: Int, Comparable, Sendable, Codable {
    case typo = 1, subsequence, closeTypo, acronym, wordPrefixes, prefix, exact

    public static func < (lhs: MatchQuality, rhs: MatchQuality) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A match with a score that orders candidates of the same quality.
public struct MatchScore: Comparable, Sendable {
    public var quality: MatchQuality
    /// Higher is better: staples lifters log most (the library's prior) before rarities.
    public var priority: Int = 0
    /// Higher is better: tighter matches and shorter names.
    public var tiebreak: Int

    public init(quality: MatchQuality, priority: Int = 0, tiebreak: Int) {
        self.quality = quality
        self.priority = priority
        self.tiebreak = tiebreak
    }

    public static func < (lhs: MatchScore, rhs: MatchScore) -> Bool {
        (lhs.quality, lhs.priority, lhs.tiebreak) < (rhs.quality, rhs.priority, rhs.tiebreak)
    }
}

/// The ranked fuzzy matcher shared by completion, "did you mean" and `antrain exercises`.
public enum FuzzyMatcher {
    /// Scores `candidate` against `query`, or nil when it does not match at all.
    public static func score(_ query: SearchText, _ candidate: SearchText) -> MatchScore? {
        guard !query.compact.isEmpty else { return MatchScore(quality: .prefix, tiebreak: -candidate.compact.count) }
        guard mayMatch(query, candidate) else { return nil }
        return scoreEveryRule(query, candidate)
    }

    /// Scores a name folded into reused buffers, as ``score(_:_:)`` scores its ``SearchText``.
    /// The masks are not tested here: an index keeps each name's ``SearchText/letterMask`` and
    /// tests it with ``mayMatch(_:letterMask:)`` before folding the name at all.
    public static func score(_ query: SearchText, _ candidate: FoldedName) -> MatchScore? {
        guard !query.compact.isEmpty else { return MatchScore(quality: .prefix, tiebreak: -candidate.compactCount) }
        return scoreEveryRule(query, candidate)
    }

    /// ``score(_:_:)`` without the first test of ``mayMatch(_:_:)``: tests show they agree.
    static func scoreEveryRule<Candidate: MatchCandidate>(_ query: SearchText, _ candidate: Candidate) -> MatchScore? {
        let compact = candidate.compactBytes
        let lengthPenalty = -compact.count
        if compact.count == query.compact.count, compact.elementsEqual(query.compact) { return MatchScore(quality: .exact, tiebreak: 0) }
        if hasPrefix(candidate.foldedBytes, query.folded) || hasPrefix(compact, query.compact) {
            return MatchScore(quality: .prefix, tiebreak: lengthPenalty)
        }
        if query.words.count > 1 || candidate.wordCount > 1, let skipped = wordPrefixes(query.words, candidate) {
            return MatchScore(quality: .wordPrefixes, tiebreak: lengthPenalty - skipped * 8)
        }
        if query.compact.count >= 2, hasPrefix(candidate.acronymBytes, query.compact) {
            return MatchScore(quality: .acronym, tiebreak: lengthPenalty)
        }
        if query.compact.count >= 4, EditDistance.between(query.compact, compact, limit: 1) <= 1 {
            return MatchScore(quality: .closeTypo, tiebreak: lengthPenalty)
        }
        if query.compact.count >= 2, let gaps = subsequenceGaps(query.compact, compact) {
            return MatchScore(quality: .subsequence, tiebreak: -gaps * 2 + lengthPenalty)
        }
        if query.compact.count >= 4, let distance = typoDistance(query.compact, compact) {
            return MatchScore(quality: .typo, tiebreak: -distance * 100 + lengthPenalty)
        }
        return nil
    }

    /// Whether `candidate` can match `query` in any way: a test of two masks that rejects
    /// most names of a library at once, so "did you mean" for thousands of unknown names
    /// stays fast.
    ///
    /// Every match but the typos uses only letters the candidate has. A typo of edit
    /// distance d (at most 2, and only for queries of 4 letters or more) leaves at most d of
    /// the query's distinct letters out of the candidate. The masks fold bytes modulo 64, so
    /// they may see a letter that is not there, never miss one: the test rejects only
    /// candidates no rule below could match.
    static func mayMatch(_ query: SearchText, _ candidate: SearchText) -> Bool {
        mayMatch(query, letterMask: candidate.letterMask)
    }

    /// ``mayMatch(_:_:)`` from the candidate's ``SearchText/letterMask`` alone: an index of many
    /// names keeps the masks and folds only the names that pass.
    public static func mayMatch(_ query: SearchText, letterMask: UInt64) -> Bool {
        let missing = (query.letterMask & ~letterMask).nonzeroBitCount
        return missing == 0 || (query.compact.count >= 4 && missing <= 2)
    }

    static func hasPrefix<Text: RandomAccessCollection<UInt8>, Prefix: RandomAccessCollection<UInt8>>(_ text: Text, _ prefix: Prefix) -> Bool
    where Text.Index == Int, Prefix.Index == Int {
        guard prefix.count <= text.count else { return false }
        let textStart = text.startIndex, prefixStart = prefix.startIndex
        for offset in 0..<prefix.count where text[textStart + offset] != prefix[prefixStart + offset] { return false }
        return true
    }

    /// Each query word starts (or abbreviates, same first letter then letters in order) a
    /// distinct candidate word, in order. Returns how many candidate words were skipped.
    static func wordPrefixes<Candidate: MatchCandidate>(_ query: [[UInt8]], _ candidate: Candidate) -> Int? {
        var next = 0
        var skipped = 0
        for word in query {
            var found = false
            while next < candidate.wordCount {
                let target = candidate.word(next)
                next += 1
                if hasPrefix(target, word) || (word.first == target.first && subsequenceGaps(word, target) != nil) {
                    found = true
                    break
                }
                skipped += 1
            }
            if !found { return nil }
        }
        return skipped
    }

    /// Whether `query`'s bytes appear in order in `text`; returns the number of gaps.
    static func subsequenceGaps<Query: RandomAccessCollection<UInt8>, Text: Collection<UInt8>>(_ query: Query, _ text: Text) -> Int?
    where Query.Index == Int {
        var index = query.startIndex
        var gaps = 0
        var lastMatch = -1
        for (position, byte) in text.enumerated() where index < query.endIndex && byte == query[index] {
            if lastMatch >= 0, position != lastMatch + 1 { gaps += 1 }
            lastMatch = position
            index += 1
        }
        return index == query.endIndex ? gaps : nil
    }

    /// A small edit distance from the whole candidate, or from its start when the user is
    /// still typing ("benhc" → "bench press").
    static func typoDistance<Candidate: RandomAccessCollection<UInt8>>(_ query: [UInt8], _ candidate: Candidate) -> Int?
    where Candidate.Index == Int {
        let limit = query.count <= 6 ? 1 : 2
        guard abs(query.count - candidate.count) <= limit || candidate.count > query.count else { return nil }
        let whole = abs(query.count - candidate.count) <= limit ? EditDistance.between(query, candidate, limit: limit) : Int.max
        let prefixLength = min(candidate.count, query.count)
        let start = EditDistance.between(query, candidate[candidate.startIndex..<candidate.startIndex + prefixLength], limit: limit)
        let best = min(whole, start + 1)
        return best <= limit ? best : nil
    }
}

/// What the rules read of a candidate: its ``SearchText``, or the same forms of a
/// ``FoldedName``, so that both are scored by one set of rules.
protocol MatchCandidate {
    associatedtype Bytes: RandomAccessCollection<UInt8> where Bytes.Index == Int
    var foldedBytes: Bytes { get }
    var compactBytes: Bytes { get }
    var acronymBytes: Bytes { get }
    var wordCount: Int { get }
    func word(_ index: Int) -> Bytes
}

extension SearchText: MatchCandidate {
    var foldedBytes: [UInt8] { folded }
    var compactBytes: [UInt8] { compact }
    var acronymBytes: [UInt8] { acronym }
    var wordCount: Int { words.count }
    func word(_ index: Int) -> [UInt8] { words[index] }
}

extension FoldedName: MatchCandidate {
    var foldedBytes: ArraySlice<UInt8> { folded }
    var compactBytes: ArraySlice<UInt8> { compact }
    var acronymBytes: ArraySlice<UInt8> { acronym }
}
