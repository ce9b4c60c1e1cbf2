import AntrainBasics
import AntrainHTTP

/// The checks every request passes before routing, in TOOLING.md §8.3's order (the parser
/// already answered 431, 413 and 400): `Host` (421: DNS rebinding), the token (401, or 303
/// trading a URL's token for a cookie), then for every POST `Origin` and the CSRF token (403).
struct RequestGate: Sendable {
    let options: ServeOptions
    let secrets: AccessSecrets
    /// The `host:port` authorities this server answers to, lowercased.
    let authorities: Set<String>
    /// The port the server listens on (it names the cookie).
    let port: Int

    init(options: ServeOptions, secrets: AccessSecrets, port: Int, localNames: [String]) {
        self.options = options
        self.secrets = secrets
        self.port = port
        var names: [String] = []
        if options.isWildcard {
            names = ["127.0.0.1", "localhost", "[::1]"] + localNames
        } else if options.isLoopback {
            names = ["127.0.0.1", "localhost", "[::1]"]
        } else {
            names = [options.host]
        }
        var authorities = Set(names.map { Self.bracketed($0).lowercased() + ":\(port)" })
        if let url = options.publicURL {
            authorities.insert(url.authority)
            if url.port == nil { authorities.insert(url.host + ":" + (url.isSecure ? "443" : "80")) }
        }
        self.authorities = authorities
    }

    /// The cookie that carries the token: one per port, so two servers on one machine do not
    /// overwrite each other's.
    var cookieName: String { "antrain-\(port)" }

    enum Outcome {
        /// Routed, with what the token opens.
        case pass(AccessSecrets.Scope)
        case refuse(HTTPResponse)
    }

    func check(_ head: HTTPRequestHead, target: HTTPTarget) -> Outcome {
        // Host, and an absolute-form target's authority, must name this server.
        guard let host = head.headers["Host"], isOwn(host), target.authority.map(isOwn) ?? true else {
            return .refuse(WebResponses.refusal(.misdirectedRequest, "This server does not answer to that host name."))
        }
        var scope = AccessSecrets.Scope.everything
        if options.requiresToken {
            if let given = target.queryItems.first(where: { $0.0 == "token" })?.1 {
                guard secrets.scope(of: given) != nil else {
                    return .refuse(WebResponses.refusal(.unauthorized, "The token in this address is not this server's. Open the address antrain serve printed."))
                }
                return .refuse(tradeForCookie(target: target, token: given))
            }
            guard let carried = carriedScope(head) else {
                return .refuse(WebResponses.refusal(.unauthorized, "Open the address antrain serve printed (it carries the token), or send the token."))
            }
            scope = carried
        }
        if head.method == "POST" {
            guard let origin = head.headers["Origin"], origin != "null", isOwnOrigin(origin, host: host) else {
                return .refuse(WebResponses.refusal(.forbidden, "A change must come from this server's own pages (Origin)."))
            }
            guard let given = head.headers["X-CSRF-Token"], AccessSecrets.matches(given, secrets.csrf) else {
                return .refuse(WebResponses.refusal(.forbidden, "A change must carry this server's page token (reload the page)."))
            }
        }
        return .pass(scope)
    }

    private func isOwn(_ authority: String) -> Bool {
        let lowered = authority.lowercased()
        let (host, port) = PublicURL.split(lowered)
        return authorities.contains(port == nil ? host + ":80" : lowered) || authorities.contains(lowered)
    }

    /// Whether `origin` is this server's, scheme, name and port: behind a proxy the request
    /// names the public host, and only the public URL's own scheme counts for it (a page
    /// served over plain HTTP under the same name is not this server's).
    private func isOwnOrigin(_ origin: String, host: String) -> Bool {
        let origin = origin.lowercased(), host = host.lowercased()
        if let url = options.publicURL {
            if origin == url.origin { return true }
            let (publicName, _) = PublicURL.split(host)
            if publicName == url.host.lowercased() || Self.bracketed(publicName) == url.host.lowercased() { return false }
        }
        return origin == "http://" + host
    }

    /// What the request's cookie or `Authorization` opens; nil without a valid token.
    private func carriedScope(_ head: HTTPRequestHead) -> AccessSecrets.Scope? {
        for header in head.headers.values("Cookie") {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhiteSpace }
                if parts.count == 2, parts[0] == cookieName, let scope = secrets.scope(of: parts[1]) { return scope }
            }
        }
        if let authorization = head.headers["Authorization"] {
            let parts = authorization.split(separator: " ", maxSplits: 1).map(String.init)
            if parts.count == 2, ["bearer", "token"].contains(parts[0].lowercased()), let scope = secrets.scope(of: parts[1]) { return scope }
        }
        return nil
    }

    /// 303 to the same address without the token, with the token as a cookie: the address in
    /// the bar, the history and a shared screenshot no longer holds it.
    private func tradeForCookie(target: HTTPTarget, token: String) -> HTTPResponse {
        let rest = target.queryItems.filter { $0.0 != "token" }
        let query = rest.isEmpty ? "" : "?" + rest.map { "\(WebLinks.encode($0.0))=\(WebLinks.encode($0.1))" }.joined(separator: "&")
        let prefix = options.publicURL?.prefix ?? ""
        let path = target.path.hasPrefix(prefix) ? target.path : prefix + target.path
        var cookie = "\(cookieName)=\(token); Path=\(prefix.isEmpty ? "/" : prefix); Max-Age=2592000; HttpOnly; SameSite=Strict"
        if options.publicURL?.isSecure == true { cookie += "; Secure" }
        var response = WebResponses.redirect(to: path + query)
        response.headers.add(name: "Set-Cookie", value: cookie)
        return response
    }

    private static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
}
