import Dispatch
import Foundation
import JSONRPC

/// The server's messages, waited for one at a time with a time limit.
///
/// A lock, not an actor: the waiter is installed from inside `withCheckedContinuation`'s
/// body, and an actor's state written there tripped the runtime's executor check now and
/// then ("Incorrect actor executor assumption"), ending the whole test run.
final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [JSONValue] = []
    private var waiter: (generation: Int, continuation: CheckedContinuation<JSONValue?, Never>)?
    private var generation = 0
    private var isFinished = false

    func deliver(_ body: Data) {
        let message = (try? JSONDecoder().decode(JSONValue.self, from: body)) ?? .null
        lock.lock()
        if let waiter {
            self.waiter = nil
            lock.unlock()
            waiter.continuation.resume(returning: message)
        } else {
            messages.append(message)
            lock.unlock()
        }
    }

    func finish() {
        lock.lock()
        isFinished = true
        let current = generation
        lock.unlock()
        expire(current)
    }

    /// The next message, or nil when none comes within `seconds`: a deadline that stops a
    /// hung server from hanging the run, never a pause (the answer ends the wait at once).
    func next(within seconds: Int) async -> JSONValue? {
        let message: JSONValue? = await withCheckedContinuation { continuation in
            lock.lock()
            if !messages.isEmpty {
                let first = messages.removeFirst()
                lock.unlock()
                continuation.resume(returning: first)
                return
            }
            if isFinished {
                lock.unlock()
                continuation.resume(returning: nil)
                return
            }
            generation += 1
            let current = generation
            waiter = (current, continuation)
            lock.unlock()
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { [self] in expire(current) }
        }
        return message
    }

    /// Ends the wait of `generation` with nil, if it is still waiting.
    private func expire(_ generation: Int) {
        lock.lock()
        guard let waiter, waiter.generation == generation else {
            lock.unlock()
            return
        }
        self.waiter = nil
        lock.unlock()
        waiter.continuation.resume(returning: nil)
    }
}
