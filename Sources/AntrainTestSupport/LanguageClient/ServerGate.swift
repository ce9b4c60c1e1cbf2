import AntrainLSP
import JSONRPC

/// Where a test holds the server: ``InProcessClient/hold()`` sends ``method``, and the
/// server's `beforeEachMessage` hook awaits here when that notification's turn comes, until
/// ``release()``. Awaiting, not blocking: the held server keeps no thread, and its intake
/// goes on queueing (and answering cancellations) behind the hold.
actor ServerGate {
    /// An unknown notification: the server would only log it.
    static let method = "antrain/test/hold"

    /// Releases that came before their hold was reached: each lets one hold pass at once.
    private var earlyReleases = 0
    private var held: CheckedContinuation<Void, Never>?

    /// The hook: returns at once for every message but a hold.
    func pass(_ message: IncomingMessage) async {
        guard case .notification(Self.method, _) = message else { return }
        if earlyReleases > 0 {
            earlyReleases -= 1
            return
        }
        await withCheckedContinuation { held = $0 }
    }

    func release() {
        if let held {
            self.held = nil
            held.resume()
        } else {
            earlyReleases += 1
        }
    }
}
