/// A field number of one message in Garmin's profile: each message has its own enum of the
/// fields we write, so a `set` field can only go into a `set` message.
public protocol FITFieldKey: RawRepresentable, Sendable where RawValue == UInt8 {
    /// The message the field belongs to.
    static var message: FITMessageNumber { get }
}

/// One field of a data message: its number in the profile and its value.
public struct FITField: Sendable, Equatable {
    public var number: UInt8
    public var value: FITValue

    public init(number: UInt8, value: FITValue) {
        self.number = number
        self.value = value
    }
}

/// A data message (a `file_id`, a `set`, a `session`...): the global message number and the
/// fields that have a value, in the order they are added.
///
/// A field with no value is left out rather than written as FIT's "invalid", so a rest set
/// carries no repetitions, weight or exercise.
public struct FITMessage: Sendable, Equatable {
    public let number: FITMessageNumber
    public private(set) var fields: [FITField] = []

    public init(_ number: FITMessageNumber) {
        self.number = number
    }

    /// A message of `Key`'s kind with `values`, in order; `nil` values are left out.
    public init<Key: FITFieldKey>(_ values: KeyValuePairs<Key, FITValue?>) {
        self.init(Key.message)
        for (key, value) in values { set(key, value) }
    }

    /// Adds `value` under `key` (nothing when `value` is nil).
    public mutating func set<Key: FITFieldKey>(_ key: Key, _ value: FITValue?) {
        precondition(Key.message == number, "a \(Key.message) field in a \(number) message")
        guard let value else { return }
        fields.append(FITField(number: key.rawValue, value: value))
    }

    /// What a definition message must announce for this message: the global number and
    /// each field's number, size and base type. Two messages with the same shape share one
    /// definition.
    public var shape: Shape {
        Shape(number: number, fields: fields.map { Shape.Field(number: $0.number, size: UInt8($0.value.bytes.count), baseType: $0.value.baseType) })
    }

    public struct Shape: Sendable, Hashable {
        public var number: FITMessageNumber
        public var fields: [Field]

        public struct Field: Sendable, Hashable {
            public var number: UInt8
            public var size: UInt8
            public var baseType: FITBaseType
        }
    }
}
