import Foundation
import JSONRPC
import Testing

/// Framing of well-formed input, checked under every way of cutting it into chunks.
@Suite struct MessageFramerTests {
    @Test func oneMessage() {
        checkFraming(#"Content-Length: 7\#r\#n\#r\#n{"a":1}"#, [#"message {"a":1}"#])
    }

    @Test func twoMessagesInOneChunk() {
        checkFraming(
            "Content-Length: 2\r\n\r\n{}Content-Length: 3\r\n\r\n[1]",
            ["message {}", "message [1]"]
        )
    }

    @Test func headerNamesAreCaseInsensitive() {
        checkFraming("content-LENGTH: 2\r\n\r\n{}", ["message {}"])
    }

    @Test func contentTypeAndUnknownHeadersAreIgnored() {
        checkFraming(
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nX-Trace: on\r\nContent-Length: 2\r\n\r\n{}",
            ["message {}"]
        )
    }

    @Test func bareLineFeedsEndHeaders() {
        checkFraming("Content-Length: 2\n\n{}Content-Length: 2\r\n\n[]", ["message {}", "message []"])
    }

    @Test func blanksAroundTheValueAreIgnored() {
        checkFraming("Content-Length: \t 2  \r\n\r\n{}", ["message {}"])
    }

    @Test func zeroLengthBodyIsAnEmptyMessage() {
        checkFraming("Content-Length: 0\r\n\r\nContent-Length: 2\r\n\r\n{}", ["message ", "message {}"])
    }

    @Test func blankLinesBetweenMessagesAreSkipped() {
        checkFraming("\r\n\nContent-Length: 2\r\n\r\n{}\r\n", ["message {}"])
    }

    @Test func bodyLengthCountsBytesNotCharacters() {
        #expect("ğ".utf8.count == 2)
        #expect("🐔".utf8.count == 4)
        let body = #"{"name":"Tavuk Göğsü 🐔"}"#
        let framed = String(decoding: frame(Data(body.utf8)), as: UTF8.self)
        #expect(framed == "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
        #expect(body.utf8.count == body.count + 3 + 3)
        checkFraming(framed, ["message \(body)"])
    }

    @Test func frameWritesTheHeaderThenTheBody() {
        #expect(String(decoding: frame(Data("ğ🐔".utf8)), as: UTF8.self) == "Content-Length: 6\r\n\r\nğ🐔")
        #expect(String(decoding: frame(Data()), as: UTF8.self) == "Content-Length: 0\r\n\r\n")
    }

    @Test func stateFollowsTheHeaderAndBody() {
        var framer = MessageFramer()
        #expect(framer.feed(Data("Content-Length: 7\r\n".utf8)).isEmpty)
        #expect(framer.state == .header)
        #expect(framer.feed(Data("\r\n{\"a\"".utf8)).isEmpty)
        #expect(framer.state == .content(remaining: 3))
        #expect(framer.feed(Data(":1}".utf8)) == [.message(Data(#"{"a":1}"#.utf8))])
        #expect(framer.state == .header)
    }

    @Test func largeBodyArrivesInChunks() {
        let body = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let stream = frame(body)
        var framer = MessageFramer()
        var events: [FramedEvent] = []
        for start in stride(from: 0, to: stream.count, by: 65_536) {
            events += framer.feed(stream[start..<min(start + 65_536, stream.count)])
        }
        #expect(events == [.message(body)])
    }

    @Test func finishIsQuietAfterACompleteMessage() {
        var framer = MessageFramer()
        _ = framer.feed(frame(Data("{}".utf8)))
        #expect(framer.finish() == nil)
    }

    @Test func finishReportsATruncatedBody() {
        var framer = MessageFramer()
        _ = framer.feed(Data("Content-Length: 5\r\n\r\n{}".utf8))
        #expect(framer.finish() == .invalidHeader("input ended 3 bytes before the end of a message body"))
        #expect(framer.state == .header)
    }

    @Test func finishReportsATruncatedHeader() {
        var framer = MessageFramer()
        _ = framer.feed(Data("Content-Len".utf8))
        #expect(framer.finish() == .invalidHeader("input ended inside a header block"))
    }
}

/// Feeds `input` whole, one byte at a time, and split in two at every position, and checks
/// that each way yields `expected` (events written as `message <body>` or `invalid <reason>`).
func checkFraming(
    _ input: String,
    configuration: MessageFramer.Configuration = MessageFramer.Configuration(),
    _ expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let bytes = Array(input.utf8)
    var chunkings: [(name: String, chunks: [ArraySlice<UInt8>])] = [
        ("whole", [bytes[...]]),
        ("byte by byte", bytes.indices.map { bytes[$0...$0] }),
    ]
    for split in 1..<max(bytes.count, 1) {
        chunkings.append(("split at \(split)", [bytes[..<split], bytes[split...]]))
    }
    for (name, chunks) in chunkings {
        var framer = MessageFramer(configuration: configuration)
        let events = chunks.flatMap { framer.feed($0) }.map(describe)
        #expect(events == expected, "fed \(name)", sourceLocation: sourceLocation)
    }
}

func describe(_ event: FramedEvent) -> String {
    switch event {
    case .message(let body): "message \(String(decoding: body, as: UTF8.self))"
    case .invalidHeader(let reason): "invalid \(reason)"
    }
}
