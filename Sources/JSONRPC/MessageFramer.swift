#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the framer recognised in the byte stream.
public enum FramedEvent: Sendable, Hashable {
    /// One complete message body, without its header block.
    case message(Data)
    /// A header block (or an oversized body) that had to be skipped; the reason reads well in a log.
    ///
    /// The framer has already resynchronised: it carries on with the next header block, so the
    /// server logs this and keeps running.
    case invalidHeader(String)
}

/// Splits a byte stream into `Content-Length`-framed message bodies.
///
/// A pure state machine (`header` → `content(remaining:)` → `header`), so it is tested by
/// feeding bytes one at a time or split anywhere, without threads or pipes. Each byte is looked
/// at once: a header line is parsed when its line break arrives and bodies are copied in bulk,
/// so input that trickles in never causes the buffer to be rescanned.
///
/// Errors are never fatal. A bad header block is reported and the framer looks for the next
/// `Content-Length` header; an oversized body is reported and skipped without being buffered.
public struct MessageFramer: Sendable {
    /// Limits that protect the server from hostile or broken peers.
    public struct Configuration: Sendable, Hashable {
        /// Bodies longer than this are skipped and reported instead of being buffered.
        public var maximumContentLength: Int
        /// A header line longer than this is garbage, not a header; it is reported and skipped.
        public var maximumHeaderLineLength: Int

        public init(maximumContentLength: Int = 64 << 20, maximumHeaderLineLength: Int = 8 << 10) {
            self.maximumContentLength = maximumContentLength
            self.maximumHeaderLineLength = maximumHeaderLineLength
        }
    }

    /// Where the framer is in the stream.
    public enum State: Sendable, Hashable {
        /// Reading header lines up to the empty line that ends the block.
        case header
        /// Reading a body of which `remaining` bytes are still to come.
        case content(remaining: Int)
        /// Dropping an oversized body of which `remaining` bytes are still to come.
        case discarding(remaining: Int)
        /// After a bad header block: dropping bytes until the next `Content-Length` name.
        case resynchronising
    }

    public let configuration: Configuration
    public private(set) var state: State = .header

    /// The bytes of the header line being read, without its line break.
    private var line: [UInt8] = []
    /// Whether the current header block has had any non-empty line yet.
    private var hasHeaderLines = false
    /// The `Content-Length` of the current header block, once read.
    private var contentLength: Int?
    /// The body being read.
    private var body = Data()
    /// How many bytes of `Content-Length` have matched while resynchronising.
    private var resyncMatched = 0

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Consumes `bytes` and returns the events they complete, in stream order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [FramedEvent] {
        var events: [FramedEvent] = []
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch state {
            case .header:
                let byte = bytes[index]
                bytes.formIndex(after: &index)
                if let event = consumeHeaderByte(byte) {
                    events.append(event)
                }
            case .content(let remaining):
                let end = bytes.index(index, offsetBy: remaining, limitedBy: bytes.endIndex) ?? bytes.endIndex
                body.append(contentsOf: bytes[index..<end])
                let left = remaining - bytes.distance(from: index, to: end)
                index = end
                if left == 0 {
                    events.append(.message(body))
                    body = Data()
                    state = .header
                } else {
                    state = .content(remaining: left)
                }
            case .discarding(let remaining):
                let end = bytes.index(index, offsetBy: remaining, limitedBy: bytes.endIndex) ?? bytes.endIndex
                let left = remaining - bytes.distance(from: index, to: end)
                index = end
                state = left == 0 ? .header : .discarding(remaining: left)
            case .resynchronising:
                let byte = bytes[index]
                bytes.formIndex(after: &index)
                consumeResyncByte(byte)
            }
        }
        return events
    }

    /// Reports a message cut off by the end of input, if the stream ended inside one.
    ///
    /// Call it once when the input reaches end of file, so a truncated last message is logged
    /// rather than silently lost.
    public mutating func finish() -> FramedEvent? {
        defer { self = MessageFramer(configuration: configuration) }
        switch state {
        case .header:
            return hasHeaderLines || !line.isEmpty
                ? .invalidHeader("input ended inside a header block") : nil
        case .content(let remaining):
            return .invalidHeader("input ended \(remaining) bytes before the end of a message body")
        case .discarding, .resynchronising:
            return nil
        }
    }
}

// MARK: - Header block

extension MessageFramer {
    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D
    /// `content-length` in lower case, the name resynchronisation looks for.
    private static let contentLengthName = Array("content-length".utf8)

    /// Takes one byte of a header block; returns an event when the byte ends the block or
    /// makes it invalid.
    private mutating func consumeHeaderByte(_ byte: UInt8) -> FramedEvent? {
        guard byte == Self.lineFeed else {
            line.append(byte)
            if line.count > configuration.maximumHeaderLineLength {
                return fail("header line longer than \(configuration.maximumHeaderLineLength) bytes")
            }
            return nil
        }
        // Tolerate a bare `\n` as well as `\r\n`.
        if line.last == Self.carriageReturn {
            line.removeLast()
        }
        guard !line.isEmpty else {
            // A blank line before any header is noise between messages, not an empty block.
            return hasHeaderLines ? endHeaderBlock() : nil
        }
        hasHeaderLines = true
        let field = HeaderLine(line)
        line.removeAll(keepingCapacity: true)
        switch field {
        case .contentLength(let length):
            if let previous = contentLength, previous != length {
                return fail("conflicting Content-Length headers: \(previous) and \(length)")
            }
            contentLength = length
            return nil
        case .ignored:
            return nil
        case .invalid(let reason):
            return fail(reason)
        }
    }

    /// Starts the body announced by the header block that just ended.
    private mutating func endHeaderBlock() -> FramedEvent? {
        guard let length = contentLength else {
            return fail("header block has no Content-Length")
        }
        resetHeaderBlock()
        if length > configuration.maximumContentLength {
            state = .discarding(remaining: length)
            return .invalidHeader(
                "Content-Length \(length) exceeds the limit of \(configuration.maximumContentLength) bytes; body skipped"
            )
        }
        if length == 0 {
            return .message(Data())
        }
        body = Data(capacity: length)
        state = .content(remaining: length)
        return nil
    }

    /// Reports `reason` and drops input until the next `Content-Length` header.
    private mutating func fail(_ reason: String) -> FramedEvent {
        resetHeaderBlock()
        resyncMatched = 0
        state = .resynchronising
        return .invalidHeader(reason)
    }

    private mutating func resetHeaderBlock() {
        line.removeAll(keepingCapacity: true)
        hasHeaderLines = false
        contentLength = nil
    }

    /// Matches `byte` against `Content-Length` (any case); on a full match, reads the rest of
    /// that header line as a fresh header block.
    ///
    /// The name has no proper prefix that is also a suffix, so a mismatch restarts the match
    /// at this byte without backtracking.
    private mutating func consumeResyncByte(_ byte: UInt8) {
        let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
        if lowered == Self.contentLengthName[resyncMatched] {
            resyncMatched += 1
            if resyncMatched == Self.contentLengthName.count {
                resyncMatched = 0
                line = Self.contentLengthName
                state = .header
            }
        } else {
            resyncMatched = lowered == Self.contentLengthName[0] ? 1 : 0
        }
    }
}

/// Frames `body` for the wire: `Content-Length: N\r\n\r\n` followed by the body.
public func frame(_ body: Data) -> Data {
    var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
    framed.append(body)
    return framed
}
