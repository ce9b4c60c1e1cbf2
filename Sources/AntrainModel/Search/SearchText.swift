import AntrainBasics

/// Text prepared for matching: folded to lower case without diacritics, as bytes.
///
/// "Tavuk Göğsü", "tavuk gogsu" and "TAVUK GÖĞSÜ" fold to the same bytes. Turkish dotless
/// and dotted i fold to `i`, which Foundation's diacritic folding leaves alone.
public struct SearchText: Sendable, Hashable {
    /// The folded text, words separated by single spaces.
    public let folded: [UInt8]
    /// The folded words.
    public let words: [[UInt8]]
    /// The folded text without spaces, hyphens or other separators: the identity key.
    public let compact: [UInt8]
    /// First letter of each word.
    public let acronym: [UInt8]
    /// Which bytes `compact` holds, one bit per byte value modulo 64: a cheap first test of
    /// whether two texts can match at all (see ``FuzzyMatcher/mayMatch(_:_:)``).
    public let letterMask: UInt64

    public init(_ text: String) {
        let folded = Self.fold(text)
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in folded {
            if Self.isSeparator(byte) {
                if !current.isEmpty { words.append(current); current.removeAll() }
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { words.append(current) }
        self.words = words
        self.folded = Array(words.joined(separator: [UInt8(ascii: " ")]))
        self.compact = Array(words.joined())
        // A closure, not a key path: applying a key path costs more than folding a short name.
        self.acronym = words.compactMap { $0.first }
        self.letterMask = compact.reduce(0) { $0 | 1 << UInt64($1 & 63) }
    }

    /// The key under which names and aliases must be unique: folded, separators removed.
    public static func key(_ text: String) -> String {
        // ASCII names (most of them) fold byte by byte, without splitting into words: every
        // name the analysis resolves goes through here.
        var compact: [UInt8] = []
        compact.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte >= 0x80 { return String(decoding: SearchText(text).compact, as: UTF8.self) }
            if isSeparator(byte) { continue }
            compact.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        return String(decoding: compact, as: UTF8.self)
    }

    static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: "."),
             UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "'"), UInt8(ascii: "\t"):
            return true
        default:
            return false
        }
    }

    /// Lower-cases and strips diacritics; ASCII stays on a fast path.
    static func fold(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var needsFoundation = false
        for byte in text.utf8 {
            if byte >= 0x80 { needsFoundation = true; break }
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        guard needsFoundation else { return bytes }
        let dotless = text.replacingScalar("ı", with: "i").replacingScalar("İ", with: "i")
        let folded = TextFolding.fold(dotless)
        return Array(folded.utf8)
    }
}
