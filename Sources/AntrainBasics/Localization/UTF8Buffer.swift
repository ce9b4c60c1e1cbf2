/// UTF-8 written piece by piece into one buffer: a message's literal parts, its arguments, its
/// numbers, and the text around it.
///
/// A hover writes dozens of short pieces. `Array.append(contentsOf:)` costs some eighty
/// instructions a piece (it reserves and re-checks on every call), and even an array sized
/// ahead costs half that to lend its memory; this buffer owns its memory, so a piece is one
/// capacity check and a copy. It is a value: a copy that is written to first copies the
/// bytes. The functions are inlinable because the writers live in other modules.
public struct UTF8Buffer {
    /// The memory, in one allocation with its object. Its size is kept here, not in the object:
    /// a class's variables are checked for exclusive access at run time on every access.
    @usableFromInline var storage: ManagedBuffer<Void, UInt8>
    @usableFromInline var capacity: Int
    /// How many bytes of ``storage`` this value holds.
    @usableFromInline var written = 0
    /// Whether every byte came from a `String`, a literal, a template or a number, so the bytes
    /// are UTF-8 that needs no check when ``text`` makes its string; raw bytes clear it.
    @usableFromInline var isKnownUTF8 = true

    @inlinable
    public init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        storage = .create(minimumCapacity: self.capacity) { _ in }
    }

    public var count: Int { written }
    public var isEmpty: Bool { written == 0 }

    /// The first byte of the memory (valid while ``storage`` is held).
    @inlinable
    var start: UnsafeMutablePointer<UInt8> { storage.withUnsafeMutablePointerToElements { $0 } }

    /// Room for `extra` more bytes in memory this value alone holds.
    @inlinable
    mutating func reserve(_ extra: Int) {
        if written + extra > capacity || !isKnownUniquelyReferenced(&storage) {
            reallocate(toHold: written + extra)
        }
    }

    /// Moves the bytes to memory of their own with room for `needed` bytes (at least double).
    @usableFromInline
    mutating func reallocate(toHold needed: Int) {
        let capacity = Swift.max(needed, 2 * self.capacity)
        let copy = ManagedBuffer<Void, UInt8>.create(minimumCapacity: capacity) { _ in }
        copy.withUnsafeMutablePointerToElements { $0.update(from: start, count: written) }
        storage = copy
        self.capacity = capacity
    }

    /// Appends `bytes` (any length), which may be any bytes at all: the text made of them is
    /// checked.
    @inlinable
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        copy(bytes)
        isKnownUTF8 = false
    }

    /// Appends `bytes` known to be whole UTF-8 characters (a string's, a template's between
    /// its placeholders).
    @inlinable
    mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let count = bytes.count
        reserve(count)
        let target = start + written
        if count <= Self.shortPiece {
            Self.copyShort(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target), count: count)
        } else {
            target.update(from: source, count: count)
        }
        written += count
    }

    /// The longest piece ``copyShort(from:to:count:)`` copies: most pieces are a separator, a
    /// word or a template's text between placeholders, and calling `memmove` for a few bytes
    /// cost more than the copy.
    @usableFromInline static var shortPiece: Int { 16 }

    /// Copies 1 to ``shortPiece`` bytes with at most four loads and stores: two words (or half
    /// words) that overlap in the middle when the piece is shorter than both together.
    @inlinable @inline(__always)
    static func copyShort(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        if count >= 8 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else {
            let first = source.load(as: UInt8.self)
            let middle = source.load(fromByteOffset: count / 2, as: UInt8.self)
            let last = source.load(fromByteOffset: count - 1, as: UInt8.self)
            target.storeBytes(of: first, as: UInt8.self)
            target.storeBytes(of: middle, toByteOffset: count / 2, as: UInt8.self)
            target.storeBytes(of: last, toByteOffset: count - 1, as: UInt8.self)
        }
    }

    /// Appends one byte.
    @inlinable
    public mutating func append(_ byte: UInt8) {
        reserve(1)
        start[written] = byte
        written += 1
        if byte >= 0x80 { isKnownUTF8 = false }
    }

    /// Appends a string's UTF-8.
    @inlinable
    public mutating func append(_ text: String) {
        // Read in place: `withUTF8` needs a mutable copy of the string, retained and released
        // for each piece. Only a bridged string has no contiguous UTF-8 to lend.
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { copy($0) }
        if copied == nil {
            var text = text
            text.withUTF8 { copy($0) }
        }
    }

    /// Appends the bytes `other` holds, known UTF-8 if they were there: a piece written once
    /// and copied into many texts (the day's part of each of its meals' hovers) is kept as
    /// bytes, so the text it goes into is made once, unchecked.
    @inlinable
    public mutating func append(_ other: UTF8Buffer) {
        other.withBytes { copy($0) }
        if !other.isKnownUTF8 { isKnownUTF8 = false }
    }

    /// Appends the bytes of `other` in `range`, which must begin and end between characters
    /// (next to an ASCII byte, say): a piece kept with another in one buffer.
    @inlinable
    public mutating func append(_ other: UTF8Buffer, range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= other.written, "a range of the bytes written")
        other.withBytes { copy(UnsafeBufferPointer(rebasing: $0[range])) }
        if !other.isKnownUTF8 { isKnownUTF8 = false }
    }

    /// Appends a literal's UTF-8, read in place.
    @inlinable
    public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { copy($0) }
    }

    /// Lets `write` fill up to `maximum` bytes in place; it returns how many it wrote.
    @inlinable
    public mutating func write(atMost maximum: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        reserve(maximum)
        let count = Swift.min(Swift.max(write(UnsafeMutableBufferPointer(start: start + written, count: maximum)), 0), maximum)
        for offset in written..<(written + count) where start[offset] >= 0x80 { isKnownUTF8 = false }
        written += count
    }

    /// The bytes written, handed to `use` for as long as the call lasts.
    @inlinable
    public func withBytes<Result>(_ use: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withExtendedLifetime(storage) { use(UnsafeBufferPointer(start: start, count: written)) }
    }

    /// The text written. Bytes known to be UTF-8 are copied into the string as they are;
    /// checking a hover's kilobyte cost three times as much as copying it.
    public var text: String {
        withBytes { bytes in
            if isKnownUTF8, #available(macOS 26, iOS 26, *) {
                return String(copying: UTF8Span(unchecked: bytes.span))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
