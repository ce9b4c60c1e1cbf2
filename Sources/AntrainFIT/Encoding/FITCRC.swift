/// The FIT protocol's 16-bit CRC (CRC-16/ARC: polynomial 0x8005 reflected, start value 0).
///
/// A FIT file carries two: one over the first 12 bytes of the header, one over everything
/// before the file's last two bytes. Garmin's SDK computes it four bits at a time from a
/// sixteen-entry table; this does the same, so the figures match theirs by construction.
public struct FITCRC: Sendable, Equatable {
    /// The CRC of the bytes fed so far.
    public private(set) var value: UInt16 = 0

    public init() {}

    private static let table: [UInt16] = [
        0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
        0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]

    /// Feeds one byte: its low four bits, then its high four.
    public mutating func update(_ byte: UInt8) {
        for nibble in [byte & 0x0F, byte >> 4] {
            let carried = Self.table[Int(value & 0x0F)]
            value = (value >> 4) & 0x0FFF
            value ^= carried ^ Self.table[Int(nibble)]
        }
    }

    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { update(byte) }
    }

    /// The CRC of `bytes`.
    public static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt16 where Bytes.Element == UInt8 {
        var crc = FITCRC()
        crc.update(bytes)
        return crc.value
    }
}
