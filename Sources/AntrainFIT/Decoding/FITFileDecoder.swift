/// Reads the messages of one FIT file: checks the header, its CRC and the file's CRC, then
/// walks the records, binding each definition message to its local type and reading data
/// messages by the latest definition of theirs.
///
/// Developer fields (bit 5 of a definition's header) are skipped by their sizes; compressed
/// timestamp headers are refused with their offset, since Garmin's watches do not write them
/// in activity files and a half-read file would import wrong times. A file with several FIT
/// files chained one after another is read up to the end of the first.
public enum FITFileDecoder {
    /// The messages of `bytes`, in file order.
    public static func decode(_ bytes: [UInt8]) throws(FITDecodeError) -> [FITDecodedMessage] {
        guard bytes.count >= 12 else { throw .tooShort(bytes: bytes.count) }
        let headerSize = Int(bytes[0])
        guard headerSize >= 12, bytes.count >= headerSize, Array(bytes[8..<12]) == Array(".FIT".utf8) else { throw .notFIT }
        if headerSize >= 14 {
            let written = UInt16(bytes[12]) | UInt16(bytes[13]) << 8
            // 0 means the writer did not compute it (the protocol allows that).
            let computed = FITCRC.checksum(bytes[0..<12])
            if written != 0, written != computed { throw .headerCRC(expected: written, found: computed) }
        }
        let dataSize = Int(UInt32(bytes[4]) | UInt32(bytes[5]) << 8 | UInt32(bytes[6]) << 16 | UInt32(bytes[7]) << 24)
        let end = headerSize + dataSize
        guard bytes.count >= end + 2 else { throw .truncated(expected: end + 2, found: bytes.count) }
        let written = UInt16(bytes[end]) | UInt16(bytes[end + 1]) << 8
        let computed = FITCRC.checksum(bytes[0..<end])
        guard written == computed else { throw .fileCRC(expected: written, found: computed) }
        var reader = RecordReader(bytes: bytes, offset: headerSize, end: end)
        return try reader.messages()
    }
}

/// A definition message: the global message and each field's number, size and base type,
/// and the total size of its developer fields (skipped).
private struct Definition {
    struct Field {
        var number: UInt8
        var size: Int
        var baseType: UInt8
    }

    var global: UInt16
    var bigEndian: Bool
    var fields: [Field]
    var developerBytes: Int
}

private struct RecordReader {
    let bytes: [UInt8]
    var offset: Int
    let end: Int
    var definitions: [Definition?] = Array(repeating: nil, count: 16)

    init(bytes: [UInt8], offset: Int, end: Int) {
        self.bytes = bytes
        self.offset = offset
        self.end = end
    }

    mutating func messages() throws(FITDecodeError) -> [FITDecodedMessage] {
        var messages: [FITDecodedMessage] = []
        while offset < end {
            let start = offset
            let header = bytes[offset]
            offset += 1
            if header & 0x80 != 0 { throw .compressedTimestamp(offset: start) }
            let local = header & 0x0F
            if header & 0x40 != 0 {
                definitions[Int(local)] = try readDefinition(hasDeveloperFields: header & 0x20 != 0, start: start)
                continue
            }
            guard let definition = definitions[Int(local)] else { throw .undefinedLocalType(local, offset: start) }
            messages.append(try readData(definition, start: start))
        }
        return messages
    }

    private mutating func take(_ count: Int, start: Int) throws(FITDecodeError) -> ArraySlice<UInt8> {
        guard offset + count <= end else { throw .recordOverrun(offset: start) }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    private mutating func readDefinition(hasDeveloperFields: Bool, start: Int) throws(FITDecodeError) -> Definition {
        let fixed = Array(try take(5, start: start))
        let bigEndian = fixed[1] == 1
        let global = bigEndian ? UInt16(fixed[2]) << 8 | UInt16(fixed[3]) : UInt16(fixed[2]) | UInt16(fixed[3]) << 8
        var fields: [Definition.Field] = []
        for _ in 0..<Int(fixed[4]) {
            let field = Array(try take(3, start: start))
            fields.append(Definition.Field(number: field[0], size: Int(field[1]), baseType: field[2]))
        }
        var developerBytes = 0
        if hasDeveloperFields {
            let count = Int(try take(1, start: start).first!)
            for _ in 0..<count { developerBytes += Int(Array(try take(3, start: start))[1]) }
        }
        return Definition(global: global, bigEndian: bigEndian, fields: fields, developerBytes: developerBytes)
    }

    private mutating func readData(_ definition: Definition, start: Int) throws(FITDecodeError) -> FITDecodedMessage {
        var values: [UInt8: FITDecodedValue] = [:]
        for field in definition.fields {
            let raw = try take(field.size, start: start)
            if let value = FITBaseTypeReading.value(raw, baseType: field.baseType, bigEndian: definition.bigEndian) {
                values[field.number] = value
            }
        }
        _ = try take(definition.developerBytes, start: start)
        return FITDecodedMessage(number: definition.global, fields: values)
    }
}
