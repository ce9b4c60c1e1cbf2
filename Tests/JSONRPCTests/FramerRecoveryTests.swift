import Foundation
import JSONRPC
import Testing

/// Invalid headers and oversized bodies are reported once, and the next message still arrives.
@Suite struct FramerRecoveryTests {
    @Test func missingContentLength() {
        checkFraming(
            #"Content-Type: x\#r\#n\#r\#n{"lost":1}Content-Length: 2\#r\#n\#r\#n{}"#,
            ["invalid header block has no Content-Length", "message {}"]
        )
    }

    @Test func nonNumericContentLength() {
        checkFraming(
            "Content-Length: abc\r\n\r\n{}Content-Length: 2\r\n\r\n[]",
            ["invalid Content-Length is not a number: ‘abc’", "message []"]
        )
    }

    @Test func negativeContentLength() {
        checkFraming(
            "Content-Length: -5\r\n\r\nhelloContent-Length: 2\r\n\r\n[]",
            ["invalid Content-Length is negative: ‘-5’", "message []"]
        )
    }

    @Test func emptyContentLength() {
        checkFraming(
            "Content-Length:\r\n\r\nContent-Length: 2\r\n\r\n[]",
            ["invalid Content-Length is empty", "message []"]
        )
    }

    @Test func overflowingContentLength() {
        checkFraming(
            "Content-Length: 99999999999999999999\r\n\r\nContent-Length: 2\r\n\r\n[]",
            ["invalid Content-Length is too large: ‘99999999999999999999’", "message []"]
        )
    }

    @Test func conflictingContentLengths() {
        checkFraming(
            "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}Content-Length: 2\r\n\r\n[]",
            ["invalid conflicting Content-Length headers: 2 and 3", "message []"]
        )
    }

    @Test func repeatedEqualContentLengthsAreAccepted() {
        checkFraming("Content-Length: 2\r\ncontent-length: 2\r\n\r\n{}", ["message {}"])
    }

    @Test func lineWithoutColonThenContentLengthInTheSameBlock() {
        checkFraming(
            "garbage\r\nContent-Length: 2\r\n\r\n{}",
            ["invalid header line has no colon: ‘garbage’", "message {}"]
        )
    }

    @Test func lineWithoutName() {
        checkFraming(
            ": 2\r\n\r\nContent-Length: 2\r\n\r\n{}",
            ["invalid header line has no name: ‘: 2’", "message {}"]
        )
    }

    @Test func overlongHeaderLine() {
        checkFraming(
            "X-Long: \(String(repeating: "a", count: 30))\r\nContent-Length: 2\r\n\r\n{}",
            configuration: MessageFramer.Configuration(maximumHeaderLineLength: 24),
            ["invalid header line longer than 24 bytes", "message {}"]
        )
    }

    @Test func resynchronisingIgnoresPartialNames() {
        checkFraming(
            "Content-Length: x\r\n\r\ncontent-len Content-Lengt CONTENT-LENGTH: 2\r\n\r\n{}",
            ["invalid Content-Length is not a number: ‘x’", "message {}"]
        )
    }

    @Test func oversizedBodyIsSkipped() {
        checkFraming(
            "Content-Length: 10\r\n\r\n0123456789Content-Length: 2\r\n\r\n{}",
            configuration: MessageFramer.Configuration(maximumContentLength: 4),
            ["invalid Content-Length 10 exceeds the limit of 4 bytes; body skipped", "message {}"]
        )
    }

    @Test func bodyAtTheLimitIsAccepted() {
        checkFraming(
            "Content-Length: 4\r\n\r\nabcd",
            configuration: MessageFramer.Configuration(maximumContentLength: 4),
            ["message abcd"]
        )
    }

    @Test func oversizedBodyIsDiscardedNotBuffered() {
        var framer = MessageFramer(configuration: MessageFramer.Configuration(maximumContentLength: 4))
        let events = framer.feed(Data("Content-Length: 1000000\r\n\r\n".utf8))
        #expect(events == [.invalidHeader("Content-Length 1000000 exceeds the limit of 4 bytes; body skipped")])
        #expect(framer.state == .discarding(remaining: 1_000_000))
        #expect(framer.feed(Data(repeating: 0x41, count: 999_999)).isEmpty)
        #expect(framer.state == .discarding(remaining: 1))
        #expect(framer.feed(Data("xContent-Length: 2\r\n\r\n{}".utf8)) == [.message(Data("{}".utf8))])
    }

    @Test func defaultLimitIs64MiB() {
        #expect(MessageFramer.Configuration().maximumContentLength == 64 * 1024 * 1024)
    }
}
