import AntrainHTTP
import Testing

/// Well-formed requests, each checked whole, one byte at a time and split at every position.
@Suite struct RequestParserTests {
    @Test func getWithoutBody() {
        checkParsing("GET / HTTP/1.1\r\nHost: a\r\n\r\n", ["head GET / HTTP/1.1 keep-alive [Host: a]", "end"])
    }

    @Test func postWithContentLength() {
        checkParsing(
            "POST /log HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello",
            ["head POST /log HTTP/1.1 keep-alive [Host: a, Content-Length: 5]", "body hello", "end"]
        )
    }

    @Test func contentLengthCountsBytesNotCharacters() {
        // "ğ" is 2 bytes in UTF-8 and "🐔" 4: 2 + 4 = 6.
        checkParsing(
            "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 6\r\n\r\nğ🐔",
            ["head POST / HTTP/1.1 keep-alive [Host: a, Content-Length: 6]", "body ğ🐔", "end"]
        )
    }

    @Test func zeroContentLengthEndsAtOnce() {
        checkParsing(
            "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n",
            ["head POST / HTTP/1.1 keep-alive [Host: a, Content-Length: 0]", "end"]
        )
    }

    @Test func repeatedEqualContentLengthsAreOneLength() {
        checkParsing(
            "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2, 2\r\nContent-Length: 2\r\n\r\nok",
            ["head POST / HTTP/1.1 keep-alive [Host: a, Content-Length: 2, 2, Content-Length: 2]", "body ok", "end"]
        )
    }

    @Test func chunkedBodyWithExtensionsAndTrailers() {
        // 5 bytes "hello", 0x7 = 7 bytes ", world", then the last chunk and one trailer.
        checkParsing(
            "POST /x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n7;name=value\r\n, world\r\n0\r\nX-Sum: 1\r\n\r\n",
            ["head POST /x HTTP/1.1 keep-alive [Host: a, Transfer-Encoding: chunked]", "body hello, world", "end"]
        )
    }

    @Test func chunkSizesAreHexadecimalInEitherCase() {
        // 0xA = 10 and 0x0b = 11 bytes.
        checkParsing(
            "POST / HTTP/1.1\r\nHost: a\r\ntransfer-encoding: Chunked\r\n\r\nA \t;x\r\n0123456789\r\n0b\r\nabcdefghijk\r\n0\r\n\r\n",
            ["head POST / HTTP/1.1 keep-alive [Host: a, transfer-encoding: Chunked]", "body 0123456789abcdefghijk", "end"]
        )
    }

    @Test func emptyChunkedBody() {
        checkParsing(
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
            ["head POST / HTTP/1.1 keep-alive [Host: a, Transfer-Encoding: chunked]", "end"]
        )
    }

    @Test func pipelinedRequestsInOneFeed() {
        checkParsing(
            "GET /a HTTP/1.1\r\nHost: a\r\n\r\n"
                + "POST /b HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nxyz"
                + "POST /c HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nhi\r\n0\r\n\r\n"
                + "HEAD /d HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n",
            [
                "head GET /a HTTP/1.1 keep-alive [Host: a]", "end",
                "head POST /b HTTP/1.1 keep-alive [Host: a, Content-Length: 3]", "body xyz", "end",
                "head POST /c HTTP/1.1 keep-alive [Host: a, Transfer-Encoding: chunked]", "body hi", "end",
                "head HEAD /d HTTP/1.1 close [Host: a, Connection: close]", "end",
            ]
        )
    }

    @Test func headRequestHasNoBody() {
        checkParsing("HEAD /report HTTP/1.1\r\nHost: a\r\n\r\n", ["head HEAD /report HTTP/1.1 keep-alive [Host: a]", "end"])
    }

    @Test func emptyLinesBeforeARequestAreSkipped() {
        checkParsing(
            "\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n",
            ["head GET / HTTP/1.1 keep-alive [Host: a]", "end", "head GET / HTTP/1.1 keep-alive [Host: a]", "end"]
        )
    }

    @Test func fieldValuesLoseTheirSurroundingBlanksOnly() {
        checkParsing(
            "GET / HTTP/1.1\r\nHost:a\r\nX-Set: \t 100 x 5 \t\r\nX-Empty:\r\nX-Name: Göğüs\r\n\r\n",
            ["head GET / HTTP/1.1 keep-alive [Host: a, X-Set: 100 x 5, X-Empty: , X-Name: Göğüs]", "end"]
        )
    }

    @Test func absoluteFormTargetsAreKeptAsSent() {
        checkParsing(
            "GET http://localhost:8470/x?y=1 HTTP/1.1\r\nHost: localhost:8470\r\n\r\n",
            ["head GET http://localhost:8470/x?y=1 HTTP/1.1 keep-alive [Host: localhost:8470]", "end"]
        )
    }

    @Test func methodsAreTakenAsSent() {
        checkParsing("PROPFIND /a HTTP/1.1\r\nHost: a\r\n\r\n", ["head PROPFIND /a HTTP/1.1 keep-alive [Host: a]", "end"])
        checkParsing("get / HTTP/1.1\r\nHost: a\r\n\r\n", ["head get / HTTP/1.1 keep-alive [Host: a]", "end"])
    }

