/// A name folded for matching as ``SearchText`` folds it, into buffers reused from one name
/// to the next.
///
/// "Go to symbol in workspace" scores thousands of entry names per keystroke; a ``SearchText``
/// of each would allocate half a dozen arrays per name, and that was most of the query's time.
/// Only ASCII names fold here (byte by byte); a name with another byte needs Foundation's
/// diacritic folding and goes through ``SearchText``, which folds it the same way.
public struct FoldedName: Sendable {
    /// As ``SearchText/folded``: the words separated by single spaces.
    private(set) var folded: [UInt8] = []
    /// As ``SearchText/compact``: the words without separators.
    private(set) var compact: [UInt8] = []
    /// As ``SearchText/acronym``: each word's first byte.
    private(set) var acronym: [UInt8] = []
    /// Where each word starts in `compact`, then where the last one ends.
    private var wordBounds: [Int] = []
    /// As ``SearchText/letterMask``.
    public private(set) var letterMask: UInt64 = 0

    public init() {}

    /// How many bytes the name has without separators (``SearchText/compact``'s count).
    public var compactCount: Int { compact.count }

    var wordCount: Int { wordBounds.count - 1 }

    func word(_ index: Int) -> ArraySlice<UInt8> { compact[wordBounds[index]..<wordBounds[index + 1]] }

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
        folded.removeAll(keepingCapacity: true)
        compact.removeAll(keepingCapacity: true)
        acronym.removeAll(keepingCapacity: true)
        wordBounds.removeAll(keepingCapacity: true)
        letterMask = 0
        var isInWord = false
        for byte in name {
            if byte >= 0x80 { return false }
            if SearchText.isSeparator(byte) {
                isInWord = false
                continue
            }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if !isInWord {
                if !wordBounds.isEmpty { folded.append(UInt8(ascii: " ")) }
                wordBounds.append(compact.count)
                acronym.append(lower)
                isInWord = true
            }
            folded.append(lower)
            compact.append(lower)
            letterMask |= 1 << UInt64(lower & 63)
        }
        wordBounds.append(compact.count)
        return true
    }
}
