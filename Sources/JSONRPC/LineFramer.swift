#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Splits a byte stream into newline-delimited message bodies: the stdio framing of the
/// Model Context Protocol, where each message is one line of JSON and carries no
/// `Content-Length` header.
///
/// A pure state machine like ``MessageFramer``, so it is tested by feeding bytes one at a
/// time. A `\r` before the line feed is dropped and blank lines are skipped (both are noise a
/// peer may send between messages). A line longer than the limit is reported once and dropped
/// up to its line feed without being buffered, then the framer carries on.
public struct LineFramer: Sendable {
    /// Lines longer than this are skipped and reported instead of being buffered.
    public let maximumLineLength: Int

    /// The bytes of the line being read, without its line break.
    private var line: [UInt8] = []
    /// Dropping the rest of an overlong line, up to its line feed.
    private var isDiscarding = false

    public init(maximumLineLength: Int = 64 << 20) {
        self.maximumLineLength = maximumLineLength
    }

    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    /// Consumes `bytes` and returns the events they complete, in stream order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [FramedEvent] {
        var events: [FramedEvent] = []
        var start = bytes.startIndex
        while start != bytes.endIndex {
            let newline = bytes[start...].firstIndex(of: Self.lineFeed)
            let end = newline ?? bytes.endIndex
            if !isDiscarding {
                line.append(contentsOf: bytes[start..<end])
                if line.count > maximumLineLength {
                    line.removeAll()
                    isDiscarding = true
                    events.append(.invalidHeader("message line longer than \(maximumLineLength) bytes; skipped"))
                }
            }
            guard let newline else { break }
            if isDiscarding {
                isDiscarding = false
            } else if let event = endLine() {
                events.append(event)
            }
            start = bytes.index(after: newline)
        }
        return events
    }

    /// The message on a last line that has no line feed, if the stream ended inside one.
    ///
    /// Call it once when the input reaches end of file: a peer that closes its end right after
    /// the last message has still sent it.
    public mutating func finish() -> FramedEvent? {
        defer { self = LineFramer(maximumLineLength: maximumLineLength) }
        return isDiscarding ? nil : endLine()
    }

    private mutating func endLine() -> FramedEvent? {
        defer { line.removeAll(keepingCapacity: true) }
        if line.last == Self.carriageReturn { line.removeLast() }
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != Self.carriageReturn }) else { return nil }
        return .message(Data(line))
    }
}

/// Frames `body` as one line: the body and a line feed. JSON written without pretty printing
/// holds no raw line feed (one in a string is escaped), so the line is the whole message.
public func frameLine(_ body: Data) -> Data {
    var framed = body
    framed.append(0x0A)
    return framed
}