    @Test func bodyComesInAsItArrives() {
        var parser = HTTPRequestParser()
        #expect(describe(parser.feed(Array("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhe".utf8)))
            == ["head POST / HTTP/1.1 keep-alive [Host: a, Content-Length: 5]", "body he"])
        #expect(parser.feed(Array("llo".utf8)) == [.body(Array("llo".utf8)), .end])
    }

    @Test func headCarriesTheParsedFields() {
        var parser = HTTPRequestParser()
        let events = parser.feed(Array("GET /a?b=1 HTTP/1.0\r\nhost: x\r\nAccept: a\r\naccept: b\r\n\r\n".utf8))
        guard case .head(let head) = events.first else {
            Issue.record("no head in \(events)")
            return
        }
        #expect(head.method == "GET")
        #expect(head.target == "/a?b=1")
        #expect(head.version == .http1_0)
        #expect(head.headers["Host"] == "x")
        #expect(head.headers["ACCEPT"] == "a, b")
        #expect(head.headers.values("accept") == ["a", "b"])
        #expect(head.headers["Cookie"] == nil)
        #expect(!head.keepAlive)
        #expect(events.count == 2 && events.last == .end)
    }

    @Test func idleOnlyBetweenRequestsWithNothingBuffered() {
        var parser = HTTPRequestParser()
        #expect(parser.isIdle)
        _ = parser.feed(Array("G".utf8))
        #expect(!parser.isIdle)
        _ = parser.feed(Array("ET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\n\r\n".utf8))
        #expect(!parser.isIdle, "waiting for the body")
        _ = parser.feed([0x41])
        #expect(parser.isIdle)
        _ = parser.feed(Array("\r\n".utf8))
        #expect(!parser.isIdle, "an empty line between requests is buffered against the head limit")
        _ = parser.feed(Array("GET / HTTP/1.1\r\n\r\n".utf8))
        #expect(!parser.isIdle && parser.hasFailed)
    }

    @Test func nothingFollowsAFailure() {
        var parser = HTTPRequestParser()
        #expect(parser.feed(Array("GET / HTTP/1.1\r\n\r\n".utf8)) == [.failure(.badRequest)])
        #expect(parser.feed(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8)) == [])
    }

    @Test func failureAfterGoodPipelinedRequestsKeepsTheirEvents() {
        checkParsing(
            "GET / HTTP/1.1\r\nHost: a\r\n\r\nGET / HTTP/1.1\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n",
            ["head GET / HTTP/1.1 keep-alive [Host: a]", "end", "failure 400"]
        )
    }

    /// A valid stream cut anywhere is never refused: it is waiting for more, and idle exactly
    /// where a request has just ended.
    @Test func everyPrefixOfValidRequestsIsWaitingNotRefused() {
        let stream = Array(("GET /a HTTP/1.1\r\nHost: a\r\n\r\n"
            + "POST /b HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nxyz"
            + "POST /c HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n2;x\r\nhi\r\n0\r\nT: 1\r\n\r\n").utf8)
        // The three requests are 17 + 9 + 2 = 28, 51 and 77 bytes long: they end after 28,
        // 28 + 51 = 79 and 79 + 77 = 156 bytes.
        #expect(stream.count == 156)
        var ends: [Int] = []
        for length in 0...stream.count {
            var parser = HTTPRequestParser()
            let events = parser.feed(stream[..<length])
            #expect(!parser.hasFailed && !events.contains { if case .failure = $0 { true } else { false } }, "prefix of \(length)")
            if parser.isIdle { ends.append(length) }
        }
        #expect(ends == [0, 28, 79, 156])
    }

    @Test func theHelperFailsOnAWrongExpectation() {
        withKnownIssue {
            checkParsing("GET / HTTP/1.1\r\nHost: a\r\n\r\n", ["end"])
        }
    }
}

/// Whether the connection stays open: RFC 9112 §9.3.
@Suite struct KeepAliveTests {
    @Test func http11StaysOpenUnlessClosed() {
        #expect(keepAlive("HTTP/1.1", connection: nil))
        #expect(!keepAlive("HTTP/1.1", connection: "close"))
        #expect(!keepAlive("HTTP/1.1", connection: "Keep-Alive, CLOSE"))
        #expect(keepAlive("HTTP/1.1", connection: "upgrade"))
    }

    @Test func http10ClosesUnlessKeptAlive() {
        #expect(!keepAlive("HTTP/1.0", connection: nil))
        #expect(keepAlive("HTTP/1.0", connection: "keep-alive"))
        #expect(keepAlive("HTTP/1.0", connection: "Keep-Alive"))
        #expect(!keepAlive("HTTP/1.0", connection: "keep-alive, close"))
    }

    @Test func http10NeedsNoHost() {
        checkParsing("GET / HTTP/1.0\r\n\r\n", ["head GET / HTTP/1.0 close []", "end"])
    }

    private func keepAlive(_ version: String, connection: String?) -> Bool {
        var parser = HTTPRequestParser()
        let field = connection.map { "Connection: \($0)\r\n" } ?? ""
        guard case .head(let head) = parser.feed(Array("GET / \(version)\r\nHost: a\r\n\(field)\r\n".utf8)).first else {
            Issue.record("no head")
            return false
        }
        return head.keepAlive
    }
}
