/// One closed list of the format's words: entry kinds, definition keywords, cardio and metcon
/// types, set tags, units.
///
/// Each word is a case with its spellings, English first (the canonical spelling, the one the
/// formatter and completion write, leads), then its Turkish aliases. Everything else is derived
/// from the cases: the parser's byte matching (``matcher``), the lists completion, hover and
/// "did you mean" offer (``Keywords``), the unit lists the value readers take (``WordLists``),
/// and the tests that hold the model's enums and the editor grammars to the same words
/// (`VocabularyTests`, `GrammarVocabularyTests`). Adding a word is one edit here; those tests
/// then name what else must change (Docs/ARCHITECTURE.md, "The vocabulary: adding a word").
public protocol Vocabulary: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The English spellings, lowercase, the canonical one first.
    var english: [StaticString] { get }
    /// The Turkish aliases, lowercase; empty when Turkish lifters write the English word
    /// (`metcon`, the metcon types, set tags and most units are the same in both languages).
    var turkish: [StaticString] { get }
    /// Every spelling of every case, matched on bytes; built once per vocabulary.
    static var matcher: WordMatcher<Self> { get }
}

extension Vocabulary {
    /// The canonical spelling: what the formatter writes and completion offers first.
    public var spelling: String { english[0].description }

    /// Every spelling, English then Turkish.
    public var spellings: [StaticString] { english + turkish }

    /// Every spelling of every case, in case order, as text (for grammars, hover and tests).
    public static var allSpellings: [String] { allCases.flatMap { $0.spellings.map(\.description) } }

    /// The word `text` spells, ASCII letters in any case (as the parser reads keywords:
    /// `Lifting`, `KG`); nil for any other text.
    public static func matching(_ text: String) -> Self? {
        var text = text
        return text.withUTF8 { matcher.match($0, 0..<$0.count) }
    }

    /// The table for ``matcher``, every spelling with its case.
    static func spellingTable() -> [(String, Self)] {
        allCases.flatMap { word in word.spellings.map { ($0.description, word) } }
    }
}

/// Finds which word of a vocabulary some bytes spell, without building a `String`.
///
/// The spellings are bucketed by length and first byte, so a lookup compares the bytes of the
/// one or two spellings that share both; ASCII letters match in either case (`KG`, `Lifting`),
/// other bytes exactly, as the parser has always read keywords (`ÖĞLE` is not `öğle`).
public struct WordMatcher<Word: Sendable>: Sendable {
    private struct Entry: Sendable {
        var offset: Int32
        var length: Int32
        var word: Word
    }

    /// Every spelling's bytes, end to end.
    private let bytes: [UInt8]
    /// The spellings, sorted by bucket.
    private let entries: [Entry]
    /// Where each bucket's entries start in ``entries``; one more than there are buckets.
    private let bucketStarts: [Int32]
    /// The longest spelling, in bytes: a longer word is no word of the vocabulary.
    private let longest: Int

    private static var bucketCount: Int { 256 }

    private static func bucket(length: Int, first: UInt8) -> Int {
        (length & 15) << 4 | Int(first & 15)
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }

    /// A matcher for `spellings`, each lowercase and non-empty.
    public init(_ spellings: [(String, Word)]) {
        var bytes: [UInt8] = []
        var unsorted: [(bucket: Int, entry: Entry)] = []
        for (spelling, word) in spellings {
            let utf8 = Array(spelling.utf8)
            precondition(!utf8.isEmpty && utf8.map(Self.folded) == utf8, "spellings are lowercase: \(spelling)")
            unsorted.append((Self.bucket(length: utf8.count, first: utf8[0]),
                             Entry(offset: Int32(bytes.count), length: Int32(utf8.count), word: word)))
            bytes += utf8
        }
        // A stable sort keeps the vocabulary's order within a bucket.
        let sorted = unsorted.enumerated().sorted { ($0.element.bucket, $0.offset) < ($1.element.bucket, $1.offset) }
        var starts = [Int32](repeating: 0, count: Self.bucketCount + 1)
        for item in sorted { starts[item.element.bucket + 1] += 1 }
        for index in 1...Self.bucketCount { starts[index] += starts[index - 1] }
        self.bytes = bytes
        self.entries = sorted.map(\.element.entry)
        self.bucketStarts = starts
        self.longest = spellings.map(\.0.utf8.count).max() ?? 0
    }

    /// The word `source[range]` spells, or nil.
    public func match(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Word? {
        let length = range.count
        guard length > 0, length <= longest else { return nil }
        let bucket = Self.bucket(length: length, first: Self.folded(source[range.lowerBound]))
        var index = Int(bucketStarts[bucket])
        let end = Int(bucketStarts[bucket + 1])
        while index < end {
            let entry = entries[index]
            if entry.length == length, spells(entry, source, from: range.lowerBound) { return entry.word }
            index += 1
        }
        return nil
    }

    private func spells(_ entry: Entry, _ source: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let offset = Int(entry.offset)
        for position in 0..<Int(entry.length) where Self.folded(source[start + position]) != bytes[offset + position] {
            return false
        }
        return true
    }
}
