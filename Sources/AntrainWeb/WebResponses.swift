import AntrainHTTP
import AntrainReport

/// The responses the pages answer with, and the headers every one of them carries.
enum WebResponses {
    /// Nothing from elsewhere, no inline script, no inline style but the one a nonce names
    /// (the report's), no framing (TOOLING.md §8.3).
    static func contentSecurityPolicy(styleNonce: String?) -> String {
        let style = styleNonce.map { "'self' 'nonce-\($0)'" } ?? "'self'"
        return "default-src 'none'; script-src 'self'; style-src \(style); img-src 'self' data:; connect-src 'self'; "
            + "manifest-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    }

    /// Adds the security headers every answer carries (health data on shared phones: never cached).
    static func secured(_ response: HTTPResponse, styleNonce: String? = nil) -> HTTPResponse {
        var response = response
        response.headers.replaceOrAdd(name: "Content-Security-Policy", value: contentSecurityPolicy(styleNonce: styleNonce))
        response.headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
        response.headers.replaceOrAdd(name: "Referrer-Policy", value: "no-referrer")
        response.headers.replaceOrAdd(name: "X-Frame-Options", value: "DENY")
        response.headers.replaceOrAdd(name: "Cache-Control", value: "no-store")
        response.headers.replaceOrAdd(name: "Cross-Origin-Resource-Policy", value: "same-origin")
        return response
    }

    static func html(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(text.utf8))
    }

    static func json(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: Array(text.utf8))
    }

    static func asset(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(status: .ok, headers: ["Content-Type": type], body: Array(text.utf8))
    }

    static func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(status: .seeOther, headers: ["Location": location, "Content-Type": "text/plain; charset=utf-8"],
                     body: Array("See \(location)\n".utf8))
    }

    /// A refusal before any page is involved (421, 401, 403, 404, 405): a short page that says why.
    static func refusal(_ status: HTTPStatus, _ reason: String) -> HTTPResponse {
        let page = """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(status.rawValue) \(HTMLText.escape(status.reasonPhrase))</title></head>
            <body><h1>\(status.rawValue) \(HTMLText.escape(status.reasonPhrase))</h1><p>\(HTMLText.escape(reason))</p></body></html>

            """
        return html(page, status: status)
    }
}

/// Links between the pages: the public URL's prefix, and query values encoded.
struct WebLinks: Sendable {
    var prefix: String

    func path(_ path: String, _ query: [(String, String)] = []) -> String {
        let items = query.filter { !$0.1.isEmpty }
        let tail = items.isEmpty ? "" : "?" + items.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return prefix + path + tail
    }

    /// Percent-encodes everything but unreserved characters (RFC 3986) and `/`.
    static func encode(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF")
                encoded += "%\(digits[Int(byte >> 4)])\(digits[Int(byte & 15)])"
            }
        }
        return encoded
    }
}
