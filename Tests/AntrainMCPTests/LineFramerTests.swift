import Foundation
import JSONRPC
import Testing

/// MCP's stdio framing: one JSON-RPC message per line.
@Suite struct LineFramerTests {
    static func messages(_ events: [FramedEvent]) -> [String] {
        events.compactMap { if case .message(let body) = $0 { String(decoding: body, as: UTF8.self) } else { nil } }
    }

    @Test func splitsLinesFedByteByByte() {
        var framer = LineFramer()
        var events: [FramedEvent] = []
        for byte in Array("{\"a\":1}\n{\"b\":2}\r\n\n   \n{\"c\":3}".utf8) { events += framer.feed([byte]) }
        #expect(Self.messages(events) == [#"{"a":1}"#, #"{"b":2}"#])
        #expect(framer.finish() == .message(Data(#"{"c":3}"#.utf8)), "a last line without a line feed is still a message")
        #expect(framer.finish() == nil)
    }

    @Test func splitsManyLinesInOneChunk() {
        var framer = LineFramer()
        #expect(Self.messages(framer.feed(Array("1\n2\n3\n".utf8))) == ["1", "2", "3"])
    }

    @Test func skipsAnOverlongLineAndCarriesOn() {
        var framer = LineFramer(maximumLineLength: 8)
        let events = framer.feed(Array("0123456789abc\n{\"ok\":1}\n".utf8))
        #expect(events == [.invalidHeader("message line longer than 8 bytes; skipped"), .message(Data(#"{"ok":1}"#.utf8))])
    }

    @Test func framesALineWithItsLineFeed() {
        #expect(frameLine(Data("{}".utf8)) == Data("{}\n".utf8))
    }

    @Test func stdioTransportSpeaksLinesOverPipes() async throws {
        var toServer: [Int32] = [0, 0], fromServer: [Int32] = [0, 0]
        #expect(pipe(&toServer) == 0 && pipe(&fromServer) == 0)
        let transport = StdioTransport(input: toServer[0], output: fromServer[1], wireFraming: .newlineDelimited(maximumLineLength: 1 << 20))
        _ = "{\"id\":1}\n".withCString { write(toServer[1], $0, 9) }
        close(toServer[1])
        var received: [FramedEvent] = []
        for await event in transport.events { received.append(event) }
        #expect(received == [.message(Data(#"{"id":1}"#.utf8))])
        transport.send(Data(#"{"ok":true}"#.utf8))
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(fromServer[0], &buffer, 64)
        #expect(String(decoding: buffer[..<count], as: UTF8.self) == "{\"ok\":true}\n")
        for descriptor in [toServer[0], fromServer[0], fromServer[1]] { close(descriptor) }
    }
}
