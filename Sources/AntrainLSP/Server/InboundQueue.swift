import JSONRPC

/// Messages waiting to be handled, in arrival order.
///
/// A separate intake task fills it while the server handles one message at a time, so a
/// `$/cancelRequest` is seen at once (the queued request is answered with -32800 and
/// dropped), and the server can tell that more edits are waiting before it spends time on
/// diagnostics that would be stale immediately.
actor InboundQueue {
    private var items: [IncomingMessage] = []
    private var head = 0
    private var waiter: CheckedContinuation<IncomingMessage?, Never>?
    private var isFinished = false

    func push(_ message: IncomingMessage) {
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: message)
        } else {
            items.append(message)
        }
    }

    func finish() {
        isFinished = true
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: nil)
        }
    }

    /// The next message, waiting for one; nil when the input has ended and all is handled.
    func next() async -> IncomingMessage? {
        if head < items.count {
            let message = items[head]
            head += 1
            if head > 1024, head * 2 > items.count {
                items.removeFirst(head)
                head = 0
            }
            return message
        }
        if isFinished { return nil }
        return await withCheckedContinuation { waiter = $0 }
    }

    /// Removes a queued request; true when it was still waiting (so it must be answered
    /// as cancelled).
    func cancel(_ id: RequestID) -> Bool {
        guard let index = items[head...].firstIndex(where: { if case .request(id, _, _) = $0 { true } else { false } }) else {
            return false
        }
        items.remove(at: index)
        return true
    }

    /// Whether no message is waiting and more may come: time for background work.
    var isIdle: Bool { head >= items.count && !isFinished }

    /// Whether a change or the closing of the document at `uri` is waiting.
    func hasPendingChange(to uri: String) -> Bool {
        items[head...].contains { message in
            guard case .notification(let method, let params) = message,
                  method == DidChangeTextDocumentNotification.method || method == DidCloseTextDocumentNotification.method
            else { return false }
            return SupersededRequests.document(of: params) == uri
        }
    }

    /// Whether a text or file change is waiting: diagnostics computed now would be stale.
    func hasPendingChange() -> Bool {
        items[head...].contains { message in
            switch message.method {
            case DidChangeTextDocumentNotification.method, DidOpenTextDocumentNotification.method,
                 DidCloseTextDocumentNotification.method, DidChangeWatchedFilesNotification.method:
                true
            default:
                false
            }
        }
    }
}
