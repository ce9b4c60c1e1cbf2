/// The byte classes HTTP's grammar is written in (RFC 9110 §5.6, RFC 3986).
enum ASCII {
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let carriageReturn: UInt8 = 0x0D
    static let lineFeed: UInt8 = 0x0A
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let percent: UInt8 = 0x25
    static let plus: UInt8 = 0x2B
    static let slash: UInt8 = 0x2F
    static let question: UInt8 = 0x3F
    static let ampersand: UInt8 = 0x26
    static let equals: UInt8 = 0x3D
    static let hash: UInt8 = 0x23
    static let at: UInt8 = 0x40
    static let delete: UInt8 = 0x7F

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// The value of a hexadecimal digit, or nil.
    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: Int(byte - 0x30)
        case 0x41...0x46: Int(byte - 0x41 + 10)
        case 0x61...0x66: Int(byte - 0x61 + 10)
        default: nil
        }
    }

    /// A `tchar`: the letters, digits and `!#$%&'*+-.^_`|~` that methods, field names and
    /// transfer codings are made of.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: true
        default: false
        }
    }

    /// A byte a field value may hold: visible ASCII, blanks, and bytes of 0x80 and above
    /// (obs-text, which UTF-8 is); never NUL, another control byte or DEL.
    static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == tab || (byte >= space && byte != delete)
    }

    /// A byte a request target may hold: visible ASCII only (RFC 3986 has no raw spaces,
    /// controls or bytes above 0x7E; browsers percent-encode them).
    static func isTargetByte(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte)
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    func trimmingBlanks() -> SubSequence {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }

    /// The text with ASCII capitals made small, and nothing else changed.
    func asciiLowercased() -> String {
        String(decoding: utf8.map(ASCII.lowercased), as: UTF8.self)
    }
}
