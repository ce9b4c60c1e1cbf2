/// A name folded for matching as ``SearchText`` folds it, into buffers reused from one name
/// to the next.
///
/// "Go to symbol in workspace" scores thousands of entry names per keystroke; a ``SearchText``
/// of each would allocate half a dozen arrays per name, and that was most of the query's time.
/// Only ASCII names fold here (byte by byte); a name with another byte needs Foundation's
/// diacritic folding and goes through ``SearchText``, which folds it the same way.
public struct FoldedName: Sendable {
    // Buffers at least as long as the longest name folded so far, written through pointers:
    // appending byte by byte to growing arrays cost more than the match. No form of a name is
    // longer than the name (separators collapse to at most one space), nor has more words.
    private var foldedBuffer: [UInt8] = []
    private var compactBuffer: [UInt8] = []
    private var acronymBuffer: [UInt8] = []
    /// Where each word starts in `compact`, then where the last one ends.
    private var wordBounds: [Int] = [0]
    private var foldedCount = 0
    public private(set) var compactCount = 0
    private var acronymCount = 0
    private(set) var wordCount = 0
    /// As ``SearchText/letterMask``.
    public private(set) var letterMask: UInt64 = 0

    public init() {}

    /// As ``SearchText/folded``: the words separated by single spaces.
    var folded: ArraySlice<UInt8> { foldedBuffer[..<foldedCount] }
    /// As ``SearchText/compact``: the words without separators (``compactCount`` bytes).
    var compact: ArraySlice<UInt8> { compactBuffer[..<compactCount] }
    /// As ``SearchText/acronym``: each word's first byte.
    var acronym: ArraySlice<UInt8> { acronymBuffer[..<acronymCount] }

    func word(_ index: Int) -> ArraySlice<UInt8> { compactBuffer[wordBounds[index]..<wordBounds[index + 1]] }

    /// Folds `name` in place of the name held before. Returns false when `name` has a
    /// character outside ASCII: what is held is then not its folded form.
    public mutating func load(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { load($0) }
    }

    /// ``load(_:)-(String)`` for a name's UTF-8 bytes.
    public mutating func load(_ name: ArraySlice<UInt8>) -> Bool {
        name.withUnsafeBufferPointer { load($0) }
    }

    // Not generic: a generic walk of the bytes, called from another module, is not specialized
    // and cost more than the whole match.
    private mutating func load(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        if compactBuffer.count < name.count {
            let size = max(name.count, 2 * compactBuffer.count, 64)
            foldedBuffer = [UInt8](repeating: 0, count: size)
            compactBuffer = [UInt8](repeating: 0, count: size)
            acronymBuffer = [UInt8](repeating: 0, count: size)
            wordBounds = [Int](repeating: 0, count: size + 1)
        }
        var folded = 0, compact = 0, words = 0, mask: UInt64 = 0
        var isASCII = true
        foldedBuffer.withUnsafeMutableBufferPointer { foldedBytes in
            compactBuffer.withUnsafeMutableBufferPointer { compactBytes in
                acronymBuffer.withUnsafeMutableBufferPointer { acronymBytes in
                    wordBounds.withUnsafeMutableBufferPointer { bounds in
                        var isInWord = false
                        for byte in name {
                            if byte >= 0x80 {
                                isASCII = false
                                return
                            }
                            if SearchText.isSeparator(byte) {
                                isInWord = false
                                continue
                            }
                            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                            if !isInWord {
                                if words > 0 {
                                    foldedBytes[folded] = UInt8(ascii: " ")
                                    folded += 1
                                }
                                bounds[words] = compact
                                acronymBytes[words] = lower
                                words += 1
                                isInWord = true
                            }
                            foldedBytes[folded] = lower
                            folded += 1
                            compactBytes[compact] = lower
                            compact += 1
                            mask |= 1 << UInt64(lower & 63)
                        }
                        bounds[words] = compact
                    }
                }
            }
        }
        (foldedCount, compactCount, acronymCount, wordCount, letterMask) = isASCII ? (folded, compact, words, words, mask) : (0, 0, 0, 0, 0)
        if !isASCII { wordBounds[0] = 0 }
        return isASCII
    }
}
