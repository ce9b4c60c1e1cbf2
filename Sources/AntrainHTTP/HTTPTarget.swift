/// A request target read into its parts: path, query items and, in absolute form, authority.
///
/// Takes origin form (`/a/b?x=1`) and absolute form (`http://host:port/a`, whose authority the
/// server checks like `Host`); refuses the asterisk form (`*`), the authority form (`CONNECT`),
/// a fragment, user information in an authority, and any `%` not followed by two hexadecimal
/// digits. Query items are decoded as HTML forms write them (`+` is a space).
public struct HTTPTarget: Sendable, Hashable {
    /// The path, still percent-encoded; `/` when an absolute-form target has none.
    public var path: String
    /// The query without its `?`, still encoded; nil when the target has no `?`.
    public var query: String?
    /// The query's `name=value` pairs, decoded, in order; a piece without `=` has an empty value.
    public var queryItems: [(String, String)]
    /// `host[:port]` of an absolute-form target, as sent; nil in origin form.
    public var authority: String?

    public init?(_ target: String) {
        var rest = Substring(target)
        let lowered = target.prefix(8).asciiLowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            rest = rest.dropFirst(lowered.hasPrefix("http://") ? 7 : 8)
            let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
            let authority = rest[..<authorityEnd]
            guard !authority.isEmpty, !authority.contains("@") else { return nil }
            self.authority = String(authority)
            rest = rest[authorityEnd...]
            if rest.first != "/" { rest = "/" + rest }
        } else {
            guard rest.first == "/" else { return nil }
            authority = nil
        }
        guard !rest.contains("#"), rest.utf8.allSatisfy(ASCII.isTargetByte) else { return nil }
        let queryStart = rest.firstIndex(of: "?")
        path = String(rest[..<(queryStart ?? rest.endIndex)])
        query = queryStart.map { String(rest[rest.index(after: $0)...]) }
        guard PercentDecoding.decode(path.utf8) != nil,
              let items = HTTPForm.decodePairs(Array((query ?? "").utf8))
        else { return nil }
        queryItems = items
    }

    /// The path's segments, percent-decoded: `/logs/2026%20Nov/` gives `["logs", "2026 Nov",
    /// ""]` and `/` gives `[]`.
    ///
    /// Nil when a segment does not decode to UTF-8 or decodes to text holding `/` or NUL: an
    /// encoded slash would let one segment pose as two. `..`, `.` and backslashes are left to
    /// the caller's sandbox, which refuses them in every spelling.
    public var decodedPathSegments: [String]? {
        var segments: [String] = []
        for piece in path.utf8.dropFirst().split(separator: ASCII.slash, omittingEmptySubsequences: false) {
            guard let bytes = PercentDecoding.decode(piece), !bytes.contains(ASCII.slash), !bytes.contains(0),
                  let text = String(validating: bytes, as: UTF8.self)
            else { return nil }
            segments.append(text)
        }
        return segments
    }

    /// The first query item with this name, decoded.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.0 == name }?.1
    }

    public static func == (left: HTTPTarget, right: HTTPTarget) -> Bool {
        left.path == right.path && left.query == right.query && left.authority == right.authority
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(query)
        hasher.combine(authority)
    }
}

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
