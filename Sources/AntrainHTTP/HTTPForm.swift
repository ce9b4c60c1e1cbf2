/// `application/x-www-form-urlencoded` bodies, as HTML forms post them.
public enum HTTPForm {
    /// The body's `name=value` pairs, decoded (`+` is a space), in order; nil when a `%` is not
    /// followed by two hexadecimal digits or a name or value is not UTF-8. Empty pieces
    /// (`a=1&&b=2`) are skipped; a piece without `=` has an empty value.
    public static func decode(_ body: [UInt8]) -> [(String, String)]? {
        decodePairs(body)
    }

    static func decodePairs(_ bytes: [UInt8]) -> [(String, String)]? {
        var pairs: [(String, String)] = []
        for piece in bytes.split(separator: ASCII.ampersand) {
            let equals = piece.firstIndex(of: ASCII.equals) ?? piece.endIndex
            let value = equals == piece.endIndex ? piece[equals...] : piece[piece.index(after: equals)...]
            guard let name = PercentDecoding.decodeFormComponent(piece[..<equals]),
                  let value = PercentDecoding.decodeFormComponent(value)
            else { return nil }
            pairs.append((name, value))
        }
        return pairs
    }
}

/// Percent-decoding (RFC 3986 §2.1) that refuses a `%` without two hexadecimal digits after it.
enum PercentDecoding {
    /// The decoded bytes, or nil on an invalid escape.
    static func decode(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            bytes.formIndex(after: &index)
            guard byte == ASCII.percent else {
                decoded.append(byte)
                continue
            }
            guard index != bytes.endIndex, let high = ASCII.hexValue(bytes[index]) else { return nil }
            bytes.formIndex(after: &index)
            guard index != bytes.endIndex, let low = ASCII.hexValue(bytes[index]) else { return nil }
            bytes.formIndex(after: &index)
            decoded.append(UInt8(high * 16 + low))
        }
        return decoded
    }

    /// A form's name or value: `+` is a space, then percent-decoding; nil unless it is UTF-8.
    static func decodeFormComponent(_ bytes: some Collection<UInt8>) -> String? {
        decode(bytes.map { $0 == ASCII.plus ? ASCII.space : $0 }).flatMap { String(validating: $0, as: UTF8.self) }
    }
}
