import AntrainHTTP
import Testing

/// The head limit (431) and the body limit (413), which TOOLING §8.3 sets at 16 KiB and 1 MiB.
@Suite struct LimitTests {
    /// "GET / HTTP/1.1\r\n" is 14 + 2 = 16 bytes, "Host: a\r\n" 7 + 2 = 9, the blank line 2:
    /// 16 + 9 + 2 = 27 bytes of head.
    static let request = "GET / HTTP/1.1\r\nHost: a\r\n\r\n"

    @Test func aHeadOfExactlyTheLimitIsAccepted() {
        #expect(Self.request.utf8.count == 27)
        checkParsing(Self.request, limits: HTTPLimits(maxHeadBytes: 27), ["head GET / HTTP/1.1 keep-alive [Host: a]", "end"])
    }

    @Test func oneByteOverTheHeadLimitIs431() {
        checkParsing(Self.request, limits: HTTPLimits(maxHeadBytes: 26), ["failure 431"])
    }

    @Test func emptyLinesBeforeTheRequestCountTowardsTheHeadLimit() {
        // 2 + 27 = 29 bytes.
        checkParsing("\r\n" + Self.request, limits: HTTPLimits(maxHeadBytes: 28), ["failure 431"])
        checkParsing("\r\n" + Self.request, limits: HTTPLimits(maxHeadBytes: 29), ["head GET / HTTP/1.1 keep-alive [Host: a]", "end"])
    }

    @Test func eachPipelinedHeadHasTheWholeLimit() {
        checkParsing(
            Self.request + Self.request, limits: HTTPLimits(maxHeadBytes: 27),
            ["head GET / HTTP/1.1 keep-alive [Host: a]", "end", "head GET / HTTP/1.1 keep-alive [Host: a]", "end"]
        )
    }

    /// The default 16 KiB = 16 × 1024 = 16384 bytes, fed one byte at a time with no line end:
    /// nothing through byte 16384, 431 at byte 16385, nothing after.
    @Test func theDefaultHeadLimitAnswers431BeforeAnyLineEnd() {
        #expect(HTTPLimits().maxHeadBytes == 16_384)
        var parser = HTTPRequestParser()
        let line = Array("GET /".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 16_384)
        for (index, byte) in line.enumerated() {
            let events = parser.feed([byte])
            if index == 16_384 {
                #expect(events == [.failure(.headerFieldsTooLarge)], "byte \(index + 1)")
            } else {
                #expect(events == [], "byte \(index + 1)")
            }
        }
    }

    @Test func theDefaultHeadLimitAnswers431ForManyHeaders() {
        // 1000 lines "X-Filler: 0123456789\r\n" of 22 bytes each are 22000 bytes, past 16384.
        let fields = String(repeating: "X-Filler: 0123456789\r\n", count: 1000)
        var parser = HTTPRequestParser()
        #expect(parser.feed(Array((Self.request.dropLast(2) + fields + "\r\n").utf8)) == [.failure(.headerFieldsTooLarge)])
    }

    @Test func aContentLengthOverTheBodyLimitIs413BeforeTheBody() {
        // 1 MiB = 1024 × 1024 = 1048576 bytes.
        #expect(HTTPLimits().maxBodyBytes == 1_048_576)
        var parser = HTTPRequestParser()
        #expect(parser.feed(Array("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1048577\r\n\r\n".utf8)) == [.failure(.payloadTooLarge)])
        var atLimit = HTTPRequestParser()
        let events = atLimit.feed(Array("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1048576\r\n\r\n".utf8))
        #expect(events.count == 1 && !atLimit.hasFailed && !atLimit.isIdle)
    }

    @Test func aBodyOfExactlyTheLimitIsAccepted() {
        checkParsing(
            "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nhello", limits: HTTPLimits(maxBodyBytes: 5),
            ["head POST / HTTP/1.1 keep-alive [Host: a, Content-Length: 5]", "body hello", "end"]
        )
        checkParsing("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 6\r\n\r\nhello!", limits: HTTPLimits(maxBodyBytes: 5), ["failure 413"])
    }

    @Test func theChunkedLimitCountsDecodedBytes() {
        // 3 + 2 = 5 decoded bytes fit a limit of 5 although the chunked body is 25 bytes.
        let head = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
        let described = "head POST / HTTP/1.1 keep-alive [Host: a, Transfer-Encoding: chunked]"
        checkParsing(head + "3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n", limits: HTTPLimits(maxBodyBytes: 5), [described, "body abcde", "end"])
        // 3 + 3 = 6: refused when the second size is read, before its data.
        checkParsing(head + "3\r\nabc\r\n3\r\ndef\r\n0\r\n\r\n", limits: HTTPLimits(maxBodyBytes: 5), [described, "body abc", "failure 413"])
    }

    @Test func aHugeChunkSizeIs413() {
        // 0xFFFFFFFF = 4294967295 bytes, far past 1 MiB.
        checkParsing(
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFF\r\n",
            ["head POST / HTTP/1.1 keep-alive [Host: a, Transfer-Encoding: chunked]", "failure 413"]
        )
    }

    @Test func trailersHaveTheHeadLimit() {
        // The head is 17 ("POST / HTTP/1.1\r\n") + 9 ("Host: a\r\n") + 28 ("Transfer-Encoding:
        // chunked\r\n") + 2 = 56 bytes; the trailer section "X: " + 60 × "a" + CRLF + CRLF is
        // 3 + 60 + 2 + 2 = 67 bytes, counted on its own.
        let head = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
        let trailers = "X: " + String(repeating: "a", count: 60) + "\r\n\r\n"
        #expect(head.utf8.count == 56 && trailers.utf8.count == 67)
        let described = "head POST / HTTP/1.1 keep-alive [Host: a, Transfer-Encoding: chunked]"
        checkParsing(head + "0\r\n" + trailers, limits: HTTPLimits(maxHeadBytes: 67), [described, "end"])
        checkParsing(head + "0\r\n" + trailers, limits: HTTPLimits(maxHeadBytes: 66), [described, "failure 431"])
    }

    @Test func aChunkLineOverItsLimitIs400() {
        let head = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
        let described = "head POST / HTTP/1.1 keep-alive [Host: a, Transfer-Encoding: chunked]"
        // "1;" + 6 × "x" + CRLF is 2 + 6 + 2 = 10 bytes.
        checkParsing(head + "1;xxxxxx\r\na\r\n0\r\n\r\n", limits: HTTPLimits(maxChunkLineBytes: 10), [described, "body a", "end"])
        checkParsing(head + "1;xxxxxx\r\na\r\n0\r\n\r\n", limits: HTTPLimits(maxChunkLineBytes: 9), [described, "failure 400"])
    }

    @Test func aMalformedHeadIs400EvenWithAnOversizedLength() {
        // The head is read whole before its length is trusted: without Host it is not a request.
        checkParsing("POST / HTTP/1.1\r\nContent-Length: 1048577\r\n\r\n", ["failure 400"])
    }
}
