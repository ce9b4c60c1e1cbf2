import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores, results in order.
    ///
    /// For independent pieces of similar size, such as the pieces of a large log: each
    /// piece is parsed or lowered on its own, so nothing is shared but the input.
    public func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        defer { slots.deallocate() }
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.store(transform(self[index]), at: index)
            }
        }
        return slots.values()
    }
}

/// One slot per result; each index is written by exactly one iteration, so the writes never
/// touch the same memory.
private struct ResultSlots<Value>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Value?>
    let count: Int

    init(count: Int) {
        self.count = count
        pointer = .allocate(capacity: count)
        pointer.initialize(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) { pointer[index] = value }

    func values() -> [Value] { (0..<count).map { pointer[$0]! } }

    func deallocate() {
        pointer.deinitialize(count: count)
        pointer.deallocate()
    }
}
