#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One end of a pair of transports connected in memory, for tests that run a server and a
/// client in one process.
///
/// A body sent at one end arrives at the other as `.message(body)`, without framing: the
/// framer has tests of its own, and skipping it keeps in-process tests fast and exact.
public final class InMemoryTransport: MessageTransport {
    public let events: AsyncStream<FramedEvent>
    private let peer: AsyncStream<FramedEvent>.Continuation

    private init(events: AsyncStream<FramedEvent>, peer: AsyncStream<FramedEvent>.Continuation) {
        self.events = events
        self.peer = peer
    }

    /// Makes two connected ends: what one sends, the other receives.
    public static func makePair() -> (InMemoryTransport, InMemoryTransport) {
        let (first, toFirst) = AsyncStream.makeStream(of: FramedEvent.self, bufferingPolicy: .unbounded)
        let (second, toSecond) = AsyncStream.makeStream(of: FramedEvent.self, bufferingPolicy: .unbounded)
        return (
            InMemoryTransport(events: first, peer: toSecond),
            InMemoryTransport(events: second, peer: toFirst)
        )
    }

    public func send(_ body: Data) {
        peer.yield(.message(body))
    }

    /// Hangs up this end: the peer's `events` finish, as at the end of stdin, and later sends
    /// from this end are dropped.
    public func close() {
        peer.finish()
    }
}
