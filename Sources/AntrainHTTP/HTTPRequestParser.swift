/// What the parser recognised in a connection's bytes, in stream order.
public enum HTTPParserEvent: Sendable, Hashable {
    /// A request's line and header fields, complete and checked.
    case head(HTTPRequestHead)
    /// Some bytes of the current request's body, chunked framing removed; never empty. A body
    /// comes in as many pieces as the bytes arrived in.
    case body([UInt8])
    /// The current request is complete; the next bytes begin another (pipelining).
    case end
    /// The connection's bytes are not an acceptable request: the server answers this status
    /// and closes. Nothing follows it: the parser ignores every later byte.
    case failure(HTTPStatus)
}

/// An HTTP/1.1 request parser that does no I/O (after h11): bytes in, events out.
///
/// A state machine (`head` → `body` or `chunk…` → `head`), so it is tested by feeding bytes one
/// at a time or split anywhere, and the limits are states of it: 431 and 413 come from one
/// place whatever the chunking. Each byte is looked at once: a head line is read when its line
/// end arrives, bodies are copied in bulk.
///
/// Line ends are CRLF only: a bare LF (or a lone CR) is answered 400, not accepted as most
/// servers do, because browsers always send CRLF and a server that reads line ends differently
/// from a proxy in front of it is the classic request-smuggling shape. Empty lines before a
/// request line are skipped (RFC 9112 §2.2) but count towards the head limit.
public struct HTTPRequestParser: Sendable {
    /// Where the parser is in the connection's bytes.
    enum State: Sendable, Hashable {
        /// Reading the request line and header fields up to the blank line.
        case head
        /// Reading a `Content-Length` body of which `remaining` bytes are still to come.
        case body(remaining: Int)
        /// Reading a chunk-size line (with its extensions).
        case chunkSize
        /// Reading a chunk of which `remaining` bytes are still to come.
        case chunkData(remaining: Int)
        /// Expecting the CRLF after a chunk's data; `sawCarriageReturn` once its CR came.
        case chunkDataEnd(sawCarriageReturn: Bool)
        /// Reading trailer fields after the last chunk, up to the blank line.
        case trailers
        /// After a failure: every byte is ignored.
        case failed
    }

    public let limits: HTTPLimits
    private(set) var state: State = .head

    /// The bytes of the head (or chunk-size line, or trailer section) being read.
    private var buffer: [UInt8] = []
    /// Where the line being read starts in `buffer`.
    private var lineStart = 0
    /// The head's lines read so far, as ranges of `buffer` without their CRLF.
    private var lines: [Range<Int>] = []
    /// The decoded body bytes of the current chunked request so far, against the body limit.
    private var chunkedBodyBytes = 0

    public init(limits: HTTPLimits = .init()) {
        self.limits = limits
    }

    /// Between requests with nothing buffered: a connection in this state may be closed by an
    /// idle timeout without cutting a request in half.
    public var isIdle: Bool {
        state == .head && buffer.isEmpty
    }

    /// Whether a failure has been reported; the parser takes no more bytes.
    public var hasFailed: Bool {
        state == .failed
    }

    /// Consumes `bytes` and returns the events they complete, in stream order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [HTTPParserEvent] {
        var events: [HTTPParserEvent] = []
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch state {
            case .failed:
                return events
            case .body(let remaining), .chunkData(let remaining):
                let end = bytes.index(index, offsetBy: remaining, limitedBy: bytes.endIndex) ?? bytes.endIndex
                events.append(.body(Array(bytes[index..<end])))
                let left = remaining - bytes.distance(from: index, to: end)
                index = end
                if case .body = state {
                    if left == 0 { endMessage(&events) } else { state = .body(remaining: left) }
                } else {
                    state = left == 0 ? .chunkDataEnd(sawCarriageReturn: false) : .chunkData(remaining: left)
                }
            case .head, .chunkSize, .chunkDataEnd, .trailers:
                let byte = bytes[index]
                bytes.formIndex(after: &index)
                if let status = consume(byte, &events) {
                    events.append(.failure(status))
                    state = .failed
                    buffer = []
                    lines = []
                }
            }
        }
        return events
    }

    private mutating func endMessage(_ events: inout [HTTPParserEvent]) {
        events.append(.end)
        state = .head
        buffer.removeAll(keepingCapacity: true)
        lineStart = 0
        lines = []
        chunkedBodyBytes = 0
    }
}

