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
/// ASCII letters match in either case (`KG`, `Lifting`), other bytes exactly, as the parser has
/// always read keywords (`ÖĞLE` is not `öğle`). A word's first eight bytes, folded to lower
/// case, make one 64-bit key; the keys (with the lengths) are hashed into a table without
/// collisions, found when the matcher is built, so a lookup reads one slot and compares one
/// key: the parser asks this of every header's kind word, set tag and duration unit.
///
/// A class whose tables are plain buffers: reading a vocabulary's matcher and looking a word
/// up retains and copies nothing (a struct of arrays was copied, and each array retained and
/// released, on every lookup).
public final class WordMatcher<Word: Sendable>: @unchecked Sendable {
    // Sendable: every stored property is set once in `init` and only read after.
    private struct Slot {
        /// The first (up to) eight bytes, little-endian (``WordMatcher/key(_:from:length:)``).
        var key: UInt64
        /// 0 for an empty slot.
        var length: Int32
        /// The spelling's index in ``words``.
        var index: Int32
        /// Where the spelling's bytes start in ``bytes``.
        var offset: Int
    }

    /// The hash table: a power of two slots, each spelling in the one its key hashes to.
    private let slots: UnsafeMutableBufferPointer<Slot>
    private let multiplier: UInt64
    private let shift: UInt64
    /// Spellings whose key and length equal another's (they differ after eight bytes),
    /// compared one by one; empty for every vocabulary so far.
    private let overflow: [Slot]
    /// Every spelling's bytes, end to end.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Each spelling's word.
    private let words: UnsafeMutableBufferPointer<Word>
    /// The longest spelling, in bytes: a longer word is no word of the vocabulary.
    private let longest: Int

    private static func folded(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }

    /// The first `min(length, 8)` bytes of `source` from `start`, ASCII capitals folded to
    /// lower case, as a little-endian integer (the bytes past them zero).
    @inline(__always)
    private static func key(_ source: UnsafeBufferPointer<UInt8>, from start: Int, length: Int) -> UInt64 {
        let width = min(length, 8)
        var raw: UInt64 = 0
        if start + 8 <= source.count {
            raw = UInt64(littleEndian: UnsafeRawPointer(source.baseAddress!).loadUnaligned(fromByteOffset: start, as: UInt64.self))
            if width < 8 { raw &= (1 << UInt64(width * 8)) &- 1 }
        } else {
            for offset in 0..<width { raw |= UInt64(source[start + offset]) << UInt64(offset * 8) }
        }
        return foldedASCII(raw)
    }

    /// `word` with each byte from `A` to `Z` made lower case, eight at a time: a byte is a
    /// capital when its low seven bits are at least `A` and below `[` and its high bit is clear.
    @inline(__always)
    private static func foldedASCII(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low = word & (0x7F &* ones)
        let atLeastA = low &+ (0x80 - 0x41) &* ones
        let pastZ = low &+ (0x80 - 0x5B) &* ones
        let capitals = atLeastA & ~pastZ & ~word & (0x80 &* ones)
        return word | capitals >> 2
    }

    @inline(__always)
    private static func slot(key: UInt64, length: Int, multiplier: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: ((key &+ UInt64(truncatingIfNeeded: length)) &* multiplier) >> shift)
    }

    /// A matcher for `spellings`, each lowercase and non-empty. The first of a repeated
    /// spelling wins, as in the vocabulary's order.
    public init(_ spellings: [(String, Word)]) {
        var unique: [Slot] = []
        var overflow: [Slot] = []
        var bytes: [UInt8] = []
        var words: [Word] = []
        var seen = Set<[UInt8]>()
        for (spelling, word) in spellings {
            let utf8 = Array(spelling.utf8)
            precondition(!utf8.isEmpty && utf8.map(Self.folded) == utf8, "spellings are lowercase: \(spelling)")
            guard seen.insert(utf8).inserted else { continue }
            let key = utf8.withUnsafeBufferPointer { Self.key($0, from: 0, length: $0.count) }
            let slot = Slot(key: key, length: Int32(utf8.count), index: Int32(words.count), offset: bytes.count)
            bytes += utf8
            words.append(word)
            if unique.contains(where: { $0.key == key && $0.length == slot.length }) {
                overflow.append(slot)
            } else {
                unique.append(slot)
            }
        }
        // A table of eight slots per spelling (a few kilobytes for the largest vocabulary),
        // where a multiplier (from a fixed sequence, so every run builds the same table) that
        // sends no two keys to one slot is found in a few tries; larger if none is.
        var bits = 3
        while 1 << bits < 8 * unique.count { bits += 1 }
        var state: UInt64 = 0
        var found: (slots: [Slot], multiplier: UInt64, shift: UInt64)?
        search: while bits <= 16 {
            let shift = UInt64(64 - bits)
            let empty = Slot(key: 0, length: 0, index: 0, offset: 0)
            var table = [Slot](repeating: empty, count: 1 << bits)
            for _ in 0..<64 {
                // SplitMix64: well-mixed odd multipliers.
                state = state &+ 0x9E37_79B9_7F4A_7C15
                var mixed = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
                mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
                let multiplier = (mixed ^ (mixed >> 31)) | 1
                var collides = false
                for entry in unique {
                    let slot = Self.slot(key: entry.key, length: Int(entry.length), multiplier: multiplier, shift: shift)
                    if table[slot].length != 0 { collides = true; break }
                    table[slot] = entry
                }
                if !collides { found = (table, multiplier, shift); break search }
                for index in table.indices { table[index] = empty }
            }
            bits += 1
        }
        // Without a table (never so far), every spelling is compared one by one.
        let table = found?.slots ?? [Slot(key: 0, length: 0, index: 0, offset: 0)]
        self.slots = .allocate(capacity: table.count)
        _ = self.slots.initialize(from: table)
        self.multiplier = found?.multiplier ?? 0
        self.shift = found?.shift ?? 63
        self.overflow = found == nil ? unique + overflow : overflow
        self.bytes = .allocate(capacity: max(bytes.count, 1))
        _ = self.bytes.initialize(from: bytes)
        self.words = .allocate(capacity: max(words.count, 1))
        _ = self.words.initialize(from: words)
        self.longest = spellings.map(\.0.utf8.count).max() ?? 0
        wordCount = words.count
    }

    /// How many words ``words`` holds (its capacity may be one more).
    private let wordCount: Int

    deinit {
        slots.deallocate()
        bytes.deallocate()
        words.baseAddress!.deinitialize(count: wordCount)
        words.deallocate()
    }

    /// The word `source[range]` spells, or nil.
    public func match(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Word? {
        let length = range.count
        guard length > 0, length <= longest else { return nil }
        let key = Self.key(source, from: range.lowerBound, length: length)
        let slot = slots[Self.slot(key: key, length: length, multiplier: multiplier, shift: shift)]
        if slot.key == key, Int(slot.length) == length, length <= 8 || spellsRest(slot, source, from: range.lowerBound) {
            return words[Int(slot.index)]
        }
        if overflow.isEmpty { return nil }
        for slot in overflow where slot.key == key && Int(slot.length) == length {
            if length <= 8 || spellsRest(slot, source, from: range.lowerBound) { return words[Int(slot.index)] }
        }
        return nil
    }

    /// Whether the bytes after the first eight of a long spelling match.
    private func spellsRest(_ slot: Slot, _ source: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        for position in 8..<Int(slot.length) where Self.folded(source[start + position]) != bytes[slot.offset + position] {
            return false
        }
        return true
    }
}
