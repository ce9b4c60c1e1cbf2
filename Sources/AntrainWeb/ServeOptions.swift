import AntrainBasics

/// How `antrain serve` was asked to run.
public struct ServeOptions: Sendable {
    /// The address to listen on (`--host`): loopback unless the user opens it to a network.
    public var host = "127.0.0.1"
    public var port = 8470
    /// `--public-url`: the address a proxy or a private network gives the server.
    public var publicURL: PublicURL?
    /// `--read-only`: pages that read, no writes.
    public var isReadOnly = false
    /// Whether every request needs the token (`--no-token` turns it off, on loopback only).
    public var requiresToken = true
    /// `--commit`: each finished session, meal or weigh-in a git commit.
    public var commits = false
    /// `--lang`: the pages' language before the athlete's and the browser's.
    public var language: Language?

    public init() {}

    /// Whether ``host`` is a loopback address or name, reachable from this machine only.
    public var isLoopback: Bool { Self.isLoopback(host) }

    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    /// Whether the server listens on every address of the machine.
    public var isWildcard: Bool { host == "0.0.0.0" || host == "::" || host == "[::]" }
}

/// `--public-url https://NAME[:PORT]/PREFIX`: the origin the pages are reached at behind a
/// proxy, and the path prefix their links carry.
public struct PublicURL: Sendable, Equatable {
    public var scheme: String
    public var host: String
    public var port: Int?
    /// The path every page lives under, without a trailing slash ("" for none).
    public var prefix: String

    public init?(_ text: String) {
        let lowered = text.lowercased()
        let scheme = lowered.hasPrefix("https://") ? "https" : lowered.hasPrefix("http://") ? "http" : ""
        guard !scheme.isEmpty else { return nil }
        let rest = text.dropFirst(scheme.count + 3)
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = String(rest[..<authorityEnd])
        guard !authority.isEmpty, !authority.contains("@") else { return nil }
        var prefix = String(rest[authorityEnd...])
        while prefix.hasSuffix("/") { prefix.removeLast() }
        guard !prefix.contains("?"), !prefix.contains("#") else { return nil }
        let (host, port) = Self.split(authority)
        guard !host.isEmpty else { return nil }
        if let port, !(1...65535).contains(port) { return nil }
        self.scheme = scheme
        self.host = host.lowercased()
        self.port = port
        self.prefix = prefix
    }

    /// `scheme://host[:port]`, as a browser sends it in `Origin`.
    public var origin: String { "\(scheme)://\(authority)" }

    /// `host[:port]`, as a browser sends it in `Host`.
    public var authority: String { port.map { "\(host):\($0)" } ?? host }

    public var isSecure: Bool { scheme == "https" }

    /// `name:port` or `[v6]:port` split; the port is nil when absent or not a number.
    static func split(_ authority: String) -> (host: String, port: Int?) {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            let host = String(authority[...close])
            let rest = authority[authority.index(after: close)...]
            return (host, rest.hasPrefix(":") ? Int(rest.dropFirst()) : nil)
        }
        guard let colon = authority.lastIndex(of: ":") else { return (authority, nil) }
        return (String(authority[..<colon]), Int(authority[authority.index(after: colon)...]))
    }
}
