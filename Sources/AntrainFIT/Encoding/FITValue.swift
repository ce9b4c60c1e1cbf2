/// One field's value, typed by its base type; it writes itself as the little-endian bytes a
/// data message holds.
///
/// Values are already in FIT's units (milliseconds for a `duration` scaled by 1000, 1/16 kg
/// for a set's weight): the scaling belongs to the message being built, which knows the field.
public enum FITValue: Sendable, Equatable {
    case enumeration(UInt8)
    case uint8(UInt8)
    case uint16(UInt16)
    case uint32(UInt32)
    /// A `uint32z` (serial numbers), whose invalid value is 0 rather than all ones.
    case uint32z(UInt32)
    /// UTF-8 text, written null-terminated; a field holds at most 255 bytes, so longer text
    /// is cut after the last whole character that fits.
    case string(String)

    public var baseType: FITBaseType {
        switch self {
        case .enumeration: .enumeration
        case .uint8: .uint8
        case .uint16: .uint16
        case .uint32: .uint32
        case .uint32z: .uint32z
        case .string: .string
        }
    }

    /// The value's bytes, least significant first.
    public var bytes: [UInt8] {
        switch self {
        case .enumeration(let value), .uint8(let value): [value]
        case .uint16(let value): Self.littleEndian(UInt64(value), count: 2)
        case .uint32(let value), .uint32z(let value): Self.littleEndian(UInt64(value), count: 4)
        case .string(let text): Self.fitting(text) + [0]
        }
    }

    static func fitting(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for character in text {
            let encoded = Array(character.utf8)
            guard bytes.count + encoded.count <= 254 else { break }
            bytes += encoded
        }
        return bytes
    }

    static func littleEndian(_ value: UInt64, count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
