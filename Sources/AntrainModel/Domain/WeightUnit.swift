/// The unit a lifter thinks in. Loads are stored in kilograms and shown in this unit.
public enum WeightUnit: String, CaseIterable, Codable, Sendable, Hashable {
    case kg, lb

    /// A unit as a lifter writes it, in any case: `kg`, `kgs`, `lb`, `lbs`.
    public init?(written: String) {
        switch written.lowercased() {
        case "kg", "kgs": self = .kg
        case "lb", "lbs": self = .lb
        default: return nil
        }
    }

    /// The units' names, for messages that list them.
    public static let names = allCases.map(\.rawValue)

    /// Exactly 0.45359237 kg to the pound (the international pound).
    public static let kilogramsPerPound = 0.45359237

    public func toKilograms(_ value: Double) -> Double {
        self == .kg ? value : value * Self.kilogramsPerPound
    }

    public func fromKilograms(_ kilograms: Double) -> Double {
        self == .kg ? kilograms : kilograms / Self.kilogramsPerPound
    }

    /// The plate step loads are rounded to: 2.5 kg or 5 lb.
    public var roundingStep: Double { self == .kg ? 2.5 : 5 }
}
