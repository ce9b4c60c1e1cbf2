@testable import AntrainFIT
import Testing

/// The encoder's bytes, figured by hand from the FIT protocol (the CRCs checked against
/// Garmin's `CrcCalculator`).
@Suite struct FITEncoderTests {
    @Test func crcOfTheCheckString() {
        // CRC-16/ARC's published check value for "123456789".
        #expect(FITCRC.checksum(Array("123456789".utf8)) == 0xBB3D)
        #expect(FITCRC.checksum([UInt8]()) == 0)
    }

    @Test func crcFedInPiecesEqualsCrcOfTheWhole() {
        var crc = FITCRC()
        crc.update(Array("1234".utf8))
        crc.update(Array("56789".utf8))
        #expect(crc.value == 0xBB3D)
    }

    @Test func headerOfAnEmptyFile() {
        // 14, protocol 2.0, profile 21218 = 0x52E2, no data, ".FIT", CRC 0x7ADC of the twelve bytes.
        #expect(FITFileEncoder.header(dataSize: 0) == [14, 0x20, 0xE2, 0x52, 0, 0, 0, 0, 0x2E, 0x46, 0x49, 0x54, 0xDC, 0x7A])
    }

    @Test func aFileWithOneFileIDMessage() {
        var encoder = FITFileEncoder()
        encoder.write(FITMessage([FileIDField.type: .enumeration(FITFileType.activity.rawValue)]))
        #expect(encoder.finish() == [
            14, 0x20, 0xE2, 0x52, 11, 0, 0, 0, 0x2E, 0x46, 0x49, 0x54, 0x9D, 0xC9,  // header, 11 bytes of records
            0x40, 0, 0, 0, 0, 1, 0, 1, 0,  // definition: local 0, little-endian, file_id, one field: 0, 1 byte, enum
            0x00, 4,  // data: local 0, type = activity
            0x54, 0x2F,  // CRC of all of the above
        ])
    }

    @Test func messagesOfOneShapeShareTheirDefinition() {
        var encoder = FITFileEncoder()
        encoder.write(FITMessage([EventField.timestamp: .uint32(1), .event: .enumeration(0)]))
        encoder.write(FITMessage([EventField.timestamp: .uint32(0x0102_0304), .event: .enumeration(0)]))
        let records = Array(encoder.finish().dropFirst(14).dropLast(2))
        #expect(records == [
            0x40, 0, 0, 21, 0, 2, 253, 4, 0x86, 0, 1, 0x00,  // event: timestamp uint32, event enum
            0x00, 1, 0, 0, 0, 0,
            0x00, 4, 3, 2, 1, 0,
        ])
    }

    @Test func aNewShapeTakesTheNextLocalTypeAndTheSeventeenthReusesTheFirst() {
        var encoder = FITFileEncoder()
        for count in 1...17 {
            var message = FITMessage(.set)
            for _ in 0..<count { message.set(SetField.repetitions, .uint16(1)) }
            encoder.write(message)
        }
        let records = Array(encoder.finish().dropFirst(14).dropLast(2))
        // Each shape: a definition (6 + 3 per field) then the data (1 + 2 per field).
        var offset = 0
        for count in 1...17 {
            let local = UInt8((count - 1) % 16)
            #expect(records[offset] == 0x40 | local, "definition \(count)")
            offset += 6 + 3 * count
            #expect(records[offset] == local, "data \(count)")
            offset += 1 + 2 * count
        }
        #expect(offset == records.count)
    }

    @Test func valuesAreLittleEndianAndStringsNullTerminated() {
        #expect(FITValue.uint16(0x1234).bytes == [0x34, 0x12])
        #expect(FITValue.uint32z(1).bytes == [1, 0, 0, 0])
        #expect(FITValue.string("Ab").bytes == [0x41, 0x62, 0])
        #expect(FITValue.string("Ab").baseType == .string)
        // 127 two-byte letters fill 254 bytes; the 128th does not fit beside the terminator.
        #expect(FITValue.string(String(repeating: "ğ", count: 128)).bytes.count == 255)
    }
}
