/// One data message as read from a file: its global number and its fields' values by field
/// number. Fields holding FIT's "invalid" value are left out, as the encoder leaves out fields
/// it has no value for, so a reader sees only what the file says.
public struct FITDecodedMessage: Sendable, Equatable {
    public var number: UInt16
    public var fields: [UInt8: FITDecodedValue]

    public init(number: UInt16, fields: [UInt8: FITDecodedValue]) {
        self.number = number
        self.fields = fields
    }

    /// The first integer of the field, as FIT stored it (unscaled).
    public func integer<Key: FITFieldKey>(_ key: Key) -> Int64? {
        guard case .integers(let values)? = fields[key.rawValue] else { return nil }
        return values.first
    }

    /// The field divided by its scale (`duration` in ms → seconds with scale 1000).
    public func scaled<Key: FITFieldKey>(_ key: Key, by scale: Double) -> Double? {
        integer(key).map { Double($0) / scale }
    }

    public func text<Key: FITFieldKey>(_ key: Key) -> String? {
        guard case .text(let text)? = fields[key.rawValue] else { return nil }
        return text
    }

    public func isMessage(_ number: FITMessageNumber) -> Bool { self.number == number.rawValue }
}

/// A field's value: integers (one, or an array field's several) or text. Floating-point and
/// byte fields hold nothing an import uses (the activity messages it reads have none), so the
/// decoder skips them.
public enum FITDecodedValue: Sendable, Equatable {
    case integers([Int64])
    case text(String)
}
