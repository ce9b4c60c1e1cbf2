/// One header field line: its name as the peer spelled it and its value without surrounding blanks.
public struct HTTPField: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// Header fields in the order they were received or added, looked up without regard to case.
///
/// Kept as a list, not a dictionary: the order and repetitions matter to the framing rules
/// (two `Content-Length` lines, two `Host` lines) and to `Set-Cookie` in responses.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    public private(set) var fields: [HTTPField]

    public init(_ pairs: [(String, String)] = []) {
        fields = pairs.map { HTTPField(name: $0.0, value: $0.1) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// The field's values joined by `, ` (RFC 9110 §5.3), or nil when no line has the name.
    public subscript(name: String) -> String? {
        let found = values(name)
        return found.isEmpty ? nil : found.joined(separator: ", ")
    }

    /// The value of each line with this name, in order.
    public func values(_ name: String) -> [String] {
        fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
    }

    /// Whether any line has this name.
    public func contains(_ name: String) -> Bool {
        fields.contains { Self.namesMatch($0.name, name) }
    }

    /// The comma-separated elements of every line with this name, trimmed and lowercased:
    /// `Connection: Keep-Alive, Upgrade` gives `["keep-alive", "upgrade"]`.
    public func tokens(_ name: String) -> [String] {
        values(name).flatMap { $0.split(separator: ",") }
            .map { String($0.trimmingBlanks()).asciiLowercased() }
            .filter { !$0.isEmpty }
    }

    /// Adds a line at the end, after any with the same name.
    public mutating func add(name: String, value: String) {
        fields.append(HTTPField(name: name, value: value))
    }

    /// Removes every line with this name, then adds one.
    public mutating func replaceOrAdd(name: String, value: String) {
        remove(name)
        add(name: name, value: value)
    }

    /// Removes every line with this name.
    public mutating func remove(_ name: String) {
        fields.removeAll { Self.namesMatch($0.name, name) }
    }

    public var count: Int { fields.count }

    public func makeIterator() -> IndexingIterator<[HTTPField]> {
        fields.makeIterator()
    }

    /// ASCII case-insensitive comparison: field names are tokens, so no other letters occur.
    static func namesMatch(_ left: String, _ right: String) -> Bool {
        left.utf8.elementsEqual(right.utf8) { ASCII.lowercased($0) == ASCII.lowercased($1) }
    }
}

/// The protocol versions the parser accepts; any other is answered 505.
public enum HTTPVersion: String, Sendable, Hashable, CustomStringConvertible {
    case http1_0 = "HTTP/1.0"
    case http1_1 = "HTTP/1.1"

    public var description: String { rawValue }
}

/// A request's line and header fields: what the server routes on.
public struct HTTPRequestHead: Sendable, Hashable {
    /// The method as sent (methods are case-sensitive: `get` is not `GET`).
    public var method: String
    /// The request target as sent, still percent-encoded; ``HTTPTarget`` reads it.
    public var target: String
    public var version: HTTPVersion
    public var headers: HTTPHeaders
    /// Whether the connection stays open after this exchange: HTTP/1.1 unless `Connection:
    /// close`, HTTP/1.0 only with `Connection: keep-alive` (RFC 9112 §9.3).
    public var keepAlive: Bool

    public init(method: String, target: String, version: HTTPVersion, headers: HTTPHeaders, keepAlive: Bool? = nil) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.keepAlive = keepAlive ?? Self.keepsAlive(version: version, headers: headers)
    }

    /// The keep-alive rule from the version and the `Connection` field's options.
    public static func keepsAlive(version: HTTPVersion, headers: HTTPHeaders) -> Bool {
        let options = headers.tokens("Connection")
        if options.contains("close") { return false }
        return version == .http1_1 || options.contains("keep-alive")
    }
}
