@testable import AntrainFIT
import Testing

/// The decoder by hand-made bytes: what Garmin's watches write beyond our own encoder
/// (developer fields, big-endian definitions, every integer type) and each way a file is
/// refused, with the offset or figures the reason names.
@Suite struct FITFileDecoderTests {
    /// A FIT file around `records`: the 14-byte header with its CRC, the records, the file CRC.
    static func file(_ records: [UInt8]) -> [UInt8] {
        let size = UInt32(records.count)
        var header: [UInt8] = [14, 0x20, 0x52, 0x52, UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24)]
        header += Array(".FIT".utf8)
        let headerCRC = FITCRC.checksum(header)
        header += [UInt8(headerCRC & 0xFF), UInt8(headerCRC >> 8)]
        let bytes = header + records
        let crc = FITCRC.checksum(bytes)
        return bytes + [UInt8(crc & 0xFF), UInt8(crc >> 8)]
    }

    /// A `set` definition for local type 0 (little-endian): reps (3, uint16), weight (4,
    /// uint16), category (7, two uint16s), and one developer field of 4 bytes.
    static let setDefinitionWithDeveloperField: [UInt8] = [
        0x60, 0, 0, 225, 0, 3,  // definition, developer flag (bit 5), local 0; little-endian; global 225; 3 fields
        3, 2, 0x84, 4, 2, 0x84, 7, 4, 0x84,
        1, 9, 4, 0,  // one developer field: number 9, 4 bytes, developer data index 0
    ]

    @Test func readsDataMessagesAndSkipsDeveloperFields() throws {
        let data: [UInt8] = [0x00, 5, 0, 0x40, 0x06, 28, 0, 0xFF, 0xFF, 0xDE, 0xAD, 0xBE, 0xEF]
        let messages = try FITFileDecoder.decode(Self.file(Self.setDefinitionWithDeveloperField + data))
        // weight 0x0640 = 1600 sixteenths = 100 kg; the second category is FIT's invalid 0xFFFF.
        #expect(messages == [FITDecodedMessage(number: 225, fields: [3: .integers([5]), 4: .integers([1600]), 7: .integers([28])])])
        let activity = FITReadActivity(messages)
        #expect(activity.sets.first?.weight == 100)
        #expect(activity.sets.first?.category == 28)
    }

    @Test func readsBigEndianDefinitionsAndSignedIntegers() throws {
        let definition: [UInt8] = [0x41, 0, 1, 0, 18, 2, 5, 1, 0x00, 16, 1, 0x01]  // local 1, big-endian, session: sport, a sint8
        let data: [UInt8] = [0x01, 1, 0xFE]  // running; -2
        let messages = try FITFileDecoder.decode(Self.file(definition + data))
        #expect(messages == [FITDecodedMessage(number: 18, fields: [5: .integers([1]), 16: .integers([-2])])])
    }

    @Test func refusesCompressedTimestampsWithTheirOffset() {
        let records: [UInt8] = [0x40, 0, 0, 20, 0, 1, 253, 4, 0x86, 0x00, 1, 0, 0, 0, 0x85]
        // The compressed header (bit 7) is the 15th record byte: offset 14 + 14 = 28.
        #expect(throws: FITDecodeError.compressedTimestamp(offset: 28)) { try FITFileDecoder.decode(Self.file(records)) }
    }

    @Test func refusesAMessageOfAnUndefinedLocalType() {
        #expect(throws: FITDecodeError.undefinedLocalType(3, offset: 14)) { try FITFileDecoder.decode(Self.file([0x03, 1, 2])) }
    }

    @Test func refusesTruncatedAndDamagedFiles() {
        let whole = Self.file(Self.setDefinitionWithDeveloperField + [0x00, 5, 0, 0x40, 0x06, 28, 0, 0xFF, 0xFF, 0xDE, 0xAD, 0xBE, 0xEF])
        // 14 header + 19 definition + 13 data + 2 CRC = 48 bytes.
        #expect(whole.count == 48)
        #expect(throws: FITDecodeError.truncated(expected: 48, found: 30)) { try FITFileDecoder.decode(Array(whole.prefix(30))) }
        var damaged = whole
        damaged[40] ^= 0x01
        let isCRCError = if case .fileCRC? = Self.error(damaged) { true } else { false }
        #expect(isCRCError, "a changed byte is a CRC error")
        var header = whole
        header[3] = 0x53
        #expect(Self.error(header) == .headerCRC(expected: FITCRC.checksum(whole[0..<12]), found: FITCRC.checksum(header[0..<12])))
        #expect(Self.error(Array("date,exercise\n".utf8)) == .notFIT)
        #expect(Self.error([1, 2, 3]) == .tooShort(bytes: 3))
    }

    static func error(_ bytes: [UInt8]) -> FITDecodeError? {
        do {
            _ = try FITFileDecoder.decode(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// Our own encoder's files read back: the decoder and the encoder agree on every message.
    @Test func readsOurOwnEncoder() throws {
        var encoder = FITFileEncoder()
        encoder.write(FITMessage([SetField.timestamp: .uint32(1000), .repetitions: .uint16(8), .weight: .uint16(1280), .setType: .uint8(1),
                                  .category: .uint16(0), .categorySubtype: .uint16(1)]))
        let messages = try FITFileDecoder.decode(encoder.finish())
        let set = try #require(FITReadActivity(messages).sets.first)
        // 1280 / 16 = 80 kg.
        #expect(set == FITReadActivity.StrengthSet(isRest: false, start: nil, duration: nil, repetitions: 8, weight: 80, category: 0,
                                                   categorySubtype: 1, displayUnit: nil))
    }
}
