/// UTF-8 written piece by piece into one buffer: a message's literal parts, its arguments, its
/// numbers, and the text around it.
///
/// A hover writes dozens of short pieces. `Array.append(contentsOf:)` costs some eighty
/// instructions a piece (it reserves and re-checks on every call); this buffer sizes its array
/// ahead and keeps its own count, so a piece is one capacity check and a copy. The functions
/// are inlinable because the writers live in other modules.
public struct UTF8Buffer: Sendable {
    /// The bytes written, then zeros up to the capacity.
    @usableFromInline var storage: [UInt8]
    /// How many bytes of ``storage`` are written.
    @usableFromInline var written: Int

    @inlinable
    public init(capacity: Int) {
        storage = [UInt8](repeating: 0, count: Swift.max(capacity, 16))
        written = 0
    }

    public var count: Int { written }
    public var isEmpty: Bool { written == 0 }

    /// Appends `bytes` (any length).
    @inlinable
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let start = written
        let end = start + bytes.count
        if end > storage.count { grow(toHold: end) }
        storage.withUnsafeMutableBufferPointer { target in
            (target.baseAddress! + start).update(from: source, count: bytes.count)
        }
        written = end
    }

    /// Appends one byte.
    @inlinable
    public mutating func append(_ byte: UInt8) {
        if written == storage.count { grow(toHold: written + 1) }
        storage[written] = byte
        written += 1
    }

    /// Appends a string's UTF-8.
    @inlinable
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends a literal's UTF-8, read in place.
    @inlinable
    public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Appends what another buffer holds.
    @inlinable
    public mutating func append(_ other: UTF8Buffer) {
        other.storage.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[..<other.written])) }
    }

    /// Lets `write` fill up to `maximum` bytes in place; it returns how many it wrote.
    @inlinable
    public mutating func write(atMost maximum: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        let start = written
        if start + maximum > storage.count { grow(toHold: start + maximum) }
        let count = storage.withUnsafeMutableBufferPointer { target in
            write(UnsafeMutableBufferPointer(rebasing: target[start..<(start + maximum)]))
        }
        written = start + count
    }

    /// Doubles the capacity at least, to hold `needed` bytes.
    @usableFromInline
    mutating func grow(toHold needed: Int) {
        let capacity = Swift.max(needed, 2 * storage.count)
        storage.append(contentsOf: repeatElement(0, count: capacity - storage.count))
    }

    /// The bytes written, handed to `use` for as long as the call lasts.
    @inlinable
    public func withBytes<Result>(_ use: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { use(UnsafeBufferPointer(rebasing: $0[..<written])) }
    }

    /// The text written.
    public var text: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
