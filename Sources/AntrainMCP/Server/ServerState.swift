#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import JSONRPC

/// A request in flight: whether it is still wanted. Checked by the queue before the work starts.
final class Ticket: @unchecked Sendable {
    // @unchecked: `live` is only read and written under `lock`.
    private let lock = DispatchSemaphore(value: 1)
    private var live = true

    var isLive: Bool {
        lock.wait()
        defer { lock.signal() }
        return live
    }

    func cancel() {
        lock.wait()
        live = false
        lock.signal()
    }
}

/// What the loop remembers between messages: the lifecycle and the requests in flight.
actor ServerState {
    private(set) var isInitialized = false
    private var isReady = false
    private var inFlight: [RequestID: Ticket] = [:]
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    func markInitialized() { isInitialized = true }
    func markReady() { isReady = true }

    func begin(_ id: RequestID) -> Ticket {
        let ticket = Ticket()
        inFlight[id]?.cancel()
        inFlight[id] = ticket
        return ticket
    }

    /// Cancels `id` if it is in flight; says whether it was.
    func cancel(_ id: RequestID) -> Bool {
        guard let ticket = inFlight.removeValue(forKey: id) else { return false }
        ticket.cancel()
        resumeIdleWaiters()
        return true
    }

    /// Whether the answer to `id` is still wanted: not cancelled, and not replaced by a newer
    /// request with the same id.
    func isWanted(_ id: RequestID, _ ticket: Ticket) -> Bool {
        inFlight[id] === ticket && ticket.isLive
    }

    /// Ends `id`, answered or not.
    func finish(_ id: RequestID, _ ticket: Ticket) {
        if inFlight[id] === ticket { inFlight[id] = nil }
        resumeIdleWaiters()
    }

    func waitUntilIdle() async {
        guard !inFlight.isEmpty else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    private func resumeIdleWaiters() {
        guard inFlight.isEmpty else { return }
        for waiter in idleWaiters { waiter.resume() }
        idleWaiters.removeAll()
    }
}
