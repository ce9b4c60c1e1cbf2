import AntrainHTTP
import Testing

/// Responses as bytes, and chunks for streamed ones.
@Suite struct ResponseTests {
    @Test func statusLineFieldsLengthAndBody() {
        let response = HTTPResponse(status: .ok, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array("hi".utf8))
        #expect(text(response.serialized()) == "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 2\r\n\r\nhi")
    }

    @Test func headGetsTheSameFieldsAndNoBody() {
        let response = HTTPResponse(status: .ok, body: Array("ğ🐔".utf8))
        // 2 + 4 = 6 bytes, the length a GET would be told.
        #expect(text(response.serialized(forHead: true)) == "HTTP/1.1 200 OK\r\nContent-Length: 6\r\n\r\n")
        #expect(text(response.serialized(forHead: false)) == "HTTP/1.1 200 OK\r\nContent-Length: 6\r\n\r\nğ🐔")
    }

    @Test func theLengthIsAlwaysTheBodys() {
        let response = HTTPResponse(status: .notFound, headers: ["content-length": "99"], body: Array("no".utf8))
        #expect(text(response.serialized()) == "HTTP/1.1 404 Not Found\r\nContent-Length: 2\r\n\r\nno")
    }

    @Test func noContentHasNoLengthAndNoBody() {
        let response = HTTPResponse(status: .noContent, body: Array("x".utf8))
        #expect(text(response.serialized()) == "HTTP/1.1 204 No Content\r\n\r\n")
    }

    @Test func aRedirectWithAnEmptyBody() {
        let response = HTTPResponse(status: .seeOther, headers: ["Location": "/"])
        #expect(text(response.serialized()) == "HTTP/1.1 303 See Other\r\nLocation: /\r\nContent-Length: 0\r\n\r\n")
    }

    @Test func aStreamedResponseHasNoLength() {
        let response = HTTPResponse(status: .ok, headers: ["Transfer-Encoding": "chunked", "Content-Type": "text/event-stream"])
        #expect(text(response.serialized()) == "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: text/event-stream\r\n\r\n")
    }

    @Test func controlBytesInFieldsCannotSplitTheResponse() {
        var headers = HTTPHeaders()
        headers.add(name: "Location", value: "/x\r\nSet-Cookie: evil=1")
        let response = HTTPResponse(status: .seeOther, headers: headers)
        #expect(text(response.serialized()) == "HTTP/1.1 303 See Other\r\nLocation: /x  Set-Cookie: evil=1\r\nContent-Length: 0\r\n\r\n")
    }

    @Test func reasonPhrases() {
        let expected: [(HTTPStatus, String)] = [
            (.ok, "200 OK"), (.seeOther, "303 See Other"), (.badRequest, "400 Bad Request"), (.unauthorized, "401 Unauthorized"),
            (.forbidden, "403 Forbidden"), (.notFound, "404 Not Found"), (.methodNotAllowed, "405 Method Not Allowed"),
            (.requestTimeout, "408 Request Timeout"), (.payloadTooLarge, "413 Content Too Large"),
            (.misdirectedRequest, "421 Misdirected Request"), (.headerFieldsTooLarge, "431 Request Header Fields Too Large"),
            (.internalServerError, "500 Internal Server Error"), (.notImplemented, "501 Not Implemented"),
            (.versionNotSupported, "505 HTTP Version Not Supported"), (HTTPStatus(rawValue: 418), "418 Client Error"),
        ]
        for (status, line) in expected {
            #expect(status.description == line)
        }
    }

    @Test func chunks() {
        #expect(text(HTTPChunkedEncoder.chunk(Array("hello".utf8))) == "5\r\nhello\r\n")
        // 26 letters = 0x1A.
        #expect(text(HTTPChunkedEncoder.chunk(Array("abcdefghijklmnopqrstuvwxyz".utf8))) == "1A\r\nabcdefghijklmnopqrstuvwxyz\r\n")
        #expect(HTTPChunkedEncoder.chunk([]) == [])
        #expect(text(HTTPChunkedEncoder.last) == "0\r\n\r\n")
    }

    @Test func encodedChunksParseBack() {
        let body = (0..<1000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        var stream = Array("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        for start in stride(from: 0, to: body.count, by: 300) {
            stream += HTTPChunkedEncoder.chunk(Array(body[start..<min(start + 300, body.count)]))
        }
        stream += HTTPChunkedEncoder.last
        var parser = HTTPRequestParser()
        let events = parser.feed(stream)
        let received = events.flatMap { event -> [UInt8] in
            if case .body(let bytes) = event { return bytes }
            return []
        }
        #expect(received == body)
        #expect(events.last == .end && parser.isIdle)
    }

    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// Header fields: order kept, names matched without regard to case.
@Suite struct HeadersTests {
    @Test func lookupIgnoresCaseAndJoinsRepeatedLines() {
        let headers: HTTPHeaders = ["Accept": "a", "X": "1", "accept": "b"]
        #expect(headers["ACCEPT"] == "a, b")
        #expect(headers.values("Accept") == ["a", "b"])
        #expect(headers["x"] == "1")
        #expect(headers["Missing"] == nil)
        #expect(headers.values("Missing") == [])
        #expect(headers.count == 3)
    }

    @Test func tokensAreSplitTrimmedAndLowercased() {
        let headers: HTTPHeaders = ["Connection": " Keep-Alive ,, Upgrade", "connection": "CLOSE"]
        #expect(headers.tokens("Connection") == ["keep-alive", "upgrade", "close"])
    }

    @Test func replaceOrAddKeepsOneLine() {
        var headers: HTTPHeaders = ["Set-Cookie": "a=1", "Vary": "Cookie", "set-cookie": "b=2"]
        headers.replaceOrAdd(name: "Set-Cookie", value: "c=3")
        #expect(headers.fields == [HTTPField(name: "Vary", value: "Cookie"), HTTPField(name: "Set-Cookie", value: "c=3")])
        headers.remove("VARY")
        #expect(headers.fields == [HTTPField(name: "Set-Cookie", value: "c=3")])
    }

    @Test func keepAliveRuleWithoutTheParser() {
        #expect(HTTPRequestHead(method: "GET", target: "/", version: .http1_1, headers: [:]).keepAlive)
        #expect(!HTTPRequestHead(method: "GET", target: "/", version: .http1_0, headers: [:]).keepAlive)
    }
}
