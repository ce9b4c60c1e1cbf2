#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Dense ids for names as written, keyed by their bytes.
///
/// A log repeats the same few dozen exercise and food names thousands of times. Looking each
/// one up as a `String` means building the string (copying and validating its bytes) and
/// hashing it with the standard library's seeded hasher, per line. The interner hashes the
/// bytes where they lie in the source and compares them with the few it has seen, so the
/// lowering resolves a name once per spelling and afterwards by id, building a `String` only
/// the first time (or when a message needs one).
///
/// Keys are exact bytes: `Bench Press` and `bench press` get different ids (both resolve to
/// the same exercise; the model keeps each as written).
public struct NameInterner: Sendable {
    /// Open addressing: each slot holds an id + 1, or 0 when empty. A power of two in size,
    /// at most half full.
    private var slots: [Int32] = Array(repeating: 0, count: 64)
    private var hashes: [UInt32] = []
    /// The keys' bytes, one after another; key `id` is `keyBytes[keyStarts[id]..<keyStarts[id + 1]]`.
    private var keyBytes: [UInt8] = []
    private var keyStarts: [Int32] = [0]

    public init() {}

    /// How many distinct names the interner holds; ids are `0..<count`.
    public var count: Int { hashes.count }

    /// The id of the bytes `range` of `source`, and whether they were seen before.
    public mutating func intern(_ range: TextRange, in source: UnsafeBufferPointer<UInt8>) -> (id: Int32, isNew: Bool) {
        let lower = min(range.lowerBound, source.count)
        let upper = min(max(range.upperBound, lower), source.count)
        guard let base = source.baseAddress else { return intern(bytes: UnsafeBufferPointer(start: nil, count: 0)) }
        return intern(bytes: UnsafeBufferPointer(start: base + lower, count: upper - lower))
    }

    private mutating func intern(bytes key: UnsafeBufferPointer<UInt8>) -> (id: Int32, isNew: Bool) {
        let hash = Self.hash(key)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { break }
            let id = Int(stored - 1)
            if hashes[id] == hash, matches(id, key) { return (Int32(id), false) }
            slot = (slot + 1) & mask
        }
        let id = Int32(hashes.count)
        hashes.append(hash)
        keyBytes.append(contentsOf: key)
        keyStarts.append(Int32(keyBytes.count))
        slots[slot] = id + 1
        if hashes.count * 2 > slots.count { grow() }
        return (id, true)
    }

    /// The key's hash, eight bytes at a time: every exercise and food line of a log is
    /// interned, and a byte at a time cost more than the rest of the lookup. Names are short
    /// and a hit compares the bytes anyway, so a multiply-and-shift mix is enough.
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(key.count) &* multiplier
        guard let base = key.baseAddress else { return UInt32(truncatingIfNeeded: hash >> 32) }
        let raw = UnsafeRawPointer(base)
        let count = key.count
        var tail: UInt64
        if count >= 8 {
            var offset = 0
            while offset + 8 <= count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
                hash ^= hash >> 29
                offset += 8
            }
            // The last eight bytes, overlapping the words above: no byte loop for the rest.
            tail = offset < count ? raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) : 0
        } else if count >= 4 {
            tail = UInt64(raw.loadUnaligned(as: UInt32.self)) | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
        } else {
            tail = count == 0 ? 0 : UInt64(key[0]) | UInt64(key[count / 2]) << 8 | UInt64(key[count - 1]) << 16
        }
        hash = (hash ^ tail) &* multiplier
        hash ^= hash >> 29
        return UInt32(truncatingIfNeeded: hash >> 32)
    }

    private func matches(_ id: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(keyStarts[id])
        guard Int(keyStarts[id + 1]) - start == key.count else { return false }
        guard let keyBase = key.baseAddress else { return true }
        return keyBytes.withUnsafeBufferPointer { stored in
            memcmp(stored.baseAddress! + start, keyBase, key.count) == 0
        }
    }

    private mutating func grow() {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(hash) & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(id) + 1
        }
        slots = larger
    }
}