// MARK: - Lines

extension HTTPRequestParser {
    /// Takes one byte of a line-oriented state; returns the status that ends the connection,
    /// if the byte makes the request unacceptable.
    private mutating func consume(_ byte: UInt8, _ events: inout [HTTPParserEvent]) -> HTTPStatus? {
        if case .chunkDataEnd(let sawCarriageReturn) = state {
            switch (sawCarriageReturn, byte) {
            case (false, ASCII.carriageReturn): state = .chunkDataEnd(sawCarriageReturn: true)
            case (true, ASCII.lineFeed): state = .chunkSize
            default: return .badRequest
            }
            return nil
        }
        buffer.append(byte)
        switch state {
        case .head, .trailers:
            if buffer.count > limits.maxHeadBytes { return .headerFieldsTooLarge }
        default:
            if buffer.count > limits.maxChunkLineBytes { return .badRequest }
        }
        guard byte == ASCII.lineFeed else { return nil }
        // The line's CRLF: a LF without its CR is refused (see the type's comment).
        guard buffer.count - 2 >= lineStart, buffer[buffer.count - 2] == ASCII.carriageReturn else { return .badRequest }
        let line = lineStart..<(buffer.count - 2)
        lineStart = buffer.count
        switch state {
        case .head: return headLine(line, &events)
        case .chunkSize: return chunkSizeLine(line, &events)
        default: return trailerLine(line, &events)
        }
    }

    private mutating func headLine(_ line: Range<Int>, _ events: inout [HTTPParserEvent]) -> HTTPStatus? {
        guard line.isEmpty else {
            lines.append(line)
            return nil
        }
        // An empty line before the request line is noise between requests.
        guard !lines.isEmpty else { return nil }
        switch HTTPHeadReader.read(lines: lines.map { buffer[$0] }, limits: limits) {
        case .failure(let status):
            return status
        case .success(let (head, framing)):
            events.append(.head(head))
            buffer.removeAll(keepingCapacity: true)
            lineStart = 0
            lines = []
            switch framing {
            case .none, .length(0): endMessage(&events)
            case .length(let length): state = .body(remaining: length)
            case .chunked: state = .chunkSize
            }
            return nil
        }
    }

    /// `chunk-size [ chunk-ext ]`: hexadecimal digits, then nothing or `;` extensions (after
    /// optional blanks), which are ignored; a size that takes the body past its limit is 413.
    private mutating func chunkSizeLine(_ line: Range<Int>, _ events: inout [HTTPParserEvent]) -> HTTPStatus? {
        let text = buffer[line]
        let digitsEnd = text.firstIndex { ASCII.hexValue($0) == nil } ?? text.endIndex
        let digits = text[..<digitsEnd]
        var extensions = text[digitsEnd...]
        while let first = extensions.first, ASCII.isBlank(first) { extensions = extensions.dropFirst() }
        guard !digits.isEmpty, digits.count <= 15, extensions.isEmpty || extensions.first == ASCII.semicolon,
              extensions.allSatisfy(ASCII.isFieldValueByte)
        else { return .badRequest }
        // 15 hexadecimal digits are at most 2^60 - 1: no overflow.
        let size = digits.reduce(0) { $0 * 16 + ASCII.hexValue($1)! }
        guard size <= limits.maxBodyBytes - chunkedBodyBytes else { return .payloadTooLarge }
        chunkedBodyBytes += size
        buffer.removeAll(keepingCapacity: true)
        lineStart = 0
        state = size == 0 ? .trailers : .chunkData(remaining: size)
        return nil
    }

    /// A trailer field is checked like a header field and then dropped (nothing we serve
    /// reads one); the blank line ends the request.
    private mutating func trailerLine(_ line: Range<Int>, _ events: inout [HTTPParserEvent]) -> HTTPStatus? {
        guard !line.isEmpty else {
            endMessage(&events)
            return nil
        }
        return HTTPHeadReader.readField(buffer[line]) == nil ? .badRequest : nil
    }
}
