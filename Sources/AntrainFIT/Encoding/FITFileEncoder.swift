/// Writes FIT messages into the bytes of one FIT file: the 14-byte header with its CRC, a
/// definition message before the first data message of each shape, the data messages, and
/// the CRC of the whole file.
///
/// FIT data messages carry no field numbers: a definition message binds a local message type
/// (0–15) to a global message and its field layout, and later data messages name only the
/// local type. Shapes get local types in turn; when all sixteen are taken, the oldest is
/// defined again for the new shape (decoders keep only the latest definition of a local type).
public struct FITFileEncoder: Sendable {
    /// The protocol version in the header: 2.0, as Garmin's own encoder writes.
    public static let protocolVersion: UInt8 = 0x20
    /// The profile version the messages follow (21.218, the SDK the numbers were read from),
    /// written as Garmin's encoder does: major × 1000 + minor.
    public static let profileVersion: UInt16 = 21_218
    static let headerSize = 14
    static let localTypeCount = 16

    private var records: [UInt8] = []
    private var localTypes: [FITMessage.Shape: UInt8] = [:]
    private var shapeOfLocalType: [FITMessage.Shape?] = Array(repeating: nil, count: localTypeCount)
    private var nextLocalType: UInt8 = 0

    public init() {}

    /// Appends `message`, after its definition when its shape is new (or was displaced).
    public mutating func write(_ message: FITMessage) {
        let shape = message.shape
        let localType: UInt8
        if let known = localTypes[shape] {
            localType = known
        } else {
            localType = nextLocalType
            nextLocalType = (nextLocalType + 1) % UInt8(Self.localTypeCount)
            if let displaced = shapeOfLocalType[Int(localType)] { localTypes[displaced] = nil }
            shapeOfLocalType[Int(localType)] = shape
            localTypes[shape] = localType
            writeDefinition(of: shape, as: localType)
        }
        records.append(localType)  // a normal header: bit 6 clear (data), bits 0–3 the local type
        for field in message.fields { records.append(contentsOf: field.value.bytes) }
    }

    /// The file: header, records and the CRC over both.
    public func finish() -> [UInt8] {
        var file = Self.header(dataSize: UInt32(records.count))
        file.append(contentsOf: records)
        let crc = FITCRC.checksum(file)
        file.append(contentsOf: FITValue.uint16(crc).bytes)
        return file
    }

    /// The 14-byte file header: size, protocol and profile versions, the size of the records,
    /// ".FIT", and the CRC of the 12 bytes before it.
    static func header(dataSize: UInt32) -> [UInt8] {
        var header: [UInt8] = [UInt8(headerSize), protocolVersion]
        header += FITValue.uint16(profileVersion).bytes
        header += FITValue.uint32(dataSize).bytes
        header += Array(".FIT".utf8)
        header += FITValue.uint16(FITCRC.checksum(header)).bytes
        return header
    }

    private mutating func writeDefinition(of shape: FITMessage.Shape, as localType: UInt8) {
        records.append(0x40 | localType)  // bit 6: a definition message
        records.append(0)  // reserved
        records.append(0)  // architecture: little-endian
        records += FITValue.uint16(shape.number.rawValue).bytes
        records.append(UInt8(shape.fields.count))
        for field in shape.fields {
            records += [field.number, field.size, field.baseType.rawValue]
        }
    }
}
