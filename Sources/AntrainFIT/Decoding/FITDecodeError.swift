/// Why a FIT file could not be read. Each case carries what a lifter needs to tell a broken
/// download from a file that is not FIT at all; the import names the file with the reason and
/// goes on with the others.
public enum FITDecodeError: Error, Sendable, Equatable {
    /// Fewer bytes than a header holds.
    case tooShort(bytes: Int)
    /// No `.FIT` where the header has it: not a FIT file.
    case notFIT
    /// The header's own CRC does not match its bytes.
    case headerCRC(expected: UInt16, found: UInt16)
    /// The header announces more record bytes than the file holds (an interrupted copy).
    case truncated(expected: Int, found: Int)
    /// The file's CRC does not match its bytes (the file was changed or damaged).
    case fileCRC(expected: UInt16, found: UInt16)
    /// A record uses FIT's compressed timestamp header, which this decoder does not read.
    case compressedTimestamp(offset: Int)
    /// A data message names a local type no definition bound.
    case undefinedLocalType(UInt8, offset: Int)
    /// A message runs past the end of the records.
    case recordOverrun(offset: Int)
}
