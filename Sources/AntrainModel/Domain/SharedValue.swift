/// A value kept in one box that its copies share until one of them is changed (copy on
/// write), so copying it costs one reference count.
///
/// For library entries: every food line of a log holds the food it names, and every exercise
/// item its exercise. Held inline, a copy of a food retained each of its strings and arrays
/// and moved two hundred bytes, for each line lowered, hovered or summed.
struct SharedValue<Value: Hashable & Sendable>: Hashable, @unchecked Sendable {
    /// Changed only through ``value``'s `_modify`, which first makes the box unique: a box
    /// that two copies share is never written, so sharing it across threads is safe.
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    static func == (lhs: SharedValue, rhs: SharedValue) -> Bool { lhs.box === rhs.box || lhs.box.value == rhs.box.value }

    func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}
