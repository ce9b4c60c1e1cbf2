/// The base types a FIT field is stored as (the FIT protocol's table of base types).
///
/// The raw value is the byte a field definition carries: the low five bits number the type,
/// and bit 7 says whether it has more than one byte (so its byte order matters).
public enum FITBaseType: UInt8, Sendable, CaseIterable {
    case enumeration = 0x00
    case uint8 = 0x02
    case string = 0x07
    case uint16 = 0x84
    case uint32 = 0x86
    case uint32z = 0x8C

    /// Bytes of one value; a string's size is its field's.
    public var size: Int {
        switch self {
        case .enumeration, .uint8, .string: 1
        case .uint16: 2
        case .uint32, .uint32z: 4
        }
    }
}
