import AntrainBasics

/// One record of a CSV file: its fields and the line it starts on.
public struct CSVRecord: Sendable, Equatable {
    public var fields: [String]
    /// 1-based line of the file where the record starts (a quoted field may span lines).
    public var line: Int
    /// The file ended inside a quoted field: the record is cut short.
    public var isTruncated: Bool
}

/// A CSV reader per RFC 4180, on bytes: fields separated by a comma or a semicolon (the
/// separator of the header line), quoted fields with doubled quotes and line breaks inside,
/// CRLF or LF line ends, a byte order mark, and a last line with or without a line break.
///
/// Written here rather than taken from a package: the project has no dependencies, and
/// app exports need only this much.
public struct CSVReader: Sendable {
    public let separator: UInt8
    private let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        let start = ByteOrderMark.length(in: bytes)
        self.bytes = start == 0 ? bytes : Array(bytes[start...])
        separator = Self.separator(ofFirstLine: self.bytes)
    }

    /// The separator the header uses: the one of `,` and `;` that occurs more often outside
    /// quotes on the first line (Strong's Android export and European spreadsheets use `;`,
    /// and write decimal commas inside the fields).
    static func separator(ofFirstLine bytes: [UInt8]) -> UInt8 {
        var commas = 0
        var semicolons = 0
        var isQuoted = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { isQuoted.toggle() }
            if isQuoted { continue }
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: ",") { commas += 1 }
            if byte == UInt8(ascii: ";") { semicolons += 1 }
        }
        return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }

    /// Every record, blank lines left out.
    public func records() -> [CSVRecord] {
        var records: [CSVRecord] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var isQuoted = false
        var wasQuoted = false
        var index = 0
        let quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            wasQuoted = false
        }
        func endRecord(truncated: Bool) {
            endField()
            let isBlank = fields.count == 1 && fields[0].isEmpty && !truncated
            if !isBlank { records.append(CSVRecord(fields: fields, line: recordLine, isTruncated: truncated)) }
            fields.removeAll(keepingCapacity: true)
        }

        while index < bytes.count {
            let byte = bytes[index]
            if isQuoted {
                if byte == quote {
                    if index + 1 < bytes.count, bytes[index + 1] == quote {
                        field.append(quote)
                        index += 1
                    } else {
                        isQuoted = false
                    }
                } else {
                    if byte == newline { line += 1 }
                    field.append(byte)
                }
            } else if byte == quote, field.isEmpty, !wasQuoted {
                isQuoted = true
                wasQuoted = true
            } else if byte == separator {
                endField()
            } else if byte == newline || byte == carriageReturn {
                if byte == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == newline { index += 1 }
                endRecord(truncated: false)
                line += 1
                recordLine = line
            } else {
                // A quote inside an unquoted field, or text after a closing quote: kept as
                // written, as spreadsheets do.
                field.append(byte)
            }
            index += 1
        }
        if isQuoted || !field.isEmpty || !fields.isEmpty || wasQuoted {
            endRecord(truncated: isQuoted)
        }
        return records
    }
}
