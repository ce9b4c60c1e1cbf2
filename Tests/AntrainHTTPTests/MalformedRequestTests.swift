import AntrainHTTP
import Testing

/// One malformed form, the bytes that show it, and the events they give (the failure last).
struct MalformedCase: Sendable, CustomTestStringConvertible {
    let name: String
    let input: String
    let expected: [String]

    var testDescription: String { name }

    init(_ name: String, _ input: String, _ status: Int, after events: [String] = []) {
        self.name = name
        self.input = input
        self.expected = events + ["failure \(status)"]
    }
}

/// Every malformed form the parser refuses, with its status, each fed whole, byte by byte and
/// split at every position.
@Suite struct MalformedRequestTests {
    static let post = "POST / HTTP/1.1\r\nHost: a\r\n"
    static let chunked = post + "Transfer-Encoding: chunked\r\n\r\n"
    static let chunkedHead = "head POST / HTTP/1.1 keep-alive [Host: a, Transfer-Encoding: chunked]"

    static let cases: [MalformedCase] = [
        // Line ends: CRLF only (see HTTPRequestParser).
        MalformedCase("bare LF after the request line", "GET / HTTP/1.1\nHost: a\r\n\r\n", 400),
        MalformedCase("bare LF after a header", "GET / HTTP/1.1\r\nHost: a\n\r\n", 400),
        MalformedCase("bare LF as the blank line", "GET / HTTP/1.1\r\nHost: a\r\n\n", 400),
        MalformedCase("bare LF before the request", "\nGET / HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        MalformedCase("lone CR inside a value", "GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n", 400),
        MalformedCase("lone CR ending the request line", "GET / HTTP/1.1\r\rHost: a\r\n\r\n", 400),
        // Header lines.
        MalformedCase("obs-fold with a space", "GET / HTTP/1.1\r\nHost: a\r\nX: b\r\n c\r\n\r\n", 400),
        MalformedCase("obs-fold with a tab", "GET / HTTP/1.1\r\nHost: a\r\nX: b\r\n\tc\r\n\r\n", 400),
        MalformedCase("header line without a colon", "GET / HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n", 400),
        MalformedCase("space before the colon", "GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400),
        MalformedCase("tab before the colon", "GET / HTTP/1.1\r\nHost\t: a\r\n\r\n", 400),
        MalformedCase("empty header name", "GET / HTTP/1.1\r\nHost: a\r\n: b\r\n\r\n", 400),
        MalformedCase("non-token header name", "GET / HTTP/1.1\r\nHost: a\r\nX(y): b\r\n\r\n", 400),
        MalformedCase("NUL in a header value", "GET / HTTP/1.1\r\nHost: a\r\nX: a\u{0}b\r\n\r\n", 400),
        MalformedCase("escape byte in a header value", "GET / HTTP/1.1\r\nHost: a\r\nX: \u{1B}[31m\r\n\r\n", 400),
        MalformedCase("DEL in a header value", "GET / HTTP/1.1\r\nHost: a\u{7F}\r\n\r\n", 400),
        // Host.
        MalformedCase("HTTP/1.1 without Host", "GET / HTTP/1.1\r\nAccept: */*\r\n\r\n", 400),
        MalformedCase("two Host lines", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
        MalformedCase("two Host lines on HTTP/1.0", "GET / HTTP/1.0\r\nHost: a\r\nhost: a\r\n\r\n", 400),
        // The request line.
        MalformedCase("HTTP/2.0", "GET / HTTP/2.0\r\nHost: a\r\n\r\n", 505),
        MalformedCase("HTTP/1.2", "GET / HTTP/1.2\r\nHost: a\r\n\r\n", 505),
        MalformedCase("HTTP/0.9 version", "GET / HTTP/0.9\r\n\r\n", 505),
        MalformedCase("no version (HTTP/0.9 form)", "GET /\r\n\r\n", 400),
        MalformedCase("lower-case version", "GET / http/1.1\r\nHost: a\r\n\r\n", 400),
        MalformedCase("version without a minor", "GET / HTTP/1\r\nHost: a\r\n\r\n", 400),
        MalformedCase("two spaces after the method", "GET  / HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        MalformedCase("space at the line's end", "GET / HTTP/1.1 \r\nHost: a\r\n\r\n", 400),
        MalformedCase("space inside the target", "GET /a b HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        MalformedCase("non-token method", "G@T / HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        MalformedCase("NUL in the target", "GET /a\u{0}b HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        MalformedCase("tab in the target", "GET /a\tb HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        MalformedCase("DEL in the target", "GET /a\u{7F} HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        MalformedCase("raw UTF-8 in the target", "GET /göğüs HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        // Content-Length.
        MalformedCase("two different Content-Length", post + "Content-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
        MalformedCase("a Content-Length list that differs", post + "Content-Length: 1, 2\r\n\r\nab", 400),
        MalformedCase("an empty Content-Length", post + "Content-Length: \r\n\r\n", 400),
        MalformedCase("an empty Content-Length element", post + "Content-Length: 1,\r\n\r\na", 400),
        MalformedCase("negative Content-Length", post + "Content-Length: -1\r\n\r\n", 400),
        MalformedCase("signed Content-Length", post + "Content-Length: +1\r\n\r\na", 400),
        MalformedCase("hexadecimal Content-Length", post + "Content-Length: 0x10\r\n\r\n", 400),
        MalformedCase("fractional Content-Length", post + "Content-Length: 1.5\r\n\r\n", 400),
        // 2^63 = 9223372036854775808 is one more than Int.max: it does not fit.
        MalformedCase("Content-Length past Int.max", post + "Content-Length: 9223372036854775808\r\n\r\n", 400),
        MalformedCase("huge Content-Length", post + "Content-Length: 99999999999999999999999999\r\n\r\n", 400),
        // Transfer-Encoding.
        MalformedCase("Content-Length with Transfer-Encoding", post + "Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
        MalformedCase("Transfer-Encoding with Content-Length", post + "Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n", 400),
        MalformedCase("Transfer-Encoding on HTTP/1.0", "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400),
        MalformedCase("gzip without chunked", post + "Transfer-Encoding: gzip\r\n\r\n", 400),
        MalformedCase("chunked before gzip", post + "Transfer-Encoding: chunked, gzip\r\n\r\n", 400),
        MalformedCase("chunked twice", post + "Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        MalformedCase("an empty Transfer-Encoding", post + "Transfer-Encoding: \r\n\r\n", 400),
        MalformedCase("gzip then chunked, which we do not decode", post + "Transfer-Encoding: gzip, chunked\r\n\r\n", 501),
        // Chunked framing.
        MalformedCase("chunk size not hexadecimal", chunked + "zz\r\n", 400, after: [chunkedHead]),
        MalformedCase("chunk size missing", chunked + ";ext\r\n", 400, after: [chunkedHead]),
        MalformedCase("chunk size with a sign", chunked + "+5\r\nhello\r\n0\r\n\r\n", 400, after: [chunkedHead]),
        MalformedCase("chunk size of 16 digits", chunked + "0000000000000001\r\na\r\n0\r\n\r\n", 400, after: [chunkedHead]),
        MalformedCase("junk after the chunk size", chunked + "5 x\r\nhello\r\n0\r\n\r\n", 400, after: [chunkedHead]),
        MalformedCase("NUL in a chunk extension", chunked + "5;a=\u{0}\r\nhello\r\n0\r\n\r\n", 400, after: [chunkedHead]),
        MalformedCase("bare LF after a chunk size", chunked + "5\nhello\r\n0\r\n\r\n", 400, after: [chunkedHead]),
        MalformedCase("chunk data longer than its size", chunked + "5\r\nhelloX\r\n0\r\n\r\n", 400, after: [chunkedHead, "body hello"]),
        MalformedCase("bare LF after chunk data", chunked + "5\r\nhello\n0\r\n\r\n", 400, after: [chunkedHead, "body hello"]),
        MalformedCase("trailer without a colon", chunked + "0\r\nTrailer\r\n\r\n", 400, after: [chunkedHead]),
        MalformedCase("obs-fold in a trailer", chunked + "0\r\nX: a\r\n b\r\n\r\n", 400, after: [chunkedHead]),
        MalformedCase("bare LF ending the trailers", chunked + "0\r\n\n", 400, after: [chunkedHead]),
    ]

    @Test(arguments: cases) func refused(_ malformed: MalformedCase) {
        checkParsing(malformed.input, malformed.expected)
    }

    @Test func everyCaseIsNamedOnce() {
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }
}
