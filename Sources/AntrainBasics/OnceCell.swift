import Dispatch

/// A value made the first time it is asked for, once, whichever thread asks first.
///
/// For what an immutable, shared object needs only sometimes: the preset libraries' search
/// index is needed by completion, not by `antrain check`, whose every run would otherwise pay
/// for folding a thousand names and aliases.
public final class OnceCell<Value: Sendable>: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var stored: Value?

    public init() {}

    /// The value, made by `make` if no one has made it yet.
    public func value(_ make: () -> Value) -> Value {
        lock.wait()
        defer { lock.signal() }
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}
