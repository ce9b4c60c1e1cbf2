#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

import Dispatch

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The transport of `antrain lsp` and `antrain mcp`: reads framed messages from one file
/// descriptor (stdin) and writes them to another (stdout), `Content-Length`-framed (LSP) or one
/// message per line (MCP's stdio transport).
///
/// Reading is a blocking `read(2)` loop on a thread of its own, so no task of the server's
/// executor ever waits on input and nothing depends on the run loop. The descriptors are
/// parameters so that tests can run the same code over `pipe()`s. The transport never
/// closes them: it does not own them.
///
/// A peer that closes its end of stdout makes a write raise `SIGPIPE`, which ends the
/// process unless the program ignores that signal; for a language server whose editor has
/// gone, that is the right outcome.
public final class StdioTransport: MessageTransport {
    /// How messages are delimited on the wire.
    public enum Framing: Sendable, Hashable {
        /// `Content-Length` headers before each body (the language server protocol).
        case contentLength(MessageFramer.Configuration)
        /// One message per line, no headers (the Model Context Protocol's stdio transport).
        case newlineDelimited(maximumLineLength: Int)
    }

    public let events: AsyncStream<FramedEvent>
    private let output: Int32
    private let wireFraming: Framing
    /// Serialises writes so that concurrent `send`s never interleave their bytes.
    private let writeLock = DispatchSemaphore(value: 1)

    /// Starts reading `input` at once; events wait in the stream until they are consumed.
    ///
    /// - Parameters:
    ///   - input: The descriptor to read framed messages from, until end of file.
    ///   - output: The descriptor that `send(_:)` writes framed messages to.
    ///   - framing: The limits for incoming messages.
    public convenience init(
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO,
        framing: MessageFramer.Configuration = MessageFramer.Configuration()
    ) {
        self.init(input: input, output: output, wireFraming: .contentLength(framing))
    }

    /// Starts reading `input` at once, with messages delimited as `wireFraming` says.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, wireFraming: Framing) {
        let (stream, continuation) = AsyncStream.makeStream(of: FramedEvent.self, bufferingPolicy: .unbounded)
        events = stream
        self.output = output
        self.wireFraming = wireFraming
        ReaderThread.start {
            switch wireFraming {
            case .contentLength(let configuration):
                var framer = MessageFramer(configuration: configuration)
                Self.readUntilEndOfInput(input, into: continuation, feed: { framer.feed($0) }, finish: { framer.finish() })
            case .newlineDelimited(let maximumLineLength):
                var framer = LineFramer(maximumLineLength: maximumLineLength)
                Self.readUntilEndOfInput(input, into: continuation, feed: { framer.feed($0) }, finish: { framer.finish() })
            }
        }
    }

    public func send(_ body: Data) {
        let framed: Data
        switch wireFraming {
        case .contentLength: framed = frame(body)
        case .newlineDelimited: framed = frameLine(body)
        }
        writeLock.wait()
        defer { writeLock.signal() }
        framed.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var written = 0
            while written < bytes.count {
                let result = write(output, base + written, bytes.count - written)
                if result > 0 {
                    written += result  // A pipe may take only part of a large write.
                } else if result < 0, errno == EINTR {
                    continue
                } else {
                    return  // The peer is gone; there is no one left to tell.
                }
            }
        }
    }

    /// Reads `input` in 64 KiB chunks until end of file or a read error, yielding what the
    /// framer finds, then finishes the stream.
    private static func readUntilEndOfInput(
        _ input: Int32,
        into continuation: AsyncStream<FramedEvent>.Continuation,
        feed: (ArraySlice<UInt8>) -> [FramedEvent],
        finish: () -> FramedEvent?
    ) {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                for event in feed(chunk[..<count]) {
                    continuation.yield(event)
                }
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break  // End of file, or an error that reading again would not cure.
            }
        }
        if let truncated = finish() {
            continuation.yield(truncated)
        }
        continuation.finish()
    }
}

/// A thread of its own for the blocking read loop: a detached POSIX thread, which needs
/// nothing of Foundation (`Thread` is in all of Foundation, not in FoundationEssentials).
enum ReaderThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    static func start(_ run: @escaping @Sendable () -> Void) {
        let body = Unmanaged.passRetained(Body(run)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let result = pthread_create(&thread, nil, { argument in
            #if canImport(Darwin)
            Unmanaged<Body>.fromOpaque(argument).takeRetainedValue().run()
            #else
            Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue().run()
            #endif
            return nil
        }, body)
        precondition(result == 0, "cannot start the reader thread (\(result))")
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
    }
}
