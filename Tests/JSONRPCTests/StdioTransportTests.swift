import Foundation
import JSONRPC
import Testing

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `StdioTransport` over real pipes, as `antrain lsp` runs under an editor.
@Suite(.timeLimit(.minutes(1)))
struct StdioTransportTests {
    @Test func readsAMessageAndEndsAtEndOfInput() async throws {
        let input = try TestPipe.make()
        let transport = StdioTransport(input: input.reading, output: -1)
        input.writeAll(frame(json(#"{"jsonrpc":"2.0","method":"initialized"}"#)))
        input.closeWriting()
        #expect(await collect(transport.events) == [.message(json(#"{"jsonrpc":"2.0","method":"initialized"}"#))])
        input.closeReading()
    }

    /// Two writes, split inside the message; how the reads split it is the pipe's affair
    /// (MessageFramerTests feed every split point byte by byte).
    @Test func readsAMessageWrittenInTwoHalves() async throws {
        let input = try TestPipe.make()
        let transport = StdioTransport(input: input.reading, output: -1)
        let framed = frame(json(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#))
        let half = framed.count / 2
        input.writeAll(framed[..<half])
        input.writeAll(framed[half...])
        input.writeAll(frame(json("{}")))
        input.closeWriting()
        #expect(await collect(transport.events) == [
            .message(json(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#)),
            .message(json("{}")),
        ])
        input.closeReading()
    }

    @Test func reportsAMessageCutOffByEndOfInput() async throws {
        let input = try TestPipe.make()
        let transport = StdioTransport(input: input.reading, output: -1)
        input.writeAll(json("Content-Length: 10\r\n\r\n{}"))
        input.closeWriting()
        #expect(await collect(transport.events) == [
            .invalidHeader("input ended 8 bytes before the end of a message body"),
        ])
        input.closeReading()
    }

    @Test func sendWritesAFramedMessage() async throws {
        let output = try TestPipe.make()
        let input = try TestPipe.make()
        let transport = StdioTransport(input: input.reading, output: output.writing)
        transport.send(json(#"{"name":"Göğsü"}"#))
        output.closeWriting()
        #expect(output.readToEnd() == frame(json(#"{"name":"Göğsü"}"#)))
        input.closeWriting()
        #expect(await collect(transport.events).isEmpty)
        input.closeReading()
        output.closeReading()
    }

    @Test func concurrentSendsDoNotInterleave() async throws {
        let output = try TestPipe.make()
        let input = try TestPipe.make()
        let transport = StdioTransport(input: input.reading, output: output.writing)
        // 16 bodies of about 1 KiB stay well under a pipe's capacity, so no send blocks.
        let bodies = (0..<16).map { index in json("[\(index),\"" + String(repeating: "x", count: 1000) + "\"]") }
        await withTaskGroup(of: Void.self) { group in
            for body in bodies {
                group.addTask { transport.send(body) }
            }
        }
        output.closeWriting()
        var framer = MessageFramer()
        let events = framer.feed(output.readToEnd())
        #expect(Set(events) == Set(bodies.map(FramedEvent.message)))
        #expect(events.count == 16)
        input.closeWriting()
        _ = await collect(transport.events)
        input.closeReading()
        output.closeReading()
    }

    @Test func largeMessageCrossesAPipeBetweenTwoTransports() async throws {
        let pipe = try TestPipe.make()
        let unused = try TestPipe.make()
        let sender = StdioTransport(input: unused.reading, output: pipe.writing)
        let receiver = StdioTransport(input: pipe.reading, output: -1)
        let body = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        // A plain thread: the send blocks until the receiver drains the pipe, and a blocked
        // task could starve the concurrency pool that the receiving side needs.
        Thread {
            sender.send(body)
            pipe.closeWriting()
        }.start()
        #expect(await collect(receiver.events) == [.message(body)])
        unused.closeWriting()
        _ = await collect(sender.events)
        unused.closeReading()
        pipe.closeReading()
    }
}

func collect(_ events: AsyncStream<FramedEvent>) async -> [FramedEvent] {
    var collected: [FramedEvent] = []
    for await event in events {
        collected.append(event)
    }
    return collected
}

/// A `pipe(2)` with blocking helpers for the test's side of it.
struct TestPipe: Sendable {
    var reading: Int32
    var writing: Int32

    static func make() throws -> TestPipe {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return TestPipe(reading: descriptors[0], writing: descriptors[1])
    }

    func writeAll(_ data: Data) {
        data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let result = write(writing, bytes.baseAddress! + written, bytes.count - written)
                guard result > 0 else { return }
                written += result
            }
        }
    }

    /// Reads until `count` bytes have arrived or the writing end is closed.
    func readUpTo(count: Int) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while data.count < count {
            let result = chunk.withUnsafeMutableBytes { read(reading, $0.baseAddress, min($0.count, count - data.count)) }
            guard result > 0 else { break }
            data.append(contentsOf: chunk[..<result])
        }
        return data
    }

    func readToEnd() -> Data {
        readUpTo(count: .max)
    }

    func closeWriting() { close(writing) }
    func closeReading() { close(reading) }
}
