/// Reads a field's bytes by the base type its definition names (the FIT protocol's table of
/// all seventeen types, not only the six the encoder writes): integers of every width and
/// sign, arrays of them, and null-terminated UTF-8 text. A value equal to its type's
/// "invalid" marker is no value.
enum FITBaseTypeReading {
    /// Number (the low five bits of the base type byte), size, signedness and whether 0 is
    /// the invalid value (the `z` types) rather than all ones.
    private struct Kind {
        var size: Int
        var signed: Bool
        var zeroInvalid: Bool
    }

    private static let kinds: [UInt8: Kind] = [
        0: Kind(size: 1, signed: false, zeroInvalid: false),  // enum
        1: Kind(size: 1, signed: true, zeroInvalid: false),  // sint8
        2: Kind(size: 1, signed: false, zeroInvalid: false),  // uint8
        3: Kind(size: 2, signed: true, zeroInvalid: false),  // sint16
        4: Kind(size: 2, signed: false, zeroInvalid: false),  // uint16
        5: Kind(size: 4, signed: true, zeroInvalid: false),  // sint32
        6: Kind(size: 4, signed: false, zeroInvalid: false),  // uint32
        10: Kind(size: 1, signed: false, zeroInvalid: true),  // uint8z
        11: Kind(size: 2, signed: false, zeroInvalid: true),  // uint16z
        12: Kind(size: 4, signed: false, zeroInvalid: true),  // uint32z
        14: Kind(size: 8, signed: true, zeroInvalid: false),  // sint64
        15: Kind(size: 8, signed: false, zeroInvalid: false),  // uint64
        16: Kind(size: 8, signed: false, zeroInvalid: true),  // uint64z
    ]
    private static let stringType: UInt8 = 7

    static func value(_ raw: ArraySlice<UInt8>, baseType: UInt8, bigEndian: Bool) -> FITDecodedValue? {
        let number = baseType & 0x1F
        if number == stringType {
            let text = raw.prefix { $0 != 0 }
            return text.isEmpty ? nil : .text(String(decoding: text, as: UTF8.self))
        }
        // Floats (8, 9) and bytes (13): nothing the import reads.
        guard let kind = kinds[number], raw.count >= kind.size else { return nil }
        var integers: [Int64] = []
        var index = raw.startIndex
        while index + kind.size <= raw.endIndex {
            let chunk = raw[index..<index + kind.size]
            index += kind.size
            if let value = integer(chunk, kind, bigEndian: bigEndian) { integers.append(value) }
        }
        return integers.isEmpty ? nil : .integers(integers)
    }

    private static func integer(_ bytes: ArraySlice<UInt8>, _ kind: Kind, bigEndian: Bool) -> Int64? {
        var bits: UInt64 = 0
        for byte in bigEndian ? Array(bytes) : bytes.reversed() { bits = bits << 8 | UInt64(byte) }
        let width = UInt64(kind.size * 8)
        let allOnes: UInt64 = width == 64 ? .max : (1 << width) - 1
        if kind.zeroInvalid { return bits == 0 ? nil : Int64(bitPattern: bits) }
        if kind.signed {
            // Invalid is the largest positive value (0x7F, 0x7FFF...).
            if bits == allOnes >> 1 { return nil }
            let shift = 64 - width
            return Int64(bitPattern: bits << shift) >> Int64(shift)
        }
        if bits == allOnes { return nil }
        return Int64(bitPattern: bits)
    }
}
