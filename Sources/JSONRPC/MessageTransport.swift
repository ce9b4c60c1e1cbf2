#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A connection to the peer that moves whole message bodies: framing is its business.
///
/// Receiving is an `AsyncStream` so that the server reads it with one `for await` loop on its
/// own serial executor and so handles messages strictly in order (reordering `didChange`
/// notifications would corrupt documents), while the transport fills the stream from
/// wherever its bytes come from, such as a thread blocked on stdin.
public protocol MessageTransport: Sendable {
    /// What the peer sent, in order: message bodies and the invalid headers that were
    /// skipped. The stream finishes when the peer's input ends.
    ///
    /// Iterate it from one task only; it is a single stream, not a broadcast.
    var events: AsyncStream<FramedEvent> { get }

    /// Frames `body` and sends it to the peer.
    ///
    /// Safe to call from any thread; two concurrent sends never interleave their bytes.
    /// A body sent after the peer has gone is dropped.
    func send(_ body: Data)
}
