import Dispatch
import Foundation
import JSONRPC

/// The server's messages, waited for one at a time with a time limit.
actor Inbox {
    private var messages: [JSONValue] = []
    private var waiter: (generation: Int, continuation: CheckedContinuation<JSONValue?, Never>)?
    private var generation = 0
    private var isFinished = false

    func deliver(_ body: Data) {
        let message = (try? JSONDecoder().decode(JSONValue.self, from: body)) ?? .null
        if let waiter {
            self.waiter = nil
            waiter.continuation.resume(returning: message)
        } else {
            messages.append(message)
        }
    }

    func finish() {
        isFinished = true
        expire(generation)
    }

    /// The next message, or nil when none comes within `seconds`: a deadline that stops a
    /// hung server from hanging the run, never a pause (the answer ends the wait at once).
    func next(within seconds: Int) async -> JSONValue? {
        if !messages.isEmpty { return messages.removeFirst() }
        if isFinished { return nil }
        generation += 1
        let current = generation
        let deadline = DispatchWorkItem { Task { await self.expire(current) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds), execute: deadline)
        let message = await withCheckedContinuation { waiter = (current, $0) }
        deadline.cancel()
        return message
    }

    private func expire(_ generation: Int) {
        guard let waiter, waiter.generation == generation else { return }
        self.waiter = nil
        waiter.continuation.resume(returning: nil)
    }
}
