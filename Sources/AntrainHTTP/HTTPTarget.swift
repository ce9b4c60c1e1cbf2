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
            guard !authority.isEmpty, !authority.contains("@"), authority.utf8.allSatisfy(ASCII.isTargetByte) else { return nil }
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
        guard path != "/" else { return segments }
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
